import Foundation
import MatchCore
import ThompsonScoring

/// One policy's figures for one simulated night.
public struct SimulationRow: Codable, Sendable, Equatable {
    public var round: Int
    public var policy: String
    /// Positive reactions drawn this night.
    public var reward: Double
    public var cumulativeReward: Double
    /// Σ reaction probability over the jobs shown this night.
    public var expectedReward: Double
    /// What the oracle (the K jobs of highest probability per candidate) would expect this night.
    public var oracleReward: Double
    /// Σ over nights of oracle − expected reward.
    public var cumulativeRegret: Double

    enum CodingKeys: String, CodingKey {
        case round, policy, reward, cumulativeReward = "cumulative_reward", expectedReward = "expected_reward"
        case oracleReward = "oracle_reward", cumulativeRegret = "cumulative_regret"
    }
}

/// Nightly rounds of shortlist → simulated feedback → learning → shortlist, for several policies
/// on the same synthetic candidates and jobs.
///
/// Each night, a policy shortlists K jobs per candidate (through `BulkScorer` with the arms it
/// has learned so far, θ drawn afresh from a per-night seed), each shown job draws a reaction
/// from the candidate's `HiddenPreferences` (`like` or `skip`), and the events are learned with
/// `FeedbackLearner`, exactly as `mm-learn` learns them. A reaction's draw depends on the seed,
/// night, candidate and job only, so policies that show the same job see the same reaction.
/// Regret is measured against the oracle that knows the preferences, in expected reactions,
/// which keeps the curves smooth.
///
/// The simulator holds each candidate's reaction probability for every job: it is sized for
/// hundreds of candidates × thousands of jobs, as a researcher's what-if needs.
public struct FeedbackSimulator: Sendable {
    public let jobs: [EnrichedJob]
    public let profiles: [CandidateProfile]
    public let settings: ScoringSettings
    public let rounds: Int
    public let k: Int
    public let seed: UInt64
    public let threads: Int
    /// The first night's time; night n is n − 1 days later.
    public let start: Date

    public init(jobs: [EnrichedJob], profiles: [CandidateProfile], settings: ScoringSettings, rounds: Int, k: Int,
                seed: UInt64, threads: Int, start: Date) {
        self.jobs = jobs
        self.profiles = profiles.sorted { $0.id < $1.id }
        self.settings = settings
        self.rounds = rounds
        self.k = k
        self.seed = seed
        self.threads = threads
        self.start = start
    }

    /// Every policy's rows, night by night, policies in the order given.
    public func run(_ policies: [SimulationPolicy]) -> [SimulationRow] {
        let corpus = JobCorpus(jobs: jobs, settings: settings, asOf: start)
        let majors = corpus.jobs.compactMap { $0.enrichment.onet.flatMap { SOCCode($0.socCode) }?.major }
        let probabilities: [String: [Double]] = Dictionary(uniqueKeysWithValues: orderedParallelMap(profiles, threads: threads) {
            profile in
            let preferences = HiddenPreferences(profile: profile, majors: majors, seed: seed)
            return (profile.id, corpus.jobs.map(preferences.probability(of:)))
        })
        return policies.flatMap { run($0, corpus: corpus, probabilities: probabilities) }
    }

