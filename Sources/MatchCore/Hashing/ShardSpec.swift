import Crypto

/// One shard of N, chosen with `--shard I/N` (1 ≤ I ≤ N), so N machines can split a stage.
///
/// A record belongs to shard `StableHash.value(of: id) % N + 1`: the same on every machine
/// and in every language (the first eight bytes of the id's SHA-256, big-endian).
public struct ShardSpec: Sendable, Equatable, CustomStringConvertible {
    /// 1-based shard number.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws {
        guard count >= 1, (1...count).contains(index) else {
            throw ConfigurationError("--shard \(index)/\(count) is out of range (write I/N with 1 ≤ I ≤ N, e.g. 2/4)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`, e.g. `2/4`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ConfigurationError("--shard \"\(text)\" is not of the form I/N (e.g. 2/4 for the second of four shards)")
        }
        try self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the record with this stable id belongs to this shard.
    public func contains(id: String) -> Bool {
        Int(StableHash.value(of: id) % UInt64(count)) + 1 == index
    }
}

/// A hash of strings that is the same on every machine, run and language.
public enum StableHash {
    /// The first eight bytes of the SHA-256 of `text`'s UTF-8, as a big-endian integer.
    public static func value(of text: String) -> UInt64 {
        let digest = SHA256.hash(data: Array(text.utf8))
        var value: UInt64 = 0
        for byte in digest.prefix(8) { value = value << 8 | UInt64(byte) }
        return value
    }
}
