import Foundation
import MatchCore
/// One line of a resume's text as an extractor found it, with the layout hints that help
/// find headings and entries.
public struct DocumentLine: Sendable, Equatable {
    /// The text; a tab marks a wide horizontal gap (a right-aligned date, a table cell).
    public var text: String
    /// Glyph height in points (PDF) or a relative size; nil when the format has none.
    public var size: Double?
    /// Whether the format marked the line as a heading (bold paragraph, `<h2>`, Word heading style).
    public var isMarkedHeading: Bool
    /// Whether the line starts a new block (a blank line or a wide vertical gap before it).
    public var startsBlock: Bool
    /// Whether the whole line is set in a bold font (PDF); a heading mark only when the
    /// resume's known headings have no other (see `HeadingStyle`).
    public var isBold: Bool
    /// Whether the next line's first word would not have fitted at the end of this one, in
    /// its column (PDF): the line was wrapped there, so the next one goes on with it, as a
    /// certificate's name in a narrow sidebar does. False when the format does not say.
    public var wrapsIntoNext = false
    /// Which column of its page the line was read from (PDF): 0 the first or the whole width,
    /// 1 the one right of the page's gutter; 0 when the format does not say.
    public var column = 0

    public init(text: String, size: Double? = nil, isMarkedHeading: Bool = false, startsBlock: Bool = false, isBold: Bool = false) {
        self.text = text
        self.size = size
        self.isMarkedHeading = isMarkedHeading
        self.startsBlock = startsBlock
        self.isBold = isBold
    }
}

/// The text of a resume in reading order, before fields are found.
public struct ExtractedDocument: Sendable {
    public var lines: [DocumentLine]
    /// Number of pages, for paged formats.
    public var pages: Int?
    /// Problems that did not stop extraction.
    public var warnings: [String]

    public init(lines: [DocumentLine], pages: Int? = nil, warnings: [String] = []) {
        self.lines = lines
        self.pages = pages
        self.warnings = warnings
    }
}

/// Turns a file's bytes into lines of text in reading order; one per format.
protocol TextExtractor {
    func extract(_ bytes: Data) throws -> ExtractedDocument
}


extension [DocumentLine] {
    /// Drops blank lines, marking the line after each as the start of a block.
    func joiningBlankLines() -> [DocumentLine] {
        var result: [DocumentLine] = []
        var pendingBreak = false
        for var line in self {
            if line.text.allSatisfy(\.isWhitespace) {
                pendingBreak = true
                continue
            }
            if pendingBreak { line.startsBlock = true }
            pendingBreak = false
            result.append(line)
        }
        return result
    }
}
