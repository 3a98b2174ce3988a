import Foundation
import MatchCore
import Testing
@testable import ShortlistStore

@Suite struct ExportBatchBuilderTests {
    private func origin(_ line: Int) -> ExportBatchBuilder.RecordOrigin {
        ExportBatchBuilder.RecordOrigin(input: "matches.jsonl", line: line, offset: line * 100)
    }

    @Test func matchesThatDoNotFitAreRefusedWithTheirLineAndTheRestAreKept() {
        var builder = ExportBatchBuilder()
        builder.add(job: Fixtures.job(1), from: origin(1))
        builder.add(job: Fixtures.job(2), from: origin(2))
        builder.add(profile: Fixtures.profile(1), from: origin(1))
        builder.add(match: Fixtures.match(1, 1, rank: 1, score: 0.9), from: origin(1))
        builder.add(match: Fixtures.match(1, 7, rank: 2, score: 0.8), from: origin(2))
        builder.add(match: Fixtures.match(5, 1, rank: 1, score: 0.8), from: origin(3))
        builder.add(match: Fixtures.match(1, 2, rank: 1, score: 0.7), from: origin(4))
        builder.add(match: Fixtures.match(1, 1, rank: 3, score: 0.6), from: origin(5))
        builder.add(match: Fixtures.match(1, 2, rank: 2, score: 0.5), from: origin(6))
        let built = builder.build(runId: "r", exportedAt: Fixtures.time, shard: nil, inputsSha256: "x")
        #expect(built.batch.matches.map(\.jobId) == ["lever:1", "lever:2"])
        #expect(built.refusals.map(\.origin.line) == [2, 3, 4, 5])
        #expect(built.refusals[0].reason.contains("job_id lever:7 is not in the jobs input"))
        #expect(built.refusals[1].reason.contains("profile_id cand-5 is not in the profiles input"))
        #expect(built.refusals[2].reason.contains("two matches at rank 1"))
        #expect(built.refusals[3].reason.contains("twice"))
    }

    @Test func aCandidateWithoutMatchesGetsAnEmptyShortlist() {
        var builder = ExportBatchBuilder()
        builder.add(job: Fixtures.job(1), from: origin(1))
        builder.add(profile: Fixtures.profile(2), from: origin(1))
        builder.add(profile: Fixtures.profile(1), from: origin(2))
        builder.add(match: Fixtures.match(1, 1, rank: 1, score: 0.9), from: origin(1))
        let shortlists = ShortlistAssembler.shortlists(of: builder.build(runId: "r", exportedAt: Fixtures.time, shard: nil, inputsSha256: "x").batch)
        #expect(shortlists.map(\.profileId) == ["cand-1", "cand-2"])
        #expect(shortlists.map(\.jobs.count) == [1, 0])
        #expect(shortlists[0].jobs[0].title == "Engineer 1")
        #expect(shortlists[0].candidate.name == "Person 1")
    }

    @Test func aRepeatedFeedbackEventCountsOnceAndAConflictingOneIsRefused() {
        var builder = ExportBatchBuilder()
        let event = Fixtures.event("e1", 1, 1, .save, hour: 1)
        builder.add(feedback: event, from: origin(1))
        builder.add(feedback: event, from: origin(2))
        builder.add(feedback: Fixtures.event("e1", 1, 1, .apply, hour: 1), from: origin(3))
        let built = builder.build(runId: "r", exportedAt: Fixtures.time, shard: nil, inputsSha256: "x")
        #expect(built.batch.feedback.count == 1)
        #expect(built.refusals.map(\.origin.line) == [3])
    }
}
