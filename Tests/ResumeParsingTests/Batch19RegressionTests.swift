import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 19 (applicants outside the US: an Australian carpenter's
/// plain text, an Indian medical representative's DOCX, a Canadian technician's pdflatex CV,
/// a Northern Irish graduate's sidebar PDF, a career changer's HTML page, an English
/// healthcare assistant's two-page PDF), each named after what broke. Every input is written
/// here, small.
@Suite struct Batch19RegressionTests {
    private func degrees(_ resume: ParsedResume) -> [String] {
        resume.education.map { "\($0.studyType ?? "-") | \($0.area ?? "-") @ \($0.institution ?? "-") | \($0.dates?.endDate ?? "-")" }
    }

    /// British and Australian school-leaving and vocational qualifications were no degrees, so
    /// each school took the qualification of the entry before it.
    @Test func qualificationsOutsideTheUSAreDegrees() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION & QUALIFICATIONS
            Level 3 Diploma in Adult Care\t2022
            Leeds City College (work-based, completed while employed)
            BTEC Level 3 National Extended Diploma in Health and Social Care\t2017 – 2019
            Leeds City College
            GCSEs\t2017
            Gledhow Valley Academy, Leeds
            9 GCSEs at grades 9–4, including English Language (6) and Maths (5)
            Queensland Certificate of Education (QCE), Year 12
            Kuraby Creek State High School - 2014
            """)
        #expect(degrees(resume) == [
            "Level 3 Diploma | Adult Care @ Leeds City College | 2022",
            "BTEC Level 3 National Extended Diploma | Health and Social Care @ Leeds City College | 2019",
            "GCSEs | - @ Gledhow Valley Academy | 2017",
            "Queensland Certificate of Education (QCE) | Year 12 @ Kuraby Creek State High School | 2014",
        ])
    }

    /// "Certificate, Medical Billing and Coding", "Pre-Employment Certificate, …", a province's
    /// "Alberta High School Diploma" (taken for a school) and "B.Pharmacy" were no degrees.
    @Test func certificatesAndDiplomasNamedPlainly() throws {
        let resume = try RegressionInputs.parseBody("""
            Education
            Certificate, Medical Billing and Coding 2023
            Lansing Community College, Lansing, MI
            Pre-Employment Certificate, Automotive Service Technician\t2017
            Southern Alberta Institute of Technology (SAIT), Calgary, AB
            Alberta High School Diploma\t2015
            Airdrie Heights High School, Airdrie, AB
            B.Pharmacy\t2018
            Krishna Valley College of Pharmacy
            """)
        #expect(resume.education.map(\.studyType) == ["Certificate", "Pre-Employment Certificate", "Alberta High School Diploma", "B.Pharmacy"])
        #expect(resume.education.map(\.institution) == ["Lansing Community College", "Southern Alberta Institute of Technology (SAIT)",
                                                        "Airdrie Heights High School", "Krishna Valley College of Pharmacy"])
    }

    /// A degree's field wrapped in a narrow column after the dates' line ("… and Commercial⇥2020 –
    /// 2024" over "Management") became the school, and every school after it moved up one.
    @Test func aFieldWrappedBeforeTheDates() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            BSc (Hons) Quantity Surveying and Commercial\t2020 – 2024
            Management
            Ulster University · Belfast
            A-levels\t2020
            Bearnagh Grammar School · Newry
            """)
        #expect(degrees(resume) == [
            "BSc (Hons) | Quantity Surveying and Commercial Management @ Ulster University | 2024",
            "A-levels | - @ Bearnagh Grammar School | 2020",
        ])
    }

    /// "Training & Certificates" headed education ("training" alone does), so its certificates
    /// became schools.
    @Test func trainingBesideCertificatesHeadsCertificates() throws {
        let resume = try RegressionInputs.parseBody("""
            TRAINING & CERTIFICATES
            • Care Certificate – Skills for Care, 2019
            • Moving and Handling of People – refreshed annually, last 2024
            """)
        #expect(resume.education.isEmpty)
        #expect(resume.certificates.map(\.name) == ["Care Certificate", "Moving and Handling of People"])
        #expect(resume.certificates.map(\.issuer) == ["Skills for Care", nil])
    }

    /// Addresses written with a postcode and no comma gave no location (nor the phone's country).
    @Test(arguments: [("Leeds LS8 • 07700 900631", "Leeds", "GB"), ("Brisbane QLD 4170 | Mobile: 0491 570 156", "Brisbane", "AU"),
                      ("Address: H.No. 5-14/2, Kukatpally, Hyderabad – 500072", "Hyderabad", "IN"), ("Belfast BT7", "Belfast", "GB")])
    func postcodeAddresses(line: String, city: String, country: String) throws {
        let resume = try RegressionInputs.parseBody("SUMMARY\nCarer.", contact: "pat@example.com\n" + line)
        #expect(resume.basics.location?.city == city)
        #expect(resume.basics.location?.countryCode == country)
    }

    /// A line that parts its issuer with an em dash keeps an en dash in the name; a remark in
    /// lower case after the name's bracket, and a licence number after a comma, are no part of it;
    /// a name wrapped after "at" goes on in the next line.
    @Test func certificateNamesAndTheirEnds() throws {
        let resume = try RegressionInputs.parseBody("""
            CERTIFICATIONS
            • Journeyperson Certificate – Automotive Service Technician (Red Seal) — Alberta Apprenticeship and Industry Training, 2021
            • QBCC Trade Contractor Licence - Carpentry, Licence No. 15293384
            • Open Driver Licence (C class) - own ute and tools
            • Provide First Aid (HLTAID011) - St John Ambulance Qld, 2024
            Working Safely at
            Heights
            """)
        #expect(resume.certificates.map(\.name) == [
            "Journeyperson Certificate – Automotive Service Technician (Red Seal)", "QBCC Trade Contractor Licence - Carpentry",
            "Open Driver Licence (C class)", "Provide First Aid (HLTAID011)", "Working Safely at Heights",
        ])
        #expect(resume.certificates[3].issuer == "St John Ambulance Qld")
    }

    /// "04.2022 – till date" was not current; "Kitchen Hand" was no title; a title's unit after a
    /// comma ("…, Acute Medical Unit") became the employer when the employer was an NHS trust.
    @Test func rolesAsWrittenOutsideTheUS() throws {
        let resume = try RegressionInputs.parseBody("""
            EMPLOYMENT HISTORY
            Senior Healthcare Assistant, Acute Medical Unit\tSep 2021 – present
            Aire Valley Teaching Hospitals NHS Trust, Leeds
            • Care for up to 8 acutely unwell adults a shift.
            Kitchen Hand (part-time) - Pho Saigon Kitchen, Sunnybank QLD
            2012 to 2015
            • Dishes and food prep.
            Medical Representative\t04.2022 – till date
            Deccan Life Sciences Pvt. Ltd.
            • Promote cardiology brands.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Senior Healthcare Assistant, Acute Medical Unit @ Aire Valley Teaching Hospitals NHS Trust | 2021-09–now",
            "Kitchen Hand (part-time) @ Pho Saigon Kitchen | 2012–2015",
            "Medical Representative @ Deccan Life Sciences Pvt. Ltd. | 2022-04–now",
        ])
    }

    /// "English, Telugu and Hindi": the last two are two languages.
    @Test func twoLanguagesJoinedByAnd() throws {
        let resume = try RegressionInputs.parseBody("LANGUAGES KNOWN\nEnglish, Telugu and Hindi")
        #expect(resume.languages.map(\.language) == ["English", "Telugu", "Hindi"])
    }
}
