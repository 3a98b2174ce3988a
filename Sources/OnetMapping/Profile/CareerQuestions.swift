import Foundation
import MatchCore
import Yams

/// The career questions of `pipelines/career-questions.yaml`: each answer's rules shift a
/// profile's education level, RIASEC interests, skills and target occupations.
public struct CareerQuestions: Sendable, Equatable {
    /// One question, the O*NET signals it reads, and the effect of each answer.
    public struct Question: Codable, Sendable, Equatable {
        public var id: String
        /// education, work_style, interests, skills or values.
        public var category: String
        public var text: String
        /// Content Model element ids the question is about (2.D.1, 1.B.1.a, 4.A.3.b.1…).
        public var signals: [String]
        public var answers: [String: Effect]
    }

    /// What one answer does to a profile.
    public struct Effect: Codable, Sendable, Equatable {
        /// Sets the education level (1–12).
        public var educationLevel: Int?
        /// Raises the education level to at least this.
        public var educationAtLeast: Int?
        /// Added to the RIASEC scores, by dimension name (realistic … conventional).
        public var riasec: [String: Double]?
        /// Skills the answer says the candidate has, by Content Model element id.
        public var skills: [String]?
        /// O*NET-SOC codes to add to the candidate's targets.
        public var targets: [String]?

        enum CodingKeys: String, CodingKey {
            case educationLevel = "education_level", educationAtLeast = "education_at_least", riasec, skills, targets
        }
    }

    struct File: Codable {
        var questions: [Question]
    }

    public static let categories = ["education", "work_style", "interests", "skills", "values"]
    public static let dimensions = ["realistic", "investigative", "artistic", "social", "enterprising", "conventional"]

    public let questions: [Question]

    /// Reads and checks a questions file against the index's Content Model.
    public static func load(path: String, database: OnetDatabase) throws -> CareerQuestions {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: "no such file (give a career questions YAML file such as pipelines/career-questions.yaml)")
        }
        let file: File
        do {
            file = try YAMLDecoder().decode(File.self, from: String(decoding: data, as: UTF8.self))
        } catch {
            throw ConfigurationError("\(path): not a career questions file (\(error)); see pipelines/career-questions.yaml for the layout")
        }
        let questions = CareerQuestions(questions: file.questions)
        if let problem = questions.problems(database: database).first { throw ConfigurationError("\(path): \(problem)") }
        return questions
    }

    public init(questions: [Question]) {
        self.questions = questions
    }

    /// What is wrong with the questions, as sentences.
    func problems(database: OnetDatabase) -> [String] {
        var found: [String] = []
        var ids = Set<String>()
        let knownElements = Set(database.elements.map(\.id))
        for question in questions {
            if !ids.insert(question.id).inserted { found.append("question id \(question.id) is used twice") }
            if !Self.categories.contains(question.category) {
                found.append("question \(question.id): category \(question.category) is not one of \(Self.categories.joined(separator: ", "))")
            }
            for signal in question.signals where !knownElements.isEmpty && !knownElements.contains(signal) && signal != "2.D.1" {
                found.append("question \(question.id): signal \(signal) is not a Content Model element id of this index")
            }
            for (answer, effect) in question.answers {
                for dimension in (effect.riasec ?? [:]).keys where !Self.dimensions.contains(dimension) {
                    found.append("question \(question.id), answer \(answer): \(dimension) is not a RIASEC dimension")
                }
                for code in effect.targets ?? [] where database.occupationIndex(code: code) == nil {
                    found.append("question \(question.id), answer \(answer): target \(code) is not an occupation of this index")
                }
                for level in [effect.educationLevel, effect.educationAtLeast].compactMap({ $0 }) where !(1...12).contains(level) {
                    found.append("question \(question.id), answer \(answer): education level \(level) is outside 1–12")
                }
            }
        }
        return found
    }

    /// The question with this id.
    public func question(id: String) -> Question? {
        questions.first { $0.id == id }
    }
}
