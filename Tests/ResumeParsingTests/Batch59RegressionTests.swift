import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 59 (bg1–bg6: tradespeople's resumes: a lineman, a
/// boilermaker, a tower crane operator, a rigger and dogman, a marine diesel engineer and a
/// lift engineer), each named after what broke. Every input is written here, small.
@Suite struct Batch59RegressionTests {
    /// "TICKETS & TRAINING" and "CARDS & TICKETS" head a tradesperson's certificates.
    @Test func ticketsAndCardsAreCertificates() throws {
        let resume = try RegressionInputs.parseBody("""
            CARDS & TICKETS
            • CPCS A04 Tower Crane (Luffing & Saddle Jib) – Blue Competent Operator card · exp. 03/2028
            • CPCS A40 Slinger/Signaller – Blue card · exp. 11/2027
            TICKETS & TRAINING
            Safe Pass – valid to 2028
            """)
        #expect(resume.certificates.map(\.name).contains("CPCS A40 Slinger/Signaller"))
        #expect(resume.certificates.map(\.name).contains("Safe Pass"))
    }

    /// Dot leaders between a ticket and its issuer ran into the ticket's name.
    @Test func dotLeadersPartTwoFields() {
        #expect(TextCleaner.cleanLine("Flagger ...................................... ATSSA, exp. 2027") == "Flagger\tATSSA, exp. 2027")
        #expect(TextCleaner.cleanLine("Led the crew... then the yard.") == "Led the crew... then the yard.", "an ellipsis stays")
    }
}
