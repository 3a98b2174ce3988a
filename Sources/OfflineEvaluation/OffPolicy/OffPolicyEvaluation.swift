/// Off-policy estimates of a new policy's value from logged interactions, each with a seeded
/// bootstrap interval over events.
///
/// Every estimate is on the scale of the log's mean reward per event (per shown slot), which
/// the report prints beside it. Events must share one feature shape (`LoggedInteraction.shape`).
/// For DR the direct model is fitted once (cross-fitted) and the bootstrap resamples the
/// per-event terms, as Open Bandit Pipeline does.
public struct OffPolicyEvaluation: Sendable {
    public let log: [LoggedInteraction]

    public init(log: [LoggedInteraction]) {
        self.log = log
    }

    /// Events where the new policy's choice is the logged action.
    public var agreements: Int { log.filter(\.targetAgrees).count }

    /// Mean reward in the log, the logging policy's own value, with its interval.
    public func loggedValue(bootstrap: BootstrapSettings) -> IntervalEstimate {
        Bootstrap.mean(of: log.map(\.reward), key: "logged", settings: bootstrap)
    }

    /// Importance weights π_e(a|x) / π_0(a|x).
    public var weights: [Double] { log.map { $0.targetProbability / $0.propensity } }

    /// (Σ w)² / Σ w²: how many events the weighted log is worth; far below the event count when
    /// the policies differ a lot and the estimates rest on few events.
    public var effectiveSampleSize: Double {
        let w = weights
        let squares = w.reduce(0) { $0 + $1 * $1 }
        guard squares > 0 else { return 0 }
        let total = w.reduce(0, +)
        return total * total / squares
    }

    /// One estimator's estimate and interval.
    public func estimate(_ estimator: OffPolicyEstimator, bootstrap: BootstrapSettings,
                         directModel: DirectModelSettings) -> IntervalEstimate {
        let terms = terms(estimator, directModel: directModel)
        return Bootstrap.ratio(numerators: terms.numerators, denominators: terms.denominators,
                               key: estimator.rawValue, settings: bootstrap)
    }

    /// The estimate minus the log's mean reward, each resample drawing the same events for both:
    /// whether the new policy beats the logging one. An interval above 0 says it does.
    public func improvement(_ estimator: OffPolicyEstimator, bootstrap: BootstrapSettings,
                            directModel: DirectModelSettings) -> IntervalEstimate {
        let terms = terms(estimator, directModel: directModel)
        let events = Double(log.count)
        return Bootstrap.sums(of: [terms.numerators, terms.denominators, log.map(\.reward)],
                              key: "\(estimator.rawValue)-logged", settings: bootstrap) { sums in
            sums[1] == 0 ? nil : sums[0] / sums[1] - sums[2] / events
        }
    }

    /// Per-event terms whose Σ numerators / Σ denominators is the estimator's value.
    private func terms(_ estimator: OffPolicyEstimator, directModel: DirectModelSettings)
        -> (numerators: [Double], denominators: [Double]) {
        let ones = Array(repeating: 1.0, count: log.count)
        switch estimator {
        case .replay:
            let agrees = log.map { $0.targetAgrees ? 1.0 : 0.0 }
            return (zip(agrees, log).map { $0 * $1.reward }, agrees)
        case .ips:
            return (zip(weights, log).map { $0 * $1.reward }, ones)
        case .snips:
            let w = weights
            return (zip(w, log).map { $0 * $1.reward }, w)
        case .dr:
            let model = DirectModel(design: log, settings: directModel)
            let predictions = model.crossFittedPredictions(log, settings: directModel)
            let w = weights
            let terms = log.indices.map { i in
                predictions.target[i] + w[i] * (log[i].reward - predictions.logged[i])
            }
            return (terms, ones)
        }
    }
}
