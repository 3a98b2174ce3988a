import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 24 (a1–a6: an elevator mechanic, a sommelier, an actuary,
/// a British railway signalling technician, an arborist, a funeral director), each named after
/// what broke. Every input is written here, small.
@Suite struct Batch24RegressionTests {
    /// Titles no title word names ("Arborist / Climber", "Tree Climber") over their employer's
    /// line lost the title, the line taken for an employer over the roles below it; the first
    /// entry ("Climbing Crew Leader") shows that this section prints the title first.
    @Test func unknownTitlesFollowTheSectionsOrder() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE

            Climbing Crew Leader
            Green Mountain Tree Care, Williston, VT
            2019 - now
              * Run a three-person climbing crew.

            Arborist / Climber
            Champlain Valley Tree Service, South Burlington, VT
            2015–2019
              * Climbed and rigged pruning and removal work.

            Utility Line Clearance Trimmer
            Northeast Right-of-Way Services
            04/2012 - 02/2015
              * Cleared vegetation from distribution lines.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Climbing Crew Leader @ Green Mountain Tree Care | 2019–now",
            "Arborist / Climber @ Champlain Valley Tree Service | 2015–2019",
            "Utility Line Clearance Trimmer @ Northeast Right-of-Way Services | 2012-04–2015-02",
        ])
    }

    /// The other order keeps its employers: an employer's line over a known title.
    @Test func anEmployerFirstSectionIsNotReadTitleFirst() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE

            Green Mountain Tree Care, Williston, VT
            Crew Leader
            2019 - now
              * Run a three-person climbing crew.

            Champlain Valley Tree Service, South Burlington, VT
            Climber
            2015–2019
              * Climbed and rigged pruning and removal work.
            """)
        #expect(RegressionInputs.roles(resume).first == "Crew Leader @ Green Mountain Tree Care | 2019–now")
        #expect(resume.work.map(\.name) == ["Green Mountain Tree Care", "Champlain Valley Tree Service"])
    }

    /// British qualifications: an HNC was no degree, so its entry's lines went to the next one's.
    @Test func britishNationalQualificationsAreDegrees() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION & QUALIFICATIONS
            HNC in Electrical and Electronic Engineering\t2016 – 2018
            Derby College – Distinction
            BTEC Level 3 Extended Diploma in Engineering\t2012 – 2014
            Burton and South Derbyshire College – Grade: DMM
            """)
        #expect(resume.education.map(\.institution) == ["Derby College", "Burton and South Derbyshire College"])
        #expect(resume.education.map(\.studyType) == ["HNC", "BTEC Level 3 Extended Diploma"])
        #expect(resume.education.map(\.area) == ["Electrical and Electronic Engineering", "Engineering"])
        #expect(EntryVocabulary.degree(in: "NVQ Level 3 in Health and Social Care") != nil)
        #expect(EntryVocabulary.degree(in: "Higher National Diploma in Computing") != nil)
    }

    /// A PDF line, marked as wrapped into the next or not.
    private static func line(_ text: String, wraps: Bool = false) -> DocumentLine {
        var line = DocumentLine(text: text)
        line.wrapsIntoNext = wraps
        return line
    }

    /// Words laid out left to right from x = 40 on one 10-point row, `gaps[i]` points after word i.
    private static func row(_ texts: [String], gaps: [Double]) -> [LayoutWord] {
        var left = 40.0
        return texts.enumerated().map { index, text in
            let width = Double(text.count) * 5
            defer { left += width + (index < gaps.count ? gaps[index] : 0) }
            return LayoutWord(text: text, x0: left, y0: 100, x1: left + width, y1: 110)
        }
    }

    /// Skill chips in a row ("Wine list curation   Cellar & inventory management") ran
    /// together into one skill: a gap many times the row's spaces is a cell's edge. A justified
    /// row, whose spaces are all wide alike, keeps its spaces.
    @Test func skillChipsInARowAreCells() {
        let chips = Self.row(["Wine", "list", "curation", "Beverage", "costing", "Toast", "POS"], gaps: [2.2, 2.2, 13.4, 2.2, 13.4, 2.2])
        #expect(PageLayout.lines(from: PageLayout.rows(of: chips)).map(\.text) == ["Wine list curation\tBeverage costing\tToast POS"])
        let justified = Self.row(["Own", "the", "wine", "and", "spirits", "programs"], gaps: [12, 12, 12, 12, 12])
        #expect(PageLayout.lines(from: PageLayout.rows(of: justified)).map(\.text) == ["Own the wine and spirits programs"])
        let label = Self.row(["Languages", "Known", ":", "English,", "Hindi"], gaps: [2.2, 14, 2.2, 2.2])
        #expect(PageLayout.lines(from: PageLayout.rows(of: label)).map(\.text) == ["Languages Known : English, Hindi"])
    }

    /// A language's level in the next cell ("English⇥Fluent (C2)") was a language of its own.
    @Test func aLevelInTheNextCellIsTheLanguagesLevel() throws {
        let resume = try RegressionInputs.parseBody("LANGUAGES\nDutch\tNative\nEnglish\tFluent (C2)\nGerman\tFrench\n")
        #expect(resume.languages.map(\.language) == ["Dutch", "English", "German", "French"])
        #expect(resume.languages.map(\.fluency) == ["Native", "Fluent (C2)", nil, nil])
    }

    /// Lines of a narrow column end where the next word would not have fitted: "Wisconsin
    /// Licensed Funeral" (as wide as the column) goes on in "Director (2015)"; "CPR" over
    /// "BLS (2020)" was broken on purpose.
    @Test func aLineIsWrappedWhereTheNextWordWouldNotHaveFitted() {
        var words: [LayoutWord] = []
        for (index, text) in ["Wisconsin Licensed Funeral", "Director (2015)", "CPR", "BLS (2020)"].enumerated() {
            words += Self.row(text.split(separator: " ").map(String.init), gaps: [2.5, 2.5]).map { word in
                LayoutWord(text: word.text, x0: word.x0, y0: word.y0 + Double(index) * 12, x1: word.x1, y1: word.y1 + Double(index) * 12)
            }
        }
        let lines = PageLayout.lines(from: PageLayout.rows(of: words))
        #expect(lines.map(\.text) == ["Wisconsin Licensed Funeral", "Director (2015)", "CPR", "BLS (2020)"])
        #expect(lines.map(\.wrapsIntoNext) == [true, false, false, false])
    }

    /// A certificate's name wrapped in a sidebar was two certificates (or one and an issuer);
    /// an issuer's own line under a name that filled the line stays the issuer.
    @Test func aWrappedCertificateNameIsOneName() {
        let sidebar = CertificateExtractor.extract([
            Self.line("Wisconsin Licensed Funeral", wraps: true), Self.line("Director (2015)"),
            Self.line("Certified Crematory", wraps: true), Self.line("Operator (CCO), 2017"),
            Self.line("SAFe 6 Scrum Master (SSM)", wraps: true), Self.line("Scaled Agile"),
        ])
        #expect(Array(sidebar.map(\.name).prefix(3)) == ["Wisconsin Licensed Funeral Director", "Certified Crematory Operator (CCO)",
                                                          "SAFe 6 Scrum Master (SSM)"])
        #expect(Array(sidebar.map(\.date).prefix(2)) == ["2015", "2017"])
        let issued = CertificateExtractor.extract([Self.line("UX Writing Fundamentals", wraps: true), Self.line("UX Content Collective, 2019")])
        #expect(issued.map(\.name) == ["UX Writing Fundamentals"])
        #expect(issued.first?.issuer == "UX Content Collective")
    }

    /// A skills line wrapped before a word in no capital ("… KONE MonoSpace, Schindler" over
    /// "3300", "Anesthesia induction and" over "monitoring") lost or split its last item; and
    /// "Lockout/tagout" was two skills.
    @Test func aWrappedSkillsLineGoesOn() {
        let skills = SkillsExtractor.extract([
            Self.line("Equipment: Otis Gen2, KONE MonoSpace, Schindler", wraps: true), Self.line("3300"),
            Self.line("Code & Safety: ASME A17.1, Lockout/tagout, Rigging"),
            Self.line("Anesthesia induction and", wraps: true), Self.line("monitoring"),
            Self.line("Dental cleanings", wraps: true), Self.line("Radiographs"),
        ])
        #expect(skills.flatMap { $0.keywords.isEmpty ? [$0.name] : $0.keywords } == [
            "Otis Gen2", "KONE MonoSpace", "Schindler 3300", "ASME A17.1", "Lockout/tagout", "Rigging",
            "Anesthesia induction and monitoring", "Dental cleanings", "Radiographs",
        ])
    }

    /// A headline of two titles whose first names no known title word ("ISA Certified Arborist |
    /// Climbing Crew Leader") was no label.
    @Test func aHeadlineIsALabelWhenAnyOfItsFieldsIsATitle() throws {
        let resume = try ResumeParser().parse(Data("""
            CALEB THORNQUIST
            ISA Certified Arborist | Climbing Crew Leader
            Burlington, VT 05401 | (802) 555-0129 | caleb@example.net
            """.utf8), sourceFile: "c.txt", id: "resume:c")
        #expect(resume.basics.label == "ISA Certified Arborist | Climbing Crew Leader")
    }
}
