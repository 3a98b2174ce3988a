import Foundation
import OfflineEvaluation

/// The JSON report of `mm-eval ope`.
struct OffPolicyReport: Encodable {
    var command = "ope"
    var seed: UInt64
    var replicates: Int
    var level: Double
    /// The agreement rule, for feedback logs.
    var rule: String?
    var events: Int
    var agreements: Int
    var effectiveSampleSize: Double
    var logged: IntervalEstimate
    var estimates: [String: IntervalEstimate]
    /// Each estimate minus the logged mean reward, paired by event.
    var minusLogged: [String: IntervalEstimate]

    init(evaluation: OffPolicyEvaluation, estimators: [OffPolicyEstimator], settings: BootstrapSettings,
         directModel: DirectModelSettings, rule: String?) {
        seed = settings.seed
        replicates = settings.replicates
        level = settings.level
        self.rule = rule
        events = evaluation.log.count
        agreements = evaluation.agreements
        effectiveSampleSize = evaluation.effectiveSampleSize
        logged = evaluation.loggedValue(bootstrap: settings)
        var estimates: [String: IntervalEstimate] = [:]
        var minusLogged: [String: IntervalEstimate] = [:]
        for estimator in estimators {
            estimates[estimator.rawValue] = evaluation.estimate(estimator, bootstrap: settings, directModel: directModel)
            minusLogged[estimator.rawValue] = evaluation.improvement(estimator, bootstrap: settings, directModel: directModel)
        }
        self.estimates = estimates
        self.minusLogged = minusLogged
    }

    enum CodingKeys: String, CodingKey {
        case command, seed, replicates, level, rule, events, agreements
        case effectiveSampleSize = "effective_sample_size", logged, estimates
        case minusLogged = "minus_logged"
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(command, forKey: .command)
        try c.encode(seed, forKey: .seed)
        try c.encode(replicates, forKey: .replicates)
        try c.encode(level, forKey: .level)
        try c.encodeIfPresent(rule, forKey: .rule)
        try c.encode(events, forKey: .events)
        try c.encode(agreements, forKey: .agreements)
        try c.encode(effectiveSampleSize, forKey: .effectiveSampleSize)
        try c.encode(logged, forKey: .logged)
        try c.encode(estimates, forKey: .estimates)
        try c.encode(minusLogged, forKey: .minusLogged)
    }

    /// The table for people: the log's own value, then each estimate.
    var table: [String] {
        let percent = String(format: "%g%%", level * 100)
        var lines = ["\(events) events, new policy agrees on \(agreements), effective sample size "
            + String(format: "%.1f", effectiveSampleSize) + "; \(percent) intervals from \(replicates) resamples"]
        lines.append(tableRow("logged (mean reward)", logged))
        for estimator in OffPolicyEstimator.allCases {
            if let estimate = estimates[estimator.rawValue] { lines.append(tableRow(estimator.rawValue, estimate)) }
        }
        lines.append("minus the logged policy (paired):")
        for estimator in OffPolicyEstimator.allCases {
            if let estimate = minusLogged[estimator.rawValue] { lines.append(tableRow("  \(estimator.rawValue)", estimate)) }
        }
        return lines
    }
}
