import Foundation
import PDFExtraction

/// Reads a PDF with poppler and rebuilds its lines from word positions, column by column.
struct PDFTextExtractor: TextExtractor {
    func extract(_ bytes: Data) throws -> ExtractedDocument {
        let reader: PDFDocumentReader
        do {
            reader = try PDFDocumentReader(data: bytes, source: "the PDF")
        } catch PDFError.encrypted {
            throw ResumeParseError.encrypted
        } catch {
            throw ResumeParseError.corrupt(format: .pdf, reason: Self.shortReason(error))
        }
        var pages: [[DocumentLine]] = []
        for index in 0..<reader.pageCount {
            let page: PDFPageText
            do {
                page = try reader.page(index, styles: true)
            } catch {
                throw ResumeParseError.corrupt(format: .pdf, reason: "page \(index + 1): \(Self.shortReason(error))")
            }
            var pageLines = PageLayout(words: GlyphWords.words(from: page.glyphs, styles: page.styleRuns), pageWidth: page.width).readingOrderLines()
            if !pageLines.isEmpty { pageLines[0].startsBlock = true }
            pages.append(pageLines)
        }
        let lines = Self.withoutRunningLines(pages)
        if lines.isEmpty { throw ResumeParseError.noTextLayer(pages: reader.pageCount) }
        return ExtractedDocument(lines: lines, pages: reader.pageCount)
    }

    /// The pages' lines without a running header or footer: a first or last line of a page
    /// whose text is also the first or last line of another page ("Announcement DLA-25-127" at
    /// the foot of every page). The first page's first line is kept: it is usually the name.
    static func withoutRunningLines(_ pages: [[DocumentLine]]) -> [DocumentLine] {
        var pagesByEdgeText: [String: Set<Int>] = [:]
        for (index, page) in pages.enumerated() {
            for line in [page.first, page.last].compactMap({ $0 }) { pagesByEdgeText[line.text, default: []].insert(index) }
        }
        let running = Set(pagesByEdgeText.filter { $0.value.count >= 2 }.keys)
        guard !running.isEmpty else { return pages.flatMap { $0 } }
        var lines: [DocumentLine] = []
        for (index, var page) in pages.enumerated() {
            if let last = page.last, running.contains(last.text) { page.removeLast() }
            if index > 0, let first = page.first, running.contains(first.text) {
                page.removeFirst()
                if !page.isEmpty { page[0].startsBlock = true }
            }
            lines += page
        }
        return lines
    }

    private static func shortReason(_ error: Error) -> String {
        if case PDFError.unreadable(_, let reason) = error { return reason }
        return error.localizedDescription
    }
}
