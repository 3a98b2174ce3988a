/// Every setting of `mm-learn` and `mm-score`, read from `pipelines/weights.yaml`.
///
/// Each field has the default documented in that file; a file may give any subset.
public struct ScoringSettings: Decodable, Sendable, Equatable {
    /// Seed for the Thompson draws when `--seed` is not given.
    public var seed: UInt64 = 42
    /// Jobs kept per candidate when `--top-k` is not given.
    public var topK: Int = 20
    public var weights = FeatureWeights()
    public var dualProfile = DualProfileSettings()
    public var occupation = OccupationSettings()
    public var arms = ArmSettings()
    public var learning = LearningSettings()
    public var features = FeatureSettings()
    public var diversity = DiversitySettings()

    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case seed, topK = "top_k", weights, dualProfile = "dual_profile", occupation, arms, learning, features, diversity
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = ScoringSettings()
        seed = try c.value(.seed, or: defaults.seed)
        topK = try c.value(.topK, or: defaults.topK)
        weights = try c.value(.weights, or: defaults.weights)
        dualProfile = try c.value(.dualProfile, or: defaults.dualProfile)
        occupation = try c.value(.occupation, or: defaults.occupation)
        arms = try c.value(.arms, or: defaults.arms)
        learning = try c.value(.learning, or: defaults.learning)
        features = try c.value(.features, or: defaults.features)
        diversity = try c.value(.diversity, or: defaults.diversity)
    }

    /// Problems that make the settings unusable, as sentences naming the setting.
    public func problems() -> [String] {
        var found: [String] = []
        if topK < 1 { found.append("top_k \(topK) must be 1 or more") }
        found += weights.problems()
        if !(0...1).contains(dualProfile.manifestShare) {
            found.append("dual_profile.manifest_share \(dualProfile.manifestShare) must be in 0–1")
        }
        found += occupation.problems() + arms.problems() + learning.problems() + features.problems()
        if diversity.maxPerCompany < 0 || diversity.maxPerOccupation < 0 {
            found.append("diversity caps must be 0 (no cap) or more")
        }
        if diversity.heapFactor < 1 { found.append("diversity.heap_factor must be 1 or more") }
        return found
    }
}

/// The weight of each feature and of the Thompson sample in a job's score.
public struct FeatureWeights: Decodable, Sendable, Equatable {
    public var skillOverlap = 0.20
    /// O*NET occupation fit, split between the match and manifest sides by `dual_profile`.
    public var occupation = 0.30
    public var education = 0.05
    public var experience = 0.07
    public var location = 0.05
    public var salary = 0.05
    public var keywords = 0.05
    public var recency = 0.03
    public var thompson = 0.20

    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case skillOverlap = "skill_overlap", occupation, education, experience, location, salary, keywords
        case recency, thompson
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = FeatureWeights()
        skillOverlap = try c.value(.skillOverlap, or: d.skillOverlap)
        occupation = try c.value(.occupation, or: d.occupation)
        education = try c.value(.education, or: d.education)
        experience = try c.value(.experience, or: d.experience)
        location = try c.value(.location, or: d.location)
        salary = try c.value(.salary, or: d.salary)
        keywords = try c.value(.keywords, or: d.keywords)
        recency = try c.value(.recency, or: d.recency)
        thompson = try c.value(.thompson, or: d.thompson)
    }

    var all: [(String, Double)] {
        [("skill_overlap", skillOverlap), ("occupation", occupation), ("education", education),
         ("experience", experience), ("location", location), ("salary", salary), ("keywords", keywords),
         ("recency", recency), ("thompson", thompson)]
    }

    func problems() -> [String] {
        var found = all.filter { !($0.1 >= 0 && $0.1.isFinite) }.map { "weights.\($0.0) \($0.1) must be a number of 0 or more" }
        if found.isEmpty && all.allSatisfy({ $0.1 == 0 }) { found.append("weights are all 0; give at least one a positive weight") }
        return found
    }
}

/// How the "match" (who the candidate is) and "manifest" (who they want to become) sides blend.
public struct DualProfileSettings: Decodable, Sendable, Equatable {
    /// Share of the occupation weight and arm prior that comes from the candidate's targets;
    /// candidates without targets use the match side alone.
    public var manifestShare = 0.3

    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable { case manifestShare = "manifest_share" }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        manifestShare = try c.value(.manifestShare, or: DualProfileSettings().manifestShare)
    }
}

