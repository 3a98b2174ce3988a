import MatchCore

/// One logged decision and its outcome, with what a new policy would have done in its place:
/// the record the off-policy estimators read (one line of an interactions file).
///
/// ```json
/// {"id":"e1","context_id":"p1","features":[0.2,1],"action":"job-7","action_features":[0.8],
///  "position":1,"reward":1,"propensity":0.25,
///  "target":[{"action":"job-7","probability":0.6,"features":[0.8]},{"action":"job-2","probability":0.4,"features":[0.1]}]}
/// ```
///
/// - `features`: the context (who the decision was for), numbers; may be empty.
/// - `action`: what the logging policy chose (a job, an item), `position` the 1-based slot.
/// - `action_features`: features of the chosen action in this context (e.g. a match's
///   component values); may be empty, and then every target's `features` must be too.
/// - `propensity`: the probability, in (0, 1], with which the logging policy chose `action`
///   for this context and slot.
/// - `target`: the new policy's distribution over actions for the same context and slot, with
///   each action's features; probabilities are ≥ 0 and sum to at most 1 (an empty list means the
///   new policy would show nothing there). The new policy's *choice*, for replay, is its most
///   probable action (the first listed on a tie).
public struct LoggedInteraction: Codable, Sendable, Equatable {
    public var id: String
    public var contextId: String
    public var features: [Double]
    public var action: String
    public var actionFeatures: [Double]
    public var position: Int?
    public var reward: Double
    public var propensity: Double
    public var target: [TargetAction]

    public init(id: String, contextId: String, features: [Double] = [], action: String,
                actionFeatures: [Double] = [], position: Int? = nil, reward: Double, propensity: Double,
                target: [TargetAction]) {
        self.id = id
        self.contextId = contextId
        self.features = features
        self.action = action
        self.actionFeatures = actionFeatures
        self.position = position
        self.reward = reward
        self.propensity = propensity
        self.target = target
    }

    enum CodingKeys: String, CodingKey {
        case id, contextId = "context_id", features, action, actionFeatures = "action_features", position
        case reward, propensity, target
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        contextId = try c.decode(String.self, forKey: .contextId)
        features = try c.decodeIfPresent([Double].self, forKey: .features) ?? []
        action = try c.decode(String.self, forKey: .action)
        actionFeatures = try c.decodeIfPresent([Double].self, forKey: .actionFeatures) ?? []
        position = try c.decodeIfPresent(Int.self, forKey: .position)
        reward = try c.decode(Double.self, forKey: .reward)
        propensity = try c.decode(Double.self, forKey: .propensity)
        target = try c.decodeIfPresent([TargetAction].self, forKey: .target) ?? []
    }

    /// The new policy's probability of the logged action: π_e(a | x).
    public var targetProbability: Double {
        target.filter { $0.action == action }.reduce(0) { $0 + $1.probability }
    }

    /// Whether the new policy's most probable action is the logged one (`max(by:)` keeps the
    /// first of equals, so a tie goes to the action listed first).
    public var targetAgrees: Bool {
        guard let best = target.max(by: { $0.probability < $1.probability }) else {
            return false
        }
        return best.action == action && best.probability > 0
    }

    /// Problems that make the interaction unusable, as sentences; empty when it is valid.
    public func problems() -> [String] {
        var found: [String] = []
        if id.isEmpty { found.append("id is empty") }
        if action.isEmpty { found.append("action is empty") }
        if !(propensity > 0 && propensity <= 1) {
            found.append("propensity \(propensity) must be in (0, 1] (the probability the logging policy chose the action)")
        }
        if !reward.isFinite { found.append("reward must be a finite number") }
        if let position, position < 1 { found.append("position \(position) must be 1 or more") }
        if (features + actionFeatures).contains(where: { !$0.isFinite }) { found.append("features must be finite numbers") }
        if let bad = target.first(where: { !($0.probability >= 0 && $0.probability <= 1) }) {
            found.append("target \(bad.action) has probability \(bad.probability); give a number in [0, 1]")
        }
        let total = target.reduce(0) { $0 + $1.probability }
        if total > 1 + 1e-9 { found.append("target probabilities sum to \(total); they must sum to at most 1") }
        if let bad = target.first(where: { $0.features.count != actionFeatures.count }) {
            found.append("target \(bad.action) has \(bad.features.count) features but action_features has \(actionFeatures.count); give both the same length")
        }
        return found
    }
}

/// One action the new policy may take, with its probability and features.
public struct TargetAction: Codable, Sendable, Equatable {
    public var action: String
    public var probability: Double
    public var features: [Double]

    public init(action: String, probability: Double, features: [Double] = []) {
        self.action = action
        self.probability = probability
        self.features = features
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        action = try c.decode(String.self, forKey: .action)
        probability = try c.decode(Double.self, forKey: .probability)
        features = try c.decodeIfPresent([Double].self, forKey: .features) ?? []
    }
}
