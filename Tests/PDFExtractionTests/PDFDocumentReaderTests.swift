import Foundation
import Testing
@testable import PDFExtraction

/// Builds a one-page PDF showing `lines` in Helvetica, with a correct cross-reference table.
func makePDF(lines: [(text: String, x: Int, y: Int)]) -> Data {
    let content = lines.map { "BT /F1 12 Tf \($0.x) \($0.y) Td (\($0.text)) Tj ET" }.joined(separator: "\n")
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    return Data(PDFFileWriter.bytes(objects: objects))
}

@Suite struct PDFDocumentReaderTests {
    @Test func extractsTextAndWordPositions() throws {
        let pdf = makePDF(lines: [("Jane Doe", 72, 720), ("Skills", 400, 720)])
        let reader = try PDFDocumentReader(data: pdf, source: "jane.pdf")
        #expect(reader.pageCount == 1)
        let page = try reader.page(0)
        #expect(page.width == 612 && page.height == 792)
        let words = page.words
        #expect(words.map(\.text) == ["Jane", "Doe", "Skills"])
        // poppler's origin is the top left: y = 792 - 720 - ascent, the same for all three words.
        #expect(abs(words[0].y0 - words[2].y0) < 0.5)
        #expect(words[0].x0 >= 71 && words[0].x0 <= 73)
        #expect(words[2].x0 >= 399 && words[2].x0 <= 401)
    }

    @Test func garbageIsUnreadableWithTheSourceNamed() {
        #expect(throws: PDFError.self) { _ = try PDFDocumentReader(data: Data("not a pdf".utf8), source: "x.pdf") }
        do {
            _ = try PDFDocumentReader(data: Data(), source: "empty.pdf")
            Issue.record("an empty file must not open")
        } catch {
            #expect(error.localizedDescription.contains("empty.pdf"))
        }
    }

    /// The blank page that keeps poppler's settings alive is a PDF poppler opens.
    @Test func theSettingsKeepersBlankPageOpens() throws {
        #expect(PopplerSettingsKeeper.document != nil)
        let reader = try PDFDocumentReader(data: Data(PopplerSettingsKeeper.blankPDF()), source: "blank.pdf")
        #expect(reader.pageCount == 1)
        #expect(try reader.page(0).glyphs.isEmpty)
    }
}
