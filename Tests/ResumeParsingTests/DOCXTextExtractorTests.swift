import Foundation
import Testing
import ZIPFoundation
@testable import ResumeParsing

/// Builds DOCX archives in memory with ZIPFoundation.
enum DOCXFixture {
    static let namespace = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"

    static func archive(_ parts: [String: Data]) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, data) in parts.sorted(by: { $0.key < $1.key }) {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<min(Int(position) + size, data.count))
            }
        }
        return try #require(archive.data)
    }

    static func document(_ body: String) -> Data {
        Data(#"<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="\#(namespace)"><w:body>\#(body)</w:body></w:document>"#.utf8)
    }

    static func paragraph(_ text: String, style: String? = nil, bold: Bool = false, list: Bool = false) -> String {
        let properties = (style.map { #"<w:pStyle w:val="\#($0)"/>"# } ?? "") + (list ? "<w:numPr><w:ilvl w:val=\"0\"/></w:numPr>" : "")
        let run = (bold ? "<w:rPr><w:b/></w:rPr>" : "") + "<w:t xml:space=\"preserve\">\(text)</w:t>"
        return "<w:p><w:pPr>\(properties)</w:pPr><w:r>\(run)</w:r></w:p>"
    }
}

@Suite struct DOCXTextExtractorTests {
    let extractor = DOCXTextExtractor(maxUnpackedBytes: 5_000_000)

    @Test func readsHeadersParagraphsListsAndTableRows() throws {
        let header = Data(#"<w:hdr xmlns:w="\#(DOCXFixture.namespace)">\#(DOCXFixture.paragraph("Jane Doe", bold: true))</w:hdr>"#.utf8)
        let body = DOCXFixture.paragraph("Work History", style: "Heading1")
            + "<w:tbl><w:tr><w:tc>\(DOCXFixture.paragraph("2019 – Present"))</w:tc><w:tc>\(DOCXFixture.paragraph("Engineer"))</w:tc><w:tc>\(DOCXFixture.paragraph("Acme Corp"))</w:tc></w:tr></w:tbl>"
            + DOCXFixture.paragraph("Led billing", list: true)
            + "<w:p><w:r><w:t>Go</w:t><w:tab/><w:t>SQL</w:t></w:r></w:p>"
        let data = try DOCXFixture.archive(["word/document.xml": DOCXFixture.document(body), "word/header1.xml": header])
        let lines = try extractor.extract(data).lines
        #expect(lines.map(\.text) == ["Jane Doe", "Work History", "2019 – Present\tEngineer\tAcme Corp", "• Led billing", "Go\tSQL"])
        #expect(lines[0].isMarkedHeading && lines[1].isMarkedHeading && !lines[2].isMarkedHeading)
    }

    @Test func anEmptyParagraphStartsABlock() throws {
        let body = DOCXFixture.paragraph("Engineer, Acme") + "<w:p/>" + DOCXFixture.paragraph("Analyst, Globex")
        let lines = try extractor.extract(try DOCXFixture.archive(["word/document.xml": DOCXFixture.document(body)])).lines
        #expect(lines.map(\.text) == ["Engineer, Acme", "Analyst, Globex"])
        #expect(lines[1].startsBlock)
    }

    @Test func aLayoutTableIsReadCellByCell() throws {
        let side = ["CONTACT", "jane@example.com", "SKILLS", "Go"].map { DOCXFixture.paragraph($0) }.joined()
        let main = ["EXPERIENCE", "Engineer — Acme", "2019 – Present"].map { DOCXFixture.paragraph($0) }.joined()
        let data = try DOCXFixture.archive(["word/document.xml": DOCXFixture.document("<w:tbl><w:tr><w:tc>\(side)</w:tc><w:tc>\(main)</w:tc></w:tr></w:tbl>")])
        #expect(try extractor.extract(data).lines.map(\.text) == ["CONTACT", "jane@example.com", "SKILLS", "Go", "EXPERIENCE", "Engineer — Acme", "2019 – Present"])
    }

    @Test func aZipBombIsRefusedBeforeItIsUnpacked() throws {
        let padding = String(repeating: " ", count: 6_000_000)
        let data = try DOCXFixture.archive(["word/document.xml": DOCXFixture.document(DOCXFixture.paragraph("x") + padding)])
        #expect(data.count < 100_000, "the bomb is small on disk")
        #expect(throws: ResumeParseError.self) { try extractor.extract(data) }
        do {
            _ = try extractor.extract(data)
        } catch let error as ResumeParseError {
            guard case .zipBomb = error else { Issue.record("expected a zip-bomb error, got \(error)"); return }
            #expect(error.localizedDescription.contains("--max-unpacked-size"))
        }
    }

    @Test func anArchiveWithoutADocumentIsCorrupt() throws {
        let data = try DOCXFixture.archive(["word/styles.xml": Data("<x/>".utf8)])
        #expect(throws: ResumeParseError.corrupt(format: .docx, reason: "no word/document.xml inside")) { try extractor.extract(data) }
    }
}
