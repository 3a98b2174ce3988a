import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 66 (bn1–bn6: early careers and career changers: a
/// student, a graduate with a co-op term, an apprentice, a veteran, a returner, a career
/// changer), each named after what broke. Every input is written here, small.
@Suite struct Batch66RegressionTests {
    /// "Planning Student (Co-op," over "8-month term)": a title wrapped inside its bracket was
    /// cut at the wrap.
    @Test func aTitleWrappedInsideItsBracket() throws {
        let resume = try RegressionInputs.parseBody("""
            RELEVANT EXPERIENCE
            Grandbridge Planning Group Inc., Cambridge, ON — Planning Student (Co-op,
            8-month term)
            JANUARY – AUGUST 2025
            • Researched and wrote first drafts of planning justification reports.
            """)
        #expect(RegressionInputs.roles(resume) == ["Planning Student (Co-op, 8-month term) @ Grandbridge Planning Group Inc. | 2025-01–2025-08"])
    }

    /// A compound wrapped at its own hyphen ("(part-" over "time)") keeps the hyphen; a word
    /// broken for the line does not.
    @Test func aCompoundWrappedAtItsHyphen() {
        #expect(TextCleaner.dehyphenate("Planning & GIS Intern (part-", "time)") == "Planning & GIS Intern (part-time)")
        #expect(TextCleaner.dehyphenate("Built distri-", "buted systems") == "Built distributed systems")
    }
}
