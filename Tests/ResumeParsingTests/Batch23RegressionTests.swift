import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 23 (tech resumes: Jake's- and Deedy-style LaTeX, a
/// personal site's page, a LibreOffice PDF, a DOCX, Markdown), each named after what broke.
/// Every input is written here, small.
@Suite struct Batch23RegressionTests {
    /// A title whose team follows a comma, with the employer after a middle dot or an em dash
    /// ("Senior Technical Writer, API Platform · Lanternpay"), lost its team to the employer.
    @Test func aTitlesTeamAfterACommaBeforeTheEmployer() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Senior Technical Writer, API Platform · Lanternpay
            Jan 2023 – Present · Remote (US)
            • Own the public API reference.
            Senior Engineer, Product Security — Loomstack
            Jun 2022 – Present · Chicago, IL (hybrid)
            • Run the threat-modeling program.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Senior Technical Writer, API Platform @ Lanternpay | 2023-01–now",
            "Senior Engineer, Product Security @ Loomstack | 2022-06–now",
        ])
    }

    /// "Languages spoken:" under the skills, and a Deedy-style "SPOKEN" block beside
    /// "PROGRAMMING" (whose "Languages:" are programming languages), gave no spoken languages.
    @Test func spokenLanguagesBesideProgrammingLanguages() throws {
        let labelled = try RegressionInputs.parseBody("""
            SKILLS
            Languages: Kotlin, Java, Swift (basic)
            Languages spoken: Twi (native), English (fluent), French (conversational)
            """)
        #expect(labelled.languages.map(\.language) == ["Twi", "English", "French"])
        let blocks = try RegressionInputs.parseBody("""
            PROGRAMMING
            Languages: Python, JavaScript, SQL, Bash
            Tools: Terraform, Docker
            SPOKEN
            English (native)
            German (professional working proficiency)
            """)
        #expect(blocks.languages.map(\.language) == ["English", "German"])
        #expect(blocks.skills.first?.keywords == ["Python", "JavaScript", "SQL", "Bash"])
    }
}
