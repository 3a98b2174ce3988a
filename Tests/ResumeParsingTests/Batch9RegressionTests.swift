import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 9 (a German Lebenslauf, a JSON Resume theme page, a
/// Canva-like two-column PDF, an ATS paste hard-wrapped at 70 columns, a clinical CV), each
/// named after what broke.
@Suite struct Batch9RegressionTests {
    // MARK: - PDF layout

    @Test func mainColumnHeadingsLargerThanTheSidebarsAreStillHeadings() {
        func line(_ text: String, _ size: Double, block: Bool = false) -> DocumentLine {
            DocumentLine(text: text, size: size, startsBlock: block)
        }
        var lines = [line("SKILLS", 12.2, block: true), line("Research", 10), line("TOOLS", 12.2, block: true),
                     line("Figma", 10), line("LANGUAGES", 12.2, block: true), line("English", 10),
                     line("INTERESTS", 12.2, block: true), line("Ceramics", 10), line("ABOUT ME", 13.4, block: true),
                     line("Product designer with nine years in health and transit.", 10.9), line("EXPERIENCE", 13.4, block: true)]
        lines += (0..<6).map { line("Designed the trip planner for three regional agencies \($0).", 10.9) }
        let kinds = SectionSplitter.split(lines).map(\.kind)
        #expect(kinds == [.header, .skills, .skills, .languages, .interests, .summary, .experience])
    }

    /// One row of capitals `letters` wide apart, a wider gap between words, and a kerning pair
    /// that the glyph reader already joined.
    @Test func letterSpacedCapitalsWithAKerningPairKeepTheirWordBreak() {
        var words: [LayoutWord] = []
        var x = 0.0
        for token in ["YA", "R", "A", " ", "H", "A", "D", "D", "A", "D"] {
            if token == " " { x += 8; continue }
            let width = Double(token.count) * 10
            words.append(LayoutWord(text: token, x0: x, y0: 0, x1: x + width, y1: 20))
            x += width + 6
        }
        #expect(PageLayout.closingLetterSpacing(words).map(\.text) == ["YARA", "HADDAD"])
        let plain = ["IT", "HR", "AND", "QA"].enumerated().map { LayoutWord(text: $1, x0: Double($0) * 40, y0: 0, x1: Double($0) * 40 + 20, y1: 20) }
        #expect(PageLayout.closingLetterSpacing(plain).map(\.text) == ["IT", "HR", "AND", "QA"])
    }

    /// A German CV's left column: labels one to a row beside the personal details, then dates
    /// beside the first line of each role, 14 points a row.
    @Test func labelsOneToARowThenBesideEachRoleAreReadAcross() {
        func words(_ text: String, x: Double, row: Int) -> [LayoutWord] {
            var left = x
            return text.split(separator: " ").map { word in
                defer { left += Double(word.count) * 5 + 3 }
                return LayoutWord(text: String(word), x0: left, y0: 100 + Double(row) * 14, x1: left + Double(word.count) * 5, y1: 110 + Double(row) * 14)
            }
        }
        var page: [LayoutWord] = []
        for (row, label) in ["Name:", "Anschrift:", "Telefon:", "E-Mail:", "Geburtsdatum:", "Staatsangehörigkeit:", "Familienstand:", "Führerschein:"].enumerated() {
            page += words(label, x: 60, row: row) + words("Detail \(row)", x: 170, row: row)
        }
        for (index, label) in ["seit 10/2021", "03/2019 – heute", "04/2016 – 02/2019"].enumerated() {
            let row = 9 + index * 4
            page += words(label, x: 60, row: row)
            for line in 0..<4 { page += words("Role \(index) line \(line)", x: 170, row: row + line) }
        }
        let lines = PageLayout(words: page, pageWidth: 612).readingOrderLines().map(\.text)
        #expect(lines.contains("Name:\tDetail 0"), "\(lines)")
        #expect(lines.contains("03/2019 – heute\tRole 1 line 0"), "\(lines)")
    }

    // MARK: - Sections

    @Test(arguments: [("Berufserfahrung", SectionKind.experience), ("Ausbildung", .education), ("Persönliche Daten", .contact),
                      ("Kenntnisse", .skills), ("Weiterbildungen & Zertifikate", .certificates), ("Sprachkenntnisse", .languages),
                      ("Courses & Certifications", .certificates), ("Clinical Rotations", .training)])
    func germanHeadingsAndCompoundsWithTrainingAreKnown(heading: String, kind: SectionKind) {
        #expect(SectionLexicon.kind(ofHeading: heading) == kind)
    }

    @Test func aGermanLebenslaufWithDatesBesideRolesHasItsJobs() throws {
        let resume = try RegressionInputs.parse("""
        Friederike Langenbach
        f.langenbach@example.org

        Berufserfahrung
        seit 10/2021\tLehrbeauftragte für ERP-Systeme (nebenberuflich)
        Hochschule Rheinaue für Wirtschaft, Bonn
        04/2016 – 02/2019\tJunior-Beraterin Finanzprozesse
        Nordwerk Systemhaus AG, Düsseldorf

        Ausbildung
        10/2013 – 03/2016\tMaster of Science Wirtschaftsinformatik
        Universität zu Köln
        """)
        #expect(RegressionInputs.roles(resume) == ["Lehrbeauftragte für ERP-Systeme (nebenberuflich) @ Hochschule Rheinaue für Wirtschaft | 2021-10–now",
                                       "Junior-Beraterin Finanzprozesse @ Nordwerk Systemhaus AG | 2016-04–2019-02"])
        #expect(resume.education.map(\.institution) == ["Universität zu Köln"])
    }

    // MARK: - Education

    @Test func aDegreesAbbreviationInBracketsIsNotItsField() throws {
        let resume = try RegressionInputs.parse("""
        Yara Haddad
        yara@example.com

        EDUCATION
        Bachelor of Design (BDes), Interaction Design
        OCAD University | Toronto, ON
        2011 – 2015
        """)
        #expect(resume.education.count == 1)
        #expect(resume.education.first?.studyType == "Bachelor of Design (BDes)")
        #expect(resume.education.first?.area == "Interaction Design")
        #expect(resume.education.first?.institution == "OCAD University")
    }

    @Test func germanDegreesKeepTheirFieldAndTheirBracketedName() throws {
        let resume = try RegressionInputs.parse("""
        Friederike Langenbach
        f.langenbach@example.org

        Ausbildung
        10/2013 – 03/2016\tMaster of Science Wirtschaftsinformatik
        Universität zu Köln

        08/2007 – 06/2010\tAusbildung zur Industriekauffrau
        Rhein-Sieg Armaturen GmbH, Siegburg

        06/2007\tAllgemeine Hochschulreife (Abitur)
        Gymnasium am Michaelsberg, Siegburg
        """)
        #expect(resume.education.map { "\($0.studyType ?? "-") | \($0.area ?? "-") | \($0.institution ?? "-")" } == [
            "Master of Science | Wirtschaftsinformatik | Universität zu Köln",
            "Ausbildung | Industriekauffrau | Rhein-Sieg Armaturen GmbH",
            "Allgemeine Hochschulreife (Abitur) | - | Gymnasium am Michaelsberg",
        ])
    }

    // MARK: - Basics and entries

    @Test func theNameInADetailsTableLabelledNameIsTheName() throws {
        let resume = try RegressionInputs.parse("""
        Lebenslauf
        Persönliche Daten
        Name:\tFriederike Langenbach
        Anschrift:\tBrüsseler Straße 47, 50674 Köln
        E-Mail:\tf.langenbach@example.org
        """)
        #expect(resume.basics.name == "Friederike Langenbach")
    }

    @Test func anEmployerEndingInALegalFormIsTheEmployerBesideATitleWithCO() throws {
        let resume = try RegressionInputs.parse("""
        Friederike Langenbach
        f.langenbach@example.org

        Experience
        03/2019 – heute\tSenior-Beraterin SAP FI/CO
        Rheinland Consulting GmbH, Köln
        04/2014 – 03/2016\tWerkstudentin Controlling
        Hafenlogistik Niehl GmbH & Co. KG, Köln
        """)
        #expect(RegressionInputs.roles(resume) == ["Senior-Beraterin SAP FI/CO @ Rheinland Consulting GmbH | 2019-03–now",
                                       "Werkstudentin Controlling @ Hafenlogistik Niehl GmbH & Co. KG | 2014-04–2016-03"])
    }

    // MARK: - Plain text

    /// An ATS paste: CRLF line ends, every line wrapped before 70 columns.
    private static let hardWrapped = [
        "VINCENT A. SZABO",
        "Email: vince.szabo@example.com",
        "",
        "PROFESSIONAL EXPERIENCE",
        "-----------------------",
        "Keystone Regional Health Network, Harrisburg, PA — Senior Systems",
        "Administrator (2020-Present)",
        "  - Run 640 VMs on two vSphere clusters across two data centers for a",
        "    five-hospital system; 99.97% uptime for Epic-adjacent services in",
        "    2023. Led the Veeam-to-immutable-storage project after the 2021",
        "    ransomware scare at a neighboring system, with a budget of 1.2M.",
        "",
        "Dauphin County Information Technology, Harrisburg, PA — Systems",
        "Administrator II (2018-2020), Systems Administrator I (2017-2018)",
        "  o Migrated 90 Windows servers from 2008 R2 to 2016 and retired the",
        "    county's last Novell file server.",
    ].joined(separator: "\r\n")

    @Test func linesHardWrappedAt70ColumnsAreJoinedBeforeEntriesAreFound() throws {
        let lines = try PlainTextExtractor(isMarkdown: false).extract(Data(Self.hardWrapped.utf8)).lines.map(\.text)
        #expect(lines.contains("Keystone Regional Health Network, Harrisburg, PA — Senior Systems Administrator (2020-Present)"))
        #expect(lines.contains { $0.hasSuffix("services in 2023. Led the Veeam-to-immutable-storage project after the 2021 ransomware scare at a neighboring system, with a budget of 1.2M.") })
        #expect(lines.contains("VINCENT A. SZABO"))
        #expect(lines.contains("PROFESSIONAL EXPERIENCE"))
    }

    @Test func twoTitlesEachWithItsDatesOnOneLineAreTwoRoles() throws {
        let resume = try RegressionInputs.parse(Self.hardWrapped)
        #expect(RegressionInputs.roles(resume) == ["Senior Systems Administrator @ Keystone Regional Health Network | 2020–now",
                                       "Systems Administrator II @ Dauphin County Information Technology | 2018–2020",
                                       "Systems Administrator I @ Dauphin County Information Technology | 2017–2018"])
        #expect(resume.work[1].highlights.first?.hasPrefix("Migrated 90 Windows servers") == true)
    }

    // MARK: - HTML (a JSON Resume theme)

    private static let themePage = """
    <html><body><h1>Inês Carvalho</h1><p>ines.carvalho@example.com</p>
    <section id="work"><h2>Work</h2>
    <article><header><h3><a href="https://tidewater.example.com">Tidewater Labs</a></h3>
    <div class="meta"><time datetime="2021-04-01">Apr 2021</time> – <time>Present</time></div></header>
    <div class="meta"><span class="position"><strong>Senior Frontend Engineer</strong> <span class="location">Lisbon, PT (remote)</span></span></div>
    <ul class="highlights"><li>Lead the design-system team.</li></ul></article>
    </section>
    <section id="volunteer"><h2>Volunteer</h2>
    <article><header><h3>Code for Porto</h3><div class="meta"><time>Jan 2019</time> – <time>Present</time></div></header>
    <div class="meta"><span class="position"><strong>Mentor</strong></span></div></article>
    </section>
    <section id="education"><h2>Education</h2>
    <article><header><h3>Universidade do Porto – Faculdade de Engenharia (FEUP)</h3>
    <div class="meta"><time>Sep 2012</time> – <time>Jul 2017</time></div></header>
    <div class="meta"><span class="studyType">Integrated Master</span> · <span class="area">Informatics and Computing Engineering</span></div>
    <ul class="courses"><li>Web Engineering</li><li>Distributed Systems</li></ul></article>
    </section></body></html>
    """

    @Test func aThemesTitleAndPlaceSideBySideAreSeparateFields() throws {
        let lines = try HTMLTextExtractor().extract(Data(Self.themePage.utf8)).lines.map(\.text)
        #expect(lines.contains("Senior Frontend Engineer\tLisbon, PT (remote)"))
    }

    @Test func aThemesEmployerOverTitleAndPlaceIsTheEmployer() throws {
        let resume = try RegressionInputs.parse(Self.themePage, file: "r.html")
        #expect(RegressionInputs.roles(resume) == ["Senior Frontend Engineer @ Tidewater Labs | 2021-04–now"])
        #expect(resume.volunteer.count == 1)
    }

    @Test func aDegreeInTheBlockUnderItsSchoolAndDatesCompletesTheEntry() throws {
        let resume = try RegressionInputs.parse(Self.themePage, file: "r.html")
        #expect(resume.education.count == 1)
        #expect(resume.education.first?.studyType == "Integrated Master")
        #expect(resume.education.first?.area == "Informatics and Computing Engineering")
        #expect(resume.education.first?.institution?.hasPrefix("Universidade do Porto") == true)
    }

    // MARK: - A clinical CV

    @Test func aTitleWithItsUnitAfterADashKeepsItAndMembershipsAreNotJobs() throws {
        let resume = try RegressionInputs.parse("""
        Lucía Fernández-Whitaker
        lucia.fw@example.org

        Professional Experience
        Staff Nurse – ICU, St. Brendan’s Regional Medical Center, Santa Fe, NM
        Jul 2019 – Jun 2022
        • 20-bed mixed medical-surgical ICU.
        Registered Nurse – Medical/Surgical, Rio Grande Community Hospital, Las Cruces, NM
        Jun 2016 – Jun 2019

        Professional Memberships
        • American Association of Nurse Practitioners (AANP), 2020 – present
        """)
        #expect(RegressionInputs.roles(resume) == ["Staff Nurse – ICU @ St. Brendan’s Regional Medical Center | 2019-07–2022-06",
                                       "Registered Nurse – Medical/Surgical @ Rio Grande Community Hospital | 2016-06–2019-06"])
        #expect(EntryHeading(lines: ["Software Engineer – Google, Mountain View, CA"]).segments == ["Software Engineer", "Google"])
    }

    // MARK: - Skills

    private static func flatSkills(_ resume: ParsedResume) -> [String] {
        resume.skills.flatMap { $0.keywords.isEmpty ? [$0.name] : $0.keywords }
    }

    @Test func aLevelInBracketsAfterASkillIsLeftOut() throws {
        let skills = SkillsExtractor.extract([DocumentLine(text: "IT:\tMS Excel (sehr gut), SQL (gut), Python (Grundkenntnisse), Accessibility (WCAG)")])
        #expect(skills.flatMap(\.keywords) == ["MS Excel", "SQL", "Python", "Accessibility (WCAG)"])
    }

    @Test func aGroupNameOverItsListAndALevelAloneAreNotSkills() {
        let clinical = ["Procedures", "Suturing and laceration repair; Incision and drainage; Joint injection; Point-of-care ultrasound",
                        "Chronic care", "Diabetes management; COPD management", "Systems", "Epic; Cerner"].map { DocumentLine(text: $0) }
        let skills = SkillsExtractor.extract(clinical)
        #expect(skills.map(\.name) == ["Procedures", "Chronic care", "Systems"])
        #expect(skills.flatMap(\.keywords).contains("Point-of-care ultrasound"))
        let theme = [DocumentLine(text: "Frontend", isMarkedHeading: true), DocumentLine(text: "Master"),
                     DocumentLine(text: "• TypeScript"), DocumentLine(text: "• React")]
        #expect(SkillsExtractor.extract(theme).map(\.name) == ["TypeScript", "React"])
    }

    // MARK: - Over-reach found by batch 10

    /// The employer-over-title rule (a theme's "Tidewater Labs" over "Senior Frontend
    /// Engineer⇥Lisbon, PT (remote)") took an unknown heading over a self-contained role line
    /// for the employer, dropping the employer the line names beside its own place.
    @Test func aRoleLineWithItsOwnEmployerAndPlaceUnderAnUnknownHeadingKeepsItsEmployer() {
        let lines = ["Grade 3 Teacher – Oak Hill Elementary School, Dayton, OH (Aug 2012 – June 2016)",
                     "• Taught a self-contained class of 24.",
                     "OTHER ROLES",
                     "Camp Coordinator – Riverside Public Library, Dayton, OH (2016 - 2019)",
                     "• Ran a summer reading camp for 200 children."].map { DocumentLine(text: $0) }
        let roles = WorkExtractor.extract(lines)
        #expect(roles.map { "\($0.position ?? "-") @ \($0.name ?? "-")" }
                == ["Grade 3 Teacher @ Oak Hill Elementary School", "Camp Coordinator @ Riverside Public Library"])
        #expect(roles.last?.location == "Dayton, OH")
    }

    /// A sidebar read first, its headings now found after letter-spacing is closed up, ends
    /// with certificates; the main column's name (far larger than any heading) and headline
    /// under it were read as two more certificates, and a name wrapped before "Certification"
    /// as two.
    @Test func theNameAndHeadlineAfterASidebarAreNotItsLastSectionsContent() {
        func line(_ text: String, _ size: Double, block: Bool = false) -> DocumentLine {
            DocumentLine(text: text, size: size, startsBlock: block)
        }
        var lines = [line("SKILLS", 11, block: true), line("Paid Search", 10, block: true), line("Email Marketing", 10),
                     line("CERTIFICATIONS", 11, block: true), line("Google Ads Search", 10, block: true), line("Certification", 10),
                     line("Meta Certified Media Buying Professional", 10),
                     line("Jordan Reyes", 28, block: true), line("Growth Marketer", 14.5),
                     line("SUMMARY", 12.3, block: true), line("Growth marketer with eight years in retail.", 10.7, block: true),
                     line("EXPERIENCE", 12.3, block: true), line("Northwind Outfitters | Denver, CO", 11.7, block: true)]
        lines += (0..<6).map { line("Ran paid search and email campaigns for region \($0).", 10.7) }
        let sections = SectionSplitter.split(lines)
        #expect(sections.map(\.kind) == [.header, .skills, .certificates, .summary, .experience])
        let certificates = CertificateExtractor.extract(sections.first { $0.kind == .certificates }?.lines ?? [])
        #expect(certificates.map(\.name) == ["Google Ads Search Certification", "Meta Certified Media Buying Professional"])
    }
}
