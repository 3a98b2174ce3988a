/// FNV-1a, 64 bits: a fast hash of byte strings that is the same on every run and machine,
/// so hashed features and words can be stored in the index file and looked up without strings.
struct FeatureHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Starts a hash with a one-byte tag (the kind of thing hashed), so equal text of different kinds differs.
    init(tag: UInt8 = 0) {
        add(tag)
    }

    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
    }

    /// The hash of `text` with `tag`; never 0, which hash tables use for an empty slot.
    static func of(_ text: String, tag: UInt8 = 0) -> UInt64 {
        var hash = FeatureHash(tag: tag)
        hash.add(text)
        return hash.finished
    }

    /// The value, with 0 moved aside (0 marks an empty slot in `HashSlots`).
    var finished: UInt64 { value == 0 ? 1 : value }
}
