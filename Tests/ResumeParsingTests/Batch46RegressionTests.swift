import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 46 and 47 (at1–at6: professionals educated in India,
/// the Philippines, Nigeria, Kenya, Poland and Brazil writing in English; au1–au6: licensed
/// health and education professionals), each named after what broke. Every input is written
/// here, small.
@Suite struct Batch46RegressionTests {
    /// "Jul'22" (a month with its two-digit year against it) and "Mar/2021" were no dates, so
    /// an Indian and a Brazilian resume had no roles at all.
    @Test func monthsWithAnApostropheYearOrASlashYear() throws {
        #expect(DateRangeParser.firstRange(in: "Staff Engineer | Jul'22 – Present")?.range.startDate == "2022-07")
        let apostrophe = DateRangeParser.firstRange(in: "Jan'15 – May'17")?.range
        #expect(apostrophe?.startDate == "2015-01" && apostrophe?.endDate == "2017-05")
        let slashed = DateRangeParser.firstRange(in: "São Paulo/SP | Jan/2018 – Feb/2021")?.range
        #expect(slashed?.startDate == "2018-01" && slashed?.endDate == "2021-02")
        let resume = try RegressionInputs.parseBody("""
            PROFESSIONAL EXPERIENCE
            Key Account Manager | Alimentos Serra Azul S.A. | São Paulo/SP | Mar/2021 – present
            • Manage the company's three largest national accounts, about R$ 410 million in net sales a year.
            Verification Engineer | Silicon Meadows Design Services Pvt. Ltd. | Hyderabad | Jan'15 – May'17
            • Deployed at a client's design centre on I2C, SPI, UART and AHB/APB peripheral IPs and more.
            """)
        #expect(RegressionInputs.roles(resume) == ["Key Account Manager @ Alimentos Serra Azul S.A. | 2021-03–now",
                                                   "Verification Engineer @ Silicon Meadows Design Services Pvt. Ltd. | 2015-01–2017-05"])
    }

    /// A Word table row holding an entry beside a narrow cell of its dates and place was read
    /// cell by cell: the dates fell after the bullets, beside the next entry's title, and every
    /// role took the next one's dates. It is read side by side now, as the page shows it.
    @Test func aDOCXEntryRowBesideItsDatesCell() throws {
        func row(_ entry: [String], _ dated: [String]) -> String {
            let left = entry.map { $0.hasPrefix("• ") ? DOCXFixture.paragraph(String($0.dropFirst(2)), list: true) : DOCXFixture.paragraph($0) }
            return "<w:tr><w:tc>\(left.joined())</w:tc><w:tc>\(dated.map { DOCXFixture.paragraph($0) }.joined())</w:tc></w:tr>"
        }
        let table = "<w:tbl>"
            + row(["Consulting Dietitian (part-time)", "Chinook Nutrition Counselling Ltd.", "• Virtual counselling for diabetes."],
                  ["Apr 2022 – present", "Calgary, AB"])
            + row(["Casual Clinical Dietitian", "Alberta Health Services", "• Relief coverage on medicine units."],
                  ["Sept. 2017 – Jan. 2018", "Edmonton, AB"])
            + "</w:tbl>"
        let document = DOCXFixture.paragraph("Nadia Haddad") + DOCXFixture.paragraph("nadia@example.com")
            + DOCXFixture.paragraph("PROFESSIONAL EXPERIENCE", style: "Heading1") + table
        let data = try DOCXFixture.archive(["word/document.xml": DOCXFixture.document(document)])
        let lines = try DOCXTextExtractor(maxUnpackedBytes: 5_000_000).extract(data).lines.map(\.text)
        #expect(lines.contains("Consulting Dietitian (part-time)\tApr 2022 – present"))
        #expect(lines.contains("Alberta Health Services\tEdmonton, AB"))
        let resume = try ResumeParser().parse(data, sourceFile: "r.docx", id: "resume:r")
        #expect(RegressionInputs.roles(resume) == ["Consulting Dietitian (part-time) @ Chinook Nutrition Counselling Ltd. | 2022-04–now",
                                                   "Casual Clinical Dietitian @ Alberta Health Services | 2017-09–2018-01"])
    }

    /// An exchange semester on a line of its own dates opens an entry of its own ("Jan – June
    /// 2019⇥Erasmus+ exchange semester", as the side-by-side DOCX rows now print it); under a
    /// degree without dates it stays a remark on that degree.
    @Test func anExchangeSemesterWithItsOwnDates() {
        let studies = RegressionInputs.studies(lines: [
            "2019 – 2021\tMaster's degree in Food Science and Technology",
            "Université Claude Bernard Lyon 1, Villeurbanne, France",
            "Jan – June 2019\tErasmus+ exchange semester",
            "Wageningen University & Research, Wageningen, Netherlands",
        ])
        #expect(studies == ["Master's degree | Food Science and Technology | Université Claude Bernard Lyon 1",
                            "Erasmus+ exchange semester | - | Wageningen University & Research"])
    }

    /// A faculty on its own line under the university ("Werklund School of Education") is part
    /// of it, not the next degree's school; "Education Background" heads education.
    @Test func aFacultyUnderItsUniversity() {
        #expect(RegressionInputs.studies(lines: [
            "Graduate Certificate in Adult Learning\t2020 to 2021",
            "University of Calgary\tCalgary, AB",
            "Werklund School of Education · part-time, online",
            "BSc in Nutrition and Food Science\t09/2012 – 06/2017",
            "University of Alberta\tEdmonton, AB",
        ]) == ["Graduate Certificate | Adult Learning | University of Calgary",
               "BSc | Nutrition and Food Science | University of Alberta"])
        #expect(SectionLexicon.kind(ofHeading: "EDUCATION BACKGROUND") == .education)
    }

    /// Europass and Polish degrees: "Postgraduate studies", "Engineer's degree", the "Matura",
    /// a Kenyan primary certificate; "EQF level 6" beside a degree is no field, and "Diploma
    /// grade: 4.5" is a grade, not a diploma.
    @Test func europeanAndKenyanQualifications() {
        let polish = RegressionInputs.education([
            "10.2008 – 01.2012\tEngineer's degree (inżynier) in Geodesy and Cartography\tEQF level 6",
            "AGH University of Science and Technology, Kraków (Poland)",
            "• Diploma grade: 4.5 (good plus)",
            "09.2005 – 05.2008\tMatura (secondary school-leaving certificate)\tEQF level 4",
            "Liceum Ogólnokształcące nr 3, Bochnia (Poland)",
        ])
        #expect(polish.map(\.studyType) == ["Engineer's degree", "Matura"])
        #expect(polish.first?.score == "4.5")
        #expect(polish.allSatisfy { $0.area?.contains("EQF") != true })
        #expect(RegressionInputs.studies(lines: ["10.2019 – 06.2020\tPostgraduate studies in Project Management",
                                                 "Cracow University of Economics, Kraków (Poland)"])
            == ["Postgraduate studies | Project Management | Cracow University of Economics"])
        #expect(EntryVocabulary.degree(in: "Kenya Certificate of Primary Education (KCPE)") != nil)
    }
}
