import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 56 and 57 (bd1–bd6: graduates' first resumes from
/// Ghana, Uganda, Malaysia, Sri Lanka, Pakistan and Jamaica; be1–be6: long formal CVs: a US
/// federal resume, an academic CV, a military transition resume, an NHS consultant's CV, a
/// Europass CV and an executive's), each named after what broke. Every input is written here, small.
@Suite struct Batch56RegressionTests {
    /// A legal form printed with its dots after a comma ("S.A.", "Lda.") was cut off its
    /// employer's name as a piece of its own.
    @Test func aDottedLegalFormStaysWithItsName() throws {
        let resume = try RegressionInputs.parseBody("""
            WORK EXPERIENCE
            03/2019–Present\tSenior Winemaker
            Quinta do Vale Sombreiro, S.A., Lamego (Portugal)
            • Responsible for the winemaking of 1.2 million bottles a year.
            09/2015–02/2019\tAssistant Winemaker
            Caves Ribeira Alta, Lda., Vila Nova de Gaia (Portugal)
            • Port lodge with 14,000 pipes in ageing.
            """)
        #expect(resume.work.map(\.name) == ["Quinta do Vale Sombreiro, S.A.", "Caves Ribeira Alta, Lda."])
    }

    /// A year inside the title's own bracket ("(vintage 2015)") was read as the dates of a
    /// second role.
    @Test func aYearInsideATitlesBracketIsNoRole() throws {
        let resume = try RegressionInputs.parseBody("""
            WORK EXPERIENCE
            02/2015–05/2015\tHarvest Cellar Hand (vintage 2015)
            Bodega Los Alerces Altos, Mendoza (Argentina)
            • Grape reception, pump-overs and barrel work.
            """)
        #expect(RegressionInputs.roles(resume) == ["Harvest Cellar Hand (vintage 2015) @ Bodega Los Alerces Altos | 2015-02–2015-05"])
    }
}
