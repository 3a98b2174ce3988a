/// A candidate as the scorer sees them: the parsed resume, its enrichment, and what they want
/// (`DESIGN.md`, CandidateProfile).
///
/// In JSON the fields of `resume`, `enrichment` and the profile's own fields stand side by side.
public struct CandidateProfile: Codable, Sendable, Equatable {
    public var resume: ParsedResume
    public var enrichment: Enrichment
    /// Keywords the candidate gave: at most 50, each at most 50 characters,
    /// trimmed, lower-cased and de-duplicated (see `KeywordList`).
    public var keywords: [String]
    /// Occupations the candidate wants to move into: the "manifest" side of the dual profile.
    public var targets: [OccupationTarget]
    /// Answers to the career questions, with what each changed.
    public var answers: [CareerAnswer]
    /// Hard filters the candidate or their recruiter set.
    public var preferences: JobPreferences?

    /// The profile's id: that of the resume it was built from.
    public var id: String { resume.id }

    public init(resume: ParsedResume, enrichment: Enrichment, keywords: [String] = [],
                targets: [OccupationTarget] = [], answers: [CareerAnswer] = [],
                preferences: JobPreferences? = nil) {
        self.resume = resume
        self.enrichment = enrichment
        self.keywords = keywords
        self.targets = targets
        self.answers = answers
        self.preferences = preferences
    }

    enum CodingKeys: String, CodingKey {
        case keywords, targets, answers, preferences
    }

    public init(from decoder: Decoder) throws {
        resume = try ParsedResume(from: decoder)
        enrichment = try Enrichment(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        keywords = try c.decode(EmptyIfMissing<String>.self, forKey: .keywords).wrappedValue
        targets = try c.decode(EmptyIfMissing<OccupationTarget>.self, forKey: .targets).wrappedValue
        answers = try c.decode(EmptyIfMissing<CareerAnswer>.self, forKey: .answers).wrappedValue
        preferences = try c.decodeIfPresent(JobPreferences.self, forKey: .preferences)
    }

    public func encode(to encoder: Encoder) throws {
        try resume.encode(to: encoder)
        try enrichment.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(keywords, forKey: .keywords)
        try c.encode(targets, forKey: .targets)
        try c.encode(answers, forKey: .answers)
        try c.encodeIfPresent(preferences, forKey: .preferences)
    }
}

/// An occupation a candidate wants, with how much they want it.
public struct OccupationTarget: Codable, Sendable, Equatable {
    public var socCode: String
    public var title: String?
    /// Relative weight among the candidate's targets; 1 when not given.
    public var weight: Double

    public init(socCode: String, title: String? = nil, weight: Double = 1) {
        self.socCode = socCode
        self.title = title
        self.weight = weight
    }

    enum CodingKeys: String, CodingKey {
        case socCode = "soc_code", title, weight
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        socCode = try c.decode(String.self, forKey: .socCode)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        weight = try c.decodeIfPresent(Double.self, forKey: .weight) ?? 1
    }
}

/// A candidate's answer to one career question, and the profile changes it caused.
public struct CareerAnswer: Codable, Sendable, Equatable {
    public var questionId: String
    public var answer: String
    /// What the answer changed, as sentences (e.g. "education_level 6 → 8").
    @EmptyIfMissing public var effects: [String]

    public init(questionId: String, answer: String, effects: [String] = []) {
        self.questionId = questionId
        self.answer = answer
        self.effects = effects
    }

    enum CodingKeys: String, CodingKey {
        case questionId = "question_id", answer, effects
    }
}

/// Hard filters on the jobs a candidate is shown.
public struct JobPreferences: Codable, Sendable, Equatable {
    public var remoteOnly: Bool?
    /// Lowest acceptable pay, compared after converting both to a yearly figure.
    public var minSalary: Salary?
    /// Acceptable locations; empty means anywhere.
    @EmptyIfMissing public var locations: [String]
    @EmptyIfMissing public var excludedCompanies: [String]
    /// Only jobs posted within this many days.
    public var postedWithinDays: Int?

    public init(remoteOnly: Bool? = nil, minSalary: Salary? = nil, locations: [String] = [],
                excludedCompanies: [String] = [], postedWithinDays: Int? = nil) {
        self.remoteOnly = remoteOnly
        self.minSalary = minSalary
        self.locations = locations
        self.excludedCompanies = excludedCompanies
        self.postedWithinDays = postedWithinDays
    }

    enum CodingKeys: String, CodingKey {
        case remoteOnly = "remote_only", minSalary = "min_salary", locations
        case excludedCompanies = "excluded_companies", postedWithinDays = "posted_within_days"
    }
}
