import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found on the fifth held-out batch (samples/resumes/holdout, j1–j6), written by
/// someone who had not read the parser: each test failed before its fix.
@Suite struct UnseenBatchRegressionTests {
    private func parse(_ text: String) throws -> ParsedResume {
        try ResumeParser().parse(Data(text.utf8), sourceFile: "r.txt", id: "resume:r")
    }

    /// A LinkedIn profile saved as text: the sidebar comes first, employers carry
    /// "· Full-time", dates carry "· 2 yrs 10 mos", several roles sit under one employer,
    /// certificates are followed by their issuer and an "Issued" line.
    @Test func aLinkedInProfileReadsItsNameRolesAndCertificates() throws {
        let text = """
        Contact
        marisol.delacruz@example.ca
        Top Skills
        Full-Cycle Recruiting
        Healthcare Recruiting
        Languages
        English (Native or Bilingual)
        Tagalog (Native or Bilingual)
        Marisol Dela Cruz
        Senior Talent Acquisition Partner
        Toronto, Ontario, Canada
        Experience
        Northbridge Health Network
        Full-time · 5 yrs 5 mos
        Toronto, Ontario, Canada
        Senior Talent Acquisition Partner
        Apr 2021 - Present · 2 yrs 10 mos
        • Lead hiring for nursing roles.
        Talent Acquisition Specialist
        Sep 2018 - Mar 2021 · 2 yrs 7 mos
        • Recruited for imaging.
        Recruitment Coordinator
        Lakeshore Staffing Solutions · Full-time
        Jun 2016 - Aug 2018 · 2 yrs 3 mos
        • Scheduled interviews.
        Education
        York University
        Bachelor of Arts - BA, Psychology
        2010 - 2014
        Licenses & certifications
        Certified Human Resources Professional (CHRP)
        Human Resources Professionals Association (HRPA)
        Issued Nov 2017
        LinkedIn Certified Professional - Recruiter
        LinkedIn
        Issued Feb 2020 · Expired Feb 2022
        Credential ID 7YH2KLQ9
        """
        let resume = try parse(text)
        #expect(resume.basics.name == "Marisol Dela Cruz")
        #expect(resume.basics.label == "Senior Talent Acquisition Partner")
        #expect(resume.work.map(\.position) == ["Senior Talent Acquisition Partner", "Talent Acquisition Specialist", "Recruitment Coordinator"])
        #expect(resume.work.map(\.name) == ["Northbridge Health Network", "Northbridge Health Network", "Lakeshore Staffing Solutions"])
        #expect(resume.work.first?.dates?.dateText == "Apr 2021 - Present")
        #expect(resume.education.first?.studyType == "Bachelor of Arts")
        #expect(resume.education.first?.area == "Psychology")
        #expect(resume.certificates.map(\.name) == ["Certified Human Resources Professional (CHRP)", "LinkedIn Certified Professional - Recruiter"])
        #expect(resume.certificates.map(\.issuer) == ["Human Resources Professionals Association (HRPA)", "LinkedIn"])
        #expect(resume.certificates.map(\.date) == ["2017-11", "2020-02"])
        #expect(resume.languages.map(\.language) == ["English", "Tagalog"])
    }

    @Test func sentenceCaseHeadingsOpenTheirSections() throws {
        let text = "Jane Doe\njane@example.com\n\nProfessional experience\n2019 to date\nHead Chef, Restaurant Elbblick, Hamburg\n\nLicensure & certifications\nServSafe Manager\n"
        let resume = try parse(text)
        #expect(resume.work.map(\.position) == ["Head Chef"])
        #expect(resume.work.map(\.name) == ["Restaurant Elbblick"])
        #expect(resume.certificates.map(\.name) == ["ServSafe Manager"])
        #expect(resume.basics.summary == nil)
    }

    @Test func subheadingsAndRunningHeadersInsideRolesAreNotRoles() throws {
        let text = """
        Eleanor Whitfield
        eleanor@example.co.uk
        Professional Experience
        Harcourt & Lyle plc, London\tMar 2019 – Present
        Financial Controller
        • Own the board pack.
        Key Achievements
        • Cut the close to five days.
        Eleanor Whitfield — Page 1 of 2
        Eleanor Whitfield · Financial Controller\teleanor@example.co.uk
        • Released working capital.
        Brackenbury Partners LLP, London\tOct 2013 – Aug 2015
        Audit Senior
        • Ran audits.
        """
        let resume = try parse(text)
        #expect(resume.work.map(\.position) == ["Financial Controller", "Audit Senior"])
        #expect(resume.work.map(\.name) == ["Harcourt & Lyle plc", "Brackenbury Partners LLP"])
        #expect(resume.work.first?.highlights == ["Own the board pack.", "Cut the close to five days.", "Released working capital."])
        #expect(!resume.text.contains("Page 1 of 2"))
    }

