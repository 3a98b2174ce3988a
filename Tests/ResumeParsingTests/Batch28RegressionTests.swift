import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 28 (ab1–ab6: education written in many ways) and 29
/// (ac1–ac6: senior resumes with long, grouped histories), each named after what broke.
/// Every input is written here, small.
@Suite struct Batch28RegressionTests {
    /// Under an employer's line, a title's unit after a comma or a dash was read as a second
    /// employer, and the group ended there: "Clinical Nurse Manager (Acting)" at
    /// "Medical-Surgical ICU", the roles after it without their employer.
    @Test func aTitlesUnitUnderItsEmployerStaysWithTheTitle() throws {
        let resume = try RegressionInputs.parseBody("""
            PROFESSIONAL EXPERIENCE
            Prairie Sky Health Sciences Centre\tSaskatoon, SK
            Nurse Manager, Cardiovascular Intensive Care Unit\tApr 2019 – present
            • Accountable for a 14-bed CVICU.
            Clinical Nurse Manager (Acting), Medical-Surgical ICU\tSept 2018 – Mar 2019
            • Covered a parental leave.
            Southern Cross Beverages Pty Ltd · Melbourne VIC
            General Manager, Sales – VIC/TAS\tFeb 2018 – Jun 2021
            • Ran the company's largest region.
            State Sales Manager, Victoria\tMar 2015 – Jan 2018
            • Led 18 territory managers.
            Kaveri Electronics Pvt. Ltd.\tBengaluru, India
            Project Engineer – Embedded Systems\t07/2018 – 08/2019
            • Wrote bare-metal C firmware.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Nurse Manager, Cardiovascular Intensive Care Unit @ Prairie Sky Health Sciences Centre | 2019-04–now",
            "Clinical Nurse Manager (Acting), Medical-Surgical ICU @ Prairie Sky Health Sciences Centre | 2018-09–2019-03",
            "General Manager, Sales – VIC/TAS @ Southern Cross Beverages Pty Ltd | 2018-02–2021-06",
            "State Sales Manager, Victoria @ Southern Cross Beverages Pty Ltd | 2015-03–2018-01",
            "Project Engineer – Embedded Systems @ Kaveri Electronics Pvt. Ltd. | 2018-07–2019-08",
        ])
    }

    /// A title line with its own place names its own employer, even inside a group; a known
    /// heading such as "RELATED EXPERIENCE" over a role is no employer.
    @Test func aTitleLineWithItsOwnPlaceOrUnderAHeadingKeepsItsEmployer() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Blue Ridge Design Group\tCharlottesville, VA
            Design Engineer (EIT)\tMay 2008 – May 2010
            • Site and roadway design.
            EARLIER CAREER
            Staff Engineer, Piedmont Survey & Mapping, Lynchburg, VA\t2006 – 2008
            Boundary and topographic surveys.
            RELATED EXPERIENCE
            Summer Reading Program Coordinator – Westerville Public Library, Westerville, OH (2016 - 2019)
            • Planned summer reading programs.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Design Engineer (EIT) @ Blue Ridge Design Group | 2008-05–2010-05",
            "Staff Engineer @ Piedmont Survey & Mapping | 2006–2008",
            "Summer Reading Program Coordinator @ Westerville Public Library | 2016–2019",
        ])
    }

    /// An employer's line with the years spent there over titles with their own dates was read
    /// as a role whose title was the town.
    @Test func anEmployersLineWithItsTenureHeadsTheRolesBelow() throws {
        let resume = try RegressionInputs.parseBody("""
            PROFESSIONAL EXPERIENCE
            SAFFRON COAST HOSPITALITY PVT. LTD., Bengaluru Jul 2018 - Till Date
            (4-outlet coastal cuisine restaurant group, 640 covers)
            General Manager - Operations Apr 2021 - Till Date
            • Head operations for all four outlets.
            Restaurant General Manager (Indiranagar outlet) Jul 2018 - Mar 2021
            • Ran the 180-cover flagship.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "General Manager - Operations @ SAFFRON COAST HOSPITALITY PVT. LTD. | 2021-04–now",
            "Restaurant General Manager (Indiranagar outlet) @ SAFFRON COAST HOSPITALITY PVT. LTD. | 2018-07–2021-03",
        ])
    }

    /// Education in a dates-first table (a DOCX layout table gives each cell its own block), an
    /// exchange semester as an entry of its own or as a remark under a degree, French degrees
    /// with their glosses and "Mention", a "Semester abroad:" line, a double major, an advisor.
    @Test func educationWrittenTheWaysPeopleWriteIt() throws {
        let dated = EducationExtractor.extract([
            DocumentLine(text: "2019 – 2021", startsBlock: true),
            DocumentLine(text: "Master's degree in Food Science and Technology", startsBlock: true),
            DocumentLine(text: "Track: Food Quality and Safety Management"),
            DocumentLine(text: "Université Claude Bernard Lyon 1, Villeurbanne, France"),
            DocumentLine(text: "Mention Bien"),
            DocumentLine(text: "Jan – June 2019", startsBlock: true),
            DocumentLine(text: "Erasmus+ exchange semester", startsBlock: true),
            DocumentLine(text: "Wageningen University & Research, Wageningen, Netherlands"),
            DocumentLine(text: "2016 – 2019", startsBlock: true),
            DocumentLine(text: "Licence (Bachelor's degree) in Life Sciences", startsBlock: true),
            DocumentLine(text: "Biochemistry track"),
            DocumentLine(text: "Université Grenoble Alpes, Grenoble, France"),
        ])
        #expect(dated.map(\.studyType) == ["Master's degree", "Erasmus+ exchange semester", "Licence (Bachelor's degree)"])
        #expect(dated.map { $0.dates?.startDate } == ["2019", "2019-01", "2016"])
        try #require(dated.count == 3)
        #expect(dated[0].score == "Mention Bien" && dated[2].area == "Life Sciences")
        let remarks = EducationExtractor.extract([
            "2008 – 2014\tDiploma in Architectural Engineering",
            "National Technical University of Athens (NTUA), Athens, Greece",
            "Erasmus exchange semester at TU Delft, Netherlands (2011–2012)",
            "University of Wisconsin–Madison\tMadison, WI",
            "Bachelor of Arts, Double Major in Economics and Political Science\tClass of 2019",
            "Semester abroad: Universidad de Sevilla, Seville, Spain (Fall 2017)",
            "Ph.D., Biostatistics\t2018 – 2023",
            "University of North Carolina at Chapel Hill · Chapel Hill, NC",
            "Advisor: Margaret H. Olander, PhD",
        ].map { DocumentLine(text: $0) })
        #expect(remarks.map(\.institution) == ["National Technical University of Athens (NTUA)", "University of Wisconsin–Madison",
                                               "University of North Carolina at Chapel Hill"])
        try #require(remarks.count == 3)
        #expect(remarks[1].area == "Economics and Political Science")
    }

    /// A field before its degree, a bootcamp diploma named after its subject, a school whose
    /// name has no school word over its degree, and a count after a year ("Expected 2028 - 12 of
    /// 40 courses") that is no month.
    @Test func fieldsBeforeDegreesAndSchoolsWithoutASchoolWord() throws {
        let entries = EducationExtractor.extract([
            "Computing and Information Systems, B.Sc. (part-time, online)",
            "Athabasca University, Athabasca, AB",
            "Expected 2028 - 12 of 40 courses completed",
            "Full-Stack Web Development Diploma",
            "Gastown Code Academy, Vancouver, BC | 2021",
            "Technische Universität Chemnitz\tChemnitz, Germany",
            "M.Sc. Automotive Software Engineering\t10/2019 – 03/2022",
            "Final grade: 1.7\t·\tMaster’s thesis: “Fusion of radar and camera object lists”",
            "Amrita Vishwa Vidyapeetham\tCoimbatore, India",
            "B.Tech. in Electronics and Communication Engineering\t2014 – 2018",
        ].map { DocumentLine(text: $0) })
        #expect(entries.map(\.studyType) == ["B.Sc.", "Diploma", "M.Sc.", "B.Tech."])
        #expect(entries.map(\.area) == ["Computing and Information Systems", "Full-Stack Web Development",
                                        "Automotive Software Engineering", "Electronics and Communication Engineering"])
        try #require(entries.count == 4)
        #expect(entries[0].dates?.endDate == "2028" && entries[0].dates?.isCurrent == true)
        #expect(entries[2].score == "1.7")
        #expect(entries[3].institution == "Amrita Vishwa Vidyapeetham")
    }

    /// A surname in capitals, a name set over two lines in a sidebar, a credential after the
    /// name read as a place ("RN, MN"), and addresses with a postcode or a state and no comma.
    @Test func namesAndPlacesOfTheHeader() throws {
        let french = try RegressionInputs.parse("Élodie MARCHAND\nFood Quality & Safety Engineer\n12 rue Sala, 69002 Lyon, France\nelodie.marchand@example.com\n")
        #expect(french.basics.name == "Élodie Marchand")
        let split = try RegressionInputs.parse("Tomás\nArriaga, PhD\nBiostatistician\nDurham, NC 27701\ntomas.arriaga@example.com\n")
        #expect(split.basics.name == "Tomás Arriaga")
        let nurse = try RegressionInputs.parse("MARICEL DIZON-HARTLEY, RN, MN, CNCC(C)\nNurse Manager\nSaskatoon, SK S7H 2L4 | (306) 555-0182 | maricel@example.com\n")
        #expect(nurse.basics.location?.city == "Saskatoon")
        let bristol = try RegressionInputs.parse("Imogen Whitlock\nSolicitor\n12 Royal York Crescent, Clifton, Bristol BS8 4JY\nimogen@example.com\n")
        #expect(bristol.basics.location?.city == "Bristol")
        let melbourne = try RegressionInputs.parse("Natalie Kouris\nNational Sales Director\nMelbourne VIC\nnatalie@example.com\n")
        #expect(melbourne.basics.location?.city == "Melbourne")
        let bengaluru = try RegressionInputs.parse("Rohan Kuriakose\nNo. 27, 4th Cross, HSR Layout, Bengaluru, Karnataka 560102\nrohan@example.com\n")
        #expect(bengaluru.basics.location?.city == "Bengaluru")
    }

    /// Sections: "REGISTRATION & CERTIFICATIONS" opens the certificates, "Leadership:" inside
    /// Skills is a group of skills, "Career Highlights" is no experience, "Grants and Awards"
    /// are awards; a vendor's tier after a dash is part of the certificate.
    @Test func sectionHeadingsAndCertificateTiers() throws {
        let resume = try RegressionInputs.parseBody("""
            CAREER HIGHLIGHTS
            • Engineer of record for a $38M interchange, opened five weeks early;
            2022 ACEC Virginia Honor Award.
            SKILLS
            Leadership: Operating budgets and variance reporting, Workforce planning
            Clinical: CRRT, Ventilator management
            REGISTRATION & CERTIFICATIONS
            • Registered Nurse — College of Registered Nurses of Saskatchewan
            • AWS Certified Developer – Associate (2024)
            • ISTQB Certified Tester – Foundation Level (CTFL), 2020
            GRANTS AND AWARDS
            2020\tBest Student Talk, UK Seagrass Symposium, Plymouth
            """)
        #expect(resume.work.isEmpty)
        #expect(resume.skills.map(\.name) == ["Leadership", "Clinical"])
        #expect(resume.certificates.map(\.name) == ["Registered Nurse", "AWS Certified Developer – Associate",
                                                    "ISTQB Certified Tester – Foundation Level (CTFL)"])
        #expect(resume.awards.map(\.title) == ["Best Student Talk, UK Seagrass Symposium, Plymouth"])
    }
}
