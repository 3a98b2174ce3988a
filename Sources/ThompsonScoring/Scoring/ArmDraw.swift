import MatchCore

/// One arm's posterior for a candidate in a run, and the θ drawn from it.
public struct ArmDraw: Sendable, Equatable {
    /// The occupation group key, e.g. `15-1200`.
    public var group: String
    public var alpha: Double
    public var beta: Double
    /// Prior mean from the profile's fit to the group, before feedback.
    public var priorMean: Double
    /// Decayed feedback weight learned for this arm.
    public var evidence: Double
    /// θ, drawn once for this arm in this run.
    public var theta: Double

    public var posteriorMean: Double { alpha / (alpha + beta) }

    /// Draws θ for every group of the corpus for `profile`, each from the stream
    /// `SeededRandom.stream(seed:key: [profile id, group key])`.
    static func draws(for profile: CandidateProfile, fit: OccupationFit, evidence: [ArmEvidence],
                      corpus: JobCorpus, settings: ScoringSettings, seed: UInt64) -> [ArmDraw] {
        let occupations = corpus.occupations
        let level = settings.arms.level
        var learned = [String: (successes: Double, failures: Double)]()
        for item in evidence {
            guard let code = SOCCode(item.socCode) else { continue }
            let key = code.groupKey(at: level)
            learned[key, default: (0, 0)].successes += item.successes
            learned[key, default: (0, 0)].failures += item.failures
        }
        let arms = settings.arms
        return occupations.groupKeys.enumerated().map { index, key in
            let groupFit = fit.toGroup(occupations.groupCodes[index], level: level)
            let mean = arms.priorMeanFloor + (arms.priorMeanCeiling - arms.priorMeanFloor) * groupFit
            let found = learned[key] ?? (0, 0)
            let alpha = mean * arms.priorStrength + found.successes
            let beta = (1 - mean) * arms.priorStrength + found.failures
            var random = SeededRandom.stream(seed: seed, key: [profile.id, key])
            let theta = BetaSampler.sample(alpha: alpha, beta: beta, using: &random)
            return ArmDraw(group: key, alpha: alpha, beta: beta, priorMean: mean,
                           evidence: found.successes + found.failures, theta: theta)
        }
    }
}
