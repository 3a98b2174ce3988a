/// What a candidate (or their recruiter) adds to a resume: one line of the side-input JSONL
/// that `mm-enrich --profiles --candidate-input` reads, keyed by resume id.
///
/// `{"resume_id": "r-1", "keywords": ["Swift", "remote"], "targets": ["15-2051.00", "data engineer"],
///   "answers": {"education-completed": "bachelor", "hands-on": "agree"}}`
public struct CandidateInput: Codable, Sendable, Equatable {
    public var resumeId: String
    public var keywords: [String]?
    /// O*NET-SOC codes, or job titles that are coded to one.
    public var targets: [String]?
    /// Answers to career questions, by question id.
    public var answers: [String: String]?

    public init(resumeId: String, keywords: [String]? = nil, targets: [String]? = nil, answers: [String: String]? = nil) {
        self.resumeId = resumeId
        self.keywords = keywords
        self.targets = targets
        self.answers = answers
    }

    enum CodingKeys: String, CodingKey {
        case resumeId = "resume_id", keywords, targets, answers
    }
}
