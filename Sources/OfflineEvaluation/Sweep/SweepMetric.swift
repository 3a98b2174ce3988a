import MatchCore

/// The figure a sweep ranks configurations by, parsed from `--metric`: `ndcg@10`,
/// `precision@5`, `recall@20`, `map@10`, `mrr@10` (needing judgments), `coverage@10`, or an
/// off-policy estimate `replay`, `ips`, `snips` (needing logged feedback with positions and
/// propensities).
public enum SweepMetric: Sendable, Equatable, CustomStringConvertible {
    case ranking(RankingMetric, k: Int)
    case coverage(k: Int)
    case offPolicy(OffPolicyEstimator)

    /// The estimators a sweep offers: DR needs each match's components, which a sweep does not write.
    public static let offPolicyEstimators: [OffPolicyEstimator] = [.replay, .ips, .snips]

    /// Parses a metric name.
    public init(parsing text: String) throws {
        let parts = text.lowercased().split(separator: "@", maxSplits: 1).map(String.init)
        let known = "ndcg@K, precision@K, recall@K, map@K, mrr@K, coverage@K, replay, ips or snips"
        if parts.count == 1, let estimator = OffPolicyEstimator(rawValue: parts[0]),
           Self.offPolicyEstimators.contains(estimator) {
            self = .offPolicy(estimator)
            return
        }
        guard parts.count == 2, let k = Int(parts[1]), k >= 1 else {
            throw ConfigurationError("--metric \(text) is not a metric a sweep reports; give \(known)")
        }
        if parts[0] == "coverage" {
            self = .coverage(k: k)
        } else if let metric = RankingMetric(rawValue: parts[0]) {
            self = .ranking(metric, k: k)
        } else {
            throw ConfigurationError("--metric \(text) is not a metric a sweep reports; give \(known)")
        }
    }

    /// The name in tables: `ndcg@10`, `snips`.
    public var description: String {
        switch self {
        case .ranking(let metric, let k): "\(metric.rawValue)@\(k)"
        case .coverage(let k): "coverage@\(k)"
        case .offPolicy(let estimator): estimator.rawValue
        }
    }

    /// The cut-off K of a ranking or coverage metric.
    public var cutoff: Int? {
        switch self {
        case .ranking(_, let k), .coverage(let k): k
        case .offPolicy: nil
        }
    }
}
