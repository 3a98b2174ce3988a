import Foundation
import GRDB
import MatchCore
import Testing
@testable import ShortlistStore

@Suite struct ShortlistDatabaseTests {
    @Test func aWrittenRunReadsBackAsTheSameBatch() throws {
        let database = try ShortlistDatabase.inMemory()
        let batch = Fixtures.batch(feedback: [Fixtures.event("e1", 1, 3, .save, hour: 1)])
        try database.write(batch)
        #expect(try database.batch(runId: "run-a") == batch)
        #expect(try database.batch() == batch)
    }

    @Test func exportingTheSameRunAgainReplacesItAndOlderRunsStay() throws {
        let database = try ShortlistDatabase.inMemory()
        var older = Fixtures.batch(runId: "run-old", profiles: 2)
        older.run.exportedAt = Fixtures.time.addingTimeInterval(-86400)
        try database.write(older)
        try database.write(Fixtures.batch(runId: "run-new", profiles: 5))
        let smaller = Fixtures.batch(runId: "run-new", profiles: 3)
        try database.write(smaller)
        #expect(try database.batch(runId: "run-new") == smaller)
        #expect(try database.batch(runId: "run-old") == older)
        #expect(try database.runIds() == ["run-new", "run-old"])
        let matchRows = try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM matches")! }
        #expect(matchRows == smaller.matches.count + older.matches.count)
    }

    @Test func aRunThatCannotBeWrittenLeavesTheDatabaseAsItWas() throws {
        let database = try ShortlistDatabase.inMemory()
        let first = Fixtures.batch(runId: "run-a")
        try database.write(first)
        var broken = Fixtures.batch(runId: "run-a", profiles: 4)
        broken.matches.append(StoredMatch(runId: "run-a", match: Fixtures.match(1, 99, rank: 9, score: 0.1)))
        #expect(throws: FileAccessError.self) { try database.write(broken) }
        #expect(try database.batch(runId: "run-a") == first)
    }

    @Test func latestShortlistAndWhoGotAJobReadTheNewestRun() throws {
        let database = try ShortlistDatabase.inMemory()
        var older = Fixtures.batch(runId: "run-1", profiles: 3)
        older.run.exportedAt = Fixtures.time.addingTimeInterval(-3600)
        try database.write(older)
        let newer = Fixtures.batch(runId: "run-2", profiles: 3, jobs: 4)
        try database.write(newer)
        let latest = try database.latestShortlist(profileId: "cand-3")
        #expect(latest == newer.matches.filter { $0.profileId == "cand-3" })
        #expect(latest.map(\.rank) == [1, 2, 3])
        let jobId = newer.matches[0].jobId
        #expect(try database.candidates(forJob: jobId).map(\.profileId).sorted()
                == newer.matches.filter { $0.jobId == jobId }.map(\.profileId).sorted())
    }

    @Test func aFileDatabaseIsInWALMode() throws {
        let folder = NSTemporaryDirectory() + "store-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = try ShortlistDatabase(path: folder + "/shortlists.sqlite")
        try database.write(Fixtures.batch())
        let mode = try database.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }
}
