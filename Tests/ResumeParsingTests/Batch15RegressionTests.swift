import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 15 (an HVAC technician's plain text, a physical
/// therapist assistant's DOCX, an event planner's LibreOffice PDF, a teacher turned recruiter's
/// two-column Chromium PDF, a Canadian lab technologist's pdflatex CV, a journalist's HTML page),
/// each named after what broke. Every input is written here, small, in the shape that broke.
@Suite struct Batch15RegressionTests {
    /// "Metro Reporter", "Editor-in-Chief": titles the vocabulary did not know, so the roles had
    /// no position (and one took its employer for the title).
    @Test func newsroomTitles() throws {
        let resume = try RegressionInputs.parseBody("""
            Experience
            Metro Reporter
            The Valley Ledger, Fresno, CA — June 2021 to present
            • Cover Fresno city hall, county government and water policy.
            Editor-in-Chief
            The Sierra Review, Fresno, CA — August 2018 to May 2019
            • Led a staff of 30 student reporters and editors.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Metro Reporter @ The Valley Ledger | 2021-06–now", "Editor-in-Chief @ The Sierra Review | 2018-08–2019-05",
        ])
    }

    /// "Certificate IV in Events" (an Australian qualification) and "B.S.Ed." were no degrees or
    /// half of one, so a school went to the wrong degree.
    @Test func certificateLevelsAndEducationBachelors() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            Certificate IV in Events\t2017
            William Angliss Institute | Melbourne, Australia
            B.S.Ed. in Early Childhood Education\t2014
            Ohio University, Athens, OH
            """)
        #expect(resume.education.map(\.studyType) == ["Certificate IV", "B.S.Ed."])
        #expect(resume.education.map(\.area) == ["Events", "Early Childhood Education"])
        #expect(resume.education.map(\.institution) == ["William Angliss Institute", "Ohio University"])
    }

    /// A state university's campus after a comma is part of its name, also before a remark in
    /// lower case ("University of Tennessee, Knoxville – evening certificate program", found in
    /// the eighth session); a town after another school is where it is.
    @Test func stateUniversityCampus() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            B.A. in Journalism, minor in Political Science
            California State University, Fresno — May 2019
            Bachelor's degree in Marketing
            Masaryk University, Brno, 2010 – 2013
            Certificate in Construction Project Management\t2017
            University of Tennessee, Knoxville – evening certificate program (six courses)
            """)
        #expect(resume.education.map(\.institution) == ["California State University, Fresno", "Masaryk University",
                                                        "University of Tennessee, Knoxville"])
    }

    /// "Name – Speciality, Issuer, Year": the speciality after the dash was cut off as the
    /// issuer (batches 14 and 15); after an issuer the dash still parts the two.
    @Test func specialityAfterADashBeforeTheIssuer() throws {
        let resume = try RegressionInputs.parseBody("""
            LICENSES & CERTIFICATIONS
            • Mechanical Journeyman License – HVAC, Oklahoma Construction Industries Board, #MJ-104872, expires 08/31/2026
            • NATE Certification – Air Conditioning and Gas Heating Service, North American Technician Excellence, 2016 (recertified 2024)
            • HAAG Certified Inspector – Residential Roofs, HAAG Education, 2017
            • BLS and ACLS — American Heart Association, current
            • CompTIA A+ — CompTIA, ID COMP001022334455, expires 03/2027
            """)
        #expect(resume.certificates.map(\.name) == [
            "Mechanical Journeyman License – HVAC", "NATE Certification – Air Conditioning and Gas Heating Service",
            "HAAG Certified Inspector – Residential Roofs", "BLS", "ACLS", "CompTIA A+",
        ])
        #expect(resume.certificates.prefix(3).map(\.issuer) == [
            "Oklahoma Construction Industries Board", "North American Technician Excellence", "HAAG Education",
        ])
        #expect(resume.certificates.dropFirst(3).allSatisfy { $0.issuer?.hasPrefix("American Heart Association") == true || $0.issuer?.hasPrefix("CompTIA") == true })
        #expect(resume.certificates[1].date == "2016")
    }

    /// "RECRUITING TOOLS" and "STRENGTHS" in a sidebar were no known headings, so their lists
    /// were lost.
    @Test func toolsAndStrengthsHeadSkills() throws {
        let resume = try RegressionInputs.parseBody("""
            RECRUITING TOOLS
            LinkedIn Recruiter
            Bullhorn
            STRENGTHS
            Boolean sourcing
            Phone screening
            """)
        #expect(resume.skills.map(\.name) == ["LinkedIn Recruiter", "Bullhorn", "Boolean sourcing", "Phone screening"])
        #expect(SectionLexicon.kind(ofHeading: "Power tools") == nil)
    }
}
