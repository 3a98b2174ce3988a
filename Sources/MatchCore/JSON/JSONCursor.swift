/// Reads the UTF-8 bytes of JSON (RFC 8259) token by token, strictly: anything that is not
/// valid JSON throws `JSONCursor.Invalid`. `JSONTreeParser` builds trees with it and
/// `JSONRecordDecoder` decodes records straight from the bytes with it.
///
/// The bytes must be valid UTF-8: `JSONTreeParser.parse` and `JSONRecordDecoder.decodeObject`,
/// which make every cursor, check them once, and strings are then copied without a second check.
public struct JSONCursor {
    /// The bytes are not valid JSON here, or not the kind of value asked for.
    public struct Invalid: Error {}

    /// Nesting deeper than this is refused (the slow path reports it).
    static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var index: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    /// Whether only white space is left.
    mutating func isAtEnd() -> Bool {
        skipSpace()
        return index == bytes.count
    }

    @inline(__always)
    mutating func skipSpace() {
        // The stages write no white space between tokens: one test in the common case.
        guard index < bytes.count, bytes[index] <= 0x20 else { return }
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The next byte after white space, not consumed.
    @inline(__always)
    mutating func peek() throws -> UInt8 {
        skipSpace()
        guard index < bytes.count else { throw Invalid() }
        return bytes[index]
    }

    // MARK: Objects and arrays

    /// Consumes `{`; false when the object is empty (its `}` consumed too).
    @inline(__always)
    mutating func openObject() throws -> Bool {
        try open(UInt8(ascii: "{"), closing: UInt8(ascii: "}"))
    }

    /// Consumes `[`; false when the array is empty (its `]` consumed too).
    @inline(__always)
    mutating func openArray() throws -> Bool {
        try open(UInt8(ascii: "["), closing: UInt8(ascii: "]"))
    }

    /// After a member's value: true at `,` (another member follows), false at `}`.
    @inline(__always)
    mutating func nextMember() throws -> Bool {
        try next(closing: UInt8(ascii: "}"))
    }

    /// After an element: true at `,` (another element follows), false at `]`.
    @inline(__always)
    mutating func nextElement() throws -> Bool {
        try next(closing: UInt8(ascii: "]"))
    }

    @inline(__always)
    private mutating func open(_ opening: UInt8, closing: UInt8) throws -> Bool {
        guard try peek() == opening else { throw Invalid() }
        index += 1
        if try peek() == closing {
            index += 1
            return false
        }
        return true
    }

    @inline(__always)
    private mutating func next(closing: UInt8) throws -> Bool {
        let byte = try peek()
        index += 1
        if byte == UInt8(ascii: ",") { return true }
        guard byte == closing else { throw Invalid() }
        return false
    }

    /// A member's key as its raw bytes, and the `:` after it. Throws for a key with escapes,
    /// which only the slow path compares by its meaning.
    mutating func rawKey() throws -> UnsafeBufferPointer<UInt8> {
        guard try peek() == UInt8(ascii: "\"") else { throw Invalid() }
        index += 1
        let start = index
        skipPlainStringBytes()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Invalid() }
        let key = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        try colon()
        return key
    }

    /// A member's key as a string (escapes decoded), and the `:` after it.
    mutating func key() throws -> String {
        let key = try string()
        try colon()
        return key
    }

    @inline(__always)
    private mutating func colon() throws {
        guard try peek() == UInt8(ascii: ":") else { throw Invalid() }
        index += 1
    }

    // MARK: Scalars

    /// Consumes `null` if it is next.
    mutating func null() throws -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    mutating func bool() throws -> Bool {
        switch try peek() {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        default: throw Invalid()
        }
    }

    mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw Invalid() }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw Invalid() }
        index += count
    }

    /// A number's text, checked against JSON's grammar.
    mutating func number() throws -> UnsafeBufferPointer<UInt8> {
        skipSpace()
        let start = index
        if index < bytes.count && bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw Invalid() }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw Invalid() }
            skipDigits()
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw Invalid() }
            skipDigits()
        }
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }

    /// A number as an integer of type `T`; throws for a fraction, an exponent or an overflow
    /// (as `T(String)` would fail on them).
    mutating func integer<T: FixedWidthInteger>(_: T.Type = T.self) throws -> T {
        let text = try number()
        let negative = text[0] == UInt8(ascii: "-")
        var value: T = 0
        for byte in text[(negative ? 1 : 0)...] {
            guard isDigit(byte) else { throw Invalid() }
            let digit = T(byte - 0x30)
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowA, !overflowB else { throw Invalid() }
            value = next
        }
        return value
    }

    /// A number as a finite floating-point value.
    mutating func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(_: T.Type = T.self) throws -> T {
        let text = try number()
        guard let value = T(String(decoding: text, as: UTF8.self)), value.isFinite else { throw Invalid() }
        return value
    }

    private mutating func skipDigits() {
        while index < bytes.count && isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// A string value, escapes decoded.
    mutating func string() throws -> String {
        guard try peek() == UInt8(ascii: "\"") else { throw Invalid() }
        index += 1
        let start = index
        skipPlainStringBytes()
        guard index < bytes.count else { throw Invalid() }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            // The line was checked as UTF-8 before any cursor was made over it, and a run between
            // ASCII quotes cuts no character, so the run is copied without checking it again.
            let text = String(copying: UTF8Span(unchecked: UnsafeBufferPointer(rebasing: bytes[start..<index]).span))
            index += 1
            return text
        case UInt8(ascii: "\\"):
            var out = Array(bytes[start..<index])
            try unescape(into: &out)
            return String(decoding: out, as: UTF8.self)
        default:
            throw Invalid()
        }
    }

    /// Moves to the next byte inside a string that ends its plain run: a quote, a backslash or
    /// a control byte (or the end).
    @inline(__always)
    private mutating func skipPlainStringBytes() {
        index = bytes.jsonStringStop(from: index)
    }

    /// The rest of a string with escapes, from the first backslash to the closing quote,
    /// decoded and appended to `out`.
    private mutating func unescape(into out: inout [UInt8]) throws {
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw Invalid() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"): out.append(contentsOf: String(Character(try unicodeEscape())).utf8)
                default: throw Invalid()
                }
            default:
                guard byte >= 0x20 else { throw Invalid() }
                // Copy the run up to the next quote, backslash or control byte at once.
                let start = index
                skipPlainStringBytes()
                out.append(byte)
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
        }
        throw Invalid()
    }

    /// The scalar of a `\uXXXX` escape (after the `u`), joining a surrogate pair.
    private mutating func unicodeEscape() throws -> Unicode.Scalar {
        var scalar = try hex4()
        if (0xD800..<0xDC00).contains(scalar) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { throw Invalid() }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw Invalid() }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw Invalid() }
        return unicode
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw Invalid() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw Invalid()
            }
            value = value << 4 | digit
        }
        return value
    }

    // MARK: Skipping

    /// Steps over one value, checking it as strictly as reading it would, without making
    /// anything from it.
    mutating func skipValue(depth: Int = 0) throws {
        guard depth < Self.maximumDepth else { throw Invalid() }
        switch try peek() {
        case UInt8(ascii: "{"):
            guard try openObject() else { return }
            repeat {
                try skipString()
                try colon()
                try skipValue(depth: depth + 1)
            } while try nextMember()
        case UInt8(ascii: "["):
            guard try openArray() else { return }
            repeat { try skipValue(depth: depth + 1) } while try nextElement()
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: _ = try number()
        }
    }

    /// Steps over a string, checking its escapes.
    private mutating func skipString() throws {
        guard try peek() == UInt8(ascii: "\"") else { throw Invalid() }
        index += 1
        skipPlainStringBytes()
        guard index < bytes.count else { throw Invalid() }
        switch bytes[index] {
        case UInt8(ascii: "\""): index += 1
        case UInt8(ascii: "\\"): try skipEscapes()
        default: throw Invalid()
        }
    }

    /// The rest of a string with escapes, checked and dropped.
    private mutating func skipEscapes() throws {
        var discarded: [UInt8] = []
        try unescape(into: &discarded)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes are exactly those of `text` (an ASCII key).
    func equals(_ text: StaticString) -> Bool {
        guard count == text.utf8CodeUnitCount else { return false }
        for offset in 0..<count where self[offset] != text.utf8Start[offset] { return false }
        return true
    }
}
