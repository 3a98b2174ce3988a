import Foundation
import GRDB
import MatchCore
import Testing
@testable import ShortlistStore

@Suite struct ApplicationTrackerTests {
    private func applications(after events: [FeedbackEvent], runs: Int = 1) throws -> [Application] {
        let database = try ShortlistDatabase.inMemory()
        for _ in 0..<runs { try database.write(Fixtures.batch(feedback: events)) }
        return try database.applications()
    }

    @Test func saveThenApplyMovesTheApplicationOnAndKeepsBothDates() throws {
        let rows = try applications(after: [Fixtures.event("e1", 1, 2, .save, hour: 1), Fixtures.event("e2", 1, 2, .apply, hour: 5)])
        #expect(rows.count == 1)
        #expect(rows[0].status == .applied)
        #expect(rows[0].savedAt == Fixtures.time.addingTimeInterval(3600))
        #expect(rows[0].appliedAt == Fixtures.time.addingTimeInterval(5 * 3600))
        #expect(rows[0].updatedAt == Fixtures.time.addingTimeInterval(5 * 3600))
    }

    @Test func eventOrderAndRepeatedExportsDoNotChangeTheResult() throws {
        let events = [Fixtures.event("e2", 1, 2, .apply, hour: 5), Fixtures.event("e1", 1, 2, .save, hour: 1),
                      Fixtures.event("e3", 2, 3, .save, hour: 2)]
        let once = try applications(after: events)
        #expect(try applications(after: events.reversed(), runs: 3) == once)
        #expect(once.map(\.status) == [.applied, .saved])
    }

    @Test func likesSkipsAndDislikesOpenNoApplication() throws {
        let rows = try applications(after: [Fixtures.event("e1", 1, 2, .like, hour: 1), Fixtures.event("e2", 1, 3, .skip, hour: 1),
                                            Fixtures.event("e3", 2, 2, .dislike, hour: 1)])
        #expect(rows.isEmpty)
    }

    @Test func feedbackNeverMovesARecruitersStatusBack() throws {
        let database = try ShortlistDatabase.inMemory()
        try database.write(Fixtures.batch(feedback: [Fixtures.event("e1", 1, 2, .apply, hour: 1)]))
        try database.writer.write { db in
            try db.execute(sql: "UPDATE applications SET status = 'interview', notes = 'phone screen Tuesday'")
        }
        try database.write(Fixtures.batch(runId: "run-b", feedback: [Fixtures.event("e9", 1, 2, .save, hour: 9)]))
        let row = try #require(try database.applications().first)
        #expect(row.status == .interview)
        #expect(row.notes == "phone screen Tuesday")
        #expect(row.savedAt == Fixtures.time.addingTimeInterval(9 * 3600))
    }
}
