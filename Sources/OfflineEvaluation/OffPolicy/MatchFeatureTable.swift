import MatchCore

/// The scorer's feature values of (profile, job) pairs, read from Match components: the action
/// features of the direct model when the log is our own feedback.
///
/// A pair's vector lists the values of every feature name seen, sorted by name, then a last
/// entry that is 1 when the pair is in no matches file (its values are then all 0), so the
/// model can learn what an unscored job is worth.
public struct MatchFeatureTable: Sendable {
    /// Feature names, sorted: the meaning of each vector entry but the last.
    public let names: [String]
    private let values: [String: [String: [Double]]]

    /// Builds the table from matches; where a pair appears twice, the first one counts.
    public init(matches: [Match]) {
        names = Set(matches.flatMap(\.components.features.keys)).sorted()
        var values: [String: [String: [Double]]] = [:]
        for match in matches where values[match.profileId]?[match.jobId] == nil {
            let features = match.components.features
            values[match.profileId, default: [:]][match.jobId] = names.map { features[$0]?.value ?? 0 } + [0]
        }
        self.values = names.isEmpty ? [:] : values
    }

    /// The pair's vector; empty when the matches carry no features at all.
    public func features(profileId: String, jobId: String) -> [Double] {
        guard !names.isEmpty else { return [] }
        return values[profileId]?[jobId] ?? Array(repeating: 0, count: names.count) + [1]
    }
}
