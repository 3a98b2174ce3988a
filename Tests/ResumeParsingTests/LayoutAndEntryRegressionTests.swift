import Foundation
import Testing
@testable import ResumeParsing

/// Regressions found on the fourth held-out batch (samples/resumes/holdout, i1–i4): each
/// test failed before its fix.
@Suite struct LayoutAndEntryRegressionTests {
    /// Words of one line of text at `x`, on the row `row` (14 points apart).
    private static func words(_ text: String, x: Double, row: Int) -> [LayoutWord] {
        var words: [LayoutWord] = []
        var left = x
        for word in text.split(separator: " ") {
            let width = Double(word.count) * 5
            words.append(LayoutWord(text: String(word), x0: left, y0: 100 + Double(row) * 14, x1: left + width, y1: 110 + Double(row) * 14))
            left += width + 3
        }
        return words
    }

    @Test func aSidebarBesideTwoColumnsIsReadAsThreeColumns() {
        var page: [LayoutWord] = []
        for row in 0..<10 {
            page += Self.words("Side\(row) item", x: 36, row: row)
            page += Self.words("Main\(row) text", x: 190, row: row)
            page += Self.words("Right\(row) note", x: 400, row: row)
        }
        let lines = PageLayout(words: page, pageWidth: 612).readingOrderLines().map(\.text)
        #expect(!lines.contains { $0.contains("\t") }, "columns run together: \(lines)")
        let expected = (0..<10).map { "Side\($0) item" } + (0..<10).map { "Main\($0) text" } + (0..<10).map { "Right\($0) note" }
        #expect(lines == expected)
    }

    @Test func spreadOutLabelsAreReadAcrossWithTheirRows() {
        var page: [LayoutWord] = []
        for row in 0..<16 {
            if row % 4 == 0 { page += Self.words("2019 – 2020", x: 20, row: row) }
            page += Self.words("Content line \(row)", x: 160, row: row)
        }
        let lines = PageLayout(words: page, pageWidth: 612).readingOrderLines().map(\.text)
        #expect(lines.first == "2019 – 2020\tContent line 0")
        #expect(lines.count == 16)
    }

    @Test func anEntrysTechnologiesLineDoesNotOpenASkillsSection() throws {
        let text = """
        Hector Ramirez
        hector@example.com

        EXPERIENCE
        Bluefin Pay | Senior Backend Engineer | 2019 – Present
        - Built the ledger service.
        Stack: Go, Kafka

        2016 – 2019 | Software Engineer | Cedar Clinics
        - Wrote the claims API.
        Technologies: Java, Redis

        Jun 2014 – Aug 2016: Junior Developer, Pecan Street Media
        - Kept the tools running.

        SKILLS
        Go, Docker
        """
        let resume = try ResumeParser().parse(Data(text.utf8), sourceFile: "h.txt", id: "resume:h")
        #expect(resume.work.map(\.position) == ["Senior Backend Engineer", "Software Engineer", "Junior Developer"])
        #expect(resume.work.map(\.name) == ["Bluefin Pay", "Cedar Clinics", "Pecan Street Media"])
        #expect(resume.skills.map(\.name) == ["Go", "Docker", "Kafka", "Java", "Redis"])
    }

    /// Entry skill lists are added experience first, then projects, then volunteering, in
    /// every process: they were once gathered in a set's order, which changes with the
    /// process's hash seed, so two runs on the same folder wrote different bytes.
    @Test func entrySkillListsAreAddedInSectionOrder() throws {
        let text = """
        Ada Byrne
        ada@example.com

        EXPERIENCE
        Harbor Labs | Backend Engineer | 2019 – Present
        - Ran the billing service.
        Stack: Go, Kafka

        PROJECTS
        tidewatch | 2021 – 2022
        - A tide alert bot.
        Built with: Rust, SQLite

        VOLUNTEER
        Code Club | Mentor | 2018 – 2020
        - Taught children to code.
        Tools used: Scratch, Figma
        """
        let resume = try ResumeParser().parse(Data(text.utf8), sourceFile: "a.txt", id: "resume:a")
        #expect(resume.skills.map(\.name) == ["Go", "Kafka", "Rust", "SQLite", "Scratch", "Figma"])
    }

    @Test func anInlineSkillsHeadingAfterABlankLineStillOpensTheSection() throws {
        let text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nAcme Corp | Engineer | 2019 – 2021\n- Built things.\n\nSkills: Python, Go\nDocker, AWS\n"
        let resume = try ResumeParser().parse(Data(text.utf8), sourceFile: "j.txt", id: "resume:j")
        #expect(resume.work.count == 1)
        #expect(resume.skills.map(\.name) == ["Python", "Go", "Docker", "AWS"])
    }

    @Test func europeanCVLabelsOpenLanguagesAndSkills() throws {
        let text = "Klara Novotna\nklara@example.cz\n\nPERSONAL SKILLS\nMother tongue(s)\tCzech\nOther language(s)\tEnglish (C1), German (B2)\nDigital skills\tSQL, Excel\n"
        let resume = try ResumeParser().parse(Data(text.utf8), sourceFile: "k.txt", id: "resume:k")
        #expect(resume.languages.map(\.language) == ["Czech", "English", "German"])
        #expect(resume.skills.map(\.name) == ["SQL", "Excel"])
    }

    @Test func aDocumentTitleIsNotAName() {
        #expect(!BasicsExtractor.looksLikeName("Curriculum Vitae"))
        #expect(BasicsExtractor.looksLikeName("Klára Novotná"))
    }

    @Test func theWordDegreeBelongsToTheDegree() {
        let (studyType, area) = EducationExtractor.splitDegree("Master's degree in Economics", pieces: [], institution: nil)
        #expect(studyType == "Master's degree")
        #expect(area == "Economics")
    }
}
