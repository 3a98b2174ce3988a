/// What a caller needs to rank one candidate's jobs under other weights without scoring the
/// features again (`mm-eval sweep`, the feedback simulator): the features do not depend on the
/// weights, so they are read once and re-summed per weighting.
extension ScoredCandidate {
    /// This candidate's weights under `weights`: occupation split into the match and manifest
    /// sides as `mm-score` splits it for this candidate.
    public func effectiveWeights(_ weights: FeatureWeights) -> EffectiveWeights {
        EffectiveWeights(weights, manifestShare: OccupationFit(profile: profile, settings: settings).manifestShare)
    }

    /// Jobs scored by the corpus.
    public var jobCount: Int { corpus.count }

    /// Jobs a shortlist must look at before the diversity caps for `topK` slots (`topK` when no cap holds).
    public func candidatesBeforeCaps(topK: Int) -> Int {
        let diversity = settings.diversity
        return diversity.maxPerCompany > 0 || diversity.maxPerOccupation > 0 ? topK * diversity.heapFactor : topK
    }

    /// The first `topK` of `ranked` (best first) that the diversity caps of the settings allow,
    /// as `shortlist(topK:)` picks them.
    public func applyingCaps(_ ranked: [ScoredJob], topK: Int) -> [ScoredJob] {
        DiversityCap(maxPerCompany: settings.diversity.maxPerCompany,
                     maxPerOccupation: settings.diversity.maxPerOccupation)
            .select(ranked, count: topK, corpus: corpus)
    }
}

extension ScoredJob {
    /// Job `job` (an index of `JobCorpus.jobs`) with its score, for callers outside this module.
    public init(corpusIndex job: Int32, score: Double) {
        self.job = job
        self.score = score
    }

    /// The ranking order of shortlists: higher score first, then lower job index.
    public static func ranksBefore(_ a: ScoredJob, _ b: ScoredJob) -> Bool { ranksAbove(a, b) }
}
