import MatchCore
import Testing
@testable import OfflineEvaluation

/// Averages, coverage and diversity over several shortlists, against values worked out by hand.
@Suite struct RankingEvaluationTests {
    static func match(_ profile: String, _ job: String, _ rank: Int) -> Match {
        Match(profileId: profile, jobId: job, rank: rank, score: 1 - Double(rank) / 10, components: ScoreComponents(features: [:]))
    }

    // p1 is shown j1, j2; p2 is shown j2, j3. p3 was judged but has no shortlist.
    static func evaluation() throws -> RankingEvaluation {
        var shortlists = ShortlistSet()
        for match in [match("p1", "j1", 1), match("p1", "j2", 2), match("p2", "j2", 1), match("p2", "j3", 2)] {
            #expect(shortlists.add(match) == nil)
        }
        var judgments = JudgmentSet()
        for judgment in [RelevanceJudgment(profileId: "p1", jobId: "j1", grade: 1),
                         RelevanceJudgment(profileId: "p3", jobId: "j4", grade: 2)] {
            #expect(judgments.add(judgment) == nil)
        }
        let facets = [
            "j1": JobFacets(company: "acme", occupation: "15-1252.00"),
            "j2": JobFacets(company: "acme", occupation: "15-1253.00"),
            "j3": JobFacets(company: "beta", occupation: "15-1252.00"),
            "j4": JobFacets(company: "gamma", occupation: "11-1011.00"),
        ]
        return RankingEvaluation(shortlists: shortlists, judgments: judgments, facets: facets)
    }

    static let settings = try! BootstrapSettings(replicates: 200, level: 0.9, seed: 3, threads: 2)

    @Test func metricsAverageOverJudgedCandidates() throws {
        let results = try Self.evaluation().evaluate(k: 2, bootstrap: Self.settings)
        // Judged candidates with a relevant job: p1 and p3 (p2 was never judged).
        // precision@2: p1 has j1 relevant of 2 shown → 1/2; p3 has no shortlist → 0. Mean 1/4.
        #expect(results["precision"]?.value == 0.25)
        // recall@2: p1 1/1, p3 0/1 → mean 1/2. MRR@2: p1 1/1, p3 0 → 1/2.
        #expect(results["recall"]?.value == 0.5)
        #expect(results["mrr"]?.value == 0.5)
    }

    @Test func coverageIsTheShareOfTheCatalogueShownToAnyone() throws {
        let evaluation = try Self.evaluation()
        // Catalogue j1…j4. Top 2: {j1, j2} ∪ {j2, j3} = 3 jobs → 3/4. Top 1: {j1} ∪ {j2} → 2/4.
        #expect(evaluation.evaluate(k: 2, bootstrap: Self.settings)["coverage"]?.value == 0.75)
        #expect(evaluation.evaluate(k: 1, bootstrap: Self.settings)["coverage"]?.value == 0.5)
    }

    @Test func diversityCountsDistinctCompaniesAndOccupationsPerShortlist() throws {
        let results = try Self.evaluation().evaluate(k: 2, bootstrap: Self.settings)
        // Companies: p1 {acme} = 1, p2 {acme, beta} = 2 → mean 1.5.
        #expect(results["companies_per_shortlist"]?.value == 1.5)
        // Occupations: p1 {15-1252, 15-1253} = 2, p2 {15-1253, 15-1252} = 2 → mean 2.
        #expect(results["occupations_per_shortlist"]?.value == 2)
    }

    @Test func intervalsRepeatFromTheSeedOnAnyThreadCount() throws {
        let evaluation = try Self.evaluation()
        let first = evaluation.evaluate(k: 2, bootstrap: Self.settings)
        let again = evaluation.evaluate(k: 2, bootstrap: try BootstrapSettings(replicates: 200, level: 0.9, seed: 3, threads: 1))
        #expect(first == again)
        let other = evaluation.evaluate(k: 2, bootstrap: try BootstrapSettings(replicates: 200, level: 0.9, seed: 4, threads: 2))
        #expect(first.mapValues(\.value) == other.mapValues(\.value), "the seed moves the intervals, never the values")
        for (name, estimate) in first {
            #expect(try #require(estimate.lower) <= #require(estimate.upper), "\(name)")
        }
        // Coverage@2 over resamples of p1, p2: both drawn (probability 1/2) 3/4, one of them 2/4;
        // mean 5/8, 5th and 95th percentiles 2/4 and 3/4. Centred on the value 3/4 (shift +1/8):
        // [5/8, 7/8].
        let coverage = try #require(first["coverage"])
        let lower = try #require(coverage.lower), upper = try #require(coverage.upper)
        #expect(abs(lower - 0.625) < 0.03 && abs(upper - 0.875) < 0.03)
    }

    @Test func comparisonWithABaselineIsPairedByCandidate() throws {
        let evaluation = try Self.evaluation()
        // The baseline shows p1 j2 then j1, and p2 nothing.
        var baseline = ShortlistSet()
        _ = baseline.add(Self.match("p1", "j2", 1))
        _ = baseline.add(Self.match("p1", "j1", 2))
        let differences = evaluation.compare(with: baseline, k: 1, bootstrap: Self.settings)
        // MRR@1: p1 1 − 0 (j1 is at rank 2 in the baseline), p3 0 − 0 → mean 1/2.
        #expect(differences["mrr"]?.value == 0.5)
        // Coverage@1: ours {j1, j2} = 2/4, the baseline's {j2} = 1/4 → 1/4.
        #expect(differences["coverage"]?.value == 0.25)
        // Companies@1 over p1, p2: ours acme, acme; the baseline's acme, none → (0 + 1) / 2.
        #expect(differences["companies_per_shortlist"]?.value == 0.5)
        // Against itself every difference and every bound is 0.
        let itself = evaluation.compare(with: evaluation.shortlists, k: 2, bootstrap: Self.settings)
        for (name, estimate) in itself {
            #expect(estimate == IntervalEstimate(value: 0, lower: 0, upper: 0), "\(name)")
        }
    }

    @Test func aRankOrJobGivenTwiceIsRefused() {
        var shortlists = ShortlistSet()
        #expect(shortlists.add(Self.match("p1", "j1", 1)) == nil)
        #expect(shortlists.add(Self.match("p1", "j2", 1))?.contains("already has j1 at rank 1") == true)
        #expect(shortlists.add(Self.match("p1", "j1", 2))?.contains("already has j1 at rank 1") == true)
        var judgments = JudgmentSet()
        #expect(judgments.add(RelevanceJudgment(profileId: "p1", jobId: "j1", grade: 1)) == nil)
        #expect(judgments.add(RelevanceJudgment(profileId: "p1", jobId: "j1", grade: 2))?.contains("already has grade 1") == true)
    }
}
