import Foundation
import Testing

/// Runs the built `mm-learn` on the samples: arms files, idempotence, rejects, exit codes.
@Suite struct LearnStageTests {
    static let learn = ["--jobs", "jobs.jsonl", "--weights", "weights.yaml", "--now", "2026-11-22T00:00:00Z"]

    @Test func learnsArmsFromTheSampleFeedback() throws {
        let dir = Workdir()
        ScoringSamples.install(in: dir)
        let result = try dir.run("mm-learn", ["feedback.jsonl", "-o", "arms.json"] + Self.learn)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try #require(dir.read("arms.json")).data(using: .utf8)!
        let arms = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        #expect(arms["seen_event_ids"] as? [String] == ["ev-001", "ev-002", "ev-003", "ev-004", "ev-005", "ev-006"])
        let entries = arms["arms"] as! [[String: Any]]
        let ada = entries.filter { $0["profile_id"] as? String == "ada" }
        #expect(ada.map { $0["soc_code"] as? String } == ["13-2011.00", "15-1252.00"])
        let successes = ada[1]["successes"] as! Double
        #expect(successes > 4.5 && successes < 5, "apply 3 + save 2, decayed by a day or two of a 30-day half-life")
        #expect((ada[0]["failures"] as! Double) > 1.9, "dislike 2")
        #expect(dir.exists("arms.manifest.json"))
    }

    @Test func feedingTheSameEventsAgainChangesNothing() throws {
        let dir = Workdir()
        ScoringSamples.install(in: dir)
        _ = try dir.run("mm-learn", ["feedback.jsonl", "-o", "arms.json"] + Self.learn)
        let first = try #require(dir.read("arms.json"))
        let again = try dir.run("mm-learn", ["feedback.jsonl", "--arms", "arms.json", "-o", "arms.json"] + Self.learn)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("skipped 6 events already learned"))
        #expect(dir.read("arms.json") == first)
    }

    @Test func badEventsBecomeRejectsNamingLineAndReason() throws {
        let dir = Workdir()
        ScoringSamples.install(in: dir)
        let bad = [
            #"{"event_id":"x1","profile_id":"ada","job_id":"greenhouse:1001","action":"clicked","time":"2026-11-20T10:00:00Z"}"#,
            #"{"event_id":"x2","profile_id":"ada","job_id":"greenhouse:9999","action":"apply","time":"2026-11-20T10:00:00Z"}"#,
            #"{"event_id":"x3","profile_id":"zed","job_id":"greenhouse:1001","action":"apply","time":"2026-11-20T10:00:00Z"}"#,
            #"{"event_id":"x4","profile_id":"ada","job_id":"greenhouse:1001","action":"apply","time":"2027-01-01T00:00:00Z"}"#,
            #"{"event_id":"x5","profile_id":"ada","job_id":"greenhouse:1001","action":"like","time":"2026-11-20T10:00:00Z"}"#,
        ]
        dir.write("bad.jsonl", bad.joined(separator: "\n") + "\n")
        let result = try dir.run("mm-learn", ["bad.jsonl", "--profiles", "profiles.jsonl", "-o", "arms.json",
                                              "--max-reject-rate", "1"] + Self.learn)
        #expect(result.status == 0, "\(result.stderr)")
        let rejects = ScoringSamples.objects(dir.read("arms.rejects.jsonl"))
        #expect(rejects.map { $0["line"] as? Int } == [1, 2, 3, 4])
        let reasons = rejects.map { $0["reason"] as? String ?? "" }
        #expect(reasons[0].contains("action"))
        #expect(reasons[1].contains("job_id greenhouse:9999 is not in jobs.jsonl"))
        #expect(reasons[2].contains("profile_id zed is not in the profiles file"))
        #expect(reasons[3].contains("in the future"))
        let arms = try JSONSerialization.jsonObject(with: dir.read("arms.json")!.data(using: .utf8)!) as! [String: Any]
        #expect(arms["seen_event_ids"] as? [String] == ["x5"])
        let strict = try dir.run("mm-learn", ["bad.jsonl", "-o", "strict.json"] + Self.learn)
        #expect(strict.status == 1, "4 of 5 rejected is over the default --max-reject-rate 0.5")
    }

    @Test func aMissingPreviousArmsFileStopsWithExitThree() throws {
        let dir = Workdir()
        ScoringSamples.install(in: dir)
        let result = try dir.run("mm-learn", ["feedback.jsonl", "--arms", "nope.json", "-o", "arms.json"] + Self.learn)
        #expect(result.status == 3)
        #expect(result.stderr.contains("nope.json"))
        #expect(!dir.exists("arms.json"))
    }

    @Test func shardingIsRefusedAsUsage() throws {
        let dir = Workdir()
        ScoringSamples.install(in: dir)
        let result = try dir.run("mm-learn", ["feedback.jsonl", "--shard", "1/2", "-o", "arms.json"] + Self.learn)
        #expect(result.status == 2)
        #expect(result.stderr.contains("does not shard"))
    }
}
