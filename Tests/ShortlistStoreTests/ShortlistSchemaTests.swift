import GRDB
import Testing
@testable import ShortlistStore

@Suite struct ShortlistSchemaTests {
    @Test func migrationsApplyInOrderOnAnEmptyDatabase() throws {
        let queue = try DatabaseQueue()
        try ShortlistSchema.migrator.migrate(queue)
        let applied = try queue.read { try ShortlistSchema.migrator.appliedIdentifiers($0) }
        #expect(applied == Set(ShortlistSchema.migrationNames))
        let tables = try queue.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'grdb%' AND name NOT LIKE 'sqlite%' ORDER BY name")
        }
        #expect(tables == ["applications", "feedback", "jobs", "matches", "profiles", "runs"])
    }

    @Test func anOlderDatabaseIsBroughtUpToDateAndMigratingTwiceChangesNothing() throws {
        let queue = try DatabaseQueue()
        try ShortlistSchema.migrator.migrate(queue, upTo: ShortlistSchema.migrationNames[0])
        #expect(try queue.read { try $0.tableExists("applications") } == false)
        try ShortlistSchema.migrator.migrate(queue)
        #expect(try queue.read { try $0.tableExists("applications") })
        let before = try queue.read { try String.fetchAll($0, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name") }
        try ShortlistSchema.migrator.migrate(queue)
        let after = try queue.read { try String.fetchAll($0, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name") }
        #expect(before == after)
    }

    @Test func notNullColumnsMatchNonOptionalProperties() throws {
        let queue = try DatabaseQueue()
        try ShortlistSchema.migrator.migrate(queue)
        let notNull = try queue.read { db in
            try db.columns(in: "matches").filter(\.isNotNull).map(\.name).sorted()
        }
        #expect(notNull == ["components", "job_id", "matched_keywords", "matched_skills", "profile_id", "rank",
                            "reasons", "run_id", "score"])
        let nullable = try queue.read { db in try db.columns(in: "jobs").filter { !$0.isNotNull }.map(\.name) }
        #expect(nullable.contains("company") && nullable.contains("posted_at") && !nullable.contains("title"))
    }

    @Test(arguments: [
        (ShortlistDatabase.latestShortlistSQL, "matches_by_profile"),
        (ShortlistDatabase.whoGotJobSQL, "matches_by_job"),
    ])
    func everydayQueriesUseTheirIndex(sql: String, index: String) throws {
        let database = try ShortlistDatabase.inMemory()
        let plan = try database.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: ["x", "x"]).map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains(index) }, "plan: \(plan)")
    }

    @Test func statusOutsideTheTrackersStagesIsRefused() throws {
        let database = try ShortlistDatabase.inMemory()
        #expect(throws: DatabaseError.self) {
            try database.writer.write { db in
                try db.execute(sql: "INSERT INTO applications (profile_id, job_id, status, updated_at) VALUES ('a', 'b', 'hired', 'x')")
            }
        }
    }
}
