import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 49 (aw1–aw6: a CNC setter, a water treatment operator, a
/// millwright, a court clerk, a dental receptionist turned medical biller and a plumber), each
/// named after what broke. Every input is written here, small.
@Suite struct Batch49RegressionTests {
    /// "Practice Coordinator — Brightsmile Dental Mawson Lakes, Mawson Lakes SA": an Australian
    /// suburb and its state's code ("SA" also ends company names) was taken for the employer.
    @Test func australianSuburbsAfterTheEmployer() throws {
        let resume = try RegressionInputs.parse("""
            # Mai Tran
            mai@example.com

            ## Experience

            ### Practice Coordinator — Brightsmile Dental Mawson Lakes, Mawson Lakes SA
            *Sept 2020 – Jan 2025*

            - Ran the front desk.

            ### Dental Receptionist — Salisbury Family Dental, Salisbury SA
            *2015 – 2018*

            - Reception and bookings.
            """, file: "r.md")
        #expect(resume.work.map(\.name) == ["Brightsmile Dental Mawson Lakes", "Salisbury Family Dental"])
        #expect(resume.work.map(\.location) == ["Mawson Lakes SA", "Salisbury SA"])
        #expect(PlaceParser.australianSuburb(in: "Acme Holdings, Perth") == nil)
    }

    /// A South African CV's labelled fields ("Company:", "Period:", "Positions held:" over titles
    /// with their own dates, "Duties (planner):", "Reason for leaving:"): the labels were read as
    /// titles and employers.
    @Test func labelledEmploymentFields() throws {
        let resume = try RegressionInputs.parseBody("""
            EMPLOYMENT HISTORY
            Company:\tVaal Rolling Mills (Pty) Ltd, Vanderbijlpark
            Period:\t2014 – Present
            Positions held:\tMaintenance Planner (Mar 2022 – Present)
            Senior Millwright – Shift Artisan (2019–21)
            Millwright (2014 – 2018)
            Duties (planner):
            • Plan and schedule preventive and corrective maintenance in SAP PM.
            Reason for leaving:\tCurrently employed
            Company:\tSedibeng Artisan Academy, Vereeniging
            Position:\tTrade Test Assessor (part-time, Saturdays)
            Period:\t2023 – present
            Duties:
            • Assess millwright candidates' trade test preparation.
            Reason for leaving:\tCurrently employed
            """)
        #expect(RegressionInputs.roles(resume) == ["Maintenance Planner @ Vaal Rolling Mills (Pty) Ltd | 2022-03–now",
                                                   "Senior Millwright – Shift Artisan @ Vaal Rolling Mills (Pty) Ltd | 2019–2021",
                                                   "Millwright @ Vaal Rolling Mills (Pty) Ltd | 2014–2018",
                                                   "Trade Test Assessor (part-time, Saturdays) @ Sedibeng Artisan Academy | 2023–now"])
    }

    /// A South African CV's labelled education fields ("Qualification:", "Institution:",
    /// "Year:", "Progress:"): the label "Qualification" was read as the school.
    @Test func labelledEducationFields() {
        let studies = RegressionInputs.education([
            "Qualification:\tDiploma in Mechanical Engineering (in progress)",
            "Institution:\tUnisa (distance learning)",
            "Year:\t2024 – present",
            "Progress:\t9 of 27 modules completed",
            "Qualification:\tNational N3 Certificate: Engineering Studies",
            "Institution:\tSedibeng TVET College, Vereeniging",
            "Year:\t2007",
            "Subjects:\tMathematics N3, Engineering Science N3",
        ])
        #expect(RegressionInputs.studies(studies) == ["Diploma | Mechanical Engineering | Unisa",
                                                      "National N3 Certificate | Engineering Studies | Sedibeng TVET College"])
        #expect(studies.last?.courses.isEmpty == false)
    }

    /// A level after a comma is no part of the field, a large city after the school's comma no
    /// part of its name, and a year in a sentence under a dated course ("apprentice of the year
    /// 2012") no dates of the next one.
    @Test func levelsCitiesAndYearsInRemarks() {
        #expect(RegressionInputs.studies(lines: [
            "Advanced Apprenticeship – Engineering Manufacture (Machining), Level 3\t2009 – 2013",
            "City College Coventry",
            "Day release alongside the apprenticeship at Foleshill Gear Cutting; apprentice of the year 2012",
            "Certificate III in Dental Assisting, TAFE SA, Adelaide\t2013 – 2014",
        ]) == ["Advanced Apprenticeship | Engineering Manufacture (Machining) | City College Coventry",
               "Certificate III | Dental Assisting | TAFE SA"])
        let gcse = RegressionInputs.education(["Advanced Apprenticeship in Engineering\t2009 – 2013", "City College Coventry",
                                               "Day release alongside the apprenticeship at Foleshill Gear Cutting; apprentice of the year 2012",
                                               "GCSEs\t2009", "Westwood Heath Academy, Coventry"])
        #expect(gcse.last?.dates?.endDate == "2009")
    }
}
