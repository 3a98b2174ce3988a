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

    /// A table of tickets: its row of column names was read as a ticket, and a first cell
    /// wrapped onto the next line ("White Card (General" over "Construction Induction)") was
    /// finished after the row's other cells.
    @Test func aTableOfTickets() throws {
        let resume = try RegressionInputs.parseBody("""
            LICENCES & TICKETS
            Ticket\tNumber / Issued by\tExpiry
            White Card (General\tCPCCWHS1001\tNo expiry
            Construction Induction)
            Forklift Licence (LF)\tHRWL – SafeWork NSW\t03/2028
            """)
        #expect(resume.certificates.map(\.name) == ["White Card (General Construction Induction)", "Forklift Licence (LF)"])
    }
}
