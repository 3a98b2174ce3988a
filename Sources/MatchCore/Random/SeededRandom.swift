/// SplitMix64: a small, fast generator, used here to expand seeds into generator states.
///
/// Reference: Steele, Lea and Flood, "Fast splittable pseudorandom number generators" (2014).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// xoshiro256**: the generator every random draw in ManifestMatch comes from.
///
/// Each stream is seeded from a run seed plus a key (`SeededRandom.stream(seed:key:)`), so a
/// draw depends on what it is for, never on which thread happens to make it.
/// Reference: Blackman and Vigna, "Scrambled linear pseudorandom number generators" (2018).
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64

    /// A generator whose state is expanded from `seed` by SplitMix64.
    public init(seed: UInt64) {
        var expander = SplitMix64(seed: seed)
        s0 = expander.next()
        s1 = expander.next()
        s2 = expander.next()
        s3 = expander.next()
    }

    /// An independent stream for `key` under the run's `seed`, e.g. key `[profileId, armKey]`.
    public static func stream(seed: UInt64, key: [String]) -> SeededRandom {
        // Join with a separator that cannot occur in keys, so ["ab","c"] and ["a","bc"] differ.
        SeededRandom(seed: seed ^ StableHash.value(of: key.joined(separator: "\u{1F}")))
    }

    public mutating func next() -> UInt64 {
        let result = rotate(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotate(s3, 45)
        return result
    }

    /// A uniform double in [0, 1) with 53 random bits.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    private func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }
}
