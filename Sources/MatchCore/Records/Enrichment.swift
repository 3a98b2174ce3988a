/// What `mm-enrich` adds to a job or a resume: occupation, skills, education, interests (`DESIGN.md`).
///
/// It is stored flat, beside the fields of the record it enriches.
public struct Enrichment: Codable, Sendable, Equatable {
    public var onet: OnetAssignment?
    @EmptyIfMissing public var skills: [SkillMention]
    /// Education on O*NET's 1–12 scale (1: less than high school … 12: post-doctoral).
    public var educationLevel: Int?
    /// Years of experience: required by a job, or held by a candidate.
    public var experienceYears: Double?
    /// Interests in RIASEC order: realistic, investigative, artistic, social, enterprising, conventional.
    @EmptyIfMissing public var riasec: [Double]
    /// O*NET job zone, 1 (little preparation) to 5 (extensive preparation).
    public var jobZone: Int?
    /// The most important O*NET work activities of the occupation.
    @EmptyIfMissing public var workActivities: [WorkActivity]

    public init(onet: OnetAssignment? = nil, skills: [SkillMention] = [], educationLevel: Int? = nil,
                experienceYears: Double? = nil, riasec: [Double] = [], jobZone: Int? = nil,
                workActivities: [WorkActivity] = []) {
        self.onet = onet
        self.skills = skills
        self.educationLevel = educationLevel
        self.experienceYears = experienceYears
        self.riasec = riasec
        self.jobZone = jobZone
        self.workActivities = workActivities
    }

    enum CodingKeys: String, CodingKey {
        case onet, skills, educationLevel = "education_level", experienceYears = "experience_years"
        case riasec, jobZone = "job_zone", workActivities = "work_activities"
    }

    /// Problems that make the enrichment invalid, as sentences; empty when it is valid.
    public func problems() -> [String] {
        var found: [String] = []
        if !riasec.isEmpty && riasec.count != 6 {
            found.append("riasec has \(riasec.count) numbers; give six (R, I, A, S, E, C) or none")
        }
        if let level = educationLevel, !(1...12).contains(level) {
            found.append("education_level \(level) is outside O*NET's 1–12 scale")
        }
        if let zone = jobZone, !(1...5).contains(zone) {
            found.append("job_zone \(zone) is outside 1–5")
        }
        if let onet, !(0...1).contains(onet.confidence) {
            found.append("onet.confidence \(onet.confidence) is outside 0–1")
        }
        return found
    }
}

/// The O*NET-SOC occupation a job or candidate was coded to, with the runners-up.
public struct OnetAssignment: Codable, Sendable, Equatable {
    /// O*NET-SOC code, e.g. "15-1252.00".
    public var socCode: String
    public var title: String
    /// Calibrated probability that `socCode` is right, 0–1.
    public var confidence: Double
    /// True when the coder abstains: a person should check the code.
    public var needsReview: Bool
    @EmptyIfMissing public var alternatives: [OnetAlternative]

    public init(socCode: String, title: String, confidence: Double, needsReview: Bool = false,
                alternatives: [OnetAlternative] = []) {
        self.socCode = socCode
        self.title = title
        self.confidence = confidence
        self.needsReview = needsReview
        self.alternatives = alternatives
    }

    enum CodingKeys: String, CodingKey {
        case socCode = "soc_code", title, confidence, needsReview = "needs_review", alternatives
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        socCode = try c.decode(String.self, forKey: .socCode)
        title = try c.decode(String.self, forKey: .title)
        confidence = try c.decode(Double.self, forKey: .confidence)
        needsReview = try c.decodeIfPresent(Bool.self, forKey: .needsReview) ?? false
        alternatives = try c.decode(EmptyIfMissing<OnetAlternative>.self, forKey: .alternatives).wrappedValue
    }
}

/// A candidate occupation that ranked below the chosen one.
public struct OnetAlternative: Codable, Sendable, Equatable {
    public var socCode: String
    public var title: String
    public var score: Double

    public init(socCode: String, title: String, score: Double) {
        self.socCode = socCode
        self.title = title
        self.score = score
    }

    enum CodingKeys: String, CodingKey {
        case socCode = "soc_code", title, score
    }
}

/// A skill found in a text or inferred from an occupation.
public struct SkillMention: Codable, Sendable, Equatable {
    /// Stable id: an O*NET element id ("2.A.1.a"), commodity code, or `tech:<name>`.
    public var id: String
    public var name: String
    public var kind: SkillKind
    /// Where the skill was found; empty when inferred from the occupation.
    @EmptyIfMissing public var evidence: [EvidenceSpan]

    public init(id: String, name: String, kind: SkillKind, evidence: [EvidenceSpan] = []) {
        self.id = id
        self.name = name
        self.kind = kind
        self.evidence = evidence
    }
}

/// What sort of skill a mention is.
public enum SkillKind: String, Codable, Sendable, CaseIterable {
    /// A tool or technology (O*NET Technology Skills).
    case technology
    /// An O*NET skill such as "Critical Thinking".
    case skill
    /// An O*NET knowledge area such as "Mathematics".
    case knowledge
}

/// A piece of text that is evidence for a finding.
public struct EvidenceSpan: Codable, Sendable, Equatable {
    /// Which text field the span is in, e.g. "description_text" or "text".
    public var field: String
    /// Offset of the first Unicode scalar of the span (Python `str` indexing).
    public var start: Int
    /// Offset one past the span's last Unicode scalar.
    public var end: Int
    public var text: String

    public init(field: String, start: Int, end: Int, text: String) {
        self.field = field
        self.start = start
        self.end = end
        self.text = text
    }
}

/// An O*NET work activity with its importance for an occupation.
public struct WorkActivity: Codable, Sendable, Equatable {
    /// Content Model element id, e.g. "4.A.2.a.4".
    public var id: String
    public var name: String
    /// Importance on O*NET's 1–5 scale.
    public var importance: Double?

    public init(id: String, name: String, importance: Double? = nil) {
        self.id = id
        self.name = name
        self.importance = importance
    }
}
