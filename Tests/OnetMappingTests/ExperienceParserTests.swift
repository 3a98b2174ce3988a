import Foundation
import MatchCore
import OnetMapping
import Testing

@Suite struct ExperienceParserTests {
    @Test(arguments: [
        ("5+ years of experience with Python", 5.0),
        ("3-5 years experience in backend systems", 3.0),
        ("at least two years of acute care experience", 2.0),
        ("Experience: 7 years in retail", 7.0),
    ])
    func readsRequiredYears(text: String, years: Double) {
        #expect(ExperienceParser.requiredYears(in: text) == years)
    }

    @Test func ignoresYearsThatAreNotExperience() {
        #expect(ExperienceParser.requiredYears(in: "Founded 20 years ago, we ship worldwide.") == nil)
    }

    @Test func overlappingRolesCountOnce() {
        let asOf = ISO8601DateFormatter().date(from: "2026-01-15T00:00:00Z")!
        let work = [
            ResumeWork(position: "A", dates: ResumeDateRange(startDate: "2020-01", endDate: "2022-12")),
            ResumeWork(position: "B", dates: ResumeDateRange(startDate: "2022-01", isCurrent: true)),
        ]
        #expect(ExperienceParser.yearsWorked(work, asOf: asOf) == 6.1)
        #expect(ExperienceParser.yearsWorked([ResumeWork(position: "C")], asOf: asOf) == nil)
    }
}
