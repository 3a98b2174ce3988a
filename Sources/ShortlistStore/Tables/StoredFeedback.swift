import Foundation
import GRDB
import MatchCore

/// A feedback event as a run was given it: a row of the `feedback` table.
public struct StoredFeedback: Codable, Sendable, Equatable {
    public var runId: String
    public var eventId: String
    public var profileId: String
    public var jobId: String
    /// apply, save, like, skip or dislike.
    public var action: String
    public var time: Date
    public var position: Int?
    public var propensity: Double?

    /// The row for `event` in run `runId`.
    public init(runId: String, event: FeedbackEvent) {
        self.runId = runId
        eventId = event.eventId
        profileId = event.profileId
        jobId = event.jobId
        action = event.action.rawValue
        time = WholeSeconds.floor(event.time)
        position = event.position
        propensity = event.propensity
    }

    enum CodingKeys: String, CodingKey {
        case runId = "run_id", eventId = "event_id", profileId = "profile_id", jobId = "job_id"
        case action, time, position, propensity
    }
}

extension StoredFeedback: StoredRecordCoding {
    public static let databaseTableName = "feedback"
}
