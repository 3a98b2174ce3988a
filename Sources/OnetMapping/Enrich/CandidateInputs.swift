import Foundation
import MatchCore

/// The side input of `mm-enrich --profiles`, checked and keyed by resume id.
public struct CandidateInputs: Sendable {
    /// A candidate's input after checking: normalized keywords, resolved targets, known answers.
    public struct Prepared: Sendable {
        public var keywords: [String] = []
        public var targets: [OccupationTarget] = []
        /// (question id, answer) in the order of the questions file.
        public var answers: [(question: String, answer: String)] = []
    }

    /// A problem with one line of the side input, for the rejects file.
    public struct Problem: Sendable, Equatable {
        public var line: Int
        public var resumeId: String?
        public var reason: String
    }

    public var byResume: [String: Prepared] = [:]
    public var problems: [Problem] = []
    /// SHA-256 and size of the file read.
    public var fingerprint: FileFingerprint?

    public init() {}

    /// Reads and checks the side input at `path`; bad lines and bad entries become problems.
    public static func load(path: String, index: OnetIndex, questions: CareerQuestions?) throws -> CandidateInputs {
        var inputs = CandidateInputs()
        let reader = try JSONLReader<CandidateInput>(path: path)
        while let (line, result) = try reader.next() {
            switch result {
            case .failure(let problem):
                inputs.problems.append(Problem(line: line.number, resumeId: nil, reason: problem.reason))
            case .success(let input):
                var reasons: [String] = []
                let prepared = prepare(input, index: index, questions: questions, problems: &reasons)
                if inputs.byResume[input.resumeId] != nil { reasons.append("resume \(input.resumeId) appears twice; the later line wins") }
                inputs.byResume[input.resumeId] = prepared
                inputs.problems += reasons.map { Problem(line: line.number, resumeId: input.resumeId, reason: $0) }
            }
        }
        inputs.fingerprint = FileFingerprint(path: path, sha256: reader.lines.sha256Hex, bytes: reader.lines.bytesRead)
        return inputs
    }

    /// Checks one candidate's input, listing what had to be dropped.
    public static func prepare(_ input: CandidateInput, index: OnetIndex, questions: CareerQuestions?,
                        problems: inout [String]) -> Prepared {
        var prepared = Prepared()
        let keywords = KeywordList.normalize(input.keywords ?? [])
        prepared.keywords = keywords.keywords
        problems += keywords.problems
        for target in input.targets ?? [] {
            if let resolved = resolve(target: target, index: index) {
                if !prepared.targets.contains(where: { $0.socCode == resolved.socCode }) { prepared.targets.append(resolved) }
            } else {
                problems.append("target \"\(target)\" is neither an O*NET-SOC code of the index nor a title it can code")
            }
        }
        let answers = input.answers ?? [:]
        for id in answers.keys.sorted() {
            guard let question = questions?.question(id: id) else {
                problems.append(questions == nil ? "answers need --questions (a career questions file)" : "question \(id) is not in the questions file")
                continue
            }
            if question.answers[answers[id]!] == nil {
                problems.append("answer \"\(answers[id]!)\" to \(id) is not one of: \(question.answers.keys.sorted().joined(separator: ", "))")
            }
        }
        prepared.answers = (questions?.questions ?? []).compactMap { question in
            answers[question.id].flatMap { question.answers[$0] == nil ? nil : (question.id, $0) }
        }
        return prepared
    }

    /// A target given as a code, or as a title the coder can code.
    static func resolve(target: String, index: OnetIndex) -> OccupationTarget? {
        let trimmed = target.trimmingCharacters(in: .whitespaces)
        if let occupation = index.database.occupationIndex(code: trimmed) {
            return OccupationTarget(socCode: trimmed, title: index.database.occupations[occupation].title)
        }
        guard !SOCCode.isValid(trimmed), let top = index.coder.code(title: trimmed).candidates.first else { return nil }
        let occupation = index.database.occupations[top.occupation]
        return OccupationTarget(socCode: occupation.code, title: occupation.title)
    }
}
