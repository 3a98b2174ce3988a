import Foundation
import PDFExtraction
import Testing
@testable import ResumeParsing

/// PDF bold fonts as a heading mark: read from poppler's text attributes, used when the
/// lexicon's headings share no other mark.
@Suite struct BoldHeadingTests {
    @Test func popplerReportsTheFontOfEachRun() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../samples/resumes/holdout/files/h4-nadia-petrova.pdf").standardized.path
        let reader = try PDFDocumentReader(data: try #require(FileManager.default.contents(atPath: path)), source: path)
        let page = try reader.page(0, styles: true)
        #expect(try reader.page(0).styleRuns.isEmpty)
        let heading = try #require(page.text.range(of: "Research Experience"))
        let offset = page.text.unicodeScalars.distance(from: page.text.startIndex, to: heading.lowerBound)
        let run = try #require(page.styleRuns.first { $0.characters.contains(offset) })
        #expect(run.isBold && run.fontName.contains("Times-Bold"))
        let body = try #require(page.text.range(of: "Coordinated"))
        let bodyOffset = page.text.unicodeScalars.distance(from: page.text.startIndex, to: body.lowerBound)
        #expect(page.styleRuns.first { $0.characters.contains(bodyOffset) }?.isBold == false)
        let lines = try PDFTextExtractor().extract(try #require(FileManager.default.contents(atPath: path))).lines
        #expect(lines.first { $0.text == "Research Experience" }?.isBold == true)
        #expect(lines.first { $0.text.hasPrefix("• Coordinated") }?.isBold == false)
    }

    @Test func fontNamesTellBoldAndItalic() {
        #expect(PDFStyleRun(fontName: "ABCDEF+DejaVuSans-Bold", fontSize: 10, characters: 0...3).isBold)
        #expect(PDFStyleRun(fontName: "Helvetica-BoldOblique", fontSize: 10, characters: 0...3).isItalic)
        #expect(!PDFStyleRun(fontName: "Times-Roman", fontSize: 10, characters: 0...3).isBold)
    }

    /// Title-case headings in the body's size: only boldness sets them apart, so an unknown
    /// bold heading ("Selected Engagements") opens a section of its own.
    @Test func boldIsAHeadingMarkWhenHeadingsHaveNoOther() {
        func lines(bold: Bool) -> [DocumentLine] {
            [("Jane Doe", true), ("Summary", true), ("Builds tools for small clinics.", false), ("Skills", true), ("Go, SQL", false),
             ("Education", true), ("State University, B.S. Physics, 2015", false), ("Selected Engagements", true),
             ("Acme Corp | Consultant | 2019 – 2021", false), ("• Moved the billing system.", false)]
                .map { DocumentLine(text: $0.0, size: 10, startsBlock: $0.1, isBold: bold && $0.1) }
        }
        #expect(SectionSplitter.split(lines(bold: true)).map(\.kind) == [.header, .summary, .skills, .education, .experience])
        #expect(!SectionSplitter.split(lines(bold: false)).map(\.kind).contains(.experience))
    }

    @Test func aStateAfterACommaIsNotADegree() {
        let kind = ContentClassifier.classify(["Charles River Medical Center, Boston, MA — 08/2019 – Present", "• Ran trials."].map { DocumentLine(text: $0) })
        #expect(kind == .experience)
    }
}
