import Foundation

/// A per-candidate measure of a shortlist's top K against relevance judgments.
///
/// A job is relevant when its grade is at least the relevant grade (1 unless set); NDCG uses the
/// grades themselves. Definitions follow Manning, Raghavan and Schütze, "Introduction to
/// Information Retrieval" (2008), ch. 8.
public enum RankingMetric: String, CaseIterable, Codable, Sendable {
    /// Relevant jobs in the top K, divided by K (a shortlist shorter than K is not excused).
    case precision
    /// Relevant jobs in the top K, divided by the candidate's relevant jobs.
    case recall
    /// DCG@K / ideal DCG@K, with gain 2^grade − 1 and discount 1 / log2(rank + 1).
    case ndcg
    /// Average precision at K: the mean of precision@i over the ranks i ≤ K holding a relevant
    /// job, divided by min(relevant jobs, K); MAP is its mean over candidates.
    case map
    /// 1 / rank of the first relevant job in the top K, 0 when there is none; MRR is its mean.
    case mrr

    /// The metric for one candidate's shortlist, given their grades (unjudged jobs are grade 0).
    public func value(shortlist: [String], grades: [String: Int], k: Int, relevantGrade: Int) -> Double {
        let top = shortlist.prefix(k)
        let relevantTotal = grades.values.filter { $0 >= relevantGrade }.count
        let isRelevant = top.map { (grades[$0] ?? 0) >= relevantGrade }
        switch self {
        case .precision:
            return Double(isRelevant.filter { $0 }.count) / Double(k)
        case .recall:
            guard relevantTotal > 0 else { return 0 }
            return Double(isRelevant.filter { $0 }.count) / Double(relevantTotal)
        case .ndcg:
            let ideal = Self.discountedGain(grades.values.sorted(by: >).prefix(k))
            guard ideal > 0 else { return 0 }
            return Self.discountedGain(top.map { grades[$0] ?? 0 }) / ideal
        case .map:
            guard relevantTotal > 0 else { return 0 }
            var hits = 0
            var sum = 0.0
            for (index, relevant) in isRelevant.enumerated() where relevant {
                hits += 1
                sum += Double(hits) / Double(index + 1)
            }
            return sum / Double(min(relevantTotal, k))
        case .mrr:
            guard let first = isRelevant.firstIndex(of: true) else { return 0 }
            return 1 / Double(first + 1)
        }
    }

    /// Σ (2^grade − 1) / log2(rank + 1) over grades in rank order.
    static func discountedGain(_ grades: some Sequence<Int>) -> Double {
        var total = 0.0
        for (index, grade) in grades.enumerated() {
            total += (pow(2, Double(grade)) - 1) / log2(Double(index + 2))
        }
        return total
    }
}
