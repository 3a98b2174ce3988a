import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 48 (av1–av6: a payroll specialist, an electrician, a GP
/// practice manager, a community manager, a hairdresser turned service-desk analyst and a
/// service advisor) and by the misses of batches 46 and 47 left after the seventeenth session,
/// each named after what broke. Every input is written here, small.
@Suite struct Batch48RegressionTests {
    /// A suburb and its city on a contact line of four words or more was no contact line, so the
    /// address was passed over: a job's "London, UK" further down was taken instead, and the
    /// phone got London's country code.
    @Test func suburbAndCityAddressesOfSeveralWords() throws {
        let auckland = try RegressionInputs.parse("""
            ANA LOLOHEA
            Occupational Therapist | Acute Neurosciences
            Mt Albert, Auckland 1025
            022 555 0164 · ana.lolohea@example.com

            WORK HISTORY
            Occupational Therapist (agency locum) | Thames Allied Health Recruitment Ltd | London, UK | 03/2022 – 02/2023
            """)
        #expect(auckland.basics.location?.city == "Auckland" && auckland.basics.location?.countryCode == "NZ")
        #expect(auckland.basics.phone == "+64225550164")
        for (address, city) in [("Paddington, Brisbane QLD 4064", "Brisbane"), ("West Bridgford, Nottingham NG2", "Nottingham"),
                                ("• Umhlanga, Durban, KwaZulu-Natal", "Durban")] {
            let resume = try RegressionInputs.parse("CONTACT\n\(address)\n07700 900462\nsam@example.com\n\nSKILLS\nPayroll\n")
            #expect(resume.basics.location?.city == city, "\(address)")
        }
    }

    /// "Tamika R. Billups, MS, RRT-ACCS": a degree's letters after a name read as Mississippi.
    @Test func postNominalLettersAreNoState() throws {
        let resume = try RegressionInputs.parse("""
            Tamika R. Billups, MS, RRT-ACCS
            Registered Respiratory Therapist
            Atlanta, GA 30316 | (404) 555-0137 | tamika@example.com
            """)
        #expect(resume.basics.location?.city == "Atlanta" && resume.basics.location?.region == "GA")
        #expect(PlaceParser.find(in: "Atlanta, GA, USA")?.location.city == "Atlanta")
    }

    /// "São Paulo – SP, Brazil": a Brazilian city, its state's code and the country.
    @Test func cityWithItsStateCodeAfterADash() {
        let found = PlaceParser.find(in: "São Paulo – SP, Brazil | +55 (11) 98555-0137")?.location
        #expect(found?.city == "São Paulo" && found?.region == "SP" && found?.countryCode == "BR")
        #expect(PlaceParser.find(in: "Curitiba/PR, Brazil")?.location.city == "Curitiba")
        #expect(PlaceParser.find(in: "DIZON-HARTLEY, RN, MN") == nil)
    }

    /// An Ed.S. was no degree, and its field "School Psychology" was taken for a school, so
    /// every later degree took the school of the one before; a field beside a degree is no school
    /// when the next line names it.
    @Test func specialistInEducationAndSchoolFields() {
        #expect(RegressionInputs.studies(lines: [
            "Specialist in Education (Ed.S.), School Psychology\tMay 2012",
            "University of Dayton, Dayton, OH",
            "Master of Science in Education (M.S.Ed.), Educational Psychology\tMay 2011",
            "University of Dayton, Dayton, OH",
            "Graduate Certificate in Applied Behavior Analysis\t2017 – 2018",
            "Ball State University (online)",
            "Bachelor of Arts in Psychology, minor in Spanish\t2005 – 2009",
            "Ohio University, Athens, OH",
        ]).map { $0.components(separatedBy: " | ").last! } == ["University of Dayton", "University of Dayton", "Ball State University",
                                                                 "Ohio University"])
        #expect(EntryVocabulary.isInstitution("School Psychology") == false)
        #expect(EntryVocabulary.isInstitution("School of Psychology"))
    }

    /// A Philippine CV's level of schooling in a column of its own ("Tertiary", "Secondary") was
    /// read as the school.
    @Test func levelsOfSchoolingInAColumn() {
        #expect(RegressionInputs.studies(lines: [
            "Tertiary\tBachelor of Science in Radiologic Technology\t2008 – 2012",
            "Aquinas University of Legazpi, Legazpi City, Albay",
            "Secondary\tRizal Memorial High School, Legazpi City\t2004 – 2008",
        ]) == ["Bachelor of Science | Radiologic Technology | Aquinas University of Legazpi",
               "Secondary | - | Rizal Memorial High School"])
    }

    /// School-leaving certificates named after a state, a framework's level beside a field, and
    /// a line giving a degree's length.
    @Test func seniorCertificatesFrameworkLevelsAndLengths() {
        #expect(RegressionInputs.education(["Queensland Senior Certificate\t2009", "Ashgrove Heights State High School"])
            .first?.studyType == "Queensland Senior Certificate")
        #expect(RegressionInputs.education(["National Certificate: Hairdressing (NQF Level 4)", "Berea School of Hair Design, Durban 2012 – 2013"])
            .first?.area == "Hairdressing")
        #expect(RegressionInputs.studies(lines: [
            "Diploma, Business Administration\t2013 – 2015",
            "Nova Scotia Community College, Dartmouth, NS",
            "Two-year diploma, evening and day classes · Dean's List 2014",
            "High School Graduation Diploma\t2012",
            "Woodlawn Heights High School, Dartmouth, NS",
        ]) == ["Diploma | Business Administration | Nova Scotia Community College",
               "High School Graduation Diploma | - | Woodlawn Heights High School"])
    }

    /// A title wrapped inside its bracket ("… (secondment, one day a" over "week)") was cut at
    /// the bracket's comma, and the closing words made the employer.
    @Test func aTitleWrappedInsideItsBracket() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            PCN Operations Lead (secondment, one day a\tJan 2023 – Mar 2024
            week)
            Rushcliffe South Primary Care Network, Nottingham
            • Set up recruitment and rotas.
            """)
        #expect(RegressionInputs.roles(resume) == ["PCN Operations Lead (secondment, one day a week) @ Rushcliffe South Primary Care Network | 2023-01–2024-03"])
    }

    /// A line describing the employer under its name ("Fabless semiconductor company – storage
    /// and networking SoCs") was taken for the employer.
    @Test func aNoteOnTheEmployerUnderItsName() throws {
        let resume = try RegressionInputs.parse("""
            # Pavan Nagaraju
            pavan@example.com

            ## Professional Experience

            ### Nandi Semiconductor Technologies Pvt. Ltd., Bengaluru
            *Fabless semiconductor company – storage and networking SoCs*

            **Staff Engineer – Design Verification** | Jul'22 – Present
            - Verification lead for the PCIe Gen5 controller subsystem.

            ### Vyoma Microsystems India Pvt. Ltd., Bengaluru
            *India design centre of a US semiconductor company*

            **Design Verification Engineer** | Jun'17 – Jul'19
            - Verified the LPDDR4 memory controller.
            """, file: "r.md")
        #expect(resume.work.map(\.name) == ["Nandi Semiconductor Technologies Pvt. Ltd.", "Vyoma Microsystems India Pvt. Ltd."])
        #expect(EntryNoise.isEmployerNote("Windows and Linux support for a 300-person logistics company alongside my studies.") == false)
    }

    /// Roles with no bullets whose titles are <h3> headings, in a section headed "Previous career:
    /// hair & beauty", were read as unknown sections and dropped.
    @Test func undatedTitleHeadingsOverDatedEmployerLines() throws {
        let html = """
            <html><body><h1>Kavitha Naidoo</h1><p>kavitha@example.com</p>
            <h2>IT experience</h2>
            <h3>Desktop Support Intern</h3><p>eThekwini Freight Forwarders (Pty) Ltd, Durban Feb 2024 – Jan 2025</p>
            <ul><li>Imaged and deployed 60 laptops.</li></ul>
            <h2>Previous career: hair &amp; beauty</h2>
            <h3>Salon Manager</h3><p>Glow Hair &amp; Beauty Studio, Umhlanga, Durban 2018 – 2023</p>
            <ul><li>Ran a 6-chair salon.</li></ul>
            <h3>Senior Stylist</h3><p>Curl &amp; Colour Salon, Musgrave, Durban 2015 – 2018</p>
            <h3>Junior Stylist</h3><p>Curl &amp; Colour Salon, Musgrave, Durban Jan 2012 – Dec 2014</p>
            <h2>Education</h2><h3>Higher Certificate in Information Technology</h3><p>Richfield, Durban 2023 – 2024</p>
            </body></html>
            """
        let resume = try RegressionInputs.parse(html, file: "r.html")
        #expect(resume.work.map(\.position) == ["Desktop Support Intern", "Salon Manager", "Senior Stylist", "Junior Stylist"])
        #expect(SectionLexicon.kind(ofHeading: "Previous career: hair & beauty") == .experience)
    }

    /// A title alone over "Employer – Branch | Place | Dates": the dash in each field was taken
    /// for a separator, so the title's unit became the employer.
    @Test func aTitleOverAFieldLineWithBars() throws {
        let resume = try RegressionInputs.parseBody("""
            WORK HISTORY
            Senior Occupational Therapist – Neurosciences
            Te Whatu Ora – Te Toka Tumai Auckland | Grafton, Auckland | Feb 2024 – current
            • Senior OT on the acute neurosurgery wards.
            Car Valeter (summer) | Ennis Road Car Wash & Valet
            Jun–Aug 2013
            """)
        #expect(RegressionInputs.roles(resume) == ["Senior Occupational Therapist – Neurosciences @ Te Whatu Ora – Te Toka Tumai Auckland | 2024-02–now",
                                                   "Car Valeter (summer) @ Ennis Road Car Wash & Valet | 2013-06–2013-08"])
    }

    /// Under an employer line, roles printed "Title · Place⇥Dates": only the first, right under
    /// the employer, kept it; each later role's place became its employer ("Paramedic @
    /// Glasgow") and ended the group.
    @Test func titlesWithTheirPlacesUnderOneEmployer() throws {
        let resume = try RegressionInputs.parseBody("""
            Employment History
            Scottish Ambulance Service
            Advanced Practitioner in Urgent Care · Glasgow\tSept. 2020–Present
            • Senior clinical decision-maker for the Glasgow urgent care hub.
            Practice Educator (secondment to Glasgow Caledonian University) · Glasgow\tJan 2018 – Dec 2019
            • Taught clinical skills and simulation.
            Paramedic · Glasgow\tAug 2013 – Sept. 2020
            • Frontline A&E paramedic.
            Ambulance Technician · Paisley\t2010 to 2013
            • Emergency technician crewing with a paramedic.
            """)
        #expect(resume.work.map(\.name) == Array(repeating: "Scottish Ambulance Service", count: 4))
        #expect(resume.work.map(\.location) == ["Glasgow", "Glasgow", "Glasgow", "Paisley"])
    }

    /// A DipHE is a degree; a line on what became of part of a course ("PgCert awarded 2022; …")
    /// or on who taught it ("Delivered with the Scottish Ambulance Academy") is a note on the
    /// course above, not a course, and the academy in it no school.
    @Test func diplomasOfHigherEducationAndCourseNotes() {
        #expect(RegressionInputs.studies(lines: [
            "MSc Advanced Clinical Practice (part-time)\t2021 – present",
            "Glasgow Caledonian University",
            "PgCert awarded 2022; Independent and Supplementary Prescribing (SCQF Level 11) completed 2024. Dissertation in progress",
            "on paramedic management of falls.",
            "DipHE Paramedic Practice\t2011 – 2013",
            "Glasgow Caledonian University",
            "Delivered with the Scottish Ambulance Academy",
        ]) == ["MSc | Advanced Clinical Practice | Glasgow Caledonian University", "DipHE | Paramedic Practice | Glasgow Caledonian University"])
        #expect(EducationRemarks.isCourseNote("Diploma in Nursing, Glasgow") == false)
    }
}
