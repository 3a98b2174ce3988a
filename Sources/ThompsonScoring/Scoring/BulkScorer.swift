import Foundation
import MatchCore

/// Scores every job for every candidate on all cores, keeping only a bounded heap per
/// candidate: memory grows with jobs + candidates × K, never jobs × candidates.
///
/// Per candidate, the sparse features (shared skills, keywords, places) are gathered through
/// inverted indexes into per-job accumulators, then one dense pass over the jobs computes
/// every feature and the score. Results depend only on the inputs and the seed, never on
/// the thread count.
public struct BulkScorer: Sendable {
    public let corpus: JobCorpus
    public let settings: ScoringSettings
    public let seed: UInt64
    let keywords: KeywordIndex
    private let evidence: [String: [ArmEvidence]]

    /// Prepares to score `corpus` for `profiles` (their keywords are indexed against the jobs here).
    public init(corpus: JobCorpus, profiles: [CandidateProfile], settings: ScoringSettings, arms: ArmsFile?,
                seed: UInt64, threads: Int) {
        self.corpus = corpus
        self.settings = settings
        self.seed = seed
        keywords = KeywordIndex(keywords: profiles.flatMap(\.keywords), corpus: corpus, threads: threads)
        evidence = arms?.evidenceByProfile() ?? [:]
    }

    /// Runs `body` for each profile on `threads` threads and returns the results in profile order.
    public func map<Result: Sendable>(
        _ profiles: [CandidateProfile], threads: Int, _ body: @escaping @Sendable (ScoredCandidate) -> Result
    ) -> [Result] {
        orderedParallelMap(profiles, threads: threads, workerState: { [corpus] in ScoringScratch(jobCount: corpus.count) }) {
            scratch, profile in score(profile, scratch: scratch, body)
        }
    }

    /// Runs `body` for each profile on `threads` threads, `batchSize` profiles at a time, and
    /// hands each batch's results in profile order to `consume` (on the calling thread) while
    /// the next batch is scored.
    public func forEachBatch<Result: Sendable>(
        _ profiles: [CandidateProfile], batchSize: Int, threads: Int,
        _ body: @escaping @Sendable (ScoredCandidate) -> Result,
        consume: ([CandidateProfile], [Result]) throws -> Void
    ) throws {
        try pipelinedParallelMap(profiles, batchSize: batchSize, threads: threads, workerState: { [corpus] in ScoringScratch(jobCount: corpus.count) }, transform: { scratch, profile in
            score(profile, scratch: scratch, body)
        }, consume: consume)
    }

    private func score<Result>(_ profile: CandidateProfile, scratch: ScoringScratch, _ body: (ScoredCandidate) -> Result) -> Result {
        let context = CandidateContext(profile: profile, corpus: corpus, keywordIndex: keywords, settings: settings,
                                       evidence: evidence[profile.id] ?? [], seed: seed)
        scratch.gather(context, corpus: corpus, keywords: keywords)
        defer { scratch.clear(context, corpus: corpus, keywords: keywords) }
        return body(ScoredCandidate(context: context, corpus: corpus, keywordIndex: keywords, scratch: scratch,
                                    settings: settings))
    }

    /// Each profile's top `topK` jobs, best first, after hard filters and diversity caps.
    public func shortlists(for profiles: [CandidateProfile], topK: Int, threads: Int) -> [[ScoredJob]] {
        map(profiles, threads: threads) { $0.shortlist(topK: topK) }
    }
}

/// One candidate with every job's sparse features gathered: valid only inside `BulkScorer.map`.
public struct ScoredCandidate {
    let context: CandidateContext
    let corpus: JobCorpus
    let keywordIndex: KeywordIndex
    let kernel: PairKernel
    let settings: ScoringSettings

    init(context: CandidateContext, corpus: JobCorpus, keywordIndex: KeywordIndex, scratch: ScoringScratch,
         settings: ScoringSettings) {
        self.context = context
        self.corpus = corpus
        self.keywordIndex = keywordIndex
        self.settings = settings
        kernel = context.kernel(corpus: corpus, scratch: scratch)
    }

    public var profile: CandidateProfile { context.profile }

    /// The hard filter that removes job `j`, if any.
    public func exclusion(_ j: Int) -> Exclusion? { kernel.exclusion(j) }

    /// The features of job `j`.
    public func values(_ j: Int) -> FeatureValues { kernel.values(j) }

    /// The score of job `j` from its features.
    public func score(_ j: Int, values: FeatureValues) -> Double { kernel.score(j, values: values) }

    /// The arm of job `j`, with its draw.
    public func arm(_ j: Int) -> ArmDraw { context.arms[Int(corpus.columns.group[j])] }

    /// The top `topK` jobs, best first (score, then job id), after hard filters and diversity caps.
    ///
    /// The caps pick greedily down the ranking, so they are applied to a deep enough head of
    /// it: the best `topK × heap_factor` jobs (`topK` uncapped) among each occupation's best
    /// `max_per_occupation × heap_factor`, and deeper whenever the pick could have gone on below
    /// what was kept.
    public func shortlist(topK: Int) -> [ScoredJob] {
        let cap = DiversityCap(maxPerCompany: settings.diversity.maxPerCompany,
                               maxPerOccupation: settings.diversity.maxPerOccupation)
        let heapFactor = settings.diversity.heapFactor
        let capped = cap.maxPerCompany > 0 || cap.maxPerOccupation > 0
        var capacity = capped ? topK * heapFactor : topK
        var perOccupation = cap.maxPerOccupation > 0 ? cap.maxPerOccupation * heapFactor : corpus.count
        let order = kernel.occupationOrder(corpus: corpus, skillIds: context.skillIds)
        while true {
            let ranked = kernel.rank(corpus: corpus, order: order, capacity: capacity, perOccupation: perOccupation)
            let picked = cap.select(ranked.heap.bestFirst(), count: topK, corpus: corpus)
            if cap.mayHavePickedBelow(ranked.cutOccupations, picked: picked, count: topK, corpus: corpus) {
                perOccupation *= 4
            } else if picked.count < topK && ranked.heap.isFull && capacity < corpus.count {
                // Every job below the heap ranks below all it kept; the pick needs more of them.
                capacity = min(corpus.count, capacity * 4)
            } else {
                return picked
            }
        }
    }
}
