import GRDB

/// The shortlist database's schema as named, append-only migrations.
///
/// Each migration runs in its own transaction and is recorded by name, so a database made by
/// an older build is brought up to date and one made by this build is left alone. Never edit
/// or reorder a registered migration: add a new one.
public enum ShortlistSchema {
    /// The migration names, in the order they apply.
    public static let migrationNames = ["v1-run-tables", "v1-applications", "v1-query-indexes"]

    /// The migrator that creates and upgrades the schema.
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(migrationNames[0]) { db in
            try createRunTables(db)
        }
        migrator.registerMigration(migrationNames[1]) { db in
            try db.create(table: "applications") { t in
                t.column("profile_id", .text).notNull()
                t.column("job_id", .text).notNull()
                t.column("status", .text).notNull()
                    .check(sql: "status IN ('saved', 'applied', 'interview', 'offer', 'rejected')")
                t.column("saved_at", .text)
                t.column("applied_at", .text)
                t.column("updated_at", .text).notNull()
                t.column("notes", .text)
                t.primaryKey(["profile_id", "job_id"])
            }
        }
        migrator.registerMigration(migrationNames[2]) { db in
            // A candidate's latest shortlist: their matches by run, then rank.
            try db.create(index: "matches_by_profile", on: "matches", columns: ["profile_id", "run_id", "rank"])
            // Who got job X, in which run.
            try db.create(index: "matches_by_job", on: "matches", columns: ["job_id", "run_id"])
            try db.create(index: "runs_by_export_time", on: "runs", columns: ["exported_at"])
            try db.create(index: "applications_by_job", on: "applications", columns: ["job_id"])
            try db.create(index: "feedback_by_profile", on: "feedback", columns: ["profile_id", "job_id"])
        }
        return migrator
    }

    private static func createRunTables(_ db: Database) throws {
        try db.create(table: "runs") { t in
            t.primaryKey("id", .text)
            t.column("exported_at", .text).notNull()
            t.column("tool_version", .text).notNull()
            t.column("shard", .text)
            t.column("inputs_sha256", .text).notNull()
            t.column("candidate_count", .integer).notNull()
            t.column("match_count", .integer).notNull()
        }
        try db.create(table: "jobs") { t in
            t.column("run_id", .text).notNull().references("runs", onDelete: .cascade)
            t.column("id", .text).notNull()
            t.column("source", .text).notNull()
            t.column("title", .text).notNull()
            t.column("company", .text)
            t.column("locations", .text).notNull()
            t.column("remote", .text).notNull()
            t.column("employment_type", .text)
            t.column("url", .text)
            t.column("apply_url", .text)
            t.column("posted_at", .text)
            t.column("fetched_at", .text)
            t.column("soc_code", .text)
            t.column("occupation_title", .text)
            t.column("salary_min", .double)
            t.column("salary_max", .double)
            t.column("salary_currency", .text)
            t.column("salary_period", .text)
            t.primaryKey(["run_id", "id"])
        }
        try db.create(table: "profiles") { t in
            t.column("run_id", .text).notNull().references("runs", onDelete: .cascade)
            t.column("id", .text).notNull()
            t.column("source_file", .text).notNull()
            t.column("name", .text)
            t.column("email", .text)
            t.column("label", .text)
            t.column("soc_code", .text)
            t.column("occupation_title", .text)
            t.column("keywords", .text).notNull()
            t.primaryKey(["run_id", "id"])
        }
        try db.create(table: "matches") { t in
            t.column("run_id", .text).notNull().references("runs", onDelete: .cascade)
            t.column("profile_id", .text).notNull()
            t.column("job_id", .text).notNull()
            t.column("rank", .integer).notNull()
            t.column("score", .double).notNull()
            t.column("components", .text).notNull()
            t.column("matched_keywords", .text).notNull()
            t.column("matched_skills", .text).notNull()
            t.column("reasons", .text).notNull()
            t.primaryKey(["run_id", "profile_id", "rank"])
            t.uniqueKey(["run_id", "profile_id", "job_id"])
            t.foreignKey(["run_id", "profile_id"], references: "profiles", columns: ["run_id", "id"], onDelete: .cascade)
            t.foreignKey(["run_id", "job_id"], references: "jobs", columns: ["run_id", "id"], onDelete: .cascade)
        }
        try db.create(table: "feedback") { t in
            t.column("run_id", .text).notNull().references("runs", onDelete: .cascade)
            t.column("event_id", .text).notNull()
            t.column("profile_id", .text).notNull()
            t.column("job_id", .text).notNull()
            t.column("action", .text).notNull()
                .check(sql: "action IN ('apply', 'save', 'like', 'skip', 'dislike')")
            t.column("time", .text).notNull()
            t.column("position", .integer)
            t.column("propensity", .double)
            t.primaryKey(["run_id", "event_id"])
        }
    }
}
