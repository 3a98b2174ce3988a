import Testing
@testable import MatchCore

@Suite struct UTF8ValidationTests {
    @Test func agreesWithTheStandardLibrarysDecoding() {
        // Known cases: overlong, surrogate, truncated, above U+10FFFF, and valid multi-byte text.
        let cases: [[UInt8]] = [
            Array("plain {\"a\":1}".utf8), Array("ﬁ café 日本 🙂".utf8), [], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
            [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x41, 0xFF], [0xF0, 0x9F, 0x99, 0x82],
        ]
        var generator = SystemRandomNumberGenerator()
        // Random runs over bytes that make many near-valid sequences.
        let alphabet: [UInt8] = [0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xA0, 0x9F]
        let random = (0..<2_000).map { _ in
            (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        }
        var valid = 0
        for bytes in cases + random {
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(bytes.withUnsafeBufferPointer(\.isValidUTF8) == expected, "\(bytes)")
            if expected { valid += 1 }
        }
        #expect(valid > 100)
    }
}
