import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 50 (ax1–ax6: graduates and professionals with
/// degree-heavy education sections), each named after what broke. Every input is written here,
/// small.
@Suite struct Batch50RegressionTests {
    /// A pharmacy residency printed under education was no course, so the PharmD below it took
    /// its dates; its hospital is where it was taken.
    @Test func aResidencyUnderEducation() {
        let studies = RegressionInputs.education([
            "PGY1 Pharmacy Residency, Lakeshore Regional Medical Center, Milwaukee, WI — Jul 2019 – Jun 2020",
            "ASHP-accredited · Residency project: impact of pharmacist-led penicillin allergy assessment",
            "Doctor of Pharmacy (PharmD), University of Wisconsin–Madison, Madison, WI — May 2019",
        ])
        #expect(RegressionInputs.studies(studies) == ["PGY1 Pharmacy Residency | - | Lakeshore Regional Medical Center",
                                                      "Doctor of Pharmacy (PharmD) | - | University of Wisconsin–Madison"])
        #expect(studies.last?.dates?.startDate == nil && studies.last?.dates?.endDate == "2019-05")
    }

    /// "Bachelor of Secondary Education, major in Mathematics": the major in lower case after
    /// the degree is its field; "Practice teaching: …" under it is a placement, not a course.
    @Test func aMajorInLowerCaseAndPracticeTeaching() {
        #expect(RegressionInputs.studies(lines: [
            "2012 - 2016 Bachelor of Secondary Education, major in Mathematics - Polytechnic University of the Philippines, Sta. Mesa, Manila",
            "Cum Laude; GWA 1.58",
            "Practice teaching: Grade 9 Mathematics, PUP Laboratory High School (Jan - Mar 2016)",
        ]) == ["Bachelor of Secondary Education | Mathematics | Polytechnic University of the Philippines"])
    }

    /// "Mar 2022 – Dec 2026 (expected)" and "2024 – present (expected 2026)": a course under way
    /// until an expected end, as "Expected May 2026" already was; the second had lost its end.
    @Test func expectedEndsInBrackets() {
        let bracketed = DateRangeParser.firstRange(in: "Mar 2022 – Dec 2026 (expected) · WAM 78/100")?.range
        #expect(bracketed?.startDate == "2022-03" && bracketed?.endDate == "2026-12" && bracketed?.isCurrent == true)
        #expect(bracketed?.dateText == "Mar 2022 – Dec 2026 (expected)")
        let present = DateRangeParser.firstRange(in: "MPhil in Data Science\t2024 – present (expected 2026)")?.range
        #expect(present?.startDate == "2024" && present?.endDate == "2026" && present?.isCurrent == true)
        #expect(DateRangeParser.firstRange(in: "2016 – 2019 (part-time)")?.range.isCurrent == false)
    }
}
