import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 8 (Word text boxes and tracked changes, a federal
/// resume, a student resume, dates in a left column, a hotel manager's plain text), each
/// named after what broke.
@Suite struct Batch8RegressionTests {
    let docx = DOCXTextExtractor(maxUnpackedBytes: 5_000_000)

    private func docxLines(_ body: String) throws -> [String] {
        try docx.extract(try DOCXFixture.archive(["word/document.xml": DOCXFixture.document(body)])).lines.map(\.text)
    }

    private static func run(_ text: String, tag: String = "w:t") -> String { "<w:r><\(tag)>\(text)</\(tag)></w:r>" }

    @Test func wordTextBoxWrittenAsDrawingAndVMLFallbackIsReadOnce() throws {
        let content = "<w:txbxContent>\(DOCXFixture.paragraph("Languages"))\(DOCXFixture.paragraph("French — Fluent"))</w:txbxContent>"
        let box = #"<w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">"#
            + "<mc:Choice Requires=\"wps\"><w:drawing><wps:txbx xmlns:wps=\"urn:wps\">\(content)</wps:txbx></w:drawing></mc:Choice>"
            + "<mc:Fallback><w:pict><v:textbox xmlns:v=\"urn:schemas-microsoft-com:vml\">\(content)</v:textbox></w:pict></mc:Fallback>"
            + "</mc:AlternateContent></w:r>"
        #expect(try docxLines("<w:p>\(box)</w:p>" + DOCXFixture.paragraph("Experience")) == ["Languages", "French — Fluent", "Experience"])
    }

    @Test func trackedDeletionsAreLeftOutAndInsertionsKept() throws {
        let paragraph = "<w:p>" + Self.run("Jul 2019 – ")
            + "<w:del w:id=\"1\" w:author=\"R\">\(Self.run("Present", tag: "w:delText"))</w:del>"
            + "<w:ins w:id=\"2\" w:author=\"R\">\(Self.run("Jun 2023"))</w:ins></w:p>"
        let moved = "<w:p><w:moveFrom w:id=\"3\" w:author=\"R\">\(Self.run("AAT Diploma"))</w:moveFrom></w:p>"
            + "<w:p><w:moveTo w:id=\"4\" w:author=\"R\">\(Self.run("AAT Level 4 Diploma"))</w:moveTo></w:p>"
        let deletedRow = "<w:tbl><w:tr><w:trPr><w:del w:id=\"5\" w:author=\"R\"/></w:trPr><w:tc>\(DOCXFixture.paragraph("Old job"))</w:tc></w:tr>"
            + "<w:tr><w:tc>\(DOCXFixture.paragraph("Kept job"))</w:tc></w:tr></w:tbl>"
        #expect(try docxLines(paragraph + moved + deletedRow) == ["Jul 2019 – Jun 2023", "AAT Level 4 Diploma", "Kept job"])
    }

    @Test func runsInsideContentControlsAndSimpleFieldsAreRead() throws {
        let control = "<w:sdt><w:sdtPr><w:alias w:val=\"Phone\"/><w:text/></w:sdtPr><w:sdtContent>\(Self.run("(503) 555-0147"))</w:sdtContent></w:sdt>"
        let field = "<w:fldSimple w:instr=\" HYPERLINK mailto:jane@example.com \">\(Self.run("jane@example.com"))</w:fldSimple>"
        let complexField = "<w:r><w:fldChar w:fldCharType=\"begin\"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r>"
            + "<w:r><w:fldChar w:fldCharType=\"separate\"/></w:r>\(Self.run("2"))<w:r><w:fldChar w:fldCharType=\"end\"/></w:r>"
        #expect(try docxLines("<w:p>\(control)</w:p><w:p>\(field)</w:p><w:p>\(Self.run("Page "))\(complexField)</w:p>")
            == ["(503) 555-0147", "jane@example.com", "Page 2"])
    }

    @Test func unfilledTemplatePlaceholderIsLeftOut() throws {
        let placeholder = "<w:sdt><w:sdtPr><w:showingPlcHdr/><w:text/></w:sdtPr><w:sdtContent>\(DOCXFixture.paragraph("[Link to other online properties]"))</w:sdtContent></w:sdt>"
        let inline = "<w:p>\(Self.run("Portland, OR"))<w:sdt><w:sdtPr><w:showingPlcHdr/></w:sdtPr><w:sdtContent>\(Self.run(" [Phone]"))</w:sdtContent></w:sdt></w:p>"
        #expect(try docxLines(placeholder + inline) == ["Portland, OR"])
    }

    // MARK: - PDF layout

    @Test func aRunningFooterOnEveryPageIsDropped() {
        let footer = DocumentLine(text: "Announcement DLA-25-12700418-MP")
        let pages = [[DocumentLine(text: "Jordan Kessler"), DocumentLine(text: "Adjunct Instructor"), footer],
                     [DocumentLine(text: "Department: CIT"), DocumentLine(text: "EDUCATION"), footer]]
        #expect(PDFTextExtractor.withoutRunningLines(pages).map(\.text) == ["Jordan Kessler", "Adjunct Instructor", "Department: CIT", "EDUCATION"])
    }

    /// Words of one line, right-aligned to end at `right` when given, on row `row` (14 points apart).
    private static func words(_ text: String, x: Double? = nil, right: Double? = nil, row: Int) -> [LayoutWord] {
        let widths = text.split(separator: " ").map { Double($0.count) * 5 }
        var left = x ?? (right! - widths.reduce(0, +) - Double(widths.count - 1) * 3)
        return zip(text.split(separator: " "), widths).map { word, width in
            defer { left += width + 3 }
            return LayoutWord(text: String(word), x0: left, y0: 100 + Double(row) * 14, x1: left + width, y1: 110 + Double(row) * 14)
        }
    }

    @Test func aDateLabelWrappedOntoTwoLinesInALeftColumnIsOneLabel() {
        var page: [LayoutWord] = []
        let labels = [0: "2022 – present", 4: "Oct 2016 – Jun", 5: "2019", 8: "2014 – 2016", 12: "2011 – 2014"]
        for row in 0..<16 {
            if let label = labels[row] { page += Self.words(label, right: 150, row: row) }
            page += Self.words("Content line \(row)", x: 160, row: row)
        }
        let lines = PageLayout(words: page, pageWidth: 612).readingOrderLines().map(\.text)
        #expect(lines.contains("Oct 2016 – Jun 2019\tContent line 4"), "\(lines)")
        #expect(lines.first == "2022 – present\tContent line 0")
    }
}
