/// The number of context features and of action features an interaction carries; every event
/// of one log must have the same.
public struct FeatureShape: Sendable, Equatable, CustomStringConvertible {
    public var context: Int
    public var action: Int

    public var description: String { "\(context) context and \(action) action features" }
}

extension LoggedInteraction {
    /// How many features the event carries.
    public var shape: FeatureShape { FeatureShape(context: features.count, action: actionFeatures.count) }
}