/// How similar two occupations are: through the SOC hierarchy, then through shared skills.
public struct OccupationSettings: Decodable, Sendable, Equatable {
    public var sameBroad = 0.8
    public var sameMinor = 0.6
    public var sameMajor = 0.35
    /// Share of the gap left by the hierarchy that the occupations' shared skills (Jaccard) can fill.
    public var sharedSkillShare = 0.5
    /// Most frequent skills of an occupation's jobs taken as its skill set.
    public var occupationSkillCount = 50

    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case sameBroad = "same_broad", sameMinor = "same_minor", sameMajor = "same_major"
        case sharedSkillShare = "shared_skill_share", occupationSkillCount = "occupation_skill_count"
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = OccupationSettings()
        sameBroad = try c.value(.sameBroad, or: d.sameBroad)
        sameMinor = try c.value(.sameMinor, or: d.sameMinor)
        sameMajor = try c.value(.sameMajor, or: d.sameMajor)
        sharedSkillShare = try c.value(.sharedSkillShare, or: d.sharedSkillShare)
        occupationSkillCount = try c.value(.occupationSkillCount, or: d.occupationSkillCount)
    }

    /// Similarity of two codes sharing `depth` levels (0 none … 4 the same detailed occupation).
    public func similarity(commonDepth depth: Int) -> Double {
        switch depth {
        case 4...: 1
        case 3: sameBroad
        case 2: sameMinor
        case 1: sameMajor
        default: 0
        }
    }

    func problems() -> [String] {
        var found: [String] = []
        for (name, value) in [("same_broad", sameBroad), ("same_minor", sameMinor), ("same_major", sameMajor),
                              ("shared_skill_share", sharedSkillShare)] where !(0...1).contains(value) {
            found.append("occupation.\(name) \(value) must be in 0–1")
        }
        if occupationSkillCount < 1 { found.append("occupation.occupation_skill_count must be 1 or more") }
        return found
    }
}

/// The Thompson arms: their grouping level and their priors.
public struct ArmSettings: Decodable, Sendable, Equatable {
    /// The SOC level an arm groups occupations at.
    public var level: SOCLevel = .minor
    /// Pseudo-observations in a prior (α₀ + β₀).
    public var priorStrength = 4.0
    /// Prior mean for an arm the profile does not fit at all.
    public var priorMeanFloor = 0.2
    /// Prior mean for an arm that is exactly the profile's occupation group.
    public var priorMeanCeiling = 0.8

    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case level, priorStrength = "prior_strength", priorMeanFloor = "prior_mean_floor"
        case priorMeanCeiling = "prior_mean_ceiling"
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = ArmSettings()
        level = try c.value(.level, or: d.level)
        priorStrength = try c.value(.priorStrength, or: d.priorStrength)
        priorMeanFloor = try c.value(.priorMeanFloor, or: d.priorMeanFloor)
        priorMeanCeiling = try c.value(.priorMeanCeiling, or: d.priorMeanCeiling)
    }

    func problems() -> [String] {
        var found: [String] = []
        if !(priorStrength > 0 && priorStrength.isFinite) { found.append("arms.prior_strength must be above 0") }
        if !(priorMeanFloor > 0 && priorMeanFloor <= priorMeanCeiling && priorMeanCeiling < 1) {
            found.append("arms.prior_mean_floor and prior_mean_ceiling must satisfy 0 < floor ≤ ceiling < 1")
        }
        return found
    }
}

/// How feedback becomes evidence.
public struct LearningSettings: Decodable, Sendable, Equatable {
    /// Days after which an event counts half as much.
    public var halfLifeDays = 30.0
    /// How far past the clock an event's time may be before it is rejected as in the future.
    public var futureToleranceMinutes = 5.0
    /// Evidence per action: a positive weight adds to α (success), a negative one to β (failure).
    public var actions: [FeedbackActionName: Double] = [.apply: 3, .save: 2, .like: 1, .skip: -0.5, .dislike: -2]

    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case halfLifeDays = "half_life_days", futureToleranceMinutes = "future_tolerance_minutes", actions
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = LearningSettings()
        halfLifeDays = try c.value(.halfLifeDays, or: d.halfLifeDays)
        futureToleranceMinutes = try c.value(.futureToleranceMinutes, or: d.futureToleranceMinutes)
        if c.contains(.actions) {
            let given = try c.decode([String: Double].self, forKey: .actions)
            var merged = d.actions
            for (name, weight) in given {
                guard let action = FeedbackActionName(rawValue: name) else {
                    throw UnknownSettingError(path: "learning.actions.\(name)",
                                              known: FeedbackActionName.allCases.map(\.rawValue))
                }
                merged[action] = weight
            }
            actions = merged
        }
    }

    /// The evidence weight of an action.
    public func weight(of action: FeedbackActionName) -> Double { actions[action] ?? 0 }

    func problems() -> [String] {
        var found: [String] = []
        if !(halfLifeDays > 0) { found.append("learning.half_life_days must be above 0") }
        if !(futureToleranceMinutes >= 0) { found.append("learning.future_tolerance_minutes must be 0 or more") }
        for (action, weight) in actions where !weight.isFinite {
            found.append("learning.actions.\(action.rawValue) must be a finite number")
        }
        return found
    }
}

