/// Numbers distinct keys 0, 1, 2… in the order they are first seen (term ids, title keys, feature ids).
struct Numbering<Key: Hashable> {
    private(set) var ids: [Key: Int32] = [:]

    /// The id of `key`, numbering it if it is new; `isNew` says whether it was.
    mutating func id(_ key: Key) -> (id: Int32, isNew: Bool) {
        if let known = ids[key] { return (known, false) }
        let new = Int32(ids.count)
        ids[key] = new
        return (new, true)
    }

    /// (hash, id) pairs for a `HashSlots` table, hashing each key with `hash`.
    func slots(_ hash: (Key) -> UInt64) -> [(hash: UInt64, id: Int32)] {
        ids.map { (hash: hash($0.key), id: $0.value) }
    }
}
