import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 8 (Word text boxes and tracked changes, a federal
/// resume, a student resume, dates in a left column, a hotel manager's plain text), each
/// named after what broke.
@Suite struct Batch8RegressionTests {
    let docx = DOCXTextExtractor(maxUnpackedBytes: 5_000_000)

    private func docxLines(_ body: String) throws -> [String] {
        try docx.extract(try DOCXFixture.archive(["word/document.xml": DOCXFixture.document(body)])).lines.map(\.text)
    }

    private static func run(_ text: String, tag: String = "w:t") -> String { "<w:r><\(tag)>\(text)</\(tag)></w:r>" }

    @Test func wordTextBoxWrittenAsDrawingAndVMLFallbackIsReadOnce() throws {
        let content = "<w:txbxContent>\(DOCXFixture.paragraph("Languages"))\(DOCXFixture.paragraph("French — Fluent"))</w:txbxContent>"
        let box = #"<w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">"#
            + "<mc:Choice Requires=\"wps\"><w:drawing><wps:txbx xmlns:wps=\"urn:wps\">\(content)</wps:txbx></w:drawing></mc:Choice>"
            + "<mc:Fallback><w:pict><v:textbox xmlns:v=\"urn:schemas-microsoft-com:vml\">\(content)</v:textbox></w:pict></mc:Fallback>"
            + "</mc:AlternateContent></w:r>"
        #expect(try docxLines("<w:p>\(box)</w:p>" + DOCXFixture.paragraph("Experience")) == ["Languages", "French — Fluent", "Experience"])
    }

    @Test func trackedDeletionsAreLeftOutAndInsertionsKept() throws {
        let paragraph = "<w:p>" + Self.run("Jul 2019 – ")
            + "<w:del w:id=\"1\" w:author=\"R\">\(Self.run("Present", tag: "w:delText"))</w:del>"
            + "<w:ins w:id=\"2\" w:author=\"R\">\(Self.run("Jun 2023"))</w:ins></w:p>"
        let moved = "<w:p><w:moveFrom w:id=\"3\" w:author=\"R\">\(Self.run("AAT Diploma"))</w:moveFrom></w:p>"
            + "<w:p><w:moveTo w:id=\"4\" w:author=\"R\">\(Self.run("AAT Level 4 Diploma"))</w:moveTo></w:p>"
        let deletedRow = "<w:tbl><w:tr><w:trPr><w:del w:id=\"5\" w:author=\"R\"/></w:trPr><w:tc>\(DOCXFixture.paragraph("Old job"))</w:tc></w:tr>"
            + "<w:tr><w:tc>\(DOCXFixture.paragraph("Kept job"))</w:tc></w:tr></w:tbl>"
        #expect(try docxLines(paragraph + moved + deletedRow) == ["Jul 2019 – Jun 2023", "AAT Level 4 Diploma", "Kept job"])
    }

    @Test func runsInsideContentControlsAndSimpleFieldsAreRead() throws {
        let control = "<w:sdt><w:sdtPr><w:alias w:val=\"Phone\"/><w:text/></w:sdtPr><w:sdtContent>\(Self.run("(503) 555-0147"))</w:sdtContent></w:sdt>"
        let field = "<w:fldSimple w:instr=\" HYPERLINK mailto:jane@example.com \">\(Self.run("jane@example.com"))</w:fldSimple>"
        let complexField = "<w:r><w:fldChar w:fldCharType=\"begin\"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r>"
            + "<w:r><w:fldChar w:fldCharType=\"separate\"/></w:r>\(Self.run("2"))<w:r><w:fldChar w:fldCharType=\"end\"/></w:r>"
        #expect(try docxLines("<w:p>\(control)</w:p><w:p>\(field)</w:p><w:p>\(Self.run("Page "))\(complexField)</w:p>")
            == ["(503) 555-0147", "jane@example.com", "Page 2"])
    }

    @Test func unfilledTemplatePlaceholderIsLeftOut() throws {
        let placeholder = "<w:sdt><w:sdtPr><w:showingPlcHdr/><w:text/></w:sdtPr><w:sdtContent>\(DOCXFixture.paragraph("[Link to other online properties]"))</w:sdtContent></w:sdt>"
        let inline = "<w:p>\(Self.run("Portland, OR"))<w:sdt><w:sdtPr><w:showingPlcHdr/></w:sdtPr><w:sdtContent>\(Self.run(" [Phone]"))</w:sdtContent></w:sdt></w:p>"
        #expect(try docxLines(placeholder + inline) == ["Portland, OR"])
    }

    // MARK: - PDF layout

    @Test func aRunningFooterOnEveryPageIsDropped() {
        let footer = DocumentLine(text: "Announcement DLA-25-12700418-MP")
        let pages = [[DocumentLine(text: "Jordan Kessler"), DocumentLine(text: "Adjunct Instructor"), footer],
                     [DocumentLine(text: "Department: CIT"), DocumentLine(text: "EDUCATION"), footer]]
        #expect(PDFTextExtractor.withoutRunningLines(pages).flatMap { $0 }.map(\.text) == ["Jordan Kessler", "Adjunct Instructor", "Department: CIT", "EDUCATION"])
    }

    /// Words of one line, right-aligned to end at `right` when given, on row `row` (14 points apart).
    private static func words(_ text: String, x: Double? = nil, right: Double? = nil, row: Int) -> [LayoutWord] {
        let widths = text.split(separator: " ").map { Double($0.count) * 5 }
        var left = x ?? (right! - widths.reduce(0, +) - Double(widths.count - 1) * 3)
        return zip(text.split(separator: " "), widths).map { word, width in
            defer { left += width + 3 }
            return LayoutWord(text: String(word), x0: left, y0: 100 + Double(row) * 14, x1: left + width, y1: 110 + Double(row) * 14)
        }
    }

    @Test func aDateLabelWrappedOntoTwoLinesInALeftColumnIsOneLabel() {
        var page: [LayoutWord] = []
        let labels = [0: "2022 – present", 4: "Oct 2016 – Jun", 5: "2019", 8: "2014 – 2016", 12: "2011 – 2014"]
        for row in 0..<16 {
            if let label = labels[row] { page += Self.words(label, right: 150, row: row) }
            page += Self.words("Content line \(row)", x: 160, row: row)
        }
        let lines = PageLayout(words: page, pageWidth: 612).readingOrderLines().map(\.text)
        #expect(lines.contains("Oct 2016 – Jun 2019\tContent line 4"), "\(lines)")
        #expect(lines.first == "2022 – present\tContent line 0")
    }

    // MARK: - Entries

    @Test func aDateLineAboveTitleCommaCompanyEndingInCoFullStop() throws {
        let resume = try RegressionInputs.parse("""
        Camille Baptiste
        camille@example.com

        Experience
        Mar 2021 – Present
        Senior Marketing Manager, Lindenwood Outdoor Co.
        • Own the lifecycle program for 1.8M subscribers.
        Jun 2018 – Feb 2021
        Lifecycle Marketing Manager, Cascadia Credit Union
        • Launched onboarding journeys.
        """)
        #expect(RegressionInputs.roles(resume) == ["Senior Marketing Manager @ Lindenwood Outdoor Co. | 2021-03–now",
                                       "Lifecycle Marketing Manager @ Cascadia Credit Union | 2018-06–2021-02"])
    }

    @Test func aFederalResumesJobDetailsAndDutyParagraphsAreNotEntries() throws {
        let resume = try RegressionInputs.parse("""
        Jordan Kessler
        jordan@example.com

        WORK EXPERIENCE
        Defense Logistics Agency
        3990 E. Broad St., Columbus, OH 43213 United States
        10/2020 - Present
        Salary: $98,496 USD per year | Hours per week: 40
        IT Specialist (SYSADMIN)
        Series/Grade: GS-2210-12
        Supervisor: Maria Delgado, (614) 555-0132 (may contact)
        Duties, Accomplishments and Related Skills:
        SYSTEMS ADMINISTRATION: Administer 210 Windows Server 2016/2019 systems and 3 VMware vSphere 7
        clusters that host the agency's warehouse applications for 26 distribution centers.
        CYBERSECURITY: Run weekly scans and track findings. Raised the compliance score from 78% to 96% between 01/2021 and
        06/2022 and closed 1,140 vulnerability findings ahead of the inspection.
        LEADERSHIP: Served a 120-day detail as acting team lead for six system administrators (04/2022 - 08/2022).
        Led the migration of 85 servers from Windows Server 2012 R2 to 2019 with no unplanned outage (completed
        03/2023).
        Received a Special Act Award ($2,000) in 2022 for the inspection results.
        United States Army
        Fort Gordon, GA 30905 United States
        05/2011 - 05/2017
        Information Technology Specialist (25B)
        Series/Grade: N/A (military), Sergeant (E-5)
        Duties, Accomplishments and Related Skills:
        Installed, operated and maintained tactical and garrison networks for a signal battalion. Supervised four soldiers, managed hand receipts for $1.8M of
        IT equipment and earned the Army Commendation Medal (2016).
        """)
        #expect(RegressionInputs.roles(resume) == ["IT Specialist (SYSADMIN) @ Defense Logistics Agency | 2020-10–now",
                                       "Information Technology Specialist (25B) @ United States Army | 2011-05–2017-05"])
        #expect(resume.work.first?.location == "Columbus, OH")
        #expect(resume.volunteer.isEmpty)
    }

    @Test func aDatedSentenceInAStudentsInternshipIsNotANewEntry() throws {
        let resume = try RegressionInputs.parse("""
        Riley Kaminski
        riley@example.edu

        EXPERIENCE
        Ridgeline Packaging Corp.\tElgin, IL
        Operations Engineering Intern\tSummer 2025
        Presented a $140K conveyor re-layout proposal to the site leadership team; approved for 2026.
        Prairie State Components\tPeoria, IL
        Manufacturing Engineering Intern\tSummer 2024
        Used Minitab capability studies to cut scrap on a CNC lathe cell from 4.1% to 2.6%.
        """)
        #expect(RegressionInputs.roles(resume) == ["Operations Engineering Intern @ Ridgeline Packaging Corp. | 2025-06–2025-08",
                                       "Manufacturing Engineering Intern @ Prairie State Components | 2024-06–2024-08"])
    }

    @Test func rolesUnderAnEmployerInCapitalsWithPipesKeepTheirWholeTitles() throws {
        let resume = try RegressionInputs.parse("""
        Terrence Oyelaran
        t.oyelaran@example.net

        EXPERIENCE

        THE CEDAR LODGE AT LAKE CRESCENT | Port Angeles, WA | 2014–2018
          Front Desk Supervisor (Apr. 2017 to Aug. 2018)
            - Scheduled 14 agents across three shifts.
          Guest Services Agent (Jan. '15 – Mar. '17)
            - Checked in up to 180 guests a day.
        """)
        #expect(RegressionInputs.roles(resume) == ["Front Desk Supervisor @ THE CEDAR LODGE AT LAKE CRESCENT | 2017-04–2018-08",
                                       "Guest Services Agent @ THE CEDAR LODGE AT LAKE CRESCENT | 2015-01–2017-03"])
    }

    @Test func trainingAndEligibilitySectionsHoldNoJobs() throws {
        let resume = try RegressionInputs.parse("""
        Jordan Kessler
        jordan@example.com

        AVAILABILITY AND ELIGIBILITY
        Vacancy announcement: DLA-25-127, IT Specialist (INFOSEC), GS-2210-13
        Federal status:\tCurrent federal employee (career). Time in grade: GS-12 since 10/2020
        JOB RELATED TRAINING
        DISA ACAS v5 Operator course, 40 hours, 2021
        VMware vSphere 7: Install, Configure, Manage, 40 hours, 2021
        """)
        #expect(resume.work.isEmpty)
        #expect(resume.education.isEmpty)
    }

    // MARK: - Dates

    @Test func anExpectedGraduationIsUnderWayAndEndsThen() throws {
        let match = try #require(DateRangeParser.firstRange(in: "Bachelor of Science\tExpected May 2026"))
        #expect(match.range == ResumeDateRange(endDate: "2026-05", isCurrent: true, dateText: "Expected May 2026"))
    }

    @Test func aJobHeldOneSummerSpansTheSummer() {
        #expect(DateRangeParser.spanningSeason(ResumeDateRange(startDate: "2025-06", dateText: "Summer 2025")).endDate == "2025-08")
        #expect(DateRangeParser.spanningSeason(ResumeDateRange(startDate: "2019-12", dateText: "Winter 2019")).endDate == "2020-02")
        #expect(DateRangeParser.spanningSeason(ResumeDateRange(startDate: "2019-03", dateText: "Mar 2019")).endDate == nil)
    }

    // MARK: - Basics, languages, certificates, skills

    @Test func postNominalLettersAreNotPartOfTheName() {
        #expect(BasicsExtractor.withoutPostNominals("Rhiannon Pryce ACMA") == "Rhiannon Pryce")
        #expect(BasicsExtractor.withoutPostNominals("John Smith III") == "John Smith III")
        #expect(BasicsExtractor.name(in: [DocumentLine(text: "Rhiannon Pryce ACMA, CGMA")]).0 == "Rhiannon Pryce")
    }

    @Test func aStateCodeFollowedByTheCountryIsAPlace() {
        #expect(PlaceParser.find(in: "Adelphi, MD United States")?.location.region == "MD")
    }

    @Test func languageLevelsAfterADashAColonOrASpace() {
        let lines = ["Welsh – fluent (spoken and written); English – native", "Spanish: Spoken - Intermediate; Written - Novice; Read - Intermediate",
                     "Polish native"].map { DocumentLine(text: $0) }
        #expect(ListSectionExtractor.languages(lines).map(\.language) == ["Welsh", "English", "Spanish", "Polish"])
    }

    @Test func certificatesWithRenewalsBrandsInCamelCaseColonsAndBracketedYears() {
        let lines = ["Certified Rooms Division Executive (CRDE), AHLEI, 2022", "ServSafe Food Protection Manager, 2021 (renewed 2026)",
                     "eCornell Hospitality Management Certificate, 2020", "Microsoft Certified: Azure Administrator Associate, 2023",
                     "Lean Six Sigma Yellow Belt (2023), OSHA 10-Hour General Industry", "CompTIA Security+ ce, expires 03/2026"]
        let certificates = CertificateExtractor.extract(lines.map { DocumentLine(text: $0) })
        #expect(certificates.map(\.name) == ["Certified Rooms Division Executive (CRDE)", "ServSafe Food Protection Manager",
                                              "eCornell Hospitality Management Certificate", "Microsoft Certified: Azure Administrator Associate",
                                              "Lean Six Sigma Yellow Belt", "OSHA 10-Hour General Industry", "CompTIA Security+ ce"])
        #expect(certificates[1].date == "2021")
        #expect(certificates[6].issuer == nil)
    }

    @Test func aSkillsLineWithNoHeadingAfterAnInlineLanguagesLine() throws {
        let resume = try RegressionInputs.parse("""
        Terrence Oyelaran
        t.oyelaran@example.net

        CERTIFICATIONS
        eCornell Hospitality Management Certificate, 2020

        Languages: English (native), Yoruba (conversational)


        Opera Cloud · Opera PMS V5 · Delphi.fdc · HotSOS · Revenue management · Labor scheduling · Group and
        convention blocks · Guest recovery · Budgeting
        """)
        #expect(resume.languages.map(\.language) == ["English", "Yoruba"])
        #expect(resume.skills.map(\.name).prefix(2) == ["Opera Cloud", "Opera PMS V5"])
        #expect(resume.skills.map(\.name).contains("Group and convention blocks"))
    }
}
