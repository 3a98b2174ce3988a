import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 65 and 67 (CVs as written in South Asia and Africa;
/// hourly workers' forms), each named after what broke. Every input is written here, small.
@Suite struct LabelledFormRegressionTests {
    /// A form's labelled fields ("Job Title:", "Company:", "City:⇥Dates (from - to):") were
    /// read as titles of their own, and a spare empty job as one more.
    @Test func aFormsLabelledJobs() throws {
        let resume = try RegressionInputs.parseBody("""
            WORK EXPERIENCE
            Job Title: Production Associate - Seat Assembly
            Company: Thames Valley Seating Systems (temp to perm thru Oxford Staffing)
            City: Woodstock\tDates (from - to): Sept 2022 - present
            Main duties:
            Assemble seat frames and covers on a moving line.
            Job Title: General Labourer - Packaging Line
            Company: Maple Grove Foods
            City: Tavistock\tDates (from - to): 2020 - 2022
            Job Title:
            Company:
            City:\tDates (from - to):
            EDUCATION
            School: Fanshawe College (Woodstock campus)
            Program: Manufacturing Fundamentals - part time certificate\tYear completed: 2023
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Production Associate - Seat Assembly @ Thames Valley Seating Systems | 2022-09–now",
            "General Labourer - Packaging Line @ Maple Grove Foods | 2020–2022",
        ])
        #expect(resume.education.first?.institution == "Fanshawe College")
        #expect(resume.education.first?.dates?.endDate == "2023")
    }

    /// "Company Name : …" and "Company Location : …" under a dated title name its employer and
    /// place; the table of projects under "Project Details :" holds no jobs.
    @Test func labelledEmployerLinesAndAProjectTable() throws {
        let resume = try RegressionInputs.parseBody("""
            EMPLOYMENT HISTORY
            1. RF Optimization Engineer ( Aug 2014 – May 2018 )
            Company Name : Surma Network Solutions Ltd.
            Company Location : Banani, Dhaka
            Department : Radio Optimization
            • Cluster optimization of GSM and UMTS networks.
            Project Details :
            Project Name\tClient\tRole\tDuration\tTeam
            3G Network Expansion Phase II\tJamuna Mobile Ltd.\tRF Optimization Engineer\tSep'14 – Jun'15\t11
            2. Drive Test Engineer ( Jan 2012 – Jul 2014 )
            Company Name : TeleSurvey BD Ltd.
            • Drive tests and walk tests for single-site verification.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "RF Optimization Engineer @ Surma Network Solutions Ltd. | 2014-08–2018-05",
            "Drive Test Engineer @ TeleSurvey BD Ltd. | 2012-01–2014-07",
        ])
    }
}
