import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 56 and 57 (bd1–bd6: graduates' first resumes from
/// Ghana, Uganda, Malaysia, Sri Lanka, Pakistan and Jamaica; be1–be6: long formal CVs: a US
/// federal resume, an academic CV, a military transition resume, an NHS consultant's CV, a
/// Europass CV and an executive's), each named after what broke. Every input is written here, small.
@Suite struct Batch56RegressionTests {
    /// A legal form printed with its dots after a comma ("S.A.", "Lda.") was cut off its
    /// employer's name as a piece of its own.
    @Test func aDottedLegalFormStaysWithItsName() throws {
        let resume = try RegressionInputs.parseBody("""
            WORK EXPERIENCE
            03/2019–Present\tSenior Winemaker
            Quinta do Vale Sombreiro, S.A., Lamego (Portugal)
            • Responsible for the winemaking of 1.2 million bottles a year.
            09/2015–02/2019\tAssistant Winemaker
            Caves Ribeira Alta, Lda., Vila Nova de Gaia (Portugal)
            • Port lodge with 14,000 pipes in ageing.
            """)
        #expect(resume.work.map(\.name) == ["Quinta do Vale Sombreiro, S.A.", "Caves Ribeira Alta, Lda."])
    }

    /// A year inside the title's own bracket ("(vintage 2015)") was read as the dates of a
    /// second role.
    @Test func aYearInsideATitlesBracketIsNoRole() throws {
        let resume = try RegressionInputs.parseBody("""
            WORK EXPERIENCE
            02/2015–05/2015\tHarvest Cellar Hand (vintage 2015)
            Bodega Los Alerces Altos, Mendoza (Argentina)
            • Grape reception, pump-overs and barrel work.
            """)
        #expect(RegressionInputs.roles(resume) == ["Harvest Cellar Hand (vintage 2015) @ Bodega Los Alerces Altos | 2015-02–2015-05"])
    }

    /// Years set right of the entries on a page with little long text passed for a column of
    /// their own and were read after the page's footer; a page number among them does not stop
    /// the rows being read across.
    @Test func aColumnOfDatesBesideEntriesIsReadAcross() {
        func row(_ text: String, x: Double, y: Double) -> [LayoutWord] {
            var left = x
            return text.split(separator: " ").map { word in
                defer { left += Double(word.count) * 5 + 4 }
                return LayoutWord(text: String(word), x0: left, y0: y, x1: left + Double(word.count) * 5, y1: y + 9)
            }
        }
        var words: [LayoutWord] = []
        words += row("BOARD APPOINTMENTS", x: 54, y: 100)
        words += row("Independent Non-Executive Director, Mzansi Cold Chain Holdings Limited", x: 54, y: 120) + row("2022 – present", x: 482, y: 120)
        words += row("Member, Audit and Risk Committee", x: 54, y: 132)
        words += row("Trustee, Ikhaya Learning Trust", x: 54, y: 150) + row("2018 – present", x: 482, y: 150)
        words += row("Education trust funding teachers", x: 54, y: 162)
        words += row("EDUCATION", x: 54, y: 190)
        words += row("MBA, Gordon Institute of Business Science, Johannesburg", x: 54, y: 210) + row("2007", x: 521, y: 210)
        words += row("Lwazi Ngcobo | Curriculum Vitae", x: 48, y: 800) + row("Page 2 of 2", x: 509, y: 800)
        let lines = PageLayout(words: words, pageWidth: 595).readingOrderLines().map(\.text)
        #expect(lines.contains("Trustee, Ikhaya Learning Trust\t2018 – present"))
        #expect(lines.contains("MBA, Gordon Institute of Business Science, Johannesburg\t2007"))
    }

    /// An employer's line with its years, then a line about the employer, then roles whose
    /// dates lie within those years: the employer of those roles, not a role of its own.
    @Test func anEmployersLineWithItsYearsAndADescriptionHeadsItsRoles() throws {
        let resume = try RegressionInputs.parseBody("""
            EXECUTIVE CAREER
            Ukhozi Beverages Limited, Johannesburg\t2014 – present
            JSE-listed soft drinks, juice and water group · R14.2bn revenue · 4,300 employees
            Group Chief Executive Officer\t2020 – present
            • Lead the group through a three-year turnaround.
            Chief Operating Officer\t2017 – 2020
            • Ran manufacturing, supply chain and route-to-market.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Group Chief Executive Officer @ Ukhozi Beverages Limited | 2020–now",
            "Chief Operating Officer @ Ukhozi Beverages Limited | 2017–2020",
        ])
    }

    /// A US federal resume (USAJOBS's builder) prints the employer, its street address, the
    /// dates and labelled details ("Salary:", "Series:", "Grade:") before the title; under each
    /// school the degree ("Master's degree"), "Major:" and labels that read like headings.
    @Test func aFederalResumesJobsAndSchools() throws {
        let resume = try RegressionInputs.parseBody("""
            Work Experience
            NASA Marshall Space Flight Center
            Building 4203, Rideout Road
            Huntsville, AL 35812 United States
            08/2018 - 04/2021
            Salary: $86,335 USD Per Year
            Hours per week: 40
            Series: 1102
            Pay Plan: GS
            Grade: 11
            Contract Specialist
            Duties, Accomplishments and Related Skills:
            Contract Specialist in the Office of Procurement supporting the Space Launch System Program.
            Supervisor: Gerald T. Haskins (256-555-0171)
            Okay to contact this Supervisor: Yes
            Education
            University of Alabama in Huntsville
            Huntsville, AL United States
            Master's degree 05/2017
            GPA: 3.82 of a maximum 4.0
            Credits Earned: 33 Semester hours
            Major: Business Administration
            Relevant Coursework, Licensures and Certifications:
            Alabama A&M University
            Normal, AL United States
            Bachelor's degree 12/2013
            Major: Logistics and Supply Chain Management
            """)
        #expect(RegressionInputs.roles(resume) == ["Contract Specialist @ NASA Marshall Space Flight Center | 2018-08–2021-04"])
        #expect(RegressionInputs.studies(resume.education) == [
            "Master's degree | Business Administration | University of Alabama in Huntsville",
            "Bachelor's degree | Logistics and Supply Chain Management | Alabama A&M University",
        ])
    }

    /// A degree's name in the home language after it, or its length in years, in brackets went
    /// into the field; a school's English name in brackets after its own went into the school;
    /// Spanish and Turkish school-leaving qualifications and schools went unread.
    @Test func glossesOfDegreesAndSchoolsAndHomeQualifications() {
        #expect(RegressionInputs.studies(lines: [
            "10.2012 - 07.2014\tMaster’s degree (Diplomă de master) – Welding Engineering and Management",
            "Universitatea Politehnica Timişoara, Facultatea de Mecanică",
        ]) == ["Master’s degree | Welding Engineering and Management | Universitatea Politehnica Timişoara"])
        #expect(RegressionInputs.studies(lines: [
            "Engineer's degree – Machine Manufacturing Technology\t09/2012 – 06/2017",
            "Trường Đại học Bách khoa Hà Nội (Hanoi University of Science and Technology)",
        ]) == ["Engineer's degree | Machine Manufacturing Technology | Trường Đại học Bách khoa Hà Nội"])
        #expect(RegressionInputs.studies(lines: ["Licenciatura en Medicina Veterinaria y Zootecnia\t2009 – 2014", "Universidad de Guadalajara"])
            == ["Licenciatura | Medicina Veterinaria y Zootecnia | Universidad de Guadalajara"])
        #expect(RegressionInputs.studies(lines: ["Licence (Bachelor's degree) in Life Sciences\t2016 – 2019", "Université Grenoble Alpes"])
            == ["Licence (Bachelor's degree) | Life Sciences | Université Grenoble Alpes"], "an English degree alone in brackets stays")
        #expect(RegressionInputs.studies(lines: ["2006 – 2010\tPorsuk Anadolu Lisesi, Eskişehir", "Lise Diploması"]) == ["Lise Diploması | - | Porsuk Anadolu Lisesi"])
    }

    /// Names a graduate's CV prints apart from its headline: in capitals over the headline and
    /// again in a labelled details table, with "binti" between the names, or over two lines
    /// below a sidebar printed first; and towns of the countries these CVs come from.
    @Test func namesHeadlinesAndTownsOfGraduatesCVs() throws {
        let ghana = try RegressionInputs.parse("""
            CURRICULUM VITAE
            KOFI NYARKO AMPONSAH
            Graduate Geomatic Engineer – Land, Engineering & Mine Surveying | GIS
            PERSONAL DATA
            Full Name\tKofi Nyarko Amponsah
            Residential Address\tHse. No. AY 112, Ayeduase, Kumasi
            E-mail\tkofi.amponsah@example.com
            """)
        #expect(ghana.basics.name == "Kofi Nyarko Amponsah")
        #expect(ghana.basics.label == "Graduate Geomatic Engineer – Land, Engineering & Mine Surveying | GIS")
        #expect(ghana.basics.location?.city == "Kumasi")
        let sidebar = (1...14).map { "Sidebar item \($0)" }.joined(separator: "\n")
        let jamaica = try RegressionInputs.parse("""
            CONTACT
            tishanna.mcfarlane@example.com
            \(sidebar)
            Conversational
            Tishanna
            McFarlane
            Communications & Social Media Assistant | Content Creator
            """)
        #expect(jamaica.basics.name == "Tishanna McFarlane")
        #expect(BasicsExtractor.looksLikeName("Nurul Aisyah binti Mohd Razali"))
        #expect(!BasicsExtractor.looksLikeName("Conversational Tessa Marchand Smith Jones"))
    }

    /// School-leaving examinations of Ghana, Malaysia, Sri Lanka, Pakistan and the Caribbean
    /// went unread as qualifications.
    @Test func nationalSchoolLeavingExaminations() {
        #expect(RegressionInputs.studies(lines: [
            "2015 – 2018\tBirim Valley Senior High School, Akim Oda\tWest African Senior School Certificate Examination (WASSCE) – General Science",
        ]).first?.hasPrefix("West African Senior School Certificate Examination") == true)
        for exam in ["Sijil Pelajaran Malaysia (SPM)", "G.C.E. Advanced Level", "F.Sc. Pre-Engineering", "Caribbean Secondary Education Certificate (CSEC)",
                     "Malaysian Matriculation Programme"] {
            #expect(EntryVocabulary.degree(in: exam) != nil, "\(exam)")
        }
        #expect(EntryVocabulary.degree(in: "University of Cape Town") == nil, "Cape is a town, CAPE an examination")
    }

    /// A form's cells, each a label and a value after a tab ("Organisation⇥Oda Municipal
    /// Assembly, Akim Oda"), as a Word table CV prints each job.
    @Test func aJobPrintedAsLabelledCells() throws {
        let resume = try RegressionInputs.parseBody("""
            WORKING EXPERIENCE
            Period\tOctober 2024 – Date
            Organisation\tGeoline Surveys & Mapping Ltd, Kumasi
            Position\tJunior Surveyor
            Duties
            • Carry out cadastral, topographic and engineering surveys.
            """)
        #expect(RegressionInputs.roles(resume) == ["Junior Surveyor @ Geoline Surveys & Mapping Ltd | 2024-10–now"])
    }

    /// A British doctor's training posts as a table under "Dates | Post | Hospital | Supervisor",
    /// with programmes' names over their rows and a note spilling into a cell of its own: each
    /// row is a job read by its columns.
    @Test func jobsInATableUnderColumnNames() throws {
        let resume = try RegressionInputs.parseBody("""
            PREVIOUS APPOINTMENTS
            Dates\tPost\tHospital\tSupervisor
            Specialty training in Gastroenterology and General Internal Medicine – Health Education England
            Aug 2019 – Feb 2020\tSpecialty Registrar (ST7), Gastroenterology & GIM\tWensum Valley University Hospital, Norwich\tDr P. Aldous
            Aug 2018 – Jul 2019\tSpecialty Registrar (ST6), Gastroenterology & GIM\tOrwell General Hospital, Ipswich\tDr S. Kaur-Bassi
            Foundation Programme – Leeds
            Aug 2009 – Jul 2010\tFoundation Year 2 (FY2)\tGastroenterology, emergency medicine, general practice\tSt Wilfrid's Hospital, Leeds\tDr R. Haigh
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Specialty Registrar (ST7), Gastroenterology & GIM @ Wensum Valley University Hospital | 2019-08–2020-02",
            "Specialty Registrar (ST6), Gastroenterology & GIM @ Orwell General Hospital | 2018-08–2019-07",
            "Foundation Year 2 (FY2) @ St Wilfrid's Hospital | 2009-08–2010-07",
        ])
        #expect(resume.work.first?.location == "Norwich")
        // A place beside the employer is the cell too many.
        let table = try #require(WorkTable(header: "Employer\tTitle\tDates"))
        let role = table.role("Mesa Police Department\tMesa, AZ\tPolice Officer I\tJune 2014 – September 2017")
        #expect(role?.name == "Mesa Police Department")
        #expect(role?.position == "Police Officer I")
        #expect(role?.location == "Mesa, AZ")
        #expect(WorkTable(header: "Dates\tPosition, employer and main duties") == nil)
    }

    /// An academic's post at a university's institute names the university as the employer,
    /// and the town after it as the place.
    @Test func aUniversitysInstituteIsNoEmployer() throws {
        let resume = try RegressionInputs.parseBody("""
            ACADEMIC APPOINTMENTS
            2022–present\tAssociate Professor (Level D) in Marine Biogeochemistry
            Institute for Marine and Antarctic Studies (IMAS), University of Tasmania, Hobart
            • Lead the biogeochemistry group.
            """)
        #expect(resume.work.first?.name == "University of Tasmania")
        #expect(resume.work.first?.location == "Hobart")
    }

    /// "Aug-2016 – Dec-2020", "Jan-2021 – to date": a month's name joined to its year by a
    /// hyphen, as Mexican CVs print it, was no date.
    @Test func aMonthJoinedToItsYearByAHyphen() throws {
        let range = try #require(DateRangeParser.firstRange(in: "Nutrición Animal del Bajío S.A. de C.V. (León, Gto.)\tAug-2016 – Dec-2020")?.range)
        #expect(range.startDate == "2016-08")
        #expect(range.endDate == "2020-12")
        #expect(DateRangeParser.firstRange(in: "Jan-2021 – to date")?.range.isCurrent == true)
    }
}
