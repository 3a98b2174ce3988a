/// An open-addressing table from 64-bit hashes to ids, held in two flat arrays so that it can
/// be stored in the index file and used as read, with no rebuilding at open.
///
/// Keys are `FeatureHash` values (never 0, which marks an empty slot). With 64-bit hashes and
/// a few hundred thousand keys, two different strings sharing a hash is a one-in-billions event.
struct HashSlots: Sendable, Equatable, IndexStorable {
    private(set) var keys: [UInt64]
    private(set) var values: [Int32]

    /// A table holding `pairs` (hash, id); of pairs with the same hash, the highest id stays.
    /// The layout depends only on the set of pairs, not their order, so index files are reproducible.
    init(_ pairs: [(hash: UInt64, id: Int32)]) {
        var capacity = 16
        while capacity < pairs.count * 2 { capacity <<= 1 }
        keys = [UInt64](repeating: 0, count: capacity)
        values = [Int32](repeating: -1, count: capacity)
        for pair in pairs.sorted(by: { ($0.hash, $0.id) < ($1.hash, $1.id) }) {
            var slot = Self.start(pair.hash, capacity)
            while keys[slot] != 0 && keys[slot] != pair.hash { slot = (slot + 1) & (capacity - 1) }
            keys[slot] = pair.hash
            values[slot] = pair.id
        }
    }

    func write(to output: inout BinaryWriter) {
        output.writePlain(keys)
        output.writePlain(values)
    }

    init(reading input: inout BinaryReader) throws {
        keys = try input.readPlain()
        values = try input.readPlain()
        // A power-of-two size with an empty slot left, or lookups would loop.
        try input.require(keys.count == values.count && keys.count > 0 && keys.count & (keys.count - 1) == 0 && keys.contains(0))
    }

    /// The id stored for `hash`, or nil.
    func id(for hash: UInt64) -> Int32? {
        let mask = keys.count - 1
        var slot = Self.start(hash, keys.count)
        while true {
            let key = keys[slot]
            if key == hash { return values[slot] }
            if key == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    private static func start(_ hash: UInt64, _ capacity: Int) -> Int {
        Int(truncatingIfNeeded: (hash ^ (hash >> 29)) & UInt64(capacity - 1))
    }
}
