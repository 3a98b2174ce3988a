/// The features of one (candidate, job) pair, each in [0, 1] (`DESIGN.md`, the Thompson engine).
public struct FeatureValues: Sendable, Equatable {
    /// Share of the job's skills, weighted by rarity (IDF), that the candidate has.
    public var skillOverlap: Double
    /// Similarity of the job's occupation to the candidate's own (SOC hierarchy and shared skills).
    public var occupationMatch: Double
    /// Similarity of the job's occupation to the candidate's targets (the manifest side).
    public var occupationManifest: Double
    public var education: Double
    public var experience: Double
    /// Remote, or in a place the candidate named.
    public var location: Double
    /// Pay against the candidate's minimum, both per year.
    public var salary: Double
    public var keywords: Double
    public var recency: Double

    /// Names and values in the order of `Match.components.features` and of `--dump-components`.
    public var named: [(String, Double)] {
        [("skill_overlap", skillOverlap), ("occupation_match", occupationMatch),
         ("occupation_manifest", occupationManifest), ("education", education), ("experience", experience),
         ("location", location), ("salary", salary), ("keywords", keywords), ("recency", recency)]
    }

    /// The feature names, in `named` order.
    public static let names = ["skill_overlap", "occupation_match", "occupation_manifest", "education",
                               "experience", "location", "salary", "keywords", "recency"]
}

/// A candidate's weights: those of `weights.yaml` with occupation split into match and manifest.
public struct EffectiveWeights: Sendable, Equatable {
    public var values: FeatureValues
    public var thompson: Double

    init(_ weights: FeatureWeights, manifestShare: Double) {
        values = FeatureValues(
            skillOverlap: weights.skillOverlap, occupationMatch: weights.occupation * (1 - manifestShare),
            occupationManifest: weights.occupation * manifestShare, education: weights.education,
            experience: weights.experience, location: weights.location, salary: weights.salary,
            keywords: weights.keywords, recency: weights.recency)
        thompson = weights.thompson
    }

    /// The score: Σ weight × value, plus the Thompson weight × θ, always summed in this order
    /// so that the bulk and the explaining paths give the same bits.
    @inline(__always)
    func score(_ v: FeatureValues, theta: Double) -> Double {
        let w = values
        var sum = w.skillOverlap * v.skillOverlap
        sum += w.occupationMatch * v.occupationMatch
        sum += w.occupationManifest * v.occupationManifest
        sum += w.education * v.education
        sum += w.experience * v.experience
        sum += w.location * v.location
        sum += w.salary * v.salary
        sum += w.keywords * v.keywords
        sum += w.recency * v.recency
        sum += thompson * theta
        return sum
    }
}

/// Why a hard filter removed a job from a candidate's shortlist.
public enum Exclusion: String, Sendable {
    case notRemote = "not_remote"
    case elsewhere = "location"
    case excludedCompany = "excluded_company"
    case tooOld = "too_old"
    case underpaid = "below_min_salary"
}
