import Foundation
import Testing
@testable import ResumeParsing

@Suite struct ResumeParserTests {
    let parser = ResumeParser(maxFileBytes: 10_000)

    @Test func formatIsToldByContentNotName() {
        #expect(ResumeFileKind.detect(Data("%PDF-1.7\n".utf8), fileName: "cv.txt") == .pdf)
        #expect(ResumeFileKind.detect(Data([0x50, 0x4B, 0x03, 0x04]), fileName: "cv.pdf") == .docx)
        #expect(ResumeFileKind.detect(Data([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]), fileName: "cv.docx") == .legacyWord)
        #expect(ResumeFileKind.detect(Data("  <!DOCTYPE html><html>".utf8), fileName: "cv.txt") == .html)
        #expect(ResumeFileKind.detect(Data("# Jane".utf8), fileName: "cv.md") == .markdown)
        #expect(ResumeFileKind.detect(Data("Jane".utf8), fileName: "cv") == .txt)
        #expect(ResumeFileKind.detect(Data([0xFF, 0xD8, 0xFF, 0xE0]), fileName: "cv.pdf") == .image)
        #expect(ResumeFileKind.detect(Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00]), fileName: "cv.txt") == .binary)
        #expect(ResumeFileKind.detect(Data([0xFF, 0xFE, 0x4A, 0x00]), fileName: "cv.txt") == .txt)
    }

    @Test func rejectsWithReasonsThatSayWhatToDo() {
        #expect(throws: ResumeParseError.emptyFile) { try parser.parse(Data(), sourceFile: "a.pdf", id: "resume:a") }
        #expect(throws: ResumeParseError.tooLarge(bytes: 10_001, limit: 10_000)) {
            try parser.parse(Data(repeating: 65, count: 10_001), sourceFile: "a.txt", id: "resume:a")
        }
        #expect(throws: ResumeParseError.legacyWordDocument) {
            try parser.parse(Data([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0]), sourceFile: "a.doc", id: "resume:a")
        }
        #expect(throws: ResumeParseError.noTextLayer(pages: 1)) {
            try parser.parse(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), sourceFile: "scan.png", id: "resume:scan")
        }
        #expect(ResumeParseError.noTextLayer(pages: 2).localizedDescription
            == "no text layer in 2 page(s): OCR is not supported; export the resume as a text PDF")
    }

    @Test func headerlessResumeStillGetsItsEntries() throws {
        let text = """
        James Okafor
        Registered Nurse
        Boston, MA | (617) 555-0134 | james@example.com

        Registered Nurse | Beacon Hill Hospital | 2018 – now
          * Cared for 30 patients a shift.

        Bachelor of Science in Nursing
        Northeastern University, 2018

        Patient Care, Triage, Epic EHR, IV Therapy
        """
        let resume = try parser.parse(Data(text.utf8), sourceFile: "in/james.txt", id: "resume:james")
        #expect(resume.basics.name == "James Okafor")
        #expect(resume.work.first?.name == "Beacon Hill Hospital")
        #expect(resume.work.first?.dates?.isCurrent == true)
        #expect(resume.education.first?.institution == "Northeastern University")
        #expect(resume.skills.map(\.name) == ["Patient Care", "Triage", "Epic EHR", "IV Therapy"])
        #expect(resume.format == .txt && resume.id == "resume:james")
    }

    @Test func idComesFromTheRelativePath() {
        #expect(ResumeIdentity.id(relativePath: "sales/jane-doe.pdf") == "resume:sales/jane-doe")
        #expect(ResumeIdentity.id(relativePath: "./cv") == "resume:cv")
        #expect(JSONResumeDocument.relativePath(forId: "resume:sales/jane-doe") == "sales/jane-doe.json")
    }
}
