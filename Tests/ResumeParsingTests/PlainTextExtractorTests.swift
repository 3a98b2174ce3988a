import Foundation
import Testing
@testable import ResumeParsing

@Suite struct PlainTextExtractorTests {
    let text = "Zoë Müller\nEXPERIENCE\n\nEngineer, Acme\n"

    @Test(arguments: [String.Encoding.utf8, .utf16LittleEndian, .utf16BigEndian, .isoLatin1])
    func detectsTheEncoding(encoding: String.Encoding) throws {
        var bytes = try #require(text.data(using: encoding))
        if encoding == .utf16LittleEndian { bytes = Data([0xFF, 0xFE]) + bytes }
        if encoding == .utf16BigEndian { bytes = Data([0xFE, 0xFF]) + bytes }
        let lines = try PlainTextExtractor(isMarkdown: false).extract(bytes).lines
        #expect(lines.map(\.text) == ["Zoë Müller", "EXPERIENCE", "Engineer, Acme"])
        #expect(lines[2].startsBlock, "a blank line starts a block")
    }

    @Test func latin1IsReportedAsAWarning() throws {
        let document = try PlainTextExtractor(isMarkdown: false).extract(try #require(text.data(using: .isoLatin1)))
        #expect(document.warnings.first?.contains("Latin-1") == true)
    }

    @Test func markdownHeadingsBoldLinksAndLists() {
        #expect(PlainTextExtractor.markdownLine("## Work Experience") == ("Work Experience", true))
        #expect(PlainTextExtractor.markdownLine("**Data Analyst**") == ("Data Analyst", true))
        #expect(PlainTextExtractor.markdownLine("- Go") == ("• Go", false))
        #expect(PlainTextExtractor.markdownLine("[GitHub](https://github.com/jd)") == ("GitHub https://github.com/jd", false))
    }
}
