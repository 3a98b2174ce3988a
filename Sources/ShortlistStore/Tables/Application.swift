import Foundation
import GRDB

/// Where a candidate stands with a job: a row of the `applications` table (the tracker).
///
/// Unlike the per-run tables it is kept across runs. Feedback moves it forward
/// (save → saved, apply → applied); a recruiter moves it on to interview, offer or rejected
/// and writes notes, and no later feedback moves it back.
public struct Application: Codable, Sendable, Equatable {
    public var profileId: String
    public var jobId: String
    public var status: ApplicationStatus
    /// Time of the earliest save event.
    public var savedAt: Date?
    /// Time of the earliest apply event.
    public var appliedAt: Date?
    /// Time of the latest event or change.
    public var updatedAt: Date
    public var notes: String?

    public init(profileId: String, jobId: String, status: ApplicationStatus, savedAt: Date? = nil,
                appliedAt: Date? = nil, updatedAt: Date, notes: String? = nil) {
        self.profileId = profileId
        self.jobId = jobId
        self.status = status
        self.savedAt = savedAt
        self.appliedAt = appliedAt
        self.updatedAt = updatedAt
        self.notes = notes
    }

    enum CodingKeys: String, CodingKey {
        case profileId = "profile_id", jobId = "job_id", status, savedAt = "saved_at"
        case appliedAt = "applied_at", updatedAt = "updated_at", notes
    }
}

extension Application: StoredRecordCoding {
    public static let databaseTableName = "applications"
}

/// The stages of an application, in the order they are reached.
public enum ApplicationStatus: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
    case saved, applied, interview, offer, rejected

    /// Position in the order saved < applied < interview < offer, rejected; feedback never lowers it.
    var stage: Int {
        switch self {
        case .saved: 0
        case .applied: 1
        case .interview: 2
        case .offer, .rejected: 3
        }
    }
}
