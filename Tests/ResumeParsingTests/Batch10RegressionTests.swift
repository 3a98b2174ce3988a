import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 10 (six mainstream resumes: an accountant's Word
/// template, a software engineer's Chromium PDF, a warehouse worker's plain text, a teacher's
/// LibreOffice PDF, a medical assistant's DOCX, a marketing manager's sidebar PDF), each named
/// after what broke. Every input is written here, small, in the shape that broke.
@Suite struct Batch10RegressionTests {
    private func parse(_ text: String, file: String = "r.txt") throws -> ParsedResume {
        try ResumeParser().parse(Data(text.utf8), sourceFile: file, id: "resume:r")
    }

    private static func roles(_ resume: ParsedResume) -> [String] {
        resume.work.map { "\($0.position ?? "-") @ \($0.name ?? "-") | \($0.dates?.startDate ?? "-")–\($0.dates?.isCurrent == true ? "now" : $0.dates?.endDate ?? "-")" }
    }

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
        let resume = try parse("""
            Allison Dunleavy
            allison@example.com

            TEACHING EXPERIENCE
            Substitute Teacher – Indian Springs Elementary School, Columbus, OH (Jan 2011 –
            June 2011)
            • Took over a Grade 4 classroom for a semester-long leave.
            """)
        #expect(Self.roles(resume) == ["Substitute Teacher @ Indian Springs Elementary School | 2011-01–2011-06"])
    }

    /// An unknown heading inside experience ("Projects Handled") and a wrapped scrap holding
    /// only a date ("(2021–22)") became jobs: a job needs dates and a title or an employer.
    @Test func headingWithoutDatesOrTitleIsNoJob() throws {
        let resume = try parse("""
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
        #expect(Self.roles(resume) == ["Quality Engineer @ Kinetic Castings Ltd. | 2017-07–2019-12"])
    }
}
