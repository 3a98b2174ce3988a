import Foundation
import GRDB
import MatchCore

/// One job on one candidate's shortlist in one run: a row of the `matches` table.
public struct StoredMatch: Codable, Sendable, Equatable {
    public var runId: String
    public var profileId: String
    public var jobId: String
    public var rank: Int
    public var score: Double
    /// JSON object: each feature's value and weight, and the Thompson draw.
    public var components: ScoreComponents
    public var matchedKeywords: [String]
    public var matchedSkills: [String]
    public var reasons: [String]

    /// The row for `match` in run `runId`.
    public init(runId: String, match: Match) {
        self.runId = runId
        profileId = match.profileId
        jobId = match.jobId
        rank = match.rank
        score = match.score
        components = match.components
        matchedKeywords = match.matchedKeywords
        matchedSkills = match.matchedSkills
        reasons = match.reasons
    }

    enum CodingKeys: String, CodingKey {
        case runId = "run_id", profileId = "profile_id", jobId = "job_id", rank, score, components
        case matchedKeywords = "matched_keywords", matchedSkills = "matched_skills", reasons
    }
}

extension StoredMatch: StoredRecordCoding {
    public static let databaseTableName = "matches"
}
