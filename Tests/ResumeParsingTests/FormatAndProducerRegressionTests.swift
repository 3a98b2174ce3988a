import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found on the sixth and seventh held-out batches (samples/resumes/holdout,
/// k1–k6: Markdown, DOCX text columns, a trades resume, an Indian CV, a site-builder page;
/// m1–m5: PDFs from pdflatex, LibreOffice and WeasyPrint), written without reading the
/// parser: each test failed before its fix.
@Suite struct FormatAndProducerRegressionTests {
    private func parse(_ text: String, as file: String = "r.txt") throws -> ParsedResume {
        try ResumeParser().parse(Data(text.utf8), sourceFile: file, id: "resume:r")
    }

    @Test func markdownEmphasisTablesAndPhonesAreRead() throws {
        let text = """
        # Ruben Hoekstra
        iOS Developer · Amsterdam, Netherlands
        [Email](mailto:ruben@example.nl) · +31 6 1555 0347

        ## Experience
        ### Fietsdeel — Senior iOS Developer
        _Jan 2021 – present_ · Amsterdam
        - Led the app team.

        ## Skills
        | Area | Tools |
        |------|-------|
        | Languages | Swift, Objective-C |
        | Tooling | Xcode, Fastlane |

        ## Education
        | Degree | School | Years |
        |--------|--------|-------|
        | MSc Software Engineering | Universiteit van Amsterdam | 2014 – 2015 |
        """
        let resume = try parse(text, as: "r.md")
        #expect(resume.basics.phone == "+31615550347")
        #expect(resume.work.first?.dates?.startDate == "2021-01")
        #expect(resume.work.first?.dates?.isCurrent == true)
        #expect(resume.skills.map(\.name) == ["Languages", "Tooling"])
        #expect(resume.skills.first?.keywords == ["Swift", "Objective-C"])
        #expect(resume.education.map(\.institution) == ["Universiteit van Amsterdam"])
        #expect(resume.education.first?.studyType == "MSc")
    }

    @Test func underlinedHeadingsInPlainText() throws {
        let text = """
        DARNELL WASHINGTON
        dj@example.com

        WORK HISTORY
        ============
        Gulf Coast Electrical Services (Houston, TX) 2020 to Present - Journeyman Electrician

        LICENSES & CERTIFICATIONS
        =========================
        • Journeyman Electrician License #E-48213, State of Texas (TDLR) - Exp. 08/2025

        EDUCATION & TRAINING
        ====================
        Independent Electrical Contractors Texas Gulf Coast - Houston, TX
        Certificate of Completion, Electrical Apprenticeship, 2011 to 2015
        Eastwood Senior High School - Houston, TX
        High School Diploma, 2010
        """
        let resume = try parse(text)
        #expect(!resume.text.contains("===="))
        #expect(resume.work.map(\.position) == ["Journeyman Electrician"])
        #expect(resume.certificates.map(\.name) == ["Journeyman Electrician License"])
        #expect(resume.certificates.first?.issuer == "State of Texas (TDLR)")
        #expect(resume.education.map(\.institution) == ["Independent Electrical Contractors Texas Gulf Coast", "Eastwood Senior High School"])
        #expect(resume.education.map(\.studyType) == ["Certificate of Completion", "High School Diploma"])
    }

    @Test func creativeHeadingsOpenTheirSections() throws {
        let text = "Zoe Castellanos\nzoe@example.com\n\nWhat I know\nBrand Identity\nTypography\n\nWhere I've worked\nSenior Brand Designer\nLoop & Lantern Creative · Austin, TX\n2019 – 2022\n\nLanguages I speak\nEnglish (native)\n"
        let resume = try parse(text)
        #expect(resume.skills.map(\.name) == ["Brand Identity", "Typography"])
        #expect(resume.work.map(\.position) == ["Senior Brand Designer"])
        #expect(resume.languages.map(\.language) == ["English"])
    }

    @Test func labelledFieldsOfAnIndianCV() throws {
        let text = """
        Ananya Deshpande
        ananya@example.in
        Work Experience
        Total Experience: 7 years 5 months
        1. Sahyadri Auto Components Pvt. Ltd., Chakan, Pune
        Designation : Senior Quality Engineer
        Duration : Since Jan 2020
        Responsibilities:
        • Led supplier audits.
        2. Kinetic Precision Castings Ltd., Waluj MIDC, Aurangabad
        Designation : Quality Engineer
        Duration : Jul 2017 till Dec 2019
        • Ran SPC.
        Designation : Graduate Engineer Trainee
        Duration : Aug 2016 till Jun 2017
        Technical Skills
        Software : Minitab, SAP QM, MS Excel
        """
        let resume = try parse(text)
        #expect(resume.work.map(\.position) == ["Senior Quality Engineer", "Quality Engineer", "Graduate Engineer Trainee"])
        #expect(resume.work.map(\.name) == ["Sahyadri Auto Components Pvt. Ltd.", "Kinetic Precision Castings Ltd.", "Kinetic Precision Castings Ltd."])
        #expect(resume.work.first?.dates?.isCurrent == true)
        #expect(resume.work.first?.dates?.dateText == "Since Jan 2020")
        #expect(resume.basics.location == nil)
    }

    @Test func anHTMLPageFromASiteBuilder() throws {
        let html = """
        <html><body><nav><a href="#a">About</a><a href="#e">Experience</a><a href="#s">Skills</a></nav>
        <h1>Élodie Tremblay-Roy</h1><p>Senior Product Manager</p>
        <ul><li>elodie@example.ca</li><li><a href="https://www.linkedin.com/in/elodie-tr">LinkedIn</a></li></ul>
        <section><h2>Experience</h2><article><h3>Senior Product Manager</h3>
        <p><a href="https://boreal.example.com">Studio Boréal</a> · Montréal, QC · May 2021 – présent</p>
        <ul><li>Own the live-ops roadmap for two mobile titles.</li><li>Introduced weekly experiment reviews.</li></ul></article></section>
        <section><h2>Skills</h2><div><span class="tag">Roadmapping</span><span class="tag">SQL</span><span class="tag">Jira</span></div></section>
        <section><h2>Education</h2><article><h3>B.Eng., Software Engineering</h3><p>École de technologie supérieure · 2010 – 2014</p></article></section>
        </body></html>
        """
        let resume = try parse(html, as: "r.html")
        #expect(resume.basics.label == "Senior Product Manager")
        #expect(resume.basics.profiles.map(\.network) == ["LinkedIn"])
        #expect(resume.work.map(\.name) == ["Studio Boréal"])
        #expect(resume.skills.map(\.name) == ["Roadmapping", "SQL", "Jira"])
        #expect(resume.education.count == 1)
        #expect(resume.education.first?.institution == "École de technologie supérieure")
    }

    @Test func wordBulletsFromExportedPDFsAreBullets() {
        #expect(TextCleaner.cleanLine("\u{F0B7} Ran the debating team (2018 - 2020).") == "• Ran the debating team (2018 - 2020).")
    }

    @Test func wrappedCertificateNamesAreOneName() throws {
        let text = """
        Siobhan ORourke
        s@example.ie
        Certifications
        ASIST (Applied Suicide Intervention
        Skills Training)
        LivingWorks, 2021
        Certified Usability Analyst 2022
        (CUA)
        """
        let resume = try parse(text)
        #expect(resume.certificates.map(\.name) == ["ASIST (Applied Suicide Intervention Skills Training)", "Certified Usability Analyst (CUA)"])
        #expect(resume.certificates.map(\.issuer) == ["LivingWorks", nil])
        #expect(resume.certificates.map(\.date) == ["2021", "2022"])
    }

    @Test func aTitleWithALevelIsTheTitleBesideAnEmployer() {
        var heading = EntryHeading(lines: ["Peachtree Payments\tJul. 2022 – Present", "Software Engineer II\tAtlanta, GA"])
        heading.location = nil
        let role = heading.assign()
        #expect(role.position == "Software Engineer II")
        #expect(role.name == "Peachtree Payments")
    }

    @Test(arguments: [
        ("sept. 2017 – avr. 2021", "2017-09", "2021-04"), ("März 2019 - Dez. 2020", "2019-03", "2020-12"),
        ("juillet 2016 – août 2018", "2016-07", "2018-08"), ("enero 2018 – diciembre 2019", "2018-01", "2019-12"),
    ])
    func monthsInFrenchGermanAndSpanish(text: String, start: String, end: String) {
        let match = DateRangeParser.firstRange(in: text)
        #expect(match?.range.startDate == start)
        #expect(match?.range.endDate == end)
    }

    @Test func lowercaseAsidesAndBracketedFields() throws {
        let text = "Jane Doe\njane@example.com\nEducation\nCertificate in UX Design\nGeneral Assembly (online)\n2020\nHSC (Science), Shivaji Junior College, 2012\nSkills\nlockout/tagout, Python/Django\n"
        let resume = try parse(text)
        #expect(resume.education.map(\.institution) == ["General Assembly", "Shivaji Junior College"])
        #expect(resume.education.map(\.studyType) == ["Certificate", "HSC"])
        #expect(resume.education.map(\.area) == ["UX Design", "Science"])
        #expect(resume.skills.map(\.name) == ["lockout/tagout", "Python", "Django"])
    }

    @Test func aBracketedAbbreviationStaysWithTheDegree() {
        let (studyType, area) = EducationExtractor.splitDegree("Graduate Diploma (DESS) in Management", pieces: [], institution: nil)
        #expect(studyType == "Graduate Diploma (DESS)")
        #expect(area == "Management")
        #expect(EducationExtractor.splitDegree("Executive MBA (part-time)", pieces: [], institution: nil).0 == "Executive MBA")
    }
}
