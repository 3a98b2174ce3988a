import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 62 (bj1–bj6: portfolio and gig careers: an IT
/// contractor's Word table of clients via agencies, a freelance editor's HTML page, a musician's
/// concurrent posts, a returner, a sole trader, a gig worker), each named after what broke.
/// Every input is written here, small.
@Suite struct Batch62RegressionTests {
    /// "CURRENT ROLES (held at the same time)": a heading in capitals with a short note in
    /// brackets after it went unread, and its roles with it.
    @Test func aShortHeadingWithANoteInBrackets() throws {
        let resume = try RegressionInputs.parseBody("""
            CURRENT ROLES (held at the same time)
            Staff Accompanist (casual)\t2021 – ongoing
            Moray Place School of Music, Dunedin
            • Accompany instrumental and singing exams.
            Director of Music (part-time)\tMar 2019 – present
            Knoxfield Union Parish, Dunedin
            • Play for Sunday services and rehearse a choir of 18.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Staff Accompanist (casual) @ Moray Place School of Music | 2021–now",
            "Director of Music (part-time) @ Knoxfield Union Parish | 2019-03–now",
        ])
        #expect(SectionSplitter.withoutNoteAfterHeading("CURRENT ROLES (held at the same time)") == "CURRENT ROLES")
        #expect(SectionSplitter.withoutNoteAfterHeading("Python (advanced)") == "Python (advanced)")
    }

    /// A contractor's table whose cells come out one per line: its row of column names
    /// ("Dates ⇥ Client via Agency ⇥ Role and key work") named the first client, and "direct
    /// contract" under a client's name took the employer's place.
    @Test func aContractTableOfClientsViaAgencies() throws {
        let resume = try RegressionInputs.parseBody("""
            CONTRACT HISTORY
            Dates\tClient via Agency\tRole and key work
            Sep 2025 – Present
            Liffey Mutual Insurance DAC
            via Harcourt Tech Recruitment
            Dublin · hybrid
            Senior ServiceNow Developer – HR Service Delivery
            • HRSD rollout to 2,400 employees.
            Jun–Nov 2025
            Eblana Credit Union Services
            direct contract
            Dublin · remote
            ServiceNow Consultant (2 days a week)
            • Health check of an ITSM instance after a failed upgrade.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Senior ServiceNow Developer – HR Service Delivery @ Liffey Mutual Insurance DAC | 2025-09–now",
            "ServiceNow Consultant (2 days a week) @ Eblana Credit Union Services | 2025-06–2025-11",
        ])
    }

    /// A job printed with one date began and ended within it; one held since a date goes on.
    @Test func aJobWithOneDateEndsWithinIt() {
        let single = DateRangeParser.closingSingleDate(ResumeDateRange(startDate: "2024", dateText: "6-month contract, 2024"))
        #expect(single.endDate == "2024")
        let since = DateRangeParser.closingSingleDate(ResumeDateRange(startDate: "2018", isCurrent: true, dateText: "Since 2018"))
        #expect(since.endDate == nil)
    }

    /// A summary table of contracts then the same contracts in full listed every role twice.
    @Test func aRoleListedTwiceIsOneRole() {
        let dates = ResumeDateRange(startDate: "2024-07", endDate: "2025-02", dateText: "Jul 2024 – Feb 2025")
        let merged = RepeatedRoles.merged([
            ResumeWork(name: "Aire Valley Insurance plc", position: "Network Engineer – Data Centre Exit (Contract)", dates: dates),
            ResumeWork(name: "Aire Valley Insurance plc", position: "Network Engineer", location: "Leeds", dates: dates,
                       highlights: ["Moved 140 applications out of the Leeds data centre."]),
            ResumeWork(name: "Aire Valley Insurance plc", position: "Service Desk Analyst", dates: dates),
        ])
        #expect(merged.map(\.position) == ["Network Engineer – Data Centre Exit (Contract)", "Service Desk Analyst"])
        #expect(merged.first?.location == "Leeds")
        #expect(merged.first?.highlights.count == 1)
    }

    /// A wrap after the end's month ("Mar 2015 – Jun" over "2019") lost the end's year, and a
    /// bullet ending in a month ("… issued in March" over "2026 with no further rounds.") opened
    /// a role of its own.
    @Test func aWrapAfterAMonth() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Regulatory Affairs Specialist | Kennet Medical Technologies plc, Reading | Sep 2024 – present
            • Prepared the response to 46 notified body questions; certificate issued in March
            2026 with no further rounds.
            Senior Regulatory Affairs Officer | Caversham Orthopaedics Ltd, Reading | Mar 2015 – Jun
            2019
            • Led CE marking submissions for class IIb and III orthopaedic implants.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Regulatory Affairs Specialist @ Kennet Medical Technologies plc | 2024-09–now",
            "Senior Regulatory Affairs Officer @ Caversham Orthopaedics Ltd | 2015-03–2019-06",
        ])
    }

    /// "CONTINUING PROFESSIONAL DEVELOPMENT (2024 – 2026)": courses, not jobs.
    @Test func continuingProfessionalDevelopmentIsTraining() {
        #expect(SectionLexicon.kind(ofHeading: "CONTINUING PROFESSIONAL DEVELOPMENT") == .training)
    }
}
