import MatchCore

/// How relevant a job is to a candidate, as a person judged it (one line of a judgments file).
///
/// Grades are graded relevance: 0 not relevant, then higher is better (e.g. 1 partly, 2 relevant,
/// 3 ideal). Jobs a shortlist holds that were never judged count as grade 0.
public struct RelevanceJudgment: Codable, Sendable, Equatable {
    public var profileId: String
    public var jobId: String
    public var grade: Int

    public init(profileId: String, jobId: String, grade: Int) {
        self.profileId = profileId
        self.jobId = jobId
        self.grade = grade
    }

    enum CodingKeys: String, CodingKey {
        case profileId = "profile_id", jobId = "job_id", grade
    }

    /// Problems that make the judgment unusable, as sentences; empty when it is valid.
    public func problems() -> [String] {
        var found: [String] = []
        if profileId.isEmpty { found.append("profile_id is empty") }
        if jobId.isEmpty { found.append("job_id is empty") }
        if grade < 0 { found.append("grade \(grade) is negative; give 0 (not relevant) or more") }
        return found
    }
}
