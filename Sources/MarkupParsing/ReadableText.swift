import CLibXML2

/// Turns HTML into the plain text a person would read: one line per paragraph, heading,
/// list item or table row; entities decoded; scripts, styles and hidden markup dropped.
public enum ReadableText {
    /// The readable text of an HTML fragment or page, read with libxml2's SAX parser (no tree).
    public static func fromHTML(_ html: String) -> String {
        var builder = ReadableTextBuilder()
        var html = html
        guard html.withUTF8({ HTMLEventReader.read($0, into: &builder) }) else { return normalizeWhitespace(html) }
        return builder.finish()
    }

    /// The readable text below `node`.
    public static func fromNode(_ node: MarkupNode) -> String {
        var builder = ReadableTextBuilder()
        walk(node, into: &builder)
        return builder.finish()
    }

    private static func walk(_ node: MarkupNode, into builder: inout ReadableTextBuilder) {
        if let text = node.ownText {
            builder.text(text)
            return
        }
        guard node.isElement, let name = node.name else { return }
        let role = ElementRole(name: name)
        builder.open(role)
        if !builder.isDropping {
            for child in node.children { walk(child, into: &builder) }
        }
        builder.close(role)
    }

    /// Collapses runs of whitespace (including non-breaking spaces) to one space and trims.
    public static func normalizeWhitespace(_ text: String) -> String {
        var text = text
        // Most lines are already normal: no copy then.
        if text.withUTF8(isNormal) { return text }
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            appendNormalizingWhitespace(bytes, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Appends `bytes` (UTF-8) to `out` with runs of white space collapsed to one space and
    /// none at either end.
    static func appendNormalizingWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        if isNormal(bytes) {
            out.append(contentsOf: bytes)
            return
        }
        let start = out.count
        var pendingSpace = false
        var index = 0
        while index < bytes.count {
            let width = whitespaceWidth(bytes, at: index)
            if width > 0 {
                pendingSpace = out.count > start
                index += width
                continue
            }
            if pendingSpace { out.append(UInt8(ascii: " ")) }
            pendingSpace = false
            out.append(bytes[index])
            index += 1
        }
    }

    /// Whether `bytes` has no white space but single ASCII spaces between other characters.
    ///
    /// Reads eight bytes at a time: a word of printable ASCII whose spaces are single is
    /// normal as a whole; a word with control or non-ASCII bytes is looked at byte by byte.
    private static func isNormal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080, lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var afterSpace = true  // a space first would be leading
        var index = 0
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
            // High bit of each byte below 0x20 (exact for ASCII bytes) or at 0x80 and above.
            let special = ((word &- ones &* 0x20) & ~word & highs) | (word & highs)
            if special == 0 {
                // High bit of each byte that is a space (exact: no carries between bytes).
                let spaced = word ^ (ones &* 0x20)
                let spaces = ~(((spaced & lows) &+ lows) | spaced | lows)
                if spaces & (spaces << 8) != 0 || (afterSpace && spaces & 0x80 != 0) { return false }
                afterSpace = spaces >> 63 != 0
            } else {
                for offset in index..<(index + 8) where !isNormalByte(bytes, at: offset, afterSpace: &afterSpace) {
                    return false
                }
            }
            index += 8
        }
        while index < bytes.count {
            if !isNormalByte(bytes, at: index, afterSpace: &afterSpace) { return false }
            index += 1
        }
        return !afterSpace || bytes.isEmpty
    }

    /// Whether the byte at `index` keeps the text normal after what came before, noting whether it is a space.
    @inline(__always)
    private static func isNormalByte(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, afterSpace: inout Bool) -> Bool {
        let byte = bytes[index]
        if byte == 0x20 {
            if afterSpace { return false }
            afterSpace = true
        } else {
            if (byte < 0x20 || byte >= 0x80) && whitespaceWidth(bytes, at: index) > 0 { return false }
            afterSpace = false
        }
        return true
    }

    /// The length in bytes of the white space character (Unicode White_Space, no-break space
    /// included) that starts at `index`, or 0 when none does. Bytes inside other characters
    /// never match, so copying them one by one keeps the text valid UTF-8.
    private static func whitespaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let first = bytes[index]
        if first < 0x80 { return first == 0x20 || (0x09...0x0D).contains(first) ? 1 : 0 }
        guard index + 1 < bytes.count else { return 0 }
        let second = bytes[index + 1]
        if first == 0xC2 { return second == 0x85 || second == 0xA0 ? 2 : 0 }  // U+0085, U+00A0
        guard index + 2 < bytes.count else { return 0 }
        let third = bytes[index + 2]
        switch (first, second) {
        case (0xE1, 0x9A): return third == 0x80 ? 3 : 0  // U+1680
        case (0xE2, 0x80):  // U+2000–200A, 2028, 2029, 202F
            return (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0
        case (0xE2, 0x81): return third == 0x9F ? 3 : 0  // U+205F
        case (0xE3, 0x80): return third == 0x80 ? 3 : 0  // U+3000
        default: return 0
        }
    }
}
