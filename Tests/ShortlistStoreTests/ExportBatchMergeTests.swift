import Foundation
import MatchCore
import Testing
@testable import ShortlistStore

@Suite struct ExportBatchMergeTests {
    private let feedback = (1...12).map { Fixtures.event("e\($0)", $0 % 7 + 1, $0 % 5 + 1, $0 % 2 == 0 ? .save : .apply, hour: Double($0)) }

    @Test(arguments: [1, 2, 3, 5, 8])
    func shardsMergedEqualOneUnshardedRun(count: Int) throws {
        let whole = Fixtures.batch(profiles: 9, feedback: feedback)
        let shards = try (1...count).map { Fixtures.batch(profiles: 9, shard: try ShardSpec(index: $0, count: count), feedback: feedback) }
        let merged = try ExportBatch.merging(shards.reversed(), exportedAt: Fixtures.time)
        #expect(merged == whole)
        #expect(ShortlistAssembler.shortlists(of: merged) == ShortlistAssembler.shortlists(of: whole))
    }

    @Test func mergedShardsGiveTheSameDatabaseAsOneRun() throws {
        let one = try ShortlistDatabase.inMemory()
        try one.write(Fixtures.batch(profiles: 9, feedback: feedback))
        let merged = try ShortlistDatabase.inMemory()
        let shards = try (1...3).map { Fixtures.batch(profiles: 9, shard: try ShardSpec(index: $0, count: 3), feedback: feedback) }
        try merged.write(try ExportBatch.merging(shards, exportedAt: Fixtures.time))
        #expect(try merged.batch() == one.batch())
        #expect(try merged.applications() == one.applications())
    }

    @Test func aMissingOrRepeatedShardIsRefused() throws {
        let first = Fixtures.batch(shard: try ShardSpec(index: 1, count: 3))
        let third = Fixtures.batch(shard: try ShardSpec(index: 3, count: 3))
        #expect(throws: ShardMergeError.self) { try ExportBatch.merging([first, third], exportedAt: Fixtures.time) }
        #expect(throws: ShardMergeError.self) { try ExportBatch.merging([first, first, third], exportedAt: Fixtures.time) }
        #expect(throws: ShardMergeError.self) { try ExportBatch.merging([Fixtures.batch()], exportedAt: Fixtures.time) }
    }

    @Test func shardsOfDifferentRunsAreRefused() throws {
        let first = Fixtures.batch(runId: "run-a", shard: try ShardSpec(index: 1, count: 2))
        let second = Fixtures.batch(runId: "run-b", shard: try ShardSpec(index: 2, count: 2))
        let error = try #require(throws: ShardMergeError.self) { try ExportBatch.merging([first, second], exportedAt: Fixtures.time) }
        #expect(error.message.contains("run-b"))
    }
}
