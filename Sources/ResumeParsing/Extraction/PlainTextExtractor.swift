import Foundation

/// Reads plain text and Markdown: detects the encoding (UTF-8, UTF-16 with a BOM, else
/// Latin-1), and for Markdown reads `#` headings and `**bold**` lines as headings.
struct PlainTextExtractor: TextExtractor {
    var isMarkdown: Bool

    func extract(_ bytes: Data) throws -> ExtractedDocument {
        let (text, warning) = TextDecoding.decode(bytes)
        var lines: [DocumentLine] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = String(raw)
            var heading = false
            if isMarkdown {
                (line, heading) = Self.markdownLine(line)
            }
            lines.append(DocumentLine(text: line, isMarkedHeading: heading))
        }
        return ExtractedDocument(lines: lines.joiningBlankLines(), warnings: warning.map { [$0] } ?? [])
    }

    /// Strips Markdown markup from a line and says whether it was a heading.
    static func markdownLine(_ line: String) -> (String, Bool) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") {
            return (trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces), true)
        }
        if trimmed.allSatisfy({ $0 == "-" || $0 == "=" || $0 == "*" || $0 == "_" }) && trimmed.count >= 3 { return ("", false) }
        var text = trimmed
        let wholeBold = text.hasPrefix("**") && text.hasSuffix("**") && text.count > 4
        text = text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "__", with: "")
        // [label](url) keeps both, so links stay findable.
        text = text.replacingOccurrences(of: #"\[([^\]]*)\]\(([^)]*)\)"#, with: "$1 $2", options: .regularExpression)
        if text.hasPrefix("- ") || text.hasPrefix("* ") || text.hasPrefix("+ ") { text = "• " + text.dropFirst(2) }
        return (text, wholeBold)
    }
}

/// Decodes text files whose encoding is not declared.
enum TextDecoding {
    /// The text, and a warning when it was not UTF-8.
    static func decode(_ bytes: Data) -> (String, String?) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return (String(decoding: bytes.dropFirst(3), as: UTF8.self), nil)
        }
        if bytes.starts(with: [0xFF, 0xFE]), let text = String(data: bytes.dropFirst(2), encoding: .utf16LittleEndian) {
            return (text, nil)
        }
        if bytes.starts(with: [0xFE, 0xFF]), let text = String(data: bytes.dropFirst(2), encoding: .utf16BigEndian) {
            return (text, nil)
        }
        if let text = String(strictUTF8: bytes) { return (text, nil) }
        let text = String(bytes.map { Character(Unicode.Scalar($0)) })
        return (text, "not valid UTF-8; read as Latin-1 (ISO 8859-1)")
    }
}

extension String {
    /// The bytes as UTF-8 when they are valid UTF-8, else nil.
    init?(strictUTF8 bytes: Data) {
        guard let text = String(data: bytes, encoding: .utf8) else { return nil }
        self = text
    }
}
