import Foundation
import MatchCore
import ThompsonScoring

/// Scores every configuration of a sweep and measures its shortlists.
///
/// Features do not depend on the weights, so each candidate's features are read once per group
/// of configurations that share every setting outside `weights.*` (one group unless such keys
/// are swept); then, for every configuration, only the weighted sum, the top K and the metrics
/// are computed. The loop is candidate outer, configuration inner, on every thread: memory is
/// one feature table (jobs × features) per thread plus each configuration's short lists.
///
/// Every configuration ranks with the same Thompson draws (the seed of the weights file, for
/// each candidate and arm), applies the same hard filters and the same diversity caps as
/// `mm-score`: a configuration's shortlists are exactly those `mm-score` writes with its weights
/// file, so configurations are compared on equal footing.
public struct WeightSweep: Sendable {
    public let data: SweepData
    public let plan: SweepPlan

    public init(data: SweepData, plan: SweepPlan) {
        self.data = data
        self.plan = plan
    }

    /// The metrics reported: the ranking metrics at K with judgments, coverage at K, and the
    /// off-policy estimates with feedback.
    public var metricNames: [String] {
        var names: [String] = []
        if data.judgments != nil { names += RankingMetric.allCases.map { "\($0.rawValue)@\(plan.k)" } }
        names.append("coverage@\(plan.k)")
        if !data.feedback.isEmpty { names += SweepMetric.offPolicyEstimators.map(\.rawValue) }
        return names
    }

    /// Shortlist length: K, or the deepest logged position when that is deeper.
    private var listLength: Int {
        max(plan.k, data.feedback.compactMap(\.position).max() ?? 0)
    }

    /// Configurations by shared feature pass: those that agree on every key outside `weights.*`,
    /// in order of first appearance.
    private var groups: [[Int]] {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, configuration) in plan.configurations.enumerated() {
            let key = configuration.settings.filter { !$0.key.hasPrefix("weights.") }
                .map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return order.map { groups[$0]! }
    }

    /// How many times every candidate's features are read: once per group of configurations
    /// sharing every setting outside `weights.*`.
    public var featurePasses: Int { groups.count }

    /// Every configuration's row, in configuration order; throws when a configuration's
    /// settings are not valid (naming it). `candidateDone` is called (from any thread) as each
    /// candidate of each feature pass is done, for a progress line.
    public func run(candidateDone: @escaping @Sendable () -> Void = {}) throws -> [SweepRow] {
        let settings = try plan.configurations.enumerated().map { index, configuration in
            do {
                return try plan.base.setting(configuration.settings).settings()
            } catch let error as LocalizedError {
                throw ConfigurationError("configuration \(index + 1) (\(configuration.name)): \(error.errorDescription ?? "\(error)")")
            }
        }
        var rows = [SweepRow?](repeating: nil, count: plan.configurations.count)
        for members in groups {
            for (index, row) in try evaluate(members, settings: members.map { settings[$0] }, candidateDone: candidateDone) {
                rows[index] = row
            }
        }
        return rows.map { $0! }
    }

    /// One group's rows.
    private func evaluate(_ members: [Int], settings: [ScoringSettings],
                          candidateDone: @escaping @Sendable () -> Void) throws -> [(Int, SweepRow)] {
        let shared = settings[0]
        let corpus = JobCorpus(jobs: data.jobs, settings: shared, asOf: data.asOf)
        let scorer = BulkScorer(corpus: corpus, profiles: data.profiles, settings: shared, arms: data.arms,
                                seed: shared.seed, threads: plan.threads)
        let weights = settings.map(\.weights)
        let grades = data.judgments?.grades ?? [:]
        let relevantGrade = plan.relevantGrade, k = plan.k, length = listLength
        let jobIds = corpus.jobs.map(\.job.id)
        let outcomes = scorer.map(data.profiles, threads: plan.threads) { candidate -> CandidateOutcome in
            let table = CandidateFeatureTable(candidate)
            var scores: [Double] = []
            var outcome = CandidateOutcome()
            let judged = grades[candidate.profile.id]
            for configuration in weights {
                table.scores(candidate.effectiveWeights(configuration), arm: .sample, into: &scores)
                let list = table.shortlist(scores, length: length, candidate: candidate).map(\.job)
                outcome.lists.append(list)
                if let judged {
                    let ids = list.prefix(k).map { jobIds[Int($0)] }
                    outcome.relevance.append(RankingMetric.allCases.map {
                        $0.value(shortlist: ids, grades: judged, k: k, relevantGrade: relevantGrade)
                    })
                }
            }
            candidateDone()
            return outcome
        }
        let outcomeByProfile = Dictionary(uniqueKeysWithValues: zip(data.profiles.map(\.id), outcomes))
        return try members.enumerated().map { position, index in
            var metrics: [(name: String, estimate: IntervalEstimate)] = []
            if let judgments = data.judgments {
                metrics += relevance(position, judgments: judgments, outcomes: outcomeByProfile)
            }
            metrics.append(("coverage@\(k)", coverage(position, outcomes: outcomes, catalogue: corpus.count)))
            if !data.feedback.isEmpty {
                metrics += try offPolicy(position, outcomes: outcomeByProfile, jobIds: jobIds)
            }
            return (index, SweepRow(configuration: index + 1, settings: plan.configurations[index].settings,
                                    metrics: metrics))
        }
    }