/// The action names of feedback events, as the weights file spells them.
public enum FeedbackActionName: String, Decodable, Sendable, CaseIterable {
    case apply, save, like, skip, dislike
}

/// The constants inside the features.
public struct FeatureSettings: Decodable, Sendable, Equatable {
    /// A feature's value when a side does not say (no salary given, no education level).
    public var unknownValue = 0.5
    /// Education fit lost per O*NET level the candidate is below the job.
    public var educationGapPerLevel = 0.25
    /// Matched keywords at which the keyword feature reaches 1.
    public var keywordSaturation = 5
    /// Days after which a posting's recency halves.
    public var recencyHalfLifeDays = 14.0
    /// Pay as a share of the candidate's minimum at which salary fit reaches 0.
    public var salaryShortfallFloor = 0.5
    /// Location fit of a hybrid job in a place the candidate did not name.
    public var hybridElsewhere = 0.25

    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case unknownValue = "unknown_value", educationGapPerLevel = "education_gap_per_level"
        case keywordSaturation = "keyword_saturation", recencyHalfLifeDays = "recency_half_life_days"
        case salaryShortfallFloor = "salary_shortfall_floor", hybridElsewhere = "hybrid_elsewhere"
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = FeatureSettings()
        unknownValue = try c.value(.unknownValue, or: d.unknownValue)
        educationGapPerLevel = try c.value(.educationGapPerLevel, or: d.educationGapPerLevel)
        keywordSaturation = try c.value(.keywordSaturation, or: d.keywordSaturation)
        recencyHalfLifeDays = try c.value(.recencyHalfLifeDays, or: d.recencyHalfLifeDays)
        salaryShortfallFloor = try c.value(.salaryShortfallFloor, or: d.salaryShortfallFloor)
        hybridElsewhere = try c.value(.hybridElsewhere, or: d.hybridElsewhere)
    }

    func problems() -> [String] {
        var found: [String] = []
        for (name, value) in [("unknown_value", unknownValue), ("education_gap_per_level", educationGapPerLevel),
                              ("hybrid_elsewhere", hybridElsewhere)] where !(0...1).contains(value) {
            found.append("features.\(name) \(value) must be in 0–1")
        }
        if !(0..<1).contains(salaryShortfallFloor) { found.append("features.salary_shortfall_floor must be in [0, 1)") }
        if keywordSaturation < 1 { found.append("features.keyword_saturation must be 1 or more") }
        if !(recencyHalfLifeDays > 0) { found.append("features.recency_half_life_days must be above 0") }
        return found
    }
}

/// The batch form of fatigue detection: no shortlist is flooded by one company or occupation.
public struct DiversitySettings: Decodable, Sendable, Equatable {
    /// Most jobs from one company in a shortlist; 0 for no cap.
    public var maxPerCompany = 3
    /// Most jobs of one detailed occupation in a shortlist; 0 for no cap.
    public var maxPerOccupation = 10
    /// Jobs kept per shortlist slot, and per occupation cap slot, before the caps are applied
    /// (more if the caps need them).
    public var heapFactor = 2

    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case maxPerCompany = "max_per_company", maxPerOccupation = "max_per_occupation", heapFactor = "heap_factor"
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = DiversitySettings()
        maxPerCompany = try c.value(.maxPerCompany, or: d.maxPerCompany)
        maxPerOccupation = try c.value(.maxPerOccupation, or: d.maxPerOccupation)
        heapFactor = try c.value(.heapFactor, or: d.heapFactor)
    }
}
