import MatchCore
import Testing
@testable import ResumeParsing

@Suite struct ResumeEvaluationTests {
    @Test func fairMatchingRules() {
        #expect(FairMatching.phone("(512) 555-0142", "+15125550142"))
        #expect(FairMatching.phone("020 7946 0321", "+442079460321"))
        #expect(!FairMatching.phone("(512) 555-0142", "+15125550143"))
        #expect(FairMatching.date("2019", "2019-05"))
        #expect(!FairMatching.date("2019-04", "2019-05"))
        #expect(FairMatching.text("Acme Corp", "ACME corp."))
        #expect(!FairMatching.text("Acme Corp", "Acme"))
        #expect(FairMatching.wordF1("senior data engineer", "data engineer") == 0.8)
    }

    @Test func scoresPrecisionRecallAndF1PerField() throws {
        let truth = ResumeTruth(basics: ResumeBasics(name: "Jane Doe", email: "jane@example.com", phone: "(512) 555-0142"),
                                work: [ResumeWork(name: "Acme", position: "Engineer", dates: ResumeDateRange(startDate: "2019", isCurrent: true)),
                                       ResumeWork(name: "Globex", position: "Analyst", dates: ResumeDateRange(startDate: "2015", endDate: "2018"))],
                                skills: [ResumeSkill(name: "Go"), ResumeSkill(name: "SQL")])
        var resume = ParsedResume(id: "resume:jane", sourceFile: "jane.txt", sha256: "", format: .txt, text: "")
        resume.basics = ResumeBasics(name: "JANE DOE", email: "other@example.com", phone: "+15125550142")
        resume.work = [ResumeWork(name: "Acme", position: "Engineer", dates: ResumeDateRange(startDate: "2019-03", isCurrent: true)),
                       ResumeWork(name: "Globex", position: "Analyst", dates: ResumeDateRange(startDate: "2016", endDate: "2018"))]
        resume.skills = [ResumeSkill(name: "Languages", keywords: ["Go", "Python"])]
        let evaluation = ResumeEvaluation(resumes: [resume], truths: ["resume:jane": truth, "resume:lost": truth])
        let scores = Dictionary(uniqueKeysWithValues: evaluation.scores.map { ($0.field, $0) })
        #expect(scores["name"]?.matched == 1 && scores["name"]?.truth == 2, "the unparsed resume counts as missed")
        #expect(scores["email"]?.matched == 0)
        #expect(scores["phone"]?.precision == 1)
        #expect(scores["work"]?.matched == 1 && scores["work"]?.predicted == 2)
        #expect(scores["skills"]?.matched == 1 && scores["skills"]?.predicted == 2 && scores["skills"]?.truth == 4)
        #expect(evaluation.unparsed == ["resume:lost"])
        #expect(evaluation.table().contains("work"))
    }
}