    /// The ranking metrics of configuration `position` of a group, averaged over the candidates
    /// with a relevant judgment as `mm-eval metrics` averages them (same bootstrap streams).
    private func relevance(_ position: Int, judgments: JudgmentSet, outcomes: [String: CandidateOutcome])
        -> [(name: String, estimate: IntervalEstimate)] {
        let evaluation = RankingEvaluation(shortlists: ShortlistSet(), judgments: judgments, relevantGrade: plan.relevantGrade)
        let judged = evaluation.judgedProfiles
        return RankingMetric.allCases.enumerated().map { m, metric in
            let values = judged.map { profile in
                outcomes[profile].map { $0.relevance[position][m] }
                    ?? metric.value(shortlist: [], grades: judgments.grades[profile] ?? [:], k: plan.k,
                                    relevantGrade: plan.relevantGrade)
            }
            let name = "\(metric.rawValue)@\(plan.k)"
            return (name, Bootstrap.mean(of: values, key: name, settings: plan.bootstrap))
        }
    }

    /// Share of the jobs that some candidate's top K shows (no interval: resampling candidates
    /// would mean a union of shortlists per replicate and configuration).
    private func coverage(_ position: Int, outcomes: [CandidateOutcome], catalogue: Int) -> IntervalEstimate {
        guard catalogue > 0 else { return IntervalEstimate(value: nil, lower: nil, upper: nil) }
        var shown = [Bool](repeating: false, count: catalogue)
        var distinct = 0
        for outcome in outcomes {
            for job in outcome.lists[position].prefix(plan.k) where !shown[Int(job)] {
                shown[Int(job)] = true
                distinct += 1
            }
        }
        return IntervalEstimate(value: Double(distinct) / Double(catalogue), lower: nil, upper: nil)
    }

    /// Replay, IPS and SNIPS of configuration `position`'s shortlists on the logged feedback,
    /// as `mm-eval ope --rule position` gives them on that configuration's matches.
    private func offPolicy(_ position: Int, outcomes: [String: CandidateOutcome], jobIds: [String]) throws
        -> [(name: String, estimate: IntervalEstimate)] {
        var shortlists = ShortlistSet()
        for profile in Set(data.feedback.map(\.profileId)).sorted() {
            for (rank, job) in (outcomes[profile]?.lists[position] ?? []).enumerated() {
                _ = shortlists.add(Match(profileId: profile, jobId: jobIds[Int(job)], rank: rank + 1, score: 0,
                                         components: ScoreComponents(features: [:])))
            }
        }
        let policy = ShortlistPolicy(shortlists: shortlists, rule: .position, rewards: plan.rewards,
                                     features: MatchFeatureTable(matches: []))
        let log = try data.feedback.map { event in
            switch policy.interaction(for: event) {
            case .success(let interaction): return interaction
            case .failure(let problem): throw ConfigurationError("feedback event \(event.eventId): \(problem.reason)")
            }
        }
        let evaluation = OffPolicyEvaluation(log: log)
        let directModel = try DirectModelSettings()
        return SweepMetric.offPolicyEstimators.map {
            ($0.rawValue, evaluation.estimate($0, bootstrap: plan.bootstrap, directModel: directModel))
        }
    }
}

/// One candidate's shortlists (corpus job indexes) and relevance metric values, per configuration of a group.
private struct CandidateOutcome: Sendable {
    var lists: [[Int32]] = []
    /// Per configuration, one value per `RankingMetric` case; empty when the candidate has no judgments.
    var relevance: [[Double]] = []
}
