import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 39 (am1–am6: experienced people in retail, physiotherapy,
/// construction, office support, aviation and social work), each named after what broke. Every
/// input is written here, small.
@Suite struct Batch39RegressionTests {
    /// Markdown saved as ".txt": its "###" employers and "**bold**" titles were read as text.
    @Test func markdownInAPlainTextFile() throws {
        let resume = try RegressionInputs.parse("""
            LaToya Simmons
            latoya@example.com

            ## Experience

            ### Bluebonnet Home & Living — Dallas, TX

            **Store Manager** (Mar 2021 – Present)
            - Run a $14.2M big-box home goods store.

            **Assistant Store Manager** (Aug 2017 – Feb 2021)
            - Managed receiving and replenishment.
            """, file: "latoya.txt")
        #expect(RegressionInputs.roles(resume) == ["Store Manager @ Bluebonnet Home & Living | 2021-03–now",
                                                   "Assistant Store Manager @ Bluebonnet Home & Living | 2017-08–2021-02"])
        #expect(PlainTextExtractor.looksLikeMarkdown("Pat Quinn\nSales Manager\n#1 in the region\n") == false)
    }

    /// A second degree under a school printed on its own line above the first is from that
    /// school; "Honours" beside it is no school, nor "(online)" part of one.
    @Test func degreesUnderOneSchool() {
        #expect(RegressionInputs.studies(lines: ["Southern Alberta Institute of Technology (SAIT), Calgary, AB",
                                                 "Bachelor of Science, Construction Project Management (2013 – 2016) —",
                                                 "part-time, evenings",
                                                 "Diploma, Civil Engineering Technology (2008 – 2010) — Honours, GPA 3.6/4.0"])
            == ["Bachelor of Science | Construction Project Management | Southern Alberta Institute of Technology (SAIT)",
                "Diploma | Civil Engineering Technology | Southern Alberta Institute of Technology (SAIT)"])
        #expect(RegressionInputs.studies(lines: ["Diploma of Leadership and Management (BSB50420), TAFE NSW (online)\t2020"])
            == ["Diploma | Leadership and Management | TAFE NSW"])
    }

    @Test func aPhysiotherapistsHeadline() throws {
        let resume = try RegressionInputs.parse("""
            Naledi Khumalo
            Physiotherapist | Sports & Musculoskeletal Rehabilitation
            Cape Town, South Africa
            naledi.khumalo@example.com
            """)
        #expect(resume.basics.label == "Physiotherapist | Sports & Musculoskeletal Rehabilitation")
    }
}
