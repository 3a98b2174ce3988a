import Foundation
import MatchCore
import Testing
@testable import ThompsonScoring

@Suite struct FeedbackLearnerTests {
    static let start = Date(timeIntervalSince1970: 1_790_000_000)
    static let developer = SOCCode("15-1252.00")!
    static let nurse = SOCCode("29-1141.00")!

    static func observation(_ id: String, _ action: FeedbackAction, day: Double, code: SOCCode = developer,
                            profile: String = "p1") -> FeedbackLearner.Observation {
        .init(event: FeedbackEvent(eventId: id, profileId: profile, jobId: "job-\(id)", action: action,
                                   time: start.addingTimeInterval(day * 86_400)), socCode: code)
    }

    static let events = [
        observation("e1", .apply, day: 0), observation("e2", .skip, day: 1), observation("e3", .like, day: 5, code: nurse),
        observation("e4", .dislike, day: 10), observation("e5", .save, day: 12, profile: "p2"),
    ]

    private func learner() -> FeedbackLearner {
        FeedbackLearner(file: ArmsFile(halfLifeDays: 30), settings: LearningSettings())
    }

    @Test func theSameEventsTwiceCountOnce() {
        var once = learner()
        once.learn(Self.events)
        var twice = once
        #expect(twice.learn(Self.events) == 0)
        #expect(twice.file == once.file)
        var overlapping = learner()
        overlapping.learn(Array(Self.events.prefix(3)))
        overlapping.learn(Self.events)
        #expect(overlapping.file == once.file)
    }

    @Test func orderAndBatchingDoNotChangeTheEvidence() throws {
        var one = learner()
        one.learn(Self.events)
        var split = learner()
        split.learn([Self.events[3], Self.events[0]])
        split.learn(Self.events.reversed())
        #expect(one.file.asOf == split.file.asOf)
        #expect(one.file.seenEventIds == split.file.seenEventIds)
        for (a, b) in zip(one.file.arms, split.file.arms) {
            #expect(a.profileId == b.profileId && a.socCode == b.socCode && a.events == b.events)
            #expect(abs(a.successes - b.successes) < 1e-12 && abs(a.failures - b.failures) < 1e-12)
        }
    }

    @Test func evidenceHalvesAfterOneHalfLife() throws {
        var learner = learner()
        learner.learn([Self.observation("old", .apply, day: 0), Self.observation("new", .like, day: 30, code: Self.nurse)])
        let apply = try #require(learner.file.arms.first { $0.socCode == Self.developer.description })
        #expect(abs(apply.successes - 1.5) < 1e-12, "apply (3) seen 30 days before as_of counts half")
        var later = learner
        later.learn([Self.observation("much-later", .like, day: 60, code: Self.nurse)])
        let decayed = try #require(later.file.arms.first { $0.socCode == Self.developer.description })
        #expect(abs(decayed.successes - 0.75) < 1e-12)
    }

    @Test func actionsMoveAlphaOrBetaByTheirWeights() throws {
        var learner = learner()
        let day = [Self.observation("a", .apply, day: 0), Self.observation("s", .skip, day: 0),
                   Self.observation("d", .dislike, day: 0)]
        learner.learn(day)
        let arm = try #require(learner.file.arms.first)
        #expect(arm.successes == 3)
        #expect(arm.failures == 2.5)
        #expect(arm.events == 3)
    }

    @Test func theFileRoundTripsThroughJSON() throws {
        var learner = learner()
        learner.learn(Self.events)
        let data = try learner.file.encoded()
        let decoded = try RecordCoding.makeDecoder().decode(ArmsFile.self, from: data)
        #expect(decoded.arms.map(\.socCode) == learner.file.arms.map(\.socCode))
        #expect(decoded.seenEventIds == ["e1", "e2", "e3", "e4", "e5"])
        #expect(try decoded.encoded() == data)
    }
}
