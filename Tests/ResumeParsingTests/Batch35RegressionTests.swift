import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 35 (ai1–ai6: a nurse, a developer, a truck driver, a
/// hotel supervisor, a payroll specialist, a graduate engineer) and 36 (aj1–aj6: mid-career
/// people with long education sections), each named after what broke. Every input is written
/// here, small.
@Suite struct Batch35RegressionTests {
    /// PgCert, "Level I Certificate", NCEA, "BSc (Eng)" and "B.E." were no degrees; "Class
    /// XII (PCMC)" kept its stream in the degree; a college's affiliating university stayed in
    /// its name.
    @Test func degreeNamesFromBritainIndiaAndTheSouthernHemisphere() {
        #expect(RegressionInputs.studies(lines: ["PgCert Advanced Clinical Practice (part-time), Manchester Metropolitan University, 2024 – present"])
            == ["PgCert | Advanced Clinical Practice | Manchester Metropolitan University"])
        #expect(RegressionInputs.studies(lines: ["Level I Certificate, Logistics and Supply Chain Management",
                                                 "Laredo College, Laredo, TX | 2018 - 2019 | GPA 3.4",
                                                 "High School Diploma", "Rio Grande Heights High School, Laredo, TX | 2013"])
            == ["Level I Certificate | Logistics and Supply Chain Management | Laredo College",
                "High School Diploma | - | Rio Grande Heights High School"])
        #expect(RegressionInputs.studies(lines: ["2016\tNCEA Level 3", "Tamaki Heights College, Auckland"])
            == ["NCEA Level 3 | - | Tamaki Heights College"])
        #expect(RegressionInputs.studies(lines: ["BSc (Eng) in Civil Engineering",
                                                 "University of the Witwatersrand, Johannesburg · 2021 – 2024"])
            == ["BSc (Eng) | Civil Engineering | University of the Witwatersrand"])
        let school = RegressionInputs.education(["Sri Vidyaniketan PU College\tBengaluru, Karnataka",
                                                 "Class XII (PCMC); Percentage: 91.5%\t2014"])
        #expect(RegressionInputs.studies(school) == ["Class XII | PCMC | Sri Vidyaniketan PU College"])
        #expect(school.first?.score == "91.5%")
        #expect(RegressionInputs.studies(lines: ["B.E. (Mechanical Engineering) 2010 - 2014 Pimpri Chinchwad College of Engineering, Pune (University of Pune)"])
            == ["B.E. | Mechanical Engineering | Pimpri Chinchwad College of Engineering"])
    }

    /// "Postgraduate Certificate in Education (PGCE)" is named with its field, and "60 credits
    /// at Master's level" names no master's degree.
    @Test func aPGCEAndTheLevelItIsStudiedAt() {
        let entries = RegressionInputs.education(["2013 – 2014", "Postgraduate Certificate in Education (PGCE), Secondary Chemistry",
                                                  "University of Leeds",
                                                  "60 credits at Master's level (Level 7) · placements in Leeds and Bradford",
                                                  "2009 – 2013", "BSc (Hons) Chemistry", "University of Glasgow"])
        #expect(RegressionInputs.studies(entries) == ["Postgraduate Certificate in Education (PGCE) | Secondary Chemistry | University of Leeds",
                                                      "BSc (Hons) | Chemistry | University of Glasgow"])
        #expect(entries.map { $0.dates?.startDate } == ["2013", "2009"])
    }

    /// Exchange terms, a remark a narrow column wrapped, and a list of subjects with grades
    /// opened entries of their own.
    @Test func remarksUnderADegreeOpenNoEntry() {
        #expect(RegressionInputs.education(["NYU Stern School of Business\tNew York, NY",
                                            "Master of Business Administration (MBA), Finance\tAug 2017 – May 2019",
                                            "Exchange term: London Business School, London, UK (Spring 2018)"]).count == 1)
        #expect(RegressionInputs.education(["B.Sc. Economics (Volkswirtschaftslehre) — Universität Leipzig", "Leipzig 10/2013 – 03/2017",
                                            "• Erasmus+ exchange semester at Universitat Pompeu Fabra, Barcelona (winter semester 2015/16)"]).count == 1)
        #expect(RegressionInputs.education(["2009", "Advanced Highers and Highers", "Kinmylies High School, Inverness",
                                            "Advanced Highers: Chemistry (A), Mathematics (A), Biology (B); Highers: 5 at grade A"]).count == 1)
    }

    /// Two degrees printed on one line are two entries with the same school and dates.
    @Test func aDualDegreeOnOneLine() throws {
        let slashed = RegressionInputs.education(["Bachelor of Commerce (Marketing) / Bachelor of Media (Public Relations & Advertising)",
                                                  "UNSW Sydney",
                                                  "2010 – 2014", "Exchange: Copenhagen Business", "School, Semester 2, 2012"])
        #expect(RegressionInputs.studies(slashed) == ["Bachelor of Commerce | Marketing | UNSW Sydney",
                                                      "Bachelor of Media | Public Relations & Advertising | UNSW Sydney"])
        #expect(slashed.map { $0.dates?.endDate } == ["2014", "2014"])
        let joined = RegressionInputs.education(["B.S., Mathematics & B.A., Spanish — dual degree\t2014 – 2018",
                                                 "University of Maryland, Baltimore County · Baltimore, MD"])
        #expect(RegressionInputs.studies(joined) == ["B.S. | Mathematics | University of Maryland, Baltimore County",
                                                     "B.A. | Spanish | University of Maryland, Baltimore County"])
    }

    /// An NHS ward sister, a vacation work student and a working student were no titles; a
    /// wrapped bullet ending "… in 2025." opened a role.
    @Test func titlesAndBulletsOfEntries() throws {
        let resume = try RegressionInputs.parseBody("""
            EMPLOYMENT HISTORY
            Oct 2022 – Present
            Junior Sister (Band 6) – Acute Medical Unit
            Irwell Bridge University Hospitals NHS Foundation Trust, Manchester
            • Nurse in charge of a 36-bed acute medical unit on day and night shifts, with 8–10 registered nurses and
            HCAs; manage bed flow with the site team.
            Vacation Work Student (site)
            Sizwe Civils Construction, Soweto | Jun – Jul 2023
            • Process bi-weekly payroll for 2,400 hourly and salaried employees in IL, IN, WI and MI across 14 clinics in ADP
            Workforce Now; moving to Workday Payroll in 2025.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Junior Sister (Band 6) – Acute Medical Unit @ Irwell Bridge University Hospitals NHS Foundation Trust, Manchester | 2022-10–now",
            "Vacation Work Student (site) @ Sizwe Civils Construction | 2023-06–2023-07",
        ])
    }

    /// A plain-text resume that pads its dates to the right margin is laid out in columns, not
    /// hard-wrapped: its title lines are no continuations of the lines above.
    @Test func datesPaddedToTheMarginAreNoWrappedText() throws {
        let filler = String(repeating: "word ", count: 15).trimmingSpaces
        let resume = try RegressionInputs.parse("""
            Saurabh Kulkarni
            saurabh@example.com
            SUMMARY
            \(filler) design engineer
            \(filler) transmission
            \(filler) powertrain
            \(filler) programme
            WORK EXPERIENCE
            Sahyadri Powertrain Systems Pvt. Ltd., Chakan, Pune                 (Jul 2018 - Till Date)
              Senior Design Engineer - Transmission                               Apr 2022 - Till Date
                - Drive DFMEA, DVP&R and design reviews with the customer, casting supplier and plant.
              Design Engineer                                                      Jul 2018 - Mar 2022
                - Designed gear shafts, bearing retainers and clutch housing parts in Siemens NX with
                  GD&T per ASME Y14.5.
            """)
        #expect(RegressionInputs.roles(resume).map { $0.components(separatedBy: " @ ")[0] } == ["Senior Design Engineer - Transmission",
                                                                                                "Design Engineer"])
    }

    /// A bullet's name or issuer wrapped onto a line of no bullet; a section headed
    /// "Registration & Training"; labelled lines after a "Languages Known" line.
    @Test func certificatesRegistrationsAndLanguages() throws {
        let certificates = CertificateExtractor.extract([
            DocumentLine(text: "• Certified Practising Marketer"), DocumentLine(text: "(CPM) – Australian Marketing"),
            DocumentLine(text: "Institute, 2021"), DocumentLine(text: "• Meta Certified Media Buying"), DocumentLine(text: "Professional – 2022"),
        ])
        #expect(certificates.map(\.name) == ["Certified Practising Marketer (CPM)", "Meta Certified Media Buying Professional"])
        let resume = try RegressionInputs.parseBody("""
            REGISTRATION & TRAINING
            • Immediate Life Support (ILS) – Resuscitation Council UK, 2024
            • Practice Supervisor and Assessor Preparation – University of Salford, 2021
            SKILLS
            Registration: Loans and contracts, Condition reporting, Accessioning
            PERSONAL DETAILS
            Languages Known : English, Hindi, Marathi (mother tongue), German (A1)
            Notice Period : 60 days | Current CTC: 21.5 LPA
            """)
        #expect(resume.education.isEmpty)
        #expect(resume.certificates.map(\.name) == ["Immediate Life Support (ILS)", "Practice Supervisor and Assessor Preparation"])
        #expect(resume.skills.flatMap(\.keywords).contains("Condition reporting"))
        #expect(resume.languages.map(\.language) == ["English", "Hindi", "Marathi", "German"])
    }

    @Test func indianStatesAreRegions() throws {
        let place = try #require(PlaceParser.find(in: "Baner, Pune, Maharashtra - 411045"))
        #expect(place.location.city == "Pune")
        #expect(place.location.region == "Maharashtra")
        #expect(PlaceParser.find(in: "Bengaluru, Karnataka 560102")?.location.city == "Bengaluru")
    }
}
