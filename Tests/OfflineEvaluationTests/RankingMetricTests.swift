import Foundation
import Testing
@testable import OfflineEvaluation

/// Each metric on a tiny shortlist, against a value worked out by hand beside it.
@Suite struct RankingMetricTests {
    // Shortlist a, b, c, d, e. Grades: a 0 (judged, not relevant), b 2, d 1, x 3 (relevant but
    // never shortlisted); c and e were not judged, so they count as 0. With relevant grade 1 the
    // relevant jobs are b, d and x: R = 3. Relevant ranks in the shortlist: 2 (b) and 4 (d).
    static let shortlist = ["a", "b", "c", "d", "e"]
    static let grades = ["a": 0, "b": 2, "d": 1, "x": 3]

    func value(_ metric: RankingMetric, k: Int, shortlist: [String] = shortlist, grades: [String: Int] = grades) -> Double {
        metric.value(shortlist: shortlist, grades: grades, k: k, relevantGrade: 1)
    }

    @Test func precision() {
        #expect(value(.precision, k: 3) == 1.0 / 3)  // {b} in a, b, c: 1 / 3
        #expect(value(.precision, k: 5) == 0.4)  // {b, d} in the five: 2 / 5
        // A shortlist shorter than K is not excused: {b} in a, b, then nothing: 1 / 4.
        #expect(value(.precision, k: 4, shortlist: ["a", "b"]) == 0.25)
    }

    @Test func recall() {
        #expect(value(.recall, k: 3) == 1.0 / 3)  // b of {b, d, x}: 1 / 3
        #expect(value(.recall, k: 5) == 2.0 / 3)  // b and d of {b, d, x}: 2 / 3
        #expect(value(.recall, k: 5, grades: ["a": 0]) == 0)  // nothing relevant: 0, not a division by zero
    }

    @Test func meanReciprocalRank() {
        #expect(value(.mrr, k: 3) == 0.5)  // first relevant (b) at rank 2: 1 / 2
        #expect(value(.mrr, k: 1) == 0)  // rank 1 holds a, not relevant: 0
    }

    @Test func averagePrecision() {
        // K 5: hits at rank 2 (precision 1/2) and rank 4 (precision 2/4); (1/2 + 1/2) / min(3, 5) = 1/3.
        #expect(abs(value(.map, k: 5) - 1.0 / 3) < 1e-12)
        // K 3: one hit at rank 2 (precision 1/2); (1/2) / min(3, 3) = 1/6.
        #expect(abs(value(.map, k: 3) - 1.0 / 6) < 1e-12)
        // K 2 with one relevant job at rank 1: (1/1) / min(1, 2) = 1.
        #expect(value(.map, k: 2, shortlist: ["b", "a"], grades: ["b": 1]) == 1)
    }

    @Test func normalizedDiscountedCumulativeGain() {
        // DCG@5 = (2^2 − 1)/log2(3) + (2^1 − 1)/log2(5) = 3/1.5849625 + 1/2.3219281 = 1.8927893 + 0.4306766 = 2.3234659.
        // Ideal grades 3, 2, 1, 0: IDCG@5 = 7/log2(2) + 3/log2(3) + 1/log2(4) + 0 = 7 + 1.8927893 + 0.5 = 9.3927893.
        // NDCG@5 = 2.3234659 / 9.3927893 = 0.2473666.
        #expect(abs(value(.ndcg, k: 5) - 0.2473666) < 1e-6)
        // K 1: DCG@1 = 0 (a has grade 0), so NDCG@1 = 0.
        #expect(value(.ndcg, k: 1) == 0)
        // The ideal order scores 1: x, b, d by grade.
        #expect(abs(value(.ndcg, k: 3, shortlist: ["x", "b", "d"]) - 1) < 1e-12)
    }
}
