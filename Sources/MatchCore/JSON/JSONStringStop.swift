extension UnsafeBufferPointer<UInt8> {
    /// The index of the first byte at or after `start` that a JSON string cannot hold as it
    /// is: a quote, a backslash or a control byte; `count` when there is none. Reads eight
    /// bytes at a time: strings are most of every record, read and written.
    func jsonStringStop(from start: Int) -> Int {
        var index = start
        if let base = baseAddress {
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let stops = Self.zeroBytes(word ^ 0x2222_2222_2222_2222) | Self.zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C)
                    | ((word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080)
                if stops != 0 {
                    // The lowest flagged byte is exact (the flags above it may be borrows).
                    return index + stops.trailingZeroBitCount / 8
                }
                index += 8
            }
        }
        while index < count {
            let byte = self[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
            index += 1
        }
        return index
    }

    /// The high bit set in each byte of `word` that is zero (exact for the lowest such byte).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }
}
