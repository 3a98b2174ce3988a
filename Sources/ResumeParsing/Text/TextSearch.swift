/// Literal text search over UTF-8 bytes: the Foundation calls it stands in for
/// (`range(of:)`, `components(separatedBy:)`, `replacingOccurrences(of:with:)`, `contains`)
/// bridge through NSString on Linux, which cost more than the rest of a line's parsing.
///
/// UTF-8 is self-synchronising, so a byte match of a whole needle always starts and ends on
/// scalar boundaries.
enum TextSearch {
    /// Spaces and tabs, for trimming.
    static let spaces: Set<Unicode.Scalar> = [" ", "\t", "\u{A0}"]

    /// Byte offsets of every non-overlapping occurrence of `needle` in `haystack`, left to right.
    static func offsets(of needle: String, in haystack: String, first: Bool = false) -> [Int] {
        var haystack = haystack
        var needle = needle
        return haystack.withUTF8 { text in
            needle.withUTF8 { pattern -> [Int] in
                guard !pattern.isEmpty, pattern.count <= text.count else { return [] }
                var found: [Int] = []
                var index = 0
                let lead = pattern[0]
                let last = text.count - pattern.count
                while index <= last {
                    if text[index] == lead, (1..<pattern.count).allSatisfy({ text[index + $0] == pattern[$0] }) {
                        found.append(index)
                        if first { return found }
                        index += pattern.count
                    } else {
                        index += 1
                    }
                }
                return found
            }
        }
    }
}

extension StringProtocol {
    /// Where the ASCII character `byte` first occurs: a byte search, where `firstIndex(of:)`
    /// walks the text grapheme cluster by grapheme cluster.
    func firstIndex(ofASCII byte: UInt8) -> String.Index? { utf8.firstIndex(of: byte) }
}

extension String {
    /// Where the ASCII character `byte` last occurs.
    func lastIndex(ofASCII byte: UInt8) -> String.Index? { utf8.lastIndex(of: byte) }

    /// Whether the literal `needle` occurs in the text.
    func containsText(_ needle: String) -> Bool {
        !TextSearch.offsets(of: needle, in: self, first: true).isEmpty
    }

    /// Where the literal `needle` first occurs.
    func rangeOfText(_ needle: String) -> Range<String.Index>? {
        guard let offset = TextSearch.offsets(of: needle, in: self, first: true).first else { return nil }
        let start = utf8.index(startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: needle.utf8.count)
    }

    /// The pieces between occurrences of `separator`, empty pieces included, as
    /// `components(separatedBy:)` gives them.
    func pieces(separatedBy separator: String) -> [String] {
        let offsets = TextSearch.offsets(of: separator, in: self)
        guard !offsets.isEmpty else { return [self] }
        let bytes = Array(utf8)
        var pieces: [String] = []
        var start = 0
        for offset in offsets {
            pieces.append(String(decoding: bytes[start..<offset], as: UTF8.self))
            start = offset + separator.utf8.count
        }
        pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        return pieces
    }

    /// The text with every occurrence of the literal `target` replaced.
    func replacingText(_ target: String, with replacement: String) -> String {
        let pieces = pieces(separatedBy: target)
        return pieces.count == 1 ? self : pieces.joined(separator: replacement)
    }
}

extension StringProtocol {
    /// Whether the text opens with a word in lower case, as a wrapped sentence goes on; a
    /// brand written in camel case ("eCornell", "iPhone") is a name, not a continuation.
    var startsWithLowercaseWord: Bool {
        guard let first, first.isLowercase else { return false }
        return !prefix { $0 != " " }.contains(where: \.isUppercase)
    }
}
