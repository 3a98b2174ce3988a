import Foundation
import MatchCore
@testable import ResumeParsing

/// What the regression suites do with a small inline resume: parse it, and print its roles
/// in one line each for a compact expectation.
enum RegressionInputs {
    /// Parses `text` as the file `file` (its extension tells the format).
    static func parse(_ text: String, file: String = "r.txt") throws -> ParsedResume {
        try ResumeParser().parse(Data(text.utf8), sourceFile: file, id: "resume:r")
    }

    /// Parses `body` (the resume's sections) as a plain text under a name and `contact`.
    static func parseBody(_ body: String, contact: String = "pat@example.com") throws -> ParsedResume {
        try parse("Pat Quinn\n\(contact)\n\n" + body)
    }

    /// The courses of study `EducationExtractor` reads from education lines.
    static func education(_ lines: [String]) -> [ResumeEducation] {
        EducationExtractor.extract(lines.map { DocumentLine(text: $0) })
    }

    /// "Degree | Field | School" for each course of study ("-" where missing).
    static func studies(_ entries: [ResumeEducation]) -> [String] {
        entries.map { "\($0.studyType ?? "-") | \($0.area ?? "-") | \($0.institution ?? "-")" }
    }

    /// "Degree | Field | School" for each course of study read from education lines.
    static func studies(lines: [String]) -> [String] { studies(education(lines)) }

    /// "Title @ Employer | start–end" for each role ("-" where missing, "now" while current).
    static func roles(_ resume: ParsedResume) -> [String] {
        resume.work.map { "\($0.position ?? "-") @ \($0.name ?? "-") | \($0.dates?.startDate ?? "-")–\($0.dates?.isCurrent == true ? "now" : $0.dates?.endDate ?? "-")" }
    }
}
