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

    /// "WORK HISTORY (dispatched from the IBEW 1245 hall unless noted)": a heading in capitals
    /// with a note after it, under headings in capitals, went unread and its jobs into the
    /// certificates above.
    @Test func aHeadingWithANoteInBracketsAfterIt() throws {
        let resume = try RegressionInputs.parseBody("""
            LICENSES / CERTS
              * Flagger ...................................... ATSSA, exp 2027

            WORK HISTORY  (dispatched from the IBEW 1245 hall unless noted)

            03/2023 - present Sierra Crest Power Constructors\tBakersfield, CA\tForeman
            230kV / 70kV transmission rebuild for the utility, 7-man crew.
            09/2022 - 02/2023 Tehachapi Line Services\tTehachapi, CA\tJourneyman Lineman
            34.5kV collector lines for a wind farm.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Foreman @ Sierra Crest Power Constructors | 2023-03–now",
            "Journeyman Lineman @ Tehachapi Line Services | 2022-09–2023-02",
        ])
        #expect(resume.certificates.map(\.name) == ["Flagger"])
    }

    /// A headline after the phone, email and profile lines, or a long one with asides after a
    /// hyphen, was no label.
    @Test func aHeadlineBelowTheContactLinesOrWithAsides() throws {
        let below = try RegressionInputs.parse("""
            Ciarán Tuohy\tSwords, Co. Dublin
            086 555 0152
            ciaran.tuohy.lifts@example.com
            linkedin.com/in/ciaran-tuohy-lifts
            Lift Engineer – Service, Repair & Modernisation | Qualified Electrician
            PROFILE
            """)
        #expect(below.basics.label == "Lift Engineer – Service, Repair & Modernisation | Qualified Electrician")
        let asides = try RegressionInputs.parse("""
            CODY J. VARNELL
            Journeyman Lineman - IBEW Local 1245 (Book 1) - Transmission / Distribution / Storm
            Bakersfield, CA 93308 | Cell (661) 555-0143 | cvarnell.lineman@example.com
            """)
        #expect(asides.basics.label == "Journeyman Lineman - IBEW Local 1245 (Book 1) - Transmission / Distribution / Storm")
    }
}
