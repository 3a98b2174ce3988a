import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 37 (ak1–ak6: trades, logistics and public service) and
/// 38 (al1–al6: graduates with long education sections), each named after what broke. Every
/// input is written here, small.
@Suite struct Batch37RegressionTests {
    /// "Research" heads publications alone, but not beside work; "KITCHEN EXPERIENCE" in
    /// capitals is experience whatever its first word.
    @Test func headingsOfExperience() {
        #expect(SectionLexicon.kind(ofHeading: "RESEARCH & WORK EXPERIENCE") == .experience)
        #expect(SectionLexicon.kind(ofHeading: "Research & Professional Experience") == .experience)
        #expect(SectionLexicon.kind(ofHeading: "KITCHEN EXPERIENCE") == .experience)
        #expect(SectionLexicon.kind(ofHeading: "Research") == .publications)
    }

    /// A title's unit after a comma stays with it when the employer stands alone on the next
    /// line or after a dash; "Constable" is a title and "Police" an employer's word; a line that
    /// stops on "for" is no heading.
    @Test func titlesWithUnitsAndTheirEmployers() throws {
        let resume = try RegressionInputs.parseBody("""
            RESEARCH & WORK EXPERIENCE
            Graduate Research Assistant, Department of Epidemiology\tSep 2025 – Present
            Emory University, Atlanta, GA
            • Clean and link state notifiable-disease data.
            Paralegal, Commercial Litigation - Marlowe Finch LLP, London Jul 2026 - Present
            • Disclosure review.
            Apr 2019 – Mar 2025
            Police Sergeant – Response Team
            West Midlands Police, Birmingham
            • Supervised a response team of 9 constables.
            Retail mergers: catchment-area analysis in Python and GIS for
            1,400 stores.
            2011 – 2013
            Special Constable (volunteer)
            West Midlands Police, Erdington
            • Volunteered on patrol.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Graduate Research Assistant, Department of Epidemiology @ Emory University | 2025-09–now",
            "Paralegal, Commercial Litigation @ Marlowe Finch LLP | 2026-07–now",
            "Police Sergeant – Response Team @ West Midlands Police | 2019-04–2025-03",
            "Special Constable (volunteer) @ West Midlands Police | 2011–2013",
        ])
        #expect(resume.work.first(where: { $0.name == "Marlowe Finch LLP" })?.location == "London")
    }

    /// "– expected May 2027" ends the range the start began; dates in square brackets leave no
    /// bracket in the field; "specialisation" is no part of it.
    @Test func datesAndFieldsOfDegrees() throws {
        let range = try #require(DateRangeParser.firstRange(in: "Aug 2025 – expected May 2027")).range
        #expect(range.startDate == "2025-08")
        #expect(range.endDate == "2027-05")
        #expect(RegressionInputs.studies(lines: ["Master of Architecture (MArch), Advanced Architectural Design [Sep 2022 – Jul 2024]",
                                                 "Universitat Politècnica de Catalunya (UPC) — Barcelona, Spain"])
            == ["Master of Architecture (MArch) | Advanced Architectural Design | Universitat Politècnica de Catalunya (UPC)"])
        #expect(RegressionInputs.studies(lines: ["National University of Singapore Aug 2026 – Present",
                                                 "Master of Computing, Information Security specialisation (part-time)"])
            == ["Master of Computing | Information Security | National University of Singapore"])
        #expect(RegressionInputs.studies(lines: ["Raffles Institution 2019 – 2020", "Singapore-Cambridge GCE A-Level"])
            == ["Singapore-Cambridge GCE A-Level | - | Raffles Institution"])
    }

    /// Notes under a degree that named a school or a second course: a programme in lower case,
    /// a framework level among middle dots; a diploma named after its trade keeps that name over
    /// the translation in its bracket; Polish schools.
    @Test func notesUnderDegreesAndSchoolsAbroad() {
        #expect(RegressionInputs.studies(lines: ["2021 – 2024\tMaster of Science in Economics (Diplôme d'ingénieur)",
                                                 "ENSAE Paris, Institut Polytechnique de Paris",
                                                 "Grande école programme, Economics & Public Policy major ·", "mention très bien",
                                                 "2018 – 2021\tLicence (Bachelor's degree) in Economics and Mathematics",
                                                 "Université Paris 1 Panthéon-Sorbonne"])
            == ["Master of Science | Economics | ENSAE Paris",
                "Licence (Bachelor's degree) | Economics and Mathematics | Université Paris 1 Panthéon-Sorbonne"])
        #expect(RegressionInputs.studies(lines: ["2018 – 2020\tAdvanced Certificate in Culinary Arts",
                                                 "Galway-Mayo Institute of Technology, Galway",
                                                 "QQI Level 6 · Commis Chef Apprenticeship · Distinction",
                                                 "2010 – 2014\tCatering Technician Diploma (Technik żywienia i usług gastronomicznych)",
                                                 "Zespół Szkół Gastronomicznych nr 3, Kraków"])
            == ["Advanced Certificate | Culinary Arts | Galway-Mayo Institute of Technology",
                "Diploma | Catering Technician | Zespół Szkół Gastronomicznych nr 3"])
    }

    /// A number after a dash ends a certificate's name.
    @Test func numbersAfterADash() {
        let certificates = CertificateExtractor.extract([
            DocumentLine(text: "EPA Section 608 Universal Certification - Cert. No. 3318-0927-5561 (does not expire)"),
            DocumentLine(text: "NATE Heat Pump Service Certification - NATE ID 4410287"),
            DocumentLine(text: "OSHA 10-Hour Construction Safety - 2019"),
        ])
        #expect(certificates.map(\.name) == ["EPA Section 608 Universal Certification", "NATE Heat Pump Service Certification",
                                             "OSHA 10-Hour Construction Safety"])
    }

    /// The headline after a line that is only a place, and "Candidate" as a title word.
    @Test func headlinesUnderPlaces() throws {
        let chemist = try RegressionInputs.parse("""
            Lucía Bermejo Ortiz, Ph.D.
            Boston, MA 02134
            (617) 555-0159
            Synthetic Organic Chemist | Process & Medicinal Chemistry
            lucia.bermejo@example.com
            """)
        #expect(chemist.basics.label == "Synthetic Organic Chemist | Process & Medicinal Chemistry")
        let student = try RegressionInputs.parse("""
            Danielle Okonkwo
            MPH Candidate, Epidemiology | Infectious Disease Surveillance
            Atlanta, GA 30307 | danielle@example.com
            """)
        #expect(student.basics.label == "MPH Candidate, Epidemiology | Infectious Disease Surveillance")
    }

    /// A sidebar set in its own line spacing shares almost no row with the main column, whose
    /// dates stand in a column of their own and whose paragraphs run across it: the gutter is
    /// the sidebar's, not the dates'.
    @Test func aSidebarInItsOwnLineSpacing() throws {
        func word(_ text: String, _ x0: Double, _ x1: Double, _ y: Double) -> LayoutWord {
            LayoutWord(text: text, x0: x0, y0: y, x1: x1, y1: y + 9)
        }
        var rows: [PageLayout.Row] = []
        for index in 0..<12 {
            rows.append(PageLayout.Row(words: [word("Sidebar", 20, 150, Double(index) * 23)]))
            let y = Double(index) * 23 + 11
            let main = switch index % 3 {
            case 0: [word("2021", 200, 250, y), word("Details", 270, 540, y)]
            case 1: [word("Paragraph", 200, 540, y)]
            default: [word("Details", 270, 540, y)]
            }
            rows.append(PageLayout.Row(words: main))
        }
        let gutter = try #require(PageLayout.findGutter(rows))
        #expect(gutter > 150 && gutter < 200)
    }
}
