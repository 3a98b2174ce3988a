import Foundation
import MatchCore
import OfflineEvaluation
import ThompsonScoring

/// A small synthetic world for sweep and simulator tests: jobs, candidates, and judgments graded
/// by the candidates' hidden preferences.
enum SweepFixture {
    static let generator = SyntheticRecords(seed: 3, vocabularySize: 600, occupationCount: 20)
    static let jobs = (0..<400).map(generator.job)
    static let profiles = (0..<40).map(generator.profile)
    static let asOf = JobCorpus.latestPostingTime(of: jobs)

    /// 25 judgments per candidate: grade = ⌊3 × probability of a positive reaction⌋.
    static let judgments: JudgmentSet = {
        let majors = jobs.compactMap { $0.enrichment.onet.flatMap { SOCCode($0.socCode) }?.major }
        var set = JudgmentSet()
        for profile in profiles {
            let preferences = HiddenPreferences(profile: profile, majors: majors, seed: 3)
            var random = SeededRandom.stream(seed: 3, key: ["judged", profile.id])
            for _ in 0..<25 {
                let job = jobs[Int(random.next() % UInt64(jobs.count))]
                _ = set.add(RelevanceJudgment(profileId: profile.id, jobId: job.job.id,
                                              grade: Int(3 * preferences.probability(of: job))))
            }
        }
        return set
    }()

    static func data(feedback: [FeedbackEvent] = []) -> SweepData {
        SweepData(jobs: jobs, profiles: profiles, judgments: judgments, feedback: feedback, asOf: asOf)
    }

    static func plan(_ axes: [String], k: Int = 5, threads: Int, seed: UInt64 = 11) throws -> SweepPlan {
        let space = try SweepSpace(axes: axes.map(SweepAxis.init(parsing:)))
        return SweepPlan(base: try WeightsDocument(yaml: "", source: "defaults").setting(seed: seed),
                         configurations: try space.grid(), k: k,
                         bootstrap: try BootstrapSettings(replicates: 200, seed: seed, threads: threads), threads: threads)
    }
}
