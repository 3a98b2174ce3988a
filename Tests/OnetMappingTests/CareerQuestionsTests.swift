import Foundation
import MatchCore
import OnetMapping
import Testing
import TestSupport

@Suite struct CareerQuestionsTests {
    static let path = SharedData.packageRoot.appendingPathComponent("pipelines/career-questions.yaml").path

    @Test func theShippedFileHasFifteenQuestionsInTheAgreedMix() throws {
        let questions = try CareerQuestions.load(path: Self.path, database: Fixtures.sample.database)
        let counts = Dictionary(grouping: questions.questions, by: \.category).mapValues(\.count)
        #expect(questions.questions.count == 15)
        #expect(counts == ["education": 3, "work_style": 4, "interests": 4, "skills": 2, "values": 2])
        #expect(questions.questions.allSatisfy { !$0.signals.isEmpty && !$0.answers.isEmpty })
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func everySignalIsAContentModelElementOfTheFullRelease() throws {
        let index = try #require(Fixtures.fullRelease)
        #expect(throws: Never.self) { try CareerQuestions.load(path: Self.path, database: index.database) }
    }

    @Test func anUnknownSignalIsAConfigurationError() throws {
        let path = Fixtures.temporaryFolder() + "/questions.yaml"
        defer { Fixtures.removeTemporary(path) }
        try """
        questions:
          - id: q1
            category: interests
            text: "Pick one"
            signals: ["9.Z.9"]
            answers:
              a: {riasec: {realistic: 1}}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: ConfigurationError.self) { try CareerQuestions.load(path: path, database: Fixtures.sample.database) }
        #expect(error?.message.contains("signal 9.Z.9 is not a Content Model element id") == true)
    }

    @Test func answersShiftTheProfileAndSayWhatTheyChanged() throws {
        let index = Fixtures.sample
        let questions = try CareerQuestions.load(path: Self.path, database: index.database)
        let resume = ParsedResume(id: "r1", sourceFile: "r1.txt", sha256: "", format: .txt, text: "Retail sales associate",
                                  basics: ResumeBasics(label: "Sales Associate"))
        var problems: [String] = []
        let input = CandidateInputs.prepare(
            CandidateInput(resumeId: "r1", keywords: [" Remote ", "remote", String(repeating: "x", count: 60)],
                           targets: ["15-2051.00", "line cook", "99-0000.00"],
                           answers: ["education-completed": "bachelor", "field": "health", "hands-on": "maybe"]),
            index: index, questions: questions, problems: &problems)
        #expect(input.keywords == ["remote"])
        #expect(input.targets.map(\.socCode) == ["15-2051.00", "35-2014.00"])
        #expect(problems.count == 3, "\(problems)")
        let enricher = ProfileEnricher(index: index, questions: questions, asOf: Date(timeIntervalSince1970: 1_790_000_000))
        var scratch = CodingScratch()
        let profile = enricher.enrich(resume, input: input, scratch: &scratch)
        #expect(profile.enrichment.educationLevel == 6)
        #expect(profile.answers.map(\.questionId) == ["education-completed", "field"])
        #expect(profile.answers[0].effects == ["education_level none → 6"])
        #expect(profile.targets.map(\.socCode).contains("29-1141.00"))
        #expect(profile.answers[1].effects.contains("targets + 29-1141.00 Registered Nurses"))
        #expect(profile.enrichment.onet?.socCode == "41-2031.00")
    }
}
