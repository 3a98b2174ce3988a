import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 13 (a dental hygienist's plain text, a paralegal's DOCX,
/// a financial analyst's LibreOffice PDF, a UX researcher's sidebar PDF, a superintendent's
/// pdflatex CV, a social worker's Google Docs HTML), each named after what broke. Every input
/// is written here, small, in the shape that broke.
@Suite struct Batch13RegressionTests {
    // MARK: - Certificates

    /// "Name, Issuer, Year": the issuer stayed in the name, so no name matched.
    @Test func issuerAfterACommaLeavesTheName() throws {
        let resume = try RegressionInputs.parseBody("""
            LICENSES & CERTIFICATIONS
            • OSHA 30-Hour Construction Safety and Health, OSHA Training Institute, 2021
            • Registered Dental Hygienist (RDH), North Carolina State Board of Dental Examiners, License #H-8842, exp. 12/2025
            • Notary Public, State of Ohio, commissioned 2019
            • Nebraska Teaching Certificate, Biology 7-12
            """)
        #expect(resume.certificates.map(\.name) == [
            "OSHA 30-Hour Construction Safety and Health", "Registered Dental Hygienist (RDH)", "Notary Public",
            "Nebraska Teaching Certificate, Biology 7-12",
        ])
        #expect(resume.certificates.map(\.issuer) == [
            "OSHA Training Institute", "North Carolina State Board of Dental Examiners", "State of Ohio", nil,
        ])
        #expect(resume.certificates.first?.date == "2021")
    }

    /// A sidebar wrapped "Google UX Design Professional" before "Certificate — Coursera, 2020",
    /// and a name before its issuer after a dangling dash.
    @Test func certificateNamesWrappedInANarrowColumn() throws {
        let resume = try RegressionInputs.parseBody("""
            CERTIFICATES
            Google UX Design Professional
            Certificate — Coursera, 2020
            Certified Professional for Usability
            and User Experience (CPUX-F) —
            UXQB, 2019
            """)
        #expect(resume.certificates.map(\.name) == [
            "Google UX Design Professional Certificate", "Certified Professional for Usability and User Experience (CPUX-F)",
        ])
        #expect(resume.certificates.map(\.issuer) == ["Coursera", "UXQB"])
    }

    // MARK: - Work entries

    /// Twelve words between bars read as a sentence, so the role joined the one above.
    @Test func barredHeadingIsNoSentence() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Case Manager (part-time) | North Shore Community Support Services | Two Harbors, MN
            Jun 2014 - Dec 2015
            • Targeted case management for adults with serious mental illness living in the community
            Social Work Intern (MSW field placement) | Duluth Family Resource Center | Duluth, MN
            Sept 2014 - May 2015
            • Individual and group sessions for parents in a family reunification program
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Case Manager (part-time) @ North Shore Community Support Services | 2014-06–2015-12",
            "Social Work Intern (MSW field placement) @ Duluth Family Resource Center | 2014-09–2015-05",
        ])
    }

    /// "Senior Financial Analyst, FP&A" over the employer's line: the function stays in the
    /// title; "Title Processor" is a title.
    @Test func commaQualifierOverTheEmployersLine() throws {
        let resume = try RegressionInputs.parseBody("""
            PROFESSIONAL EXPERIENCE
            Senior Financial Analyst, FP&A
            Charter Oak Mutual Insurance, Hartford, CT | January 2022 to Present
            • Own the quarterly reforecast for a $1.4B commercial lines book.
            Northcoast Title & Escrow, Inc.\tBeachwood, OH
            Title Processor\t09/2012 – 02/2015
            • Ordered and reviewed title searches for 60+ closings a month.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Senior Financial Analyst, FP&A @ Charter Oak Mutual Insurance | 2022-01–now",
            "Title Processor @ Northcoast Title & Escrow, Inc. | 2012-09–2015-02",
        ])
    }

    /// "… without a lost-time" over "incident since 2021.": the date in the sentence's end
    /// opened an entry of its own.
    @Test func datedEndOfABulletStaysInIt() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Senior Superintendent\tSept. 2019 – Present
            Volunteer State Builders, Inc., Knoxville, TN
            • Lead daily huddles and weekly safety meetings; 410,000 hours without a lost-time
            incident since 2021.
            • Manage infection control barriers inside occupied hospitals.
            """)
        #expect(resume.work.count == 1)
        #expect(resume.work.first?.highlights.first?.hasSuffix("lost-time incident since 2021.") == true)
    }

    // MARK: - Education

    @Test func degreeAndSchoolInOneLongPiece() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            Associate of Applied Science in Dental Hygiene, Pisgah Technical Community College — Candler, NC, 2015
            """)
        #expect(resume.education.first?.studyType == "Associate of Applied Science")
        #expect(resume.education.first?.area == "Dental Hygiene")
        #expect(resume.education.first?.institution == "Pisgah Technical Community College")
    }

    /// A sidebar cut the field ("M.S. in Human Factors" over "Psychology") and a school's name
    /// after "at".
    @Test func fieldAndSchoolWrappedInASidebar() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            M.S. in Human Factors
            Psychology
            North Carolina State University
            2016 – 2018
            B.A. in Psychology
            University of North Carolina at
            Greensboro
            2012 – 2016
            """)
        #expect(resume.education.map(\.area) == ["Human Factors Psychology", "Psychology"])
        #expect(resume.education.map(\.institution) == ["North Carolina State University", "University of North Carolina at Greensboro"])
    }

    // MARK: - Skills

    /// "Label⇥a, b, c" rows of a Word table: a long row ran into the next row's label, and a
    /// "Methods" sidebar heading was not known.
    @Test func tableRowsAndAMethodsHeading() throws {
        let resume = try RegressionInputs.parseBody("""
            SKILLS
            Litigation Support\tDiscovery and document review, Deposition and trial preparation, Medical record summaries
            E-Filing & Research\tPACER, Ohio state court e-filing, Westlaw, Lexis+
            METHODS
            Usability testing
            Card sorting
            """)
        let groups = Dictionary(uniqueKeysWithValues: resume.skills.map { ($0.name, $0.keywords) })
        #expect(groups["Litigation Support"]?.last == "Medical record summaries")
        #expect(groups["E-Filing & Research"] == ["PACER", "Ohio state court e-filing", "Westlaw", "Lexis+"])
        #expect(resume.skills.contains { $0.name == "Usability testing" } && resume.skills.contains { $0.name == "Card sorting" })
    }
}