    private func run(_ policy: SimulationPolicy, corpus: JobCorpus, probabilities: [String: [Double]]) -> [SimulationRow] {
        var learner = FeedbackLearner(file: ArmsFile(halfLifeDays: settings.learning.halfLifeDays),
                                      settings: settings.learning)
        var rows: [SimulationRow] = []
        var cumulativeReward = 0.0, cumulativeRegret = 0.0
        for round in 1...rounds {
            let time = start.addingTimeInterval(Double(round - 1) * 86_400)
            var nightly = SeededRandom.stream(seed: seed, key: ["night", String(round)])
            let scorer = BulkScorer(corpus: corpus, profiles: profiles, settings: settings, arms: learner.file,
                                    seed: nightly.next(), threads: threads)
            let nights = scorer.map(profiles, threads: threads) { [k, seed, settings] candidate -> Night in
                let chances = probabilities[candidate.profile.id]!
                let table = CandidateFeatureTable(candidate)
                let shown = Self.shortlist(policy, table: table, candidate: candidate, weights: settings.weights, k: k,
                                           random: SeededRandom.stream(seed: seed, key: [policy.description, String(round),
                                                                                          candidate.profile.id]))
                var night = Night()
                night.oracle = table.jobs.map { chances[Int($0)] }.sorted(by: >).prefix(k).reduce(0, +)
                for (position, job) in shown.enumerated() {
                    let record = corpus.jobs[Int(job)]
                    var draw = SeededRandom.stream(seed: seed, key: ["reaction", String(round), candidate.profile.id,
                                                                      record.job.id])
                    let liked = draw.nextUnit() < chances[Int(job)]
                    night.expected += chances[Int(job)]
                    night.reward += liked ? 1 : 0
                    guard let code = record.enrichment.onet.flatMap({ SOCCode($0.socCode) }) else { continue }
                    let event = FeedbackEvent(
                        eventId: "\(policy)-\(round)-\(candidate.profile.id)-\(record.job.id)",
                        profileId: candidate.profile.id, jobId: record.job.id, action: liked ? .like : .skip,
                        time: time, position: position + 1)
                    night.observations.append(FeedbackLearner.Observation(event: event, socCode: code))
                }
                return night
            }
            learner.learn(nights.flatMap(\.observations))
            let reward = nights.reduce(0) { $0 + $1.reward }
            let expected = nights.reduce(0) { $0 + $1.expected }
            let oracle = nights.reduce(0) { $0 + $1.oracle }
            cumulativeReward += reward
            cumulativeRegret += oracle - expected
            rows.append(SimulationRow(round: round, policy: policy.description, reward: reward,
                                      cumulativeReward: cumulativeReward, expectedReward: expected,
                                      oracleReward: oracle, cumulativeRegret: cumulativeRegret))
        }
        return rows
    }

    /// The corpus indexes of the jobs `policy` shows a candidate, best first.
    static func shortlist(_ policy: SimulationPolicy, table: CandidateFeatureTable, candidate: ScoredCandidate,
                          weights: FeatureWeights, k: Int, random: SeededRandom) -> [Int32] {
        var random = random
        var scores: [Double] = []
        let weights = candidate.effectiveWeights(weights)
        switch policy {
        case .thompson:
            table.scores(weights, arm: .sample, into: &scores)
            return table.shortlist(scores, length: k, candidate: candidate).map(\.job)
        case .greedy:
            table.scores(weights, arm: .posteriorMean, into: &scores)
            return table.shortlist(scores, length: k, candidate: candidate).map(\.job)
        case .epsilonGreedy(let epsilon):
            table.scores(weights, arm: .posteriorMean, into: &scores)
            var list = table.shortlist(scores, length: k, candidate: candidate).map(\.job)
            for slot in list.indices where random.nextUnit() < epsilon {
                let unseen = table.jobs.filter { !list.contains($0) }
                guard !unseen.isEmpty else { break }
                list[slot] = unseen[Int(random.next().multipliedFullWidth(by: UInt64(unseen.count)).high)]
            }
            return list
        case .random:
            var pool = table.jobs
            let count = min(k, pool.count)
            // A partial Fisher–Yates shuffle: the first `count` places are a uniform sample.
            for i in 0..<count {
                let j = i + Int(random.next().multipliedFullWidth(by: UInt64(pool.count - i)).high)
                pool.swapAt(i, j)
            }
            return Array(pool.prefix(count))
        }
    }

    private struct Night: Sendable {
        var observations: [FeedbackLearner.Observation] = []
        var reward = 0.0
        var expected = 0.0
        var oracle = 0.0
    }
}
