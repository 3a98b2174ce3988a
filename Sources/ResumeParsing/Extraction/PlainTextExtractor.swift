import Foundation

/// Reads plain text and Markdown: detects the encoding (UTF-8, UTF-16 with a BOM, else
/// Latin-1); a line underlined with "====" or "----" is a heading (in both); for Markdown,
/// `#` headings and `**bold**` lines are headings, emphasis marks are dropped and table rows
/// become tab-separated cells without their header row.
struct PlainTextExtractor: TextExtractor {
    var isMarkdown: Bool

    func extract(_ bytes: Data) throws -> ExtractedDocument {
        let (text, warning) = TextDecoding.decode(bytes)
        let isMarkdown = isMarkdown || Self.looksLikeMarkdown(text)
        var lines: [DocumentLine] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = String(raw)
            if let mark = Self.ruleMark(line) {
                // "EXPERIENCE" over "==========": the line above is a heading ("*****" and
                // "_____" only separate).
                if "=-~".contains(mark), let last = lines.indices.last, !lines[last].text.trimmingSpaces.isEmpty, !lines[last].text.hasPrefix("• ") {
                    lines[last].isMarkedHeading = true
                }
                continue
            }
            var heading = false
            if isMarkdown {
                if Self.isTableDelimiter(line) {
                    // The row above a "|---|---|" row is the table's header: column names, not content.
                    if lines.last?.text.contains("\t") == true { lines.removeLast() }
                    continue
                }
                (line, heading) = Self.markdownLine(line)
            }
            lines.append(DocumentLine(text: line, isMarkedHeading: heading))
        }
        if !isMarkdown {
            lines = Self.joiningHardWraps(lines)
            for index in lines.indices { lines[index].text = Self.tabbingWideGaps(lines[index].text) }
        }
        return ExtractedDocument(lines: lines.joiningBlankLines(), warnings: warning.map { [$0] } ?? [])
    }

    /// A run of three or more spaces inside a line becomes a tab: columns set apart with the
    /// space bar ("Certificate IV in Civil Construction Supervision   TAFE Queensland   2020")
    /// part fields as a PDF's wide gaps and a Word table's cells do.
    static func tabbingWideGaps(_ text: String) -> String {
        guard text.containsText("   ") else { return text }
        let indent = text.prefix { $0 == " " }
        var out = String(indent)
        var spaces = 0
        for character in text.dropFirst(indent.count) {
            if character == " " {
                spaces += 1
                continue
            }
            // Not before a colon: "Languages Known   : English, Hindi" aligns a label.
            if spaces > 0 { out += spaces >= 3 && character != ":" ? "\t" : String(repeating: " ", count: spaces) }
            spaces = 0
            out.append(character)
        }
        return out
    }

    /// Markdown saved as a ".txt" file: two or more lines that open with "#" headings
    /// ("## Experience") or are bold throughout ("**Store Manager** (Mar 2021 – Present)").
    static func looksLikeMarkdown(_ text: String) -> Bool {
        var marked = 0
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " }
            let hashes = trimmed.prefix { $0 == "#" }.count
            if (1...6).contains(hashes), trimmed.dropFirst(hashes).first == " " || trimmed.hasPrefix("**") && trimmed.dropFirst(2).contains("**") {
                marked += 1
                if marked >= 2 { return true }
            }
        }
        return false
    }

    /// Text hard-wrapped at a fixed width (an ATS paste or an email at 70 columns): no line is
    /// longer than the width and many come close to it. A line there was wrapped when the next
    /// line's first word would not have fitted after it; the two are one line again ("… — Senior
    /// Systems" over "Administrator (2020-Present)"). A list mark, a heading, a tab, a bar
    /// between fields or a run of spaces on either line (columns set apart, as in
    /// "Director⇥Jul. 2020 – Present" or dates
    /// padded to the right margin) or a blank line starts a line of its own;
    /// after a hyphen the words join without a space ("Veeam-to-" over "immutable"), as the
    /// wrapping broke there.
    static func joiningHardWraps(_ lines: [DocumentLine]) -> [DocumentLine] {
        let lengths = lines.map { $0.text.trimmingSpaces.isEmpty ? 0 : $0.text.count }
        guard let width = lengths.max(), (40...100).contains(width) else { return lines }
        let printed = lengths.filter { $0 > 0 }.count
        let nearWidth = lengths.filter { $0 >= width - 10 }.count
        guard nearWidth >= 4, nearWidth * 5 >= printed else { return lines }
        var result: [DocumentLine] = []
        var lastLength = 0
        for (line, length) in zip(lines, lengths) {
            let text = line.text.trimmingSpaces
            if let last = result.last, lastLength > 0, length > 0, !last.isMarkedHeading, !line.isMarkedHeading,
               lastLength + 1 + (text.split(separator: " ").first?.count ?? 0) > width,
               !startsWithListMark(text), !text.contains("\t"), !text.containsText("   "), !last.text.trimmingSpaces.containsText("   "),
               SectionLexicon.kind(ofHeading: text) == nil, !(endsInYear(last.text) && text.first?.isUppercase == true),
               !text.containsText(" | "), !last.text.containsText(" | ") {
                let joint = last.text.hasSuffix("-") && last.text.dropLast().last?.isLetter == true ? "" : " "
                result[result.count - 1].text += joint + text
            } else {
                result.append(line)
            }
            lastLength = length
        }
        return result
    }

    /// Whether a line ends in a year ("… - Xaverian College, Manchester, 2012 - 2014"): an entry
    /// ends there, and a capitalised line after it is the next one, however long the line was.
    private static func endsInYear(_ text: String) -> Bool {
        let tail = text.trimmingSpaces.suffix(5)
        return tail.count == 5 && !tail.first!.isNumber && tail.dropFirst().allSatisfy(\.isNumber)
    }

    /// A bullet or a dash, star or "o" used as one, before a space.
    private static func startsWithListMark(_ text: String) -> Bool {
        guard let first = text.first, TextCleaner.bulletMarks.contains(first) || first == "o" else { return false }
        return text.dropFirst().first == " "
    }

    /// The mark of a line drawn with one repeated mark ("=====", "-----", "_____", "*****",
    /// "~~~~~"); nil for any other line.
    static func ruleMark(_ line: String) -> Character? {
        let trimmed = line.trimmingSpaces
        guard trimmed.count >= 3, let mark = trimmed.first, "-=*_~".contains(mark),
              trimmed.allSatisfy({ $0 == mark || $0 == " " }) else { return nil }
        return mark
    }

    /// A Markdown table's delimiter row: "|---|:---:|".
    static func isTableDelimiter(_ line: String) -> Bool {
        let trimmed = line.trimmingSpaces
        return trimmed.hasPrefix("|") && trimmed.contains("-") && trimmed.allSatisfy { "|-: ".contains($0) }
    }

    nonisolated(unsafe) private static let emphasis = try! NSRegularExpression(pattern: #"(?<![\w*_])[*_]([^*_\s][^*_]*?)[*_](?![\w*_])"#)

    /// Strips Markdown markup from a line and says whether it was a heading.
    static func markdownLine(_ line: String) -> (String, Bool) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") {
            return (trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces), true)
        }
        if trimmed.hasPrefix("|"), trimmed.hasSuffix("|"), trimmed.count > 2 {
            // A table row: its cells, tab-separated as the other formats give table cells.
            let cells = trimmed.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
            return (cells.map { markdownLine(String($0)).0 }.joined(separator: "\t"), false)
        }
        var text = trimmed
        let wholeBold = text.hasPrefix("**") && text.hasSuffix("**") && text.count > 4
        text = text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "__", with: "")
        // [label](url) keeps both, so links stay findable.
        text = text.replacingOccurrences(of: #"\[([^\]]*)\]\(([^)]*)\)"#, with: "$1 $2", options: .regularExpression)
        if text.hasPrefix("- ") || text.hasPrefix("* ") || text.hasPrefix("+ ") { text = "• " + text.dropFirst(2) }
        // _Jan 2021 – present_, *Remote*: the words without their emphasis marks.
        text = emphasis.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1")
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
