import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 42 and 43 (ap1–ap6: early-career and career-changing
/// people; aq1–aq6: senior specialists and managers), each named after what broke. Every input
/// is written here, small.
@Suite struct Batch42RegressionTests {
    /// A two-page sidebar CV read its page 1 sidebar between the main column's pages, so the
    /// education continued on page 2 fell under the sidebar's "SKILLS".
    @Test func aColumnGoesOnOnTheNextPage() {
        func line(_ text: String, column: Int) -> DocumentLine {
            var line = DocumentLine(text: text)
            line.column = column
            return line
        }
        let pages = [
            [line("EDUCATION", column: 0), line("Wits Business School\t2016 – 2017", column: 0), line("SKILLS", column: 1), line("• VMware vSphere", column: 1)],
            [line("University of South Africa\t2006 – 2009", column: 0), line("BTech: Information Technology", column: 0),
             line("SELECTED PROJECTS", column: 0), line("CERTIFICATIONS", column: 1)],
        ]
        let lines = PDFTextExtractor.continuingColumns(pages).flatMap { $0 }.map(\.text)
        #expect(lines == ["EDUCATION", "Wits Business School\t2016 – 2017", "University of South Africa\t2006 – 2009",
                          "BTech: Information Technology", "SKILLS", "• VMware vSphere", "SELECTED PROJECTS", "CERTIFICATIONS"])
    }

    /// "Hybrid Cloud" in a headline made the candidate live in "Hybrid" and cut the headline.
    @Test func hybridCloudIsNoPlace() throws {
        let resume = try RegressionInputs.parse("""
            Lwazi Dlamini
            IT Infrastructure Manager | Hybrid Cloud, Data Centre &
            Network Operations
            Midrand, Johannesburg
            lwazi.dlamini@example.com
            """)
        #expect(resume.basics.label == "IT Infrastructure Manager | Hybrid Cloud, Data Centre & Network Operations")
        #expect(resume.basics.location?.city == "Johannesburg")
        #expect(PlaceParser.find(in: "Data Engineer (Hybrid, 3 days)")?.location.city == "Hybrid")
    }

    /// A city-state as a field of the contact line is the city.
    @Test func singaporeOnTheContactLine() throws {
        let resume = try RegressionInputs.parse("Divya Rajendran\nEvents Coordinator\nSingapore | +65 9155 5027 | divya@example.com\n")
        #expect(resume.basics.location?.city == "Singapore")
        #expect(resume.basics.location?.countryCode == "SG")
    }

    /// A skills group labelled "Leadership & governance:" opened the volunteer section and took
    /// every skill after it.
    @Test func leadershipGroupUnderSkills() throws {
        let resume = try RegressionInputs.parseBody("""
            KEY SKILLS
            Leadership & governance: Nursing workforce planning, Safe staffing and skill mix, Clinical governance
            Systems: HealthRoster, NIMS, iPMS
            """)
        #expect(resume.skills.map(\.name) == ["Leadership & governance", "Systems"])
    }

    /// Board seats under "Boards & Public Roles" were read as jobs.
    @Test func boardsAreNoJobs() throws {
        #expect(SectionLexicon.kind(ofHeading: "Boards & Public Roles") == .memberships)
        #expect(SectionLexicon.kind(ofHeading: "BOARD SERVICE & AFFILIATIONS") == .memberships)
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Practice Director\t2015 – present
            Marsh Kendall Architects Ltd, Bristol

            Boards & Public Roles
            Trustee, Harbourside Design Trust, 2018 – present
            """)
        #expect(RegressionInputs.roles(resume) == ["Practice Director @ Marsh Kendall Architects Ltd | 2015–now"])
    }

    /// On a line of commas, the piece between a title and an employer named with its legal
    /// form is the title's unit; a legal form alone after its name is no employer of its own.
    @Test func titleUnitOnALineOfCommas() throws {
        let resume = try RegressionInputs.parseBody("""
            EARLIER CAREER
            Manager, External Reporting, Kinzie Street Capital Corp., Chicago, IL\t2003 – 2005
            Audit Senior, Assurance Services, Harrington & Pryor LLP, Chicago, IL\t1998–2003
            """)
        #expect(RegressionInputs.roles(resume) == ["Manager, External Reporting @ Kinzie Street Capital Corp. | 2003–2005",
                                                   "Audit Senior, Assurance Services @ Harrington & Pryor LLP | 1998–2003"])
        let pieces = ["Senior Mechanical Design Engineer", "Aerovance Components de México", "S.A. de C.V."]
        #expect(EntryHeading(lines: [pieces.joined(separator: ", ") + "\tJan 2022 – Present"]).segments.first == "Senior Mechanical Design Engineer")
    }

    /// Education: a long school's name before its town, a school named without a school's word
    /// ("eCornell"), SVQs, a UAL extended diploma, notes among middle dots (a thesis, a
    /// programme's concentrations) and a grade on a thesis line.
    @Test func educationOfSeniorPeople() {
        #expect(RegressionInputs.studies(lines: ["2012 – 2014", "MSc in Healthcare Management", "RCSI University of Medicine and Health Sciences, Dublin"])
            == ["MSc | Healthcare Management | RCSI University of Medicine and Health Sciences"])
        #expect(RegressionInputs.studies(lines: ["Certificate in Hospitality Management (online) - eCornell, 2019 - 2020",
                                                 "SVQ Level 3 in Professional Cookery - Glasgow College of Food Technology, 1998 - 2000"])
            == ["Certificate | Hospitality Management | eCornell", "SVQ Level 3 | Professional Cookery | Glasgow College of Food Technology"])
        #expect(RegressionInputs.studies(lines: ["Croydon College\t2016 – 2018", "UAL Level 3 Extended Diploma in Art and Design"])
            == ["UAL Level 3 Extended Diploma | Art and Design | Croydon College"])
        let notes = RegressionInputs.education([
            "University of Bath\t2002 – 2004", "Diploma in Architecture", "RIBA Part 2 · Commendation · Thesis: A timber school for a shrinking village",
            "Master of Business Administration (MBA)\t2006 – 2009", "The University of Chicago Booth School of Business, Chicago, IL",
            "Evening MBA Program · Concentrations: Finance, Accounting, Strategic Management",
        ])
        #expect(RegressionInputs.studies(notes) == ["Diploma | Architecture | University of Bath",
                                                    "Master of Business Administration (MBA) | - | The University of Chicago Booth School of Business"])
        #expect(RegressionInputs.education(["Universität Potsdam\t2012 – 2016", "B.Sc. Psychology", "Final grade: 1.9 · Thesis: Trust cues"]).first?.score == "1.9")
        #expect(RegressionInputs.studies(lines: ["Master of Business Administration (MBA)\t2010 – 2012",
                                                 "EGADE Business School, Tecnológico de Monterrey\tSan Pedro Garza García, N.L."])
            == ["Master of Business Administration (MBA) | - | EGADE Business School, Tecnológico de Monterrey"])
    }

    /// Certificates: a number labelled inside the line, a municipality as the issuer, a series
    /// after a subtitle's colon and a credential's letters after a comma, which are no issuers.
    @Test func certificateNumbersAndMunicipalities() {
        let certificates = CertificateExtractor.extract([
            "• Cédula Profesional No. 3418762 – Secretaría de Educación Pública",
            "• Person in Charge (PIC) Advanced Food Safety Certificate - Dubai Municipality, valid until 08/2026",
            "• NDIS Worker Orientation Module: Quality, Safety and You – NDIS Commission, 2023",
            "• International Medical Laboratory Scientist, MLS(ASCPi) – ASCP Board of Certification, 2021",
            "• Microsoft Office Specialist: Excel Expert, Microsoft, 2018",
        ].map { DocumentLine(text: $0) })
        #expect(certificates.map(\.name) == ["Cédula Profesional", "Person in Charge (PIC) Advanced Food Safety Certificate",
                                             "NDIS Worker Orientation Module: Quality, Safety and You",
                                             "International Medical Laboratory Scientist, MLS(ASCPi)", "Microsoft Office Specialist: Excel Expert"])
        #expect(certificates[1].issuer == "Dubai Municipality")
        #expect(certificates[4].issuer == "Microsoft")
    }
}
