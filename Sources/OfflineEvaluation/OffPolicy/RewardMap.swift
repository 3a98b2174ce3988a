import MatchCore

/// The reward each feedback action is worth to the off-policy estimators.
public struct RewardMap: Sendable, Equatable {
    /// Reward per action; by default 1 for apply, save and like, 0 for skip and dislike.
    public private(set) var values: [FeedbackAction: Double] = [.apply: 1, .save: 1, .like: 1, .skip: 0, .dislike: 0]

    public init() {}

    /// Sets rewards from `action=value` texts, e.g. `["save=0.5", "dislike=-1"]`.
    public init(overrides: [String]) throws {
        for text in overrides {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let action = FeedbackAction(rawValue: parts[0]),
                  let value = Double(parts[1]), value.isFinite else {
                let actions = FeedbackAction.allCases.map(\.rawValue).joined(separator: ", ")
                throw ConfigurationError("--reward \"\(text)\" is not ACTION=NUMBER (actions: \(actions); e.g. save=0.5)")
            }
            values[action] = value
        }
    }

    /// The reward of an action.
    public func reward(for action: FeedbackAction) -> Double {
        values[action] ?? 0
    }

    /// `apply=1,dislike=0,…` in action order, for the manifest.
    public var description: String {
        FeedbackAction.allCases.map { "\($0.rawValue)=\(reward(for: $0))" }.joined(separator: ",")
    }
}
