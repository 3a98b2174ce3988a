import Foundation
import GRDB

/// Moves the application tracker on from feedback: save → saved, apply → applied.
///
/// The rules only move forward and keep the earliest save and apply times and the latest
/// update, so applying the same events again, or in another order, gives the same rows:
/// re-exporting a run and merging shards change nothing.
enum ApplicationTracker {
    /// Applies one feedback event to the `applications` table.
    static func apply(_ event: StoredFeedback, in db: Database) throws {
        let target: ApplicationStatus
        switch event.action {
        case "save": target = .saved
        case "apply": target = .applied
        default: return
        }
        var row = try Application.fetchOne(db, key: ["profile_id": event.profileId, "job_id": event.jobId])
            ?? Application(profileId: event.profileId, jobId: event.jobId, status: target, updatedAt: event.time)
        if target.stage > row.status.stage { row.status = target }
        switch target {
        case .saved: row.savedAt = min(row.savedAt ?? event.time, event.time)
        default: row.appliedAt = min(row.appliedAt ?? event.time, event.time)
        }
        row.updatedAt = max(row.updatedAt, event.time)
        try row.save(db)
    }
}
