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
        let lines = Self.continuingColumns(Self.withoutRunningLines(pages)).flatMap { $0 }
        if lines.isEmpty { throw ResumeParseError.noTextLayer(pages: reader.pageCount) }
        return ExtractedDocument(lines: lines, pages: reader.pageCount)
    }

    /// The pages' lines without a running header or footer: a first or last line of a page
    /// whose text is also the first or last line of another page ("Announcement DLA-25-127" at
    /// the foot of every page). The first page's first line is kept: it is usually the name.
    static func withoutRunningLines(_ pages: [[DocumentLine]]) -> [[DocumentLine]] {
        var pagesByEdgeText: [String: Set<Int>] = [:]
        for (index, page) in pages.enumerated() {
            for line in [page.first, page.last].compactMap({ $0 }) { pagesByEdgeText[line.text, default: []].insert(index) }
        }
        let running = Set(pagesByEdgeText.filter { $0.value.count >= 2 }.keys)
        guard !running.isEmpty else { return pages }
        return pages.enumerated().map { index, page in
            var page = page
            if let last = page.last, running.contains(last.text) { page.removeLast() }
            if index > 0, let first = page.first, running.contains(first.text) {
                page.removeFirst()
                if !page.isEmpty { page[0].startsBlock = true }
            }
            return page
        }
    }

    /// Pages whose first column goes on from the same column of the page before without a
    /// heading, with those lines moved to follow that column: a sidebar read after the main
    /// column on page 1 ("SKILLS" …) would otherwise take page 2's rest of the education.
    /// A page of one column goes on from the page before's main column (the one with the most
    /// text): after a sidebar read first (LinkedIn's "Save to PDF"), its lines stay where they are.
    static func continuingColumns(_ pages: [[DocumentLine]]) -> [[DocumentLine]] {
        var pages = pages
        for index in pages.indices.dropFirst() {
            guard let first = pages[index].first, !first.isMarkedHeading, SectionLexicon.kind(ofHeading: first.text) == nil,
                  let previousLast = pages[index - 1].last, previousLast.column != first.column,
                  let anchor = pages[index - 1].lastIndex(where: { $0.column == first.column }) else { continue }
            let isOneColumn = pages[index].allSatisfy { $0.column == first.column }
            if isOneColumn && mainColumn(of: pages[index - 1]) != first.column { continue }
            let run = pages[index].prefix { $0.column == first.column }
            // Only up to the run's first heading: what follows it is a section of its own.
            let moved = run.prefix { !$0.isMarkedHeading && SectionLexicon.kind(ofHeading: $0.text) == nil }
            pages[index - 1].insert(contentsOf: moved, at: anchor + 1)
            pages[index].removeFirst(moved.count)
        }
        return pages
    }

    /// The column of a page with the most text.
    private static func mainColumn(of page: [DocumentLine]) -> Int {
        var lengths: [Int: Int] = [:]
        for line in page { lengths[line.column, default: 0] += line.text.utf8.count }
        return lengths.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? 0
    }

    private static func shortReason(_ error: Error) -> String {
        if case PDFError.unreadable(_, let reason) = error { return reason }
        return error.localizedDescription
    }
}
