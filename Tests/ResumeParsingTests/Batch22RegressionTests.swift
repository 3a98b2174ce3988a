import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 22 (everyday US resumes saved from word processors, a
/// DOCX and a plain text), each named after what broke. Every input is written here, small.
@Suite struct Batch22RegressionTests {
    /// A header block's phone and email lines stood between the name and the headline, so the
    /// headline ("School Transportation Dispatcher⇥linkedin.com/in/…") was never looked at.
    @Test func aHeadlineUnderContactLines() throws {
        let resume = try RegressionInputs.parse("""
            LaShonda Merriweather\tBeavercreek, OH 45431
            (937) 555-0121
            lmerriweather@example.com
            School Transportation Dispatcher\tlinkedin.com/in/lashonda-merriweather
            """)
        #expect(resume.basics.label == "School Transportation Dispatcher")
    }

    /// "Abstractor (Contract)" had no title word; "… Technician (T2–T8, expires 12/2027)" lost
    /// its renewal but kept the bracket's opening half in the name.
    @Test func anAbstractorAndDetailsInACertificatesBracket() throws {
        let resume = try RegressionInputs.parse("""
            Pat Quinn
            pat@example.com

            EXPERIENCE
            Clinch River Abstract Company, Oak Ridge\t06/2012 – 02/2015
            Abstractor (Contract)
            • Pulled and abstracted courthouse records.
            CERTIFICATIONS
            • ASE Master Medium-Heavy Truck Technician (T2–T8, expires 12/2027)
            """)
        #expect(RegressionInputs.roles(resume) == ["Abstractor (Contract) @ Clinch River Abstract Company | 2012-06–2015-02"])
        #expect(resume.certificates.map(\.name) == ["ASE Master Medium-Heavy Truck Technician"])
    }
}
