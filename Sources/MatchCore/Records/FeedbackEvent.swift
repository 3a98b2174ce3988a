import Foundation

/// A candidate's reaction to a job they were shown, the input `mm-learn` learns from.
public struct FeedbackEvent: Codable, Sendable, Equatable {
    /// Unique id; an event seen twice is counted once.
    public var eventId: String
    public var profileId: String
    public var jobId: String
    public var action: FeedbackAction
    public var time: Date
    /// 1-based position the job was shown at, for off-policy evaluation.
    public var position: Int?
    /// Probability with which the logging policy showed the job there, in (0, 1].
    public var propensity: Double?

    public init(eventId: String, profileId: String, jobId: String, action: FeedbackAction, time: Date,
                position: Int? = nil, propensity: Double? = nil) {
        self.eventId = eventId
        self.profileId = profileId
        self.jobId = jobId
        self.action = action
        self.time = time
        self.position = position
        self.propensity = propensity
    }

    enum CodingKeys: String, CodingKey {
        case eventId = "event_id", profileId = "profile_id", jobId = "job_id", action, time, position, propensity
    }

    /// Problems that make the event invalid, as sentences; empty when it is valid.
    public func problems() -> [String] {
        var found: [String] = []
        if eventId.isEmpty { found.append("event_id is empty") }
        if let position, position < 1 { found.append("position \(position) must be 1 or more") }
        if let propensity, !(propensity > 0 && propensity <= 1) {
            found.append("propensity \(propensity) must be in (0, 1]")
        }
        return found
    }
}

/// What a candidate did with a job they were shown.
public enum FeedbackAction: String, Codable, Sendable, CaseIterable {
    case apply, save, like, skip, dislike
}
