import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 67's hourly workers' resumes (bo1–bo6), each named after
/// what broke.
@Suite struct Batch67RegressionTests {
    /// "Mar 21 - Oct 22": a range of months with two-digit years went unread, and its job with it.
    @Test func monthsWithTwoDigitYears() {
        let range = DateRangeParser.firstRange(in: "Forklift driver - Corbel Building Supplies\tMar 21 - Oct 22")?.range
        #expect(range?.startDate == "2021-03")
        #expect(range?.endDate == "2022-10")
        #expect(DateRangeParser.firstRange(in: "Jan 19 – now")?.range.isCurrent == true)
        // Alone, "Mar 21" may be a day.
        #expect(DateRangeParser.firstRange(in: "Deadline Mar 21") == nil)
    }
}
