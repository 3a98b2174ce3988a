import Foundation
import MatchCore
import Testing
import ThompsonScoring
@testable import OfflineEvaluation

@Suite struct WeightSweepTests {
    static let axes = ["weights.occupation=0.1:0.5:0.2", "weights.thompson=0,0.4", "features.unknown_value=0.2,0.7"]

    @Test func sameSeedGivesTheSameTableOnAnyThreadCount() throws {
        let one = try WeightSweep(data: SweepFixture.data(), plan: SweepFixture.plan(Self.axes, threads: 1)).run()
        let three = try WeightSweep(data: SweepFixture.data(), plan: SweepFixture.plan(Self.axes, threads: 3)).run()
        let names = RankingMetric.allCases.map { "\($0.rawValue)@5" } + ["coverage@5"]
        let table = { (rows: [SweepRow]) in
            SweepTable(rows: rows, metric: "ndcg@5", keys: Self.axes.map { String($0.split(separator: "=")[0]) },
                       metricNames: names)
        }
        #expect(one.count == 12, "3 × 2 × 2 grid points")
        #expect(try table(one).jsonl() == table(three).jsonl())
        #expect(table(one).csv() == table(three).csv())
        let values = Set(one.compactMap { $0.estimate("ndcg@5")?.value })
        #expect(values.count > 1, "the weightings rank differently")
    }

    /// Every configuration's figures equal those of its own weights file scored the way mm-score
    /// scores (BulkScorer's shortlists) and measured the way mm-eval metrics measures.
    @Test func eachConfigurationEqualsScoringItsWeightsFileApart() throws {
        let plan = try SweepFixture.plan(Self.axes, threads: 2)
        let rows = try WeightSweep(data: SweepFixture.data(), plan: plan).run()
        let catalogue = Set(SweepFixture.jobs.map(\.job.id))
        for row in rows {
            let settings = try plan.base.setting(row.settings).settings()
            let corpus = JobCorpus(jobs: SweepFixture.jobs, settings: settings, asOf: SweepFixture.asOf)
            let scorer = BulkScorer(corpus: corpus, profiles: SweepFixture.profiles, settings: settings, arms: nil,
                                    seed: settings.seed, threads: 2)
            var shortlists = ShortlistSet()
            let lists = scorer.shortlists(for: SweepFixture.profiles, topK: plan.k, threads: 2)
            for (profile, list) in zip(SweepFixture.profiles, lists) {
                for (rank, scored) in list.enumerated() {
                    _ = shortlists.add(Match(profileId: profile.id, jobId: corpus.jobs[Int(scored.job)].job.id,
                                             rank: rank + 1, score: scored.score, components: ScoreComponents(features: [:])))
                }
            }
            let expected = RankingEvaluation(shortlists: shortlists, judgments: SweepFixture.judgments,
                                             catalogue: catalogue).evaluate(k: plan.k, bootstrap: plan.bootstrap)
            for metric in RankingMetric.allCases {
                #expect(row.estimate("\(metric.rawValue)@5") == expected[metric.rawValue], "\(metric) of configuration \(row.configuration)")
            }
            #expect(row.estimate("coverage@5")?.value == expected["coverage"]?.value)
        }
    }

    @Test func offPolicyEstimatesEqualThoseOfTheConfigurationsShortlists() throws {
        // A log over the first ten candidates: each shown job 1–3 of the default weighting, with
        // propensity 0.5 and a reward when the job was judged relevant.
        let base = try SweepFixture.plan(["weights.thompson=0.2"], threads: 1)
        let settings = try base.base.settings()
        let corpus = JobCorpus(jobs: SweepFixture.jobs, settings: settings, asOf: SweepFixture.asOf)
        let scorer = BulkScorer(corpus: corpus, profiles: SweepFixture.profiles, settings: settings, arms: nil,
                                seed: 99, threads: 1)
        var events: [FeedbackEvent] = []
        for (profile, list) in zip(SweepFixture.profiles.prefix(10), scorer.shortlists(for: Array(SweepFixture.profiles.prefix(10)), topK: 3, threads: 1)) {
            for (position, scored) in list.enumerated() {
                let job = corpus.jobs[Int(scored.job)].job.id
                let relevant = (SweepFixture.judgments.grades[profile.id]?[job] ?? 0) >= 1
                events.append(FeedbackEvent(eventId: "\(profile.id)-\(position)", profileId: profile.id, jobId: job,
                                            action: relevant ? .apply : .skip, time: SweepFixture.asOf,
                                            position: position + 1, propensity: 0.5))
            }
        }
        let plan = try SweepFixture.plan(["weights.occupation=0.1,0.6"], threads: 2)
        let rows = try WeightSweep(data: SweepFixture.data(feedback: events), plan: plan).run()
        for row in rows {
            let snips = try #require(row.estimate("snips"))
            let replay = try #require(row.estimate("replay"))
            // With every propensity 0.5 and a deterministic policy, SNIPS equals replay's mean.
            #expect(snips.value == replay.value)
            #expect(row.estimate("ips") != nil)
        }
    }
}
