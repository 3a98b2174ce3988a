/// Every candidate's relevance judgments, gathered from a judgments file.
public struct JudgmentSet: Sendable {
    /// Profile id → job id → grade.
    public private(set) var grades: [String: [String: Int]] = [:]

    public init() {}

    /// Adds a judgment; returns why it cannot be added (a second grade for the same pair).
    public mutating func add(_ judgment: RelevanceJudgment) -> String? {
        if let earlier = grades[judgment.profileId]?[judgment.jobId] {
            return "\(judgment.profileId) already has grade \(earlier) for \(judgment.jobId); give each pair one grade"
        }
        grades[judgment.profileId, default: [:]][judgment.jobId] = judgment.grade
        return nil
    }

    /// Every job id judged for anyone.
    public var jobIds: Set<String> {
        Set(grades.values.flatMap(\.keys))
    }
}
