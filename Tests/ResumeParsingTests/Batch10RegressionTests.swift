import Foundation
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 10 (six mainstream resumes: an accountant's Word
/// template, a software engineer's Chromium PDF, a warehouse worker's plain text, a teacher's
/// LibreOffice PDF, a medical assistant's DOCX, a marketing manager's sidebar PDF), each named
/// after what broke. Every input is written here, small, in the shape that broke.
@Suite struct Batch10RegressionTests {
    // MARK: - PDF layout

    /// "A W A R D S" letter-spaced, where the glyph reader already joined the kerned "AWA": the
    /// heading came out as "AWA RDS", was not known, and the awards became jobs.
    @Test func letterSpacedHeadingWithAThreeLetterKerningRun() {
        var words: [LayoutWord] = []
        var x = 0.0
        for token in ["AWA", "R", "D", "S"] {
            let width = Double(token.count) * 8
            words.append(LayoutWord(text: token, x0: x, y0: 0, x1: x + width, y1: 12))
            x += width + 1.1
        }
        #expect(PageLayout.closingLetterSpacing(words).map(\.text) == ["AWARDS"])
        let acronyms = ["SQL", "AWS", "GCP", "CSS"].enumerated().map { LayoutWord(text: $1, x0: Double($0) * 30, y0: 0, x1: Double($0) * 30 + 24, y1: 12) }
        #expect(PageLayout.closingLetterSpacing(acronyms).map(\.text) == ["SQL", "AWS", "GCP", "CSS"])
    }

    // MARK: - Work entries

    /// "(Jan 2011 –" at the end of one line and "June 2011)" on the next: the end date opened an
    /// entry of its own with no title and no employer, and the role ended nowhere.
    @Test func dateRangeWrappedAfterItsDash() throws {
        let resume = try RegressionInputs.parse("""
            Allison Dunleavy
            allison@example.com

            TEACHING EXPERIENCE
            Substitute Teacher – Indian Springs Elementary School, Columbus, OH (Jan 2011 –
            June 2011)
            • Took over a Grade 4 classroom for a semester-long leave.
            """)
        #expect(RegressionInputs.roles(resume) == ["Substitute Teacher @ Indian Springs Elementary School | 2011-01–2011-06"])
    }

    /// An unknown heading inside experience ("Projects Handled") and a wrapped scrap holding
    /// only a date ("(2021–22)") became jobs: a job needs dates and a title or an employer.
    @Test func headingWithoutDatesOrTitleIsNoJob() throws {
        let resume = try RegressionInputs.parse("""
            Ananya Deshpande
            ananya@example.com

            WORK EXPERIENCE
            Quality Engineer, Kinetic Castings Ltd., Jul 2017 – Dec 2019
            • Supplier quality for 25 machining vendors.
            Projects Handled
            • Reduction of porosity rejection in gearbox housings.
            • Line layout and control plan for a new knuckle machining line for an export customer
            (2021–22).
            """)
        #expect(RegressionInputs.roles(resume) == ["Quality Engineer @ Kinetic Castings Ltd. | 2017-07–2019-12"])
    }

    // MARK: - Commas inside a field

    /// "Brandt, Keller & Associates, CPAs": a firm named after its partners, with "CPAs" as
    /// its legal form, was cut at its first comma and reported as "Brandt".
    @Test func employerNamedAfterPartnersWithCommas() throws {
        let resume = try RegressionInputs.parse("""
            Brianna Pellegrino
            brianna@example.com

            EXPERIENCE
            Audit Associate\tSeptember 2012 – December 2014
            Brandt, Keller & Associates, CPAs, Dayton, OH
            • Performed audits and reviews for manufacturing clients.
            """)
        #expect(RegressionInputs.roles(resume) == ["Audit Associate @ Brandt, Keller & Associates, CPAs | 2012-09–2014-12"])
        #expect(resume.work.first?.location == "Dayton, OH")
    }

    /// "Undergraduate Teaching Assistant, CSE 332" and "Substitute Teacher, Grade 4": the course
    /// or grade after a comma was cut from the title.
    @Test func titleWithANumberedQualifierAfterAComma() throws {
        let resume = try RegressionInputs.parse("""
            Owen Takahashi
            owen@example.com

            EXPERIENCE
            UW Allen School — Undergraduate Teaching Assistant, CSE 332\tJan 2018 – Jun 2019
            • Ran weekly sections of 30 students.
            Long-Term Substitute Teacher, Grade 4 – Indian Springs Elementary School (Jan 2011 – June 2011)
            • Took over a classroom for a semester.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Undergraduate Teaching Assistant, CSE 332 @ UW Allen School | 2018-01–2019-06",
            "Long-Term Substitute Teacher, Grade 4 @ Indian Springs Elementary School | 2011-01–2011-06",
        ])
    }

    // MARK: - Education

    /// "Medical Assistant Diploma, 2016": the occupation a vocational diploma trains for was
    /// read as a kind of diploma ("Medical Assistant Diploma") instead of its field.
    @Test func vocationalDiplomaNamedAfterItsOccupation() throws {
        let resume = try RegressionInputs.parse("""
            Tamika Odom
            tamika@example.com

            EDUCATION
            Maumee Bay Career Institute, Oregon, OH
            Medical Assistant Diploma, 2016
            Riverside Community College, Toledo, OH
            Vocational Diploma in Welding, 2012
            """)
        let degrees = resume.education.map { "\($0.studyType ?? "-") | \($0.area ?? "-") | \($0.dates?.endDate ?? "-")" }
        #expect(degrees == ["Diploma | Medical Assistant | 2016", "Vocational Diploma | Welding | 2012"])
    }

    // MARK: - Skills

    private static func skillNames(_ lines: [String]) -> [String] {
        SkillsExtractor.extract(lines.map { DocumentLine(text: $0) }).map(\.name)
    }

    /// "Advanced Excel (VLOOKUP, pivot tables, Power Query)": six words and 51 characters with
    /// its examples, so it was dropped as a sentence.
    @Test func skillWithABracketedListOfExamples() {
        #expect(Self.skillNames(["GAAP • Advanced Excel (VLOOKUP, pivot tables, Power Query) • Fixed Assets"])
            == ["GAAP", "Advanced Excel (VLOOKUP, pivot tables, Power Query)", "Fixed Assets"])
    }

    /// A sidebar's one-skill-a-line list wrapped inside a bracket: "Marketing Automation
    /// (HubSpot," and "Marketo)" became two skills.
    @Test func skillWrappedInsideItsBracket() {
        #expect(Self.skillNames(["Brand Strategy", "Marketing Automation (HubSpot,", "Marketo)", "SEO & SEM"])
            == ["Brand Strategy", "Marketing Automation (HubSpot, Marketo)", "SEO & SEM"])
    }

    /// "References available on request" closing a skills list was a skill.
    @Test func referencesLineUnderSkillsIsNoSkill() {
        #expect(Self.skillNames(["forklift, pallet jack, RF scanner", "References available on request"])
            == ["forklift", "pallet jack", "RF scanner"])
    }
}
