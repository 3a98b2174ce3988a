import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions of roles, certificates and sections found by held-out batches 40 and 41, each
/// named after what broke. Every input is written here, small.
@Suite struct Batch41RegressionTests {
    /// A title's unit after a comma was cut off as the employer: four words under the
    /// employer's line, or a unit over an employer named with its legal form ("SE").
    @Test func titlesKeepTheirUnits() throws {
        let underEmployer = try RegressionInputs.parseBody("""
            EXPERIENCE
            Hollandia Retail Group N.V.\tUtrecht
            Graduation Intern, Supply Chain Network Design\tJan–Jun 2014
            • Master thesis internship: modelled safety stock.
            """)
        #expect(RegressionInputs.roles(underEmployer) == ["Graduation Intern, Supply Chain Network Design @ Hollandia Retail Group N.V. | 2014-01–2014-06"])
        let titleFirst = try RegressionInputs.parseBody("""
            EXPERIENCE
            UX Researcher\t2019 – 2021
            Moneta Digital GmbH, Berlin
            • Research for a mobile banking app.
            Working Student, User Research (20 h/week)\t10/2016 – 09/2018
            Spreeshop SE, Berlin
            • Recruited participants.
            """)
        #expect(RegressionInputs.roles(titleFirst).last == "Working Student, User Research (20 h/week) @ Spreeshop SE | 2016-10–2018-09")
        #expect(titleFirst.work.last?.location == "Berlin")
    }

    /// Titles the vocabulary lacked: a co-op work term named after its discipline, counsel.
    @Test func coOpAndCounsel() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Cairnbrook Health Insurance DAC — Dublin 2
            Data Protection Officer\tOct 2021 – Present
            • Statutory DPO for a health insurer.
            Privacy Counsel\tFeb 2019 – Sep 2021
            • Advised product teams on GDPR.
            Gulf Coast Power & Light\tHouston, TX
            Electrical Engineering Co-op\t05/2011 – 08/2011
            """)
        #expect(RegressionInputs.roles(resume) == ["Data Protection Officer @ Cairnbrook Health Insurance DAC | 2021-10–now",
                                                   "Privacy Counsel @ Cairnbrook Health Insurance DAC | 2019-02–2021-09",
                                                   "Electrical Engineering Co-op @ Gulf Coast Power & Light | 2011-05–2011-08"])
        #expect(EntryHeading.readsAsTitle("Hill Country Food Co-op") == false)
    }

    /// "Memberships & Certificates" was read as memberships, so its credentials were lost;
    /// "Affiliations & Languages" stays as it was.
    @Test func membershipsAndCertificatesHeading() {
        #expect(SectionLexicon.kind(ofHeading: "MEMBERSHIPS & CERTIFICATES") == .certificates)
        #expect(SectionLexicon.kind(ofHeading: "AFFILIATIONS & LANGUAGES") == .memberships)
    }

    /// Certificates: an issuer's acronym or council after a hyphen, a registration number, a
    /// membership's grade, a level or specialty after a comma, a second state's number for the
    /// licence before, acronyms with a remark, and a card's number that holds a year.
    @Test func certificateNamesAndIssuers() {
        let certificates = CertificateExtractor.extract([
            "• Registered Pharmacy Technician - General Pharmaceutical Council (GPhC), Reg. No. 5219487",
            "• Medicines Reconciliation and Consultation Skills - CPPE, 2020",
            "• Certified Ethical Hacker - CEH",
            "• Member, Australian Institute of Quantity Surveyors (MAIQS) – Member No. 14577",
            "• NETA Certified Technician, Level III – InterNational Electrical Testing Association, 2014",
            "• NN/g UX Certification, Research specialty – Nielsen Norman Group, 2022",
            "• Professional Engineer (PE) – Texas, License No. 131874 (exp. 12/31/2026); Louisiana, License No. PE.0049312",
            "• ACLS, PALS, NRP - current",
            "• Construction Induction Card (White Card) – WorkSafe Victoria, CIC-2015-0045871",
            "• Lean Six Sigma Green Belt, Tecnológico de Monterrey, 2019",
        ].map { DocumentLine(text: $0) })
        #expect(certificates.map(\.name) == [
            "Registered Pharmacy Technician", "Medicines Reconciliation and Consultation Skills", "Certified Ethical Hacker - CEH",
            "Member, Australian Institute of Quantity Surveyors (MAIQS)", "NETA Certified Technician, Level III",
            "NN/g UX Certification, Research specialty", "Professional Engineer (PE)", "ACLS", "PALS", "NRP",
            "Construction Induction Card (White Card)", "Lean Six Sigma Green Belt",
        ])
        #expect(certificates[0].issuer == "General Pharmaceutical Council (GPhC)")
        #expect(certificates[1].issuer == "CPPE")
        #expect(certificates[10].issuer == "WorkSafe Victoria")
        #expect(certificates[10].date == nil)
        #expect(certificates[11].issuer == "Tecnológico de Monterrey")
    }

    /// A PDF headline wrapped in its column lost its last word.
    @Test func wrappedHeadline() {
        var headline = DocumentLine(text: "Senior UX Researcher | Mixed-Methods Research for Mobile")
        headline.wrapsIntoNext = true
        let lines = [DocumentLine(text: "Aylin Demir"), headline, DocumentLine(text: "Products"), DocumentLine(text: "aylin.demir@example.com")]
        let basics = BasicsExtractor.extract(header: lines, all: lines)
        #expect(basics.label == "Senior UX Researcher | Mixed-Methods Research for Mobile Products")
    }
}
