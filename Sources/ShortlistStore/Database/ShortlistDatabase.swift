import Foundation
import GRDB
import MatchCore

/// The shortlist database: runs with their jobs, profiles, matches and feedback, and the
/// application tracker, in SQLite through GRDB.
///
/// A file database is opened in WAL mode, so readers (a dashboard, `sqlite3`) never block the
/// nightly export and see either the previous run or the new one, never half of it.
public final class ShortlistDatabase {
    /// The connection (a pool for a file, a queue in memory).
    public let writer: any DatabaseWriter

    /// Opens (creating it if needed) the database at `path` in WAL mode and brings its schema
    /// up to date.
    public convenience init(path: String) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        // A recruiter's tool may be updating the tracker at that moment: wait for it rather than fail.
        configuration.busyMode = .timeout(30)
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw FileAccessError.cannotOpen(path: path, reason: "\(error) (give a path to a ManifestMatch shortlists.sqlite, or a new file)")
        }
        try self.init(writer: pool, describedAs: path)
    }

    /// A database in memory, for tests.
    public static func inMemory() throws -> ShortlistDatabase {
        try ShortlistDatabase(writer: DatabaseQueue(), describedAs: ":memory:")
    }

    private let description: String

    private init(writer: any DatabaseWriter, describedAs description: String) throws {
        self.writer = writer
        self.description = description
        do {
            try ShortlistSchema.migrator.migrate(writer)
        } catch {
            throw FileAccessError.cannotWrite(path: description, reason: "cannot bring the schema up to date: \(error)")
        }
    }

    /// Writes `batch` in one transaction: an earlier export of the same run is replaced (its rows
    /// deleted first), other runs are kept, and the applications are moved on by the batch's feedback.
    public func write(_ batch: ExportBatch) throws {
        do {
            try writer.write { db in
                _ = try StoredRun.deleteOne(db, key: batch.run.id)
                try batch.run.insert(db)
                for job in batch.jobs { try job.insert(db) }
                for profile in batch.profiles { try profile.insert(db) }
                for match in batch.matches { try match.insert(db) }
                for event in batch.feedback {
                    try event.insert(db)
                    try ApplicationTracker.apply(event, in: db)
                }
            }
        } catch {
            throw FileAccessError.cannotWrite(path: description, reason: "\(error); the database still holds the runs it had")
        }
    }

    /// The ids of the runs stored, newest export first.
    public func runIds() throws -> [String] {
        try writer.read { db in
            try StoredRun.order(Column("exported_at").desc, Column("id")).fetchAll(db).map(\.id)
        }
    }

    /// Reads back run `runId` (or the newest run when nil) as the batch that wrote it; nil when absent.
    public func batch(runId: String? = nil) throws -> ExportBatch? {
        try writer.read { db in
            let run: StoredRun?
            if let runId {
                run = try StoredRun.fetchOne(db, key: runId)
            } else {
                run = try StoredRun.order(Column("exported_at").desc, Column("id").desc).fetchOne(db)
            }
            guard let run else { return nil }
            let inRun = Column("run_id") == run.id
            return ExportBatch(
                run: run,
                jobs: try StoredJob.filter(inRun).fetchAll(db),
                profiles: try StoredProfile.filter(inRun).fetchAll(db),
                matches: try StoredMatch.filter(inRun).fetchAll(db),
                feedback: try StoredFeedback.filter(inRun).fetchAll(db))
        }
    }

    /// A candidate's shortlist in the newest run that has them, as (job id, rank, score), by rank.
    public func latestShortlist(profileId: String) throws -> [StoredMatch] {
        try writer.read { db in
            try StoredMatch.fetchAll(db, sql: Self.latestShortlistSQL, arguments: [profileId, profileId])
        }
    }

    /// Who got job `jobId` in its newest run, as their matches, by rank then profile.
    public func candidates(forJob jobId: String) throws -> [StoredMatch] {
        try writer.read { db in
            try StoredMatch.fetchAll(db, sql: Self.whoGotJobSQL, arguments: [jobId, jobId])
        }
    }

    /// The application tracker's rows, by profile then job.
    public func applications() throws -> [Application] {
        try writer.read { db in
            try Application.order(Column("profile_id"), Column("job_id")).fetchAll(db)
        }
    }

    /// SQL for a candidate's latest shortlist (uses the `matches_by_profile` index).
    public static let latestShortlistSQL = """
        SELECT matches.* FROM matches
        WHERE profile_id = ? AND run_id = (
            SELECT m.run_id FROM matches m JOIN runs r ON r.id = m.run_id
            WHERE m.profile_id = ? ORDER BY r.exported_at DESC, r.id DESC LIMIT 1)
        ORDER BY rank
        """

    /// SQL for who got job X in the newest run that has it (uses the `matches_by_job` index).
    public static let whoGotJobSQL = """
        SELECT matches.* FROM matches
        WHERE job_id = ? AND run_id = (
            SELECT m.run_id FROM matches m JOIN runs r ON r.id = m.run_id
            WHERE m.job_id = ? ORDER BY r.exported_at DESC, r.id DESC LIMIT 1)
        ORDER BY rank, profile_id
        """
}
