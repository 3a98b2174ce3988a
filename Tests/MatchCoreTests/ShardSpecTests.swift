import Testing
@testable import MatchCore

@Suite struct ShardSpecTests {
    @Test func everyIdIsInExactlyOneShard() throws {
        let shards = try (1...4).map { try ShardSpec(index: $0, count: 4) }
        var sizes = [0, 0, 0, 0]
        for number in 0..<2_000 {
            let owners = shards.indices.filter { shards[$0].contains(id: "greenhouse:\(number)") }
            #expect(owners.count == 1)
            sizes[owners[0]] += 1
        }
        // SHA-256 spreads ids evenly: each shard gets roughly a quarter.
        #expect(sizes.allSatisfy { (400...600).contains($0) }, "\(sizes)")
    }

    @Test func parsesAndRejectsForms() throws {
        #expect(try ShardSpec(parsing: "2/4") == (try ShardSpec(index: 2, count: 4)))
        for bad in ["0/4", "5/4", "2", "a/b", "1/0", "-1/2"] {
            #expect(throws: ConfigurationError.self) { _ = try ShardSpec(parsing: bad) }
        }
    }

    @Test func stableHashIsTheSHA256Prefix() {
        // sha256("abc") = ba7816bf8f01cfea…
        #expect(StableHash.value(of: "abc") == 0xBA78_16BF_8F01_CFEA)
    }
}

@Suite struct SeededRandomTests {
    @Test func sameSeedAndKeyGiveTheSameStream() {
        var first = SeededRandom.stream(seed: 42, key: ["p1", "15-1252"])
        var second = SeededRandom.stream(seed: 42, key: ["p1", "15-1252"])
        let a = (0..<100).map { _ in first.next() }
        let b = (0..<100).map { _ in second.next() }
        #expect(a == b)
    }

    @Test func otherSeedsAndKeysGiveOtherStreams() {
        var base = SeededRandom.stream(seed: 42, key: ["p1", "15"])
        var otherKey = SeededRandom.stream(seed: 42, key: ["p1", "13"])
        var otherSeed = SeededRandom.stream(seed: 43, key: ["p1", "15"])
        var joined = SeededRandom.stream(seed: 42, key: ["p11", "5"])
        let value = base.next()
        #expect(value != otherKey.next())
        #expect(value != otherSeed.next())
        #expect(value != joined.next())
    }

    @Test func splitMix64MatchesItsReferenceOutput() {
        // First outputs of the reference C implementation seeded with 0.
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func unitDrawsAreUniform() {
        var generator = SeededRandom(seed: 1)
        let draws = (0..<100_000).map { _ in generator.nextUnit() }
        #expect(draws.allSatisfy { $0 >= 0 && $0 < 1 })
        let mean = draws.reduce(0, +) / Double(draws.count)
        #expect(abs(mean - 0.5) < 0.005)
    }
}