    @Test func aPlaceAfterOfOrForIsPartOfTheName() throws {
        let text = """
        Helena Brandt
        h.brandt@example.ac.uk
        Research Positions
        2020–present\tPostdoctoral Research Fellow, Scottish Association for Marine Science, Oban, UK
        Apr–Jun 2019\tVisiting Researcher, Norwegian Institute for Water Research, Oslo, Norway
        2015–2016\tResearch Assistant, Marine Scotland Science, Aberdeen, UK
        Education
        2016–2020\tPhD in Marine Ecology, University of Aberdeen, UK
        2011–2015\tBSc (Hons) Zoology, First Class, University of Glasgow, UK
        Certifications
        HSE Professional SCUBA Diver; RYA Powerboat Level 2
        """
        let resume = try parse(text)
        #expect(resume.work.map(\.name) == ["Scottish Association for Marine Science", "Norwegian Institute for Water Research", "Marine Scotland Science"])
        #expect(resume.work.map(\.location) == ["Oban, UK", "Oslo, Norway", "Aberdeen, UK"])
        #expect(resume.work[1].dates?.startDate == "2019-04")
        #expect(resume.work[1].dates?.endDate == "2019-06")
        #expect(resume.education.map(\.institution) == ["University of Aberdeen", "University of Glasgow"])
        #expect(resume.education.map(\.studyType) == ["PhD", "BSc (Hons)"])
        #expect(resume.education.map(\.area) == ["Marine Ecology", "Zoology"])
        #expect(resume.certificates.map(\.name) == ["HSE Professional SCUBA Diver", "RYA Powerboat Level 2"])
    }

    @Test func certificateDetailLinesGiveIssuerAndDate() throws {
        let text = """
        Rosalind Ferreira
        roz@example.com
        LICENSURE & CERTIFICATIONS
        Registered Nurse (RN)
        California Board of Registered Nursing · License No. 95123456 · Expires 09/2025
        Progressive Care Certified Nurse (PCCN)
        AACN Certification Corporation · Since 2022
        Chartered Accountant (ACA), ICAEW — 2014
        """
        let resume = try parse(text)
        #expect(resume.certificates.map(\.name) == ["Registered Nurse (RN)", "Progressive Care Certified Nurse (PCCN)", "Chartered Accountant (ACA)"])
        #expect(resume.certificates.map(\.issuer) == ["California Board of Registered Nursing", "AACN Certification Corporation", "ICAEW"])
        #expect(resume.certificates.map(\.date) == [nil, "2022", "2014"])
    }

    @Test func spokenLanguagesInsideASkillsSectionAreLanguages() throws {
        let text = "Jane Doe\njane@example.com\nSkills\tMenu development, HACCP\nLanguages\tGerman (native), English (fluent), French (basic)\n"
        let resume = try parse(text)
        #expect(resume.languages.map(\.language) == ["German", "English", "French"])
        #expect(resume.skills.map(\.name) == ["Menu development", "HACCP"])
        let programming = try parse("Jane Doe\njane@example.com\nSkills\nLanguages: Go, SQL\n")
        #expect(programming.languages.isEmpty)
        #expect(programming.skills.first?.keywords == ["Go", "SQL"])
    }

    @Test func aListWrappedAcrossLinesKeepsItsSplitItem() throws {
        let text = """
        Jane Doe
        jane@example.com
        Skills
        Financial Reporting (IFRS) · Budgeting & Forecasting · Month-End Close · SAP S/4HANA · Oracle
        NetSuite · BlackLine · Power BI
        Python, Go, Rust
        Docker, Kubernetes
        """
        let resume = try parse(text)
        #expect(resume.skills.map(\.name) == ["Financial Reporting (IFRS)", "Budgeting & Forecasting", "Month-End Close", "SAP S/4HANA",
                                              "Oracle NetSuite", "BlackLine", "Power BI", "Python", "Go", "Rust", "Docker", "Kubernetes"])
    }

    @Test func schoolsAndDegreesOfOtherTraditions() throws {
        let text = """
        Matthias Krüger
        m.krueger@example.de
        Education
        Sept. 2006 to July 2009
        Vocational Diploma in Culinary Arts (Ausbildung zum Koch), Berufsbildende Schulen III Lüneburg
        2017 – 2019
        Executive MBA (part-time), Henley Business School, University of Reading
        """
        let resume = try parse(text)
        #expect(resume.education.map(\.institution) == ["Berufsbildende Schulen III Lüneburg", "Henley Business School, University of Reading"])
        #expect(resume.education.map(\.studyType) == ["Vocational Diploma", "Executive MBA"])
        #expect(resume.education.first?.area == "Culinary Arts")
    }

    @Test func aTrunkZeroInBracketsIsDroppedFromE164() {
        #expect(PhoneNumber.e164("+49 (0) 151 5550 1734", country: "DE") == "+4915155501734")
        #expect(FairMatching.phone("+49 (0) 151 5550 1734", "+4915155501734"))
    }

    @Test func anORCIDLinkIsAProfile() {
        let (_, profiles) = BasicsExtractor.links(in: "orcid.org/0000-0003-4417-2290", email: nil)
        #expect(profiles.map(\.network) == ["ORCID"])
        #expect(profiles.first?.username == "0000-0003-4417-2290")
    }

    @Test func theEmployerLinesPlaceIsWhereItsRolesWere() throws {
        let text = "Dana Whitcomb\ndana@example.com\nProfessional Experience\nBuckeye Transit Authority — Columbus, OH\nSenior Project Engineer | March 2019 – Present\n• Managed the corridor.\n"
        let resume = try parse(text)
        #expect(resume.work.first?.name == "Buckeye Transit Authority")
        #expect(resume.work.first?.location == "Columbus, OH")
    }

    @Test func aMonthBeforeADashSharesTheYearOfTheMonthAfterIt() {
        let match = DateRangeParser.firstRange(in: "Apr–Jun 2019 Visiting Researcher")
        #expect(match?.range.startDate == "2019-04")
        #expect(match?.range.endDate == "2019-06")
        #expect(match?.range.dateText == "Apr–Jun 2019")
        // A word that only starts like a month is not one.
        #expect(DateRangeParser.firstRange(in: "Marketing – Jun 2019")?.range.startDate == "2019-06")
    }
}
