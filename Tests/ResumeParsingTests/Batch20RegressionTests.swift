import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 20 (downloaded templates: a Word "modern" DOCX, a Google
/// Docs-style PDF, an Awesome-CV-style LaTeX CV, a Canva-like Chromium page, a plain ATS DOCX,
/// a Markdown resume with emoji), each named after what broke. Every input is written here, small.
@Suite struct Batch20RegressionTests {
    /// Headings with an icon before them ("## 💼 Experience") were no headings, so the jobs,
    /// certifications and languages under them were lost.
    @Test func headingsWithIconsBeforeThem() throws {
        let resume = try RegressionInputs.parse("""
            # Farah Qureshi

            📍 Minneapolis, MN · ✉️ farah@example.com

            ## 💼 Experience

            ### Salesforce Administrator — Twin Cities Medical Supply

            *St. Paul, MN · Jan 2018 – Mar 2021*

            - Sole admin for 120 users.

            ## 📜 Certifications

            - Salesforce Certified Administrator (2017)

            ## 🌐 Languages

            English (native), Urdu (fluent)
            """, file: "r.md")
        #expect(RegressionInputs.roles(resume) == ["Salesforce Administrator @ Twin Cities Medical Supply | 2018-01–2021-03"])
        #expect(resume.certificates.map(\.name) == ["Salesforce Certified Administrator"])
        #expect(resume.languages.map(\.language) == ["English", "Urdu"])
    }

    /// A template's monogram before the name ("DP DARIUS PEMBERTON") became part of it.
    @Test func aMonogramBeforeTheName() throws {
        let resume = try RegressionInputs.parse("DP DARIUS PEMBERTON\nCertified Scrum Master\ndarius@example.com\n")
        #expect(resume.basics.name == "Darius Pemberton")
    }

    /// "English Fluent (C2)": the level before a bracket stayed in the language's name.
    @Test func aLevelBeforeABracketedLevel() throws {
        let resume = try RegressionInputs.parse("Pat Quinn\npat@example.com\n\nLanguages\nDutch Native\nEnglish Fluent (C2)\n")
        #expect(resume.languages.map(\.language) == ["Dutch", "English"])
        #expect(resume.languages.map(\.fluency) == ["Native", "Fluent (C2)"])
    }

    /// "Associate in Applied Science" was no degree, and a heading cut after "&" lost its title's end.
    @Test func associateInAppliedScienceAndATitleWrappedAfterAnAmpersand() throws {
        let resume = try RegressionInputs.parse("""
            Pat Quinn
            pat@example.com

            EXPERIENCE
            Tallgrass Software, Boulder, CO — Content Strategist &
            Copywriter
            Jan 2016 — Aug 2019
            • Wrote in-product copy.
            EDUCATION
            Associate in Applied Science, Business Administration
            Central Piedmont Community College, Charlotte, NC | 2012
            """)
        #expect(RegressionInputs.roles(resume) == ["Content Strategist & Copywriter @ Tallgrass Software | 2016-01–2019-08"])
        #expect(resume.education.first?.studyType == "Associate in Applied Science")
        #expect(resume.education.first?.area == "Business Administration")
    }
}
