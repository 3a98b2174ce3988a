import ArgumentParser
import Foundation
import MatchCore
import OfflineEvaluation
import ThompsonScoring

/// `mm-bench eval-sweep`: a weight sweep against one plain scoring pass over the same data.
struct EvalSweepBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval-sweep",
        abstract: "Sweep weightings over generated candidates × jobs; report configurations/s against one scoring pass.",
        discussion: """
        Generates jobs and candidates (SyntheticRecords) and relevance judgments for them (grades \
        from simulated hidden preferences), then measures in this process:
          1. the baseline: one mm-score-style pass (every pair scored, top K with caps);
          2. mm-eval sweep's engine: --configurations random weightings, each ranked and measured
             (NDCG, precision, recall, MAP, MRR at K with bootstrap intervals, coverage).
        The ratio says how many plain scoring passes the whole sweep costs.

        Example:
          .build/release/mm-bench eval-sweep --candidates 1000 --jobs 10000 --configurations 100
        """)

    @Option(help: "Jobs to generate.")
    var jobs = 10_000

    @Option(help: "Candidates to generate.")
    var candidates = 1_000

    @Option(help: "Random weightings to sweep.")
    var configurations = 100

    @Option(name: .customLong("k"), help: "Cut-off of the metrics and shortlist length.")
    var k = 10

    @Option(help: "Jobs judged per candidate.")
    var judged = 40

    @Option(help: "Bootstrap resamples per figure.")
    var replicates = 1000

    @Option(help: "Worker threads (default: every core).")
    var threads: Int?

    @Option(help: "Seed of the generated data, the Thompson draws and the sweep.")
    var seed: UInt64 = 1

    @Option(help: "Weights file (default: pipelines/weights.yaml when present, else the built-in defaults).")
    var weights: String?

    func run() throws {
        let threadCount = threads ?? defaultThreadCount
        let weightsPath = weights ?? (FileManager.default.fileExists(atPath: "pipelines/weights.yaml") ? "pipelines/weights.yaml" : nil)
        let base = try (weightsPath.map(WeightsDocument.init(path:)) ?? WeightsDocument(yaml: "", source: "defaults"))
            .setting(seed: seed)
        let settings = try base.settings()
        report("mm-bench eval-sweep: \(jobs) jobs × \(candidates) candidates, \(configurations) configurations, K = \(k), \(threadCount) threads")
        report("  load average \(LoadAverage.text()) on \(ProcessInfo.processInfo.activeProcessorCount) cores (other work slows wall times; CPU times are given too)")

        var phase = Phase()
        let generator = SyntheticRecords(seed: seed)
        let jobRecords = orderedParallelMap(Array(0..<jobs), threads: threadCount) { generator.job($0) }
        let profiles = orderedParallelMap(Array(0..<candidates), threads: threadCount) { generator.profile($0) }
        let judgments = syntheticJudgments(jobs: jobRecords, profiles: profiles, threads: threadCount)
        report("  generated records and \(judgments.grades.values.reduce(0) { $0 + $1.count }) judgments: \(phase.end()); peak RSS \(Int(PeakMemory.selfMegabytes())) MB")

        let asOf = JobCorpus.latestPostingTime(of: jobRecords)
        let corpus = JobCorpus(jobs: jobRecords, settings: settings, asOf: asOf)
        let scorer = BulkScorer(corpus: corpus, profiles: profiles, settings: settings, arms: nil, seed: seed,
                                threads: threadCount)
        let kept = scorer.shortlists(for: profiles, topK: k, threads: threadCount).reduce(0) { $0 + $1.count }
        let baseline = phase.end()
        report("baseline, one scoring pass (indexes, every pair, top \(k) with caps): \(baseline); kept \(kept) matches")

        let axes = try ["weights.skill_overlap=0:0.4", "weights.occupation=0:0.5", "weights.keywords=0:0.2",
                        "weights.thompson=0:0.4"].map(SweepAxis.init(parsing:))
        let plan = SweepPlan(base: base, configurations: try SweepSpace(axes: axes).random(count: configurations, seed: seed),
                             k: k, bootstrap: try BootstrapSettings(replicates: replicates, seed: seed, threads: threadCount),
                             threads: threadCount)
        let rows = try WeightSweep(data: SweepData(jobs: jobRecords, profiles: profiles, judgments: judgments, asOf: asOf),
                                   plan: plan).run()
        let sweep = phase.end()
        let table = SweepTable(rows: rows, metric: "ndcg@\(k)", keys: axes.map(\.key), metricNames: rows.first?.metrics.map(\.name) ?? [])
        report("sweep of \(configurations) weightings (features once per candidate, then per weighting a sum, top \(k), 5 metrics with \(replicates)-resample intervals, coverage):")
        report("  \(sweep) → \(String(format: "%.1f", Double(configurations) / sweep.wall)) configurations/s wall")
        report(String(format: "  = %.2f scoring passes by wall time, %.2f by CPU time, for %d weightings (%.3f passes per weighting by CPU; scoring each one apart would take %d)",
                      sweep.wall / baseline.wall, sweep.cpu / baseline.cpu, configurations,
                      sweep.cpu / baseline.cpu / Double(configurations), configurations))
        report("  peak RSS \(Int(PeakMemory.selfMegabytes())) MB; best \(table.rows.first.map { "ndcg@\(k) \(String(format: "%.4f", $0.estimate("ndcg@\(k)")?.value ?? .nan)) at configuration \($0.configuration)" } ?? "none")")
    }

    /// `judged` jobs per candidate, graded 0–3 by the candidate's simulated hidden preferences:
    /// half drawn from the candidate's own occupation, half from anywhere.
    private func syntheticJudgments(jobs: [EnrichedJob], profiles: [CandidateProfile], threads: Int) -> JudgmentSet {
        let majors = jobs.compactMap { $0.enrichment.onet.flatMap { SOCCode($0.socCode) }?.major }
        let byOccupation = Dictionary(grouping: jobs.indices, by: { jobs[$0].enrichment.onet?.socCode ?? "" })
        let judged = self.judged, seed = self.seed
        let lists = orderedParallelMap(profiles, threads: threads) { profile -> [RelevanceJudgment] in
            let preferences = HiddenPreferences(profile: profile, majors: majors, seed: seed)
            var random = SeededRandom.stream(seed: seed, key: ["judgments", profile.id])
            let near = byOccupation[profile.enrichment.onet?.socCode ?? ""] ?? []
            var picked = Set<Int>()
            for draw in 0..<(judged * 4) where picked.count < judged {
                let pool = draw % 2 == 0 && !near.isEmpty ? near : Array(jobs.indices)
                picked.insert(pool[Int(random.next().multipliedFullWidth(by: UInt64(pool.count)).high)])
            }
            return picked.sorted().map { index in
                RelevanceJudgment(profileId: profile.id, jobId: jobs[index].job.id,
                                  grade: Int(3 * preferences.probability(of: jobs[index])))
            }
        }
        var set = JudgmentSet()
        for judgment in lists.joined() { _ = set.add(judgment) }
        return set
    }
}
