import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 61 (bi1–bi6: resumes as platforms and builders export
/// them: a LinkedIn profile, an Indeed PDF, a Zety-style two-column design, a Google Docs
/// template, a Word template, a job board's pasted text), each named after what broke. Every
/// input is written here, small.
@Suite struct Batch61RegressionTests {
    /// A builder's date column too narrow for "2012-09 - 2015-06" wrapped it after the dash: the
    /// school's course lost its end and took the start as its end.
    @Test func aDateRangeWrappedInItsColumn() {
        let entries = RegressionInputs.education([
            "2012-09 -\tBachelor of Arts: Tourism Management",
            "2015-06\tManchester Metropolitan University - Manchester",
        ])
        #expect(entries.first?.dates?.startDate == "2012-09")
        #expect(entries.first?.dates?.endDate == "2015-06")
        #expect(entries.first?.institution == "Manchester Metropolitan University")
    }

    /// A bullet that stopped on a semicolon went on in a line with a year in it, which opened a
    /// role of its own.
    @Test func aBulletEndingInASemicolonGoesOn() throws {
        let resume = try RegressionInputs.parseBody("""
            Work History
            2019-03 - 2023-03\tCabin Crew Member
            Pennine Atlantic Airways, Manchester
            • Lead for onboard medical incidents and disruptive passengers;
            100% in my 2025 SEP and CRM recurrent.
            • Top onboard retail sales on the Caribbean routes in 2024.
            """)
        #expect(RegressionInputs.roles(resume) == ["Cabin Crew Member @ Pennine Atlantic Airways | 2019-03–2023-03"])
        #expect(resume.work.first?.highlights.count == 2)
    }
}
