import Foundation
@testable import MatchCore
import Testing

/// `trimmingWhitespace` and `isBlank` must agree with Foundation's
/// `trimmingCharacters(in: .whitespacesAndNewlines)` for every character they may meet.
@Suite struct WhitespaceTrimmingTests {
    /// Every scalar up to U+3100 (all of Unicode's white space lies below it) and a few beyond.
    static let scalars: [Unicode.Scalar] = (0...0x3100).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{1F600}", "\u{E0020}"]

    @Test func trimsWhatFoundationTrims() {
        for scalar in Self.scalars {
            let character = String(Character(scalar))
            for text in [character, " \(character)x\(character)\n", "\(character)\(character)", "a\(character)b"] {
                #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines),
                        "U+\(String(scalar.value, radix: 16)) in \(text.debugDescription)")
                #expect(text.isBlank == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            }
        }
    }

    @Test func keepsInnerWhiteSpaceAndWorksOnSubstrings() {
        #expect(" \t Senior  Engineer \r\n".trimmingWhitespace == "Senior  Engineer")
        #expect("\u{00A0}\u{2003}Café\u{3000}".trimmingWhitespace == "Café")
        #expect("e\u{301} ".trimmingWhitespace == "e\u{301}")
        #expect("[ x ]".dropFirst().dropLast().trimmingWhitespace == "x")
        #expect("".isBlank && " \n\t\u{2028}".isBlank && !" . ".isBlank)
    }
}
