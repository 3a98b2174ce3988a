import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 14 (a logistics coordinator's plain text, a bank branch
/// manager's 27-year DOCX, a claims adjuster's LibreOffice PDF, a veterinary technician's sidebar
/// PDF, a sous chef's pdflatex CV, an IT support technician's Markdown), each named after what
/// broke. Every input is written here, small, in the shape that broke.
@Suite struct Batch14RegressionTests {
    /// "08/21 – Now": a month and a two-digit year was no date, so every job was lost.
    @Test func monthAndTwoDigitYearRanges() throws {
        let resume = try RegressionInputs.parse("""
            Andre Castillo
            andre@example.com

            EXPERIENCE
            Logistics Coordinator | Sun City Freight Solutions | 08/21 – Now
            • Schedule 40-60 truckload shipments a day
            Dispatch Clerk | Sun City Freight Solutions | 03/19 – 07/21
            • Assigned drivers and trailers for a fleet of 35 tractors
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Logistics Coordinator @ Sun City Freight Solutions | 2021-08–now",
            "Dispatch Clerk @ Sun City Freight Solutions | 2019-03–2021-07",
        ])
        // Alone, such a pair is no date: a grade, a score or a schedule.
        #expect(DateRangeParser.matches(in: "Grades 10/12, support 24/7, rated 9/10").isEmpty)
        #expect(DateRangeParser.matches(in: "Mentor 10/12 – 11/13").map(\.range.startDate) == ["2012-10"])
    }

    /// "Earlier roles: Head Teller (2000–2002) and Teller (1997–2000), Corn Belt Federal Credit
    /// Union, Mitchell, SD.": one role named "Earlier roles", with the second title as employer.
    @Test func earlierRolesSummedUpOnOneLine() throws {
        let resume = try RegressionInputs.parse("""
            Gloria Abernathy
            gloria@example.com

            EXPERIENCE
            First Dakota Savings Bank — Mitchell, SD
            Personal Banker (August 2002 – March 2006)
            • Opened accounts and consumer loans.
            Earlier roles: Head Teller (2000–2002) and Teller (1997–2000), Corn Belt Federal Credit Union, Mitchell, SD.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Personal Banker @ First Dakota Savings Bank | 2002-08–2006-03",
            "Head Teller @ Corn Belt Federal Credit Union | 2000–2002",
            "Teller @ Corn Belt Federal Credit Union | 1997–2000",
        ])
    }

    /// The headline a line below the name, after the phone number.
    @Test func labelAfterAPhoneLine() throws {
        let resume = try RegressionInputs.parse("""
            Declan P. Murphy\tPortland, ME 04101
            (207) 555-0190
            Executive Sous Chef\tdeclan.murphy@example.com
            PROFILE
            Chef with twelve years on the line in New England seafood kitchens.
            """)
        #expect(resume.basics.label == "Executive Sous Chef")
    }

    /// "Windows 10/11": a slash between numbers was an item break.
    @Test func versionNumbersAroundASlash() throws {
        #expect(ListSplitter.items("Windows 10/11, macOS, SQL Server 2016/2019, CI/CD, Python/Go") ==
            ["Windows 10/11", "macOS", "SQL Server 2016/2019", "CI/CD", "Python", "Go"])
    }

    /// A grid of bulleted cells ("■ IV therapy⇥■ Wound care") kept a bullet on each skill.
    @Test func bulletsInsideAListLeaveTheItems() {
        #expect(ListSplitter.items("■ IV therapy\t■ Wound care\t\u{F0B7} Epic EHR") == ["IV therapy", "Wound care", "Epic EHR"])
    }

    /// A headline with a place under the name ("Application Security Engineer · Chicago, IL")
    /// was read as a list of three skills.
    @Test func aHeadlineWithAPlaceIsNotASkillsList() {
        #expect(ContentClassifier.classify([DocumentLine(text: "Application Security Engineer · Chicago, IL")]) == nil)
        #expect(ContentClassifier.classify([DocumentLine(text: "Go · Python · Terraform · Kubernetes")]) == .skills)
    }
}
