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

    /// Random mixes of letters, single and double spaces, tabs, no-break spaces and non-ASCII
    /// letters at every position of an eight-byte word, checked against the reference.
    @Test func randomTextsAtEveryWordPositionMatchTheReference() {
        let pieces = ["a", "b", "Z", " ", "  ", "\t", "\u{00A0}", "é", "😀", "\u{2009}", "x1", "-", "\n"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for step in 0..<Int(state >> 59) + 1 {
                let pick = (state >> UInt64(step % 50)) ^ UInt64(step) &* 0x9E37_79B9
                text += pieces[Int(pick % UInt64(pieces.count))]
                text += String(repeating: "w", count: Int((pick >> 8) % 9))
            }
            #expect(ReadableText.normalizeWhitespace(text) == Self.reference(text), "\(text.debugDescription)")
        }
    }
}
