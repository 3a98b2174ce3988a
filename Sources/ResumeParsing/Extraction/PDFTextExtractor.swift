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
        var lines: [DocumentLine] = []
        for index in 0..<reader.pageCount {
            let page: PDFPageText
            do {
                page = try reader.page(index, styles: true)
            } catch {
                throw ResumeParseError.corrupt(format: .pdf, reason: "page \(index + 1): \(Self.shortReason(error))")
            }
            var pageLines = PageLayout(words: GlyphWords.words(from: page.glyphs, styles: page.styleRuns), pageWidth: page.width).readingOrderLines()
            if !pageLines.isEmpty { pageLines[0].startsBlock = true }
            lines += pageLines
        }
        if lines.isEmpty { throw ResumeParseError.noTextLayer(pages: reader.pageCount) }
        return ExtractedDocument(lines: lines, pages: reader.pageCount)
    }

    private static func shortReason(_ error: Error) -> String {
        if case PDFError.unreadable(_, let reason) = error { return reason }
        return error.localizedDescription
    }
}
