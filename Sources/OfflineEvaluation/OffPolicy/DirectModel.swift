import MatchCore

/// Settings of the doubly robust estimator's direct model.
public struct DirectModelSettings: Sendable, Equatable {
    /// Ridge penalty λ on every coefficient but the intercept.
    public var lambda: Double
    /// Cross-fitting folds: each event's prediction comes from a model fitted on the other folds
    /// (events are assigned by the stable hash of their id); 1 fits and predicts on all events.
    public var folds: Int
    /// Actions and positions get one-hot columns when the log has at most this many distinct ones.
    public var maxOneHotValues: Int

    public init(lambda: Double = 1, folds: Int = 2, maxOneHotValues: Int = 200) throws {
        guard lambda >= 0, lambda.isFinite else {
            throw ConfigurationError("--ridge-lambda \(lambda) must be 0 or more (1 is a safe start)")
        }
        guard folds >= 1 else { throw ConfigurationError("--folds \(folds) must be 1 or more") }
        self.lambda = lambda
        self.folds = folds
        self.maxOneHotValues = maxOneHotValues
    }
}

/// The direct model q̂(x, a) of the doubly robust estimator: ridge regression of the reward on
/// [1, context features, action features, one-hot action, one-hot position].
///
/// One-hot columns are kept only when the log has few enough distinct actions (positions) to
/// fit them; an action the log never shows gets no one-hot column, so it is predicted from its
/// features alone.
struct DirectModel {
    private let contextCount: Int
    private let actionFeatureCount: Int
    private let actionColumns: [String: Int]
    private let positionColumns: [Int: Int]
    private let columns: Int

    init(design log: [LoggedInteraction], settings: DirectModelSettings) {
        contextCount = log.first?.features.count ?? 0
        actionFeatureCount = log.first?.actionFeatures.count ?? 0
        var next = 1 + contextCount + actionFeatureCount
        let actions = Set(log.map(\.action)).sorted()
        var actionColumns: [String: Int] = [:]
        if actions.count <= settings.maxOneHotValues {
            for action in actions { actionColumns[action] = next; next += 1 }
        }
        let positions = Set(log.compactMap(\.position)).sorted()
        var positionColumns: [Int: Int] = [:]
        if positions.count <= settings.maxOneHotValues {
            for position in positions { positionColumns[position] = next; next += 1 }
        }
        self.actionColumns = actionColumns
        self.positionColumns = positionColumns
        columns = next
    }

    /// The sparse design row of `action` (with `actionFeatures`) in the context of `event`.
    func row(_ event: LoggedInteraction, action: String, actionFeatures: [Double]) -> [(Int, Double)] {
        var row: [(Int, Double)] = [(0, 1)]
        for (index, value) in event.features.enumerated() where value != 0 { row.append((1 + index, value)) }
        for (index, value) in actionFeatures.enumerated() where value != 0 {
            row.append((1 + contextCount + index, value))
        }
        if let column = actionColumns[action] { row.append((column, 1)) }
        if let position = event.position, let column = positionColumns[position] { row.append((column, 1)) }
        return row
    }

    /// For each event, cross-fitted q̂(x, logged action) and Σ_a π_e(a | x) q̂(x, a).
    func crossFittedPredictions(_ log: [LoggedInteraction], settings: DirectModelSettings)
        -> (logged: [Double], target: [Double]) {
        let loggedRows = log.map { row($0, action: $0.action, actionFeatures: $0.actionFeatures) }
        let fold = log.map { Int(StableHash.value(of: $0.id) % UInt64(settings.folds)) }
        var logged = Array(repeating: 0.0, count: log.count)
        var target = Array(repeating: 0.0, count: log.count)
        for held in 0..<settings.folds {
            let training = log.indices.filter { fold[$0] != held }
            let predicting = log.indices.filter { fold[$0] == held }
            guard !predicting.isEmpty else { continue }
            // One fold (or too little data for the others) trains on every event.
            let rows = training.isEmpty ? Array(log.indices) : training
            let model = RidgeRegression(rows: rows.map { loggedRows[$0] }, targets: rows.map { log[$0].reward },
                                        columns: columns, lambda: settings.lambda)
            for index in predicting {
                let event = log[index]
                logged[index] = model.predict(loggedRows[index])
                target[index] = event.target.reduce(0) {
                    $0 + $1.probability * model.predict(row(event, action: $1.action, actionFeatures: $1.features))
                }
            }
        }
        return (logged, target)
    }
}
