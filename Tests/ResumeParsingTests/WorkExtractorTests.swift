import Foundation
import Testing
@testable import ResumeParsing

@Suite struct WorkExtractorTests {
    private func work(_ lines: [String]) -> [(String?, String?, String?, String?, Bool)] {
        WorkExtractor.extract(lines.map { DocumentLine(text: $0) }).map {
            ($0.position, $0.name, $0.dates?.startDate, $0.dates?.endDate, $0.dates?.isCurrent ?? false)
        }
    }

    @Test func titleCompanyAndDatesOnOneLine() {
        let roles = work(["Senior Engineer, Acme Corp\tJan 2019 – Present", "• Led billing", "Engineer | Globex Inc | 2015 – 2018", "• Built tools"])
        #expect(roles.count == 2)
        #expect(roles[0] == ("Senior Engineer", "Acme Corp", "2019-01", nil, true))
        #expect(roles[1] == ("Engineer", "Globex Inc", "2015", "2018", false))
    }

    @Test func companyTitleAndDatesRunTogether() {
        let roles = work(["Kaveri Systems Pvt Ltd DevOps Engineer 2020 - Present", "• Automated releases",
                          "Mysore Software Solutions Support Engineer 2015 - 2017"])
        #expect(roles.map(\.0) == ["DevOps Engineer", "Support Engineer"])
        #expect(roles.map(\.1) == ["Kaveri Systems Pvt Ltd", "Mysore Software Solutions"])
    }

    @Test func severalRolesUnderOneEmployer() {
        let roles = work(["Azteca Logistics, Mexico City", "Operations Manager — 2018 – Present", "• Ran the warehouse",
                          "Shift Supervisor — 2015 – 2018", "• Led a shift", "Norte Distribution Company", "Warehouse Coordinator\t2012 – 2015"])
        #expect(roles.map(\.1) == ["Azteca Logistics", "Azteca Logistics", "Norte Distribution Company"])
        #expect(roles.map(\.0) == ["Operations Manager", "Shift Supervisor", "Warehouse Coordinator"])
    }

    @Test func tableRowsEachMakeARole() {
        let roles = work(["Feb 2020 – Present\tMarketing Manager\tVela Foods SpA\tMilan", "Oct 2016 – Jan 2020\tBrand Specialist\tAurora Media Group\tTurin"])
        #expect(roles.map(\.0) == ["Marketing Manager", "Brand Specialist"])
        #expect(roles.map(\.1) == ["Vela Foods SpA", "Aurora Media Group"])
    }

    @Test func wrappedBulletsJoinTheirBullet() {
        let roles = WorkExtractor.extract(["Engineer, Acme Corp\t2019 – 2020", "• Moved the billing system to an event-driven design with",
                                           "idempotent consumers", "• Mentored two engineers"].map { DocumentLine(text: $0) })
        #expect(roles.first?.highlights == ["Moved the billing system to an event-driven design with idempotent consumers", "Mentored two engineers"])
    }
}

/// Regressions found on the held-out resumes (samples/resumes/holdout).
@Suite struct WorkExtractorRegressionTests {
    @Test func legalFormAfterACommaStaysWithItsName() {
        let roles = WorkExtractor.extract([DocumentLine(text: "2017/04 – 2020/03\tAccount Coordinator, Fuji Trading Co., Ltd.")])
        #expect(roles.first?.name == "Fuji Trading Co., Ltd.")
        #expect(roles.first?.position == "Account Coordinator")
        #expect(roles.first?.dates?.startDate == "2017-04")
    }

    @Test func boldEmployerInMarkdownIsNotASectionHeading() throws {
        let markdown = "# Peter Novak\n\n## Experience\n**Vltava Audit s.r.o.**\nSenior Accountant, Jan 2018 to Present\n- Closed the books.\n\n## Skills\nIFRS, Excel\n"
        let resume = try ResumeParser().parse(Data(markdown.utf8), sourceFile: "p.md", id: "resume:p")
        #expect(resume.work.first?.name == "Vltava Audit s.r.o.")
        #expect(resume.work.first?.dates?.isCurrent == true)
    }

    @Test func researchExperienceIsWork() {
        #expect(SectionLexicon.kind(ofHeading: "Research Experience") == .experience)
        #expect(SectionLexicon.kind(ofHeading: "Volunteer Experience") == .volunteer)
    }
}
