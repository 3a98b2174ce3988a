import MarkupParsing
import Testing

/// `ReadableText.normalizeWhitespace` works on bytes; it must treat exactly Unicode's White_Space
/// characters (and the no-break space) as space.
@Suite struct WhitespaceTests {
    /// The definition the byte-level code replaces.
    static func reference(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar == "\u{00A0}" {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test func everyScalarUpToU3100IsClassifiedAsUnicodeDoes() {
        for value in UInt32(0)...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a\(scalar)b \(scalar)\(scalar) c\(scalar)"
            #expect(ReadableText.normalizeWhitespace(text) == Self.reference(text), "U+\(String(value, radix: 16))")
        }
    }

    @Test func runsCollapseAndEndsAreTrimmed() {
        #expect(ReadableText.normalizeWhitespace("\u{3000} Senior\u{00A0}\u{2009}engineer \t\n(Zürich) 😀\u{200B}x ") == "Senior engineer (Zürich) 😀\u{200B}x")
        #expect(ReadableText.normalizeWhitespace("   ") == "")
        #expect(ReadableText.normalizeWhitespace("") == "")
    }

    /// Text that is already normal is returned as it is; anything else is still rewritten.
    @Test(arguments: ["a", "a b", "Zürich 😀 x", " a", "a ", "a  b", "a\tb", "a\u{00A0}b", " ", "a\u{3000}", "\u{2009}a"])
    func shortTextsMatchTheReference(text: String) {
        #expect(ReadableText.normalizeWhitespace(text) == Self.reference(text), "\(text.debugDescription)")
    }
}
