/// One job ranked for one candidate, with the reasons (`DESIGN.md`, Match).
public struct Match: Codable, Sendable, Equatable {
    public var profileId: String
    public var jobId: String
    /// 1-based position in the candidate's shortlist.
    public var rank: Int
    public var score: Double
    public var components: ScoreComponents
    @EmptyIfMissing public var matchedKeywords: [String]
    @EmptyIfMissing public var matchedSkills: [String]
    /// Short sentences a recruiter can read.
    @EmptyIfMissing public var reasons: [String]

    public init(profileId: String, jobId: String, rank: Int, score: Double, components: ScoreComponents,
                matchedKeywords: [String] = [], matchedSkills: [String] = [], reasons: [String] = []) {
        self.profileId = profileId
        self.jobId = jobId
        self.rank = rank
        self.score = score
        self.components = components
        self.matchedKeywords = matchedKeywords
        self.matchedSkills = matchedSkills
        self.reasons = reasons
    }

    enum CodingKeys: String, CodingKey {
        case profileId = "profile_id", jobId = "job_id", rank, score, components
        case matchedKeywords = "matched_keywords", matchedSkills = "matched_skills", reasons
    }

    /// Problems that make the match invalid, as sentences; empty when it is valid.
    public func problems() -> [String] {
        var found: [String] = []
        if rank < 1 { found.append("rank \(rank) must be 1 or more") }
        if !score.isFinite { found.append("score must be a finite number") }
        if let thompson = components.thompson, !(0...1).contains(thompson.sample) {
            found.append("components.thompson.sample \(thompson.sample) is outside 0–1")
        }
        return found
    }
}

/// How a match's score was made: each feature's value and weight, and the Thompson draw.
public struct ScoreComponents: Codable, Sendable, Equatable {
    /// Feature name (e.g. `skill_overlap`) to its value and weight.
    public var features: [String: FeatureComponent]
    public var thompson: ThompsonComponent?

    public init(features: [String: FeatureComponent], thompson: ThompsonComponent? = nil) {
        self.features = features
        self.thompson = thompson
    }

    enum CodingKeys: String, CodingKey {
        case features, thompson
    }
}

/// One feature's value in [0, 1] and the weight it was given.
public struct FeatureComponent: Codable, Sendable, Equatable {
    public var value: Double
    public var weight: Double

    public init(value: Double, weight: Double) {
        self.value = value
        self.weight = weight
    }

    enum CodingKeys: String, CodingKey {
        case value, weight
    }
}

/// The Thompson-sampling part of a score: the arm, its draw and its posterior mean.
public struct ThompsonComponent: Codable, Sendable, Equatable {
    /// The arm's key: profile id and occupation group.
    public var arm: String
    /// θ drawn once for this arm in this run.
    public var sample: Double
    public var posteriorMean: Double
    public var weight: Double

    public init(arm: String, sample: Double, posteriorMean: Double, weight: Double) {
        self.arm = arm
        self.sample = sample
        self.posteriorMean = posteriorMean
        self.weight = weight
    }

    enum CodingKeys: String, CodingKey {
        case arm, sample, posteriorMean = "posterior_mean", weight
    }
}
