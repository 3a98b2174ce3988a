import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 64 (bl1–bl6: sales and customer-facing careers: a SaaS
/// account executive's Word tables, a device rep's sidebar, a contact-centre team leader's
/// Google Docs HTML, an insurance broker, an estate agent's builder design, a car salesman),
/// each named after what broke. Every input is written here, small.
@Suite struct Batch64RegressionTests {
    /// Two sections side by side under a row of two headings ("EXPERTISE⇥QUALIFICATIONS"):
    /// their cells, a line of each column, were read as roles of the experience above.
    @Test func twoSectionsSideBySide() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Sales Adviser\t2014 – 2016
            Highwood Mobile, Chelmsford
            • Phone contracts, upgrades and accessories in a busy high-street store.
            EXPERTISE\tQUALIFICATIONS
            Market appraisals and valuations\tPropertymark Level 3 Award in Lettings (2019)
            Negotiating offers\tAnti-Money Laundering for Estate Agents (2026)
            PROPERTY SYSTEMS\tAWARDS
            Reapit · Alto · Rightmove Plus\tNegotiator of the Year – Moulsham & Co, 2021 & 2022
            ESTAS Gold – Chelmsford branch, 2024
            """)
        #expect(RegressionInputs.roles(resume) == ["Sales Adviser @ Highwood Mobile | 2014–2016"])
        #expect(resume.skills.contains { $0.name == "Market appraisals and valuations" })
    }

    /// A line holding one cell under the row goes to the column it is printed like.
    @Test func aLoneCellJoinsTheColumnItIsPrintedLike() {
        let lines = SideBySideSections.unpaired([
            "CERTIFICATES\tLANGUAGES", "HACCP Level 2 – 2023\tPolish — native",
            "Occupational First Aid (QQI Level 5) – valid to 02/2026", "French — basic (kitchen French)",
            "Manual Handling – 2024", "SKILLS", "Sauces and stocks",
        ].map { DocumentLine(text: $0) }).map(\.text)
        #expect(lines == ["CERTIFICATES", "HACCP Level 2 – 2023", "Occupational First Aid (QQI Level 5) – valid to 02/2026",
                          "Manual Handling – 2024", "LANGUAGES", "Polish — native", "French — basic (kitchen French)",
                          "SKILLS", "Sauces and stocks"])
        // Two headings of one kind are one section, read whole.
        let skills = [DocumentLine(text: "TECHNICAL SKILLS\tTRANSFERABLE SKILLS"), DocumentLine(text: "SQL\tBudgeting")]
        #expect(SideBySideSections.unpaired(skills) == skills)
    }
}
