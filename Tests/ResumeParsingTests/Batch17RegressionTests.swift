import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 17 (mainstream resumes: a retail store manager's plain
/// text, a real estate broker's DOCX, an occupational therapist's two-page LibreOffice PDF, a
/// sales development representative's sidebar PDF, an airline captain's pdflatex CV, a
/// librarian's HTML page), each named after what broke. Every input is written here, small.
@Suite struct Batch17RegressionTests {
    /// "… falls with injury dropped" over "35% in 2023.": the dated end of a bullet became the
    /// next role's employer.
    @Test func shortDatedEndOfABullet() throws {
        let resume = try RegressionInputs.parseBody("""
            PROFESSIONAL EXPERIENCE
            Inland Northwest Medical Center\tSpokane, WA
            Occupational Therapist II\t08/2020 – Present
            • Co-chair of the rehab department's falls-prevention committee; our unit's falls with injury dropped
            35% in 2023.
            Occupational Therapist I\t06/2018 – 07/2020
            • Completed a 12-month new-graduate residency.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Occupational Therapist II @ Inland Northwest Medical Center | 2020-08–now",
            "Occupational Therapist I @ Inland Northwest Medical Center | 2018-06–2020-07",
        ])
    }

    /// "University at Albany Libraries — Albany, NY" over "Reference Graduate Assistant, …": the
    /// employer's line was cut at " at "; "Bookseller" was no title.
    @Test func atInsideAnEmployersName() throws {
        let resume = try RegressionInputs.parseBody("""
            Experience
            University at Albany Libraries — Albany, NY
            Reference Graduate Assistant, Aug. 2017 – May 2019
            • Answered chat reference questions.
            Lark Street Books — Albany, NY
            Bookseller, 2013 – 2017
            • Hand-sold fiction and young adult titles.
            Senior UX Researcher at Pinecone Health
            Raleigh, NC · Oct 2021 – Present
            • Lead research for the patient app.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Reference Graduate Assistant @ University at Albany Libraries | 2017-08–2019-05",
            "Bookseller @ Lark Street Books | 2013–2017",
            "Senior UX Researcher @ Pinecone Health | 2021-10–now",
        ])
    }

    /// "Level II Fieldwork: Valley Rehabilitation Institute, …" under a degree: the placement's
    /// host became the next degree's school.
    @Test func placementsAreNoSchools() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            Master of Science in Occupational Therapy\tMay 2018
            Eastern Washington University, Spokane, WA
            Level II Fieldwork: Valley Rehabilitation Institute, inpatient rehab (12 weeks)
            Bachelor of Science in Exercise Science, cum laude\tMay 2015
            Washington State University, Pullman, WA
            """)
        #expect(resume.education.map(\.institution) == ["Eastern Washington University", "Washington State University"])
        #expect(resume.education.map(\.area) == ["Occupational Therapy", "Exercise Science"])
    }

    /// "Name - Issuer, year" with a hyphen kept the issuer in the name; a comma inside brackets
    /// cut "Certified Flight Instructor (CFI, CFII, MEI)" short. A speciality after a hyphen stays.
    @Test func hyphenBeforeAnIssuerAndCommasInBrackets() throws {
        let resume = try RegressionInputs.parseBody("""
            CERTIFICATIONS
            • Retail Industry Fundamentals - NRF Foundation, 2012
            • OSHA 10-Hour General Industry - OSHA Outreach Training Program, 2019
            • Certified Flight Instructor (CFI, CFII, MEI) — FAA, 2016 (inactive)
            • VMware Certified Professional - Data Center Virtualization (VCP-DCV), 2020
            """)
        #expect(resume.certificates.map(\.name) == [
            "Retail Industry Fundamentals", "OSHA 10-Hour General Industry", "Certified Flight Instructor (CFI, CFII, MEI)",
            "VMware Certified Professional - Data Center Virtualization (VCP-DCV)",
        ])
        #expect(resume.certificates.prefix(2).map(\.issuer) == ["NRF Foundation", "OSHA Outreach Training Program"])
    }

    /// "Licensed Real Estate Broker | Residential Buyers & Sellers": "Broker" was no title, so
    /// the headline was no label.
    @Test func brokerHeadline() throws {
        let resume = try RegressionInputs.parse("""
            Natalie Brennan
            Licensed Real Estate Broker | Residential Buyers & Sellers
            natalie@example.com
            """)
        #expect(resume.basics.label == "Licensed Real Estate Broker | Residential Buyers & Sellers")
    }
}
