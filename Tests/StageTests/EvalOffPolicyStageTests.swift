import Foundation
import Testing

/// Runs the built `mm-eval ope` on samples/eval and on hand-made logs.
@Suite struct EvalOffPolicyStageTests {
    static func event(_ id: String, _ job: String, position: Int, propensity: Double?, action: String) -> String {
        let propensityField = propensity.map { #","propensity":\#($0)"# } ?? ""
        return #"{"event_id":"\#(id)","profile_id":"p1","job_id":"\#(job)","action":"\#(action)","time":"2026-11-01T08:00:00Z","position":\#(position)\#(propensityField)}"#
    }

    static func match(_ job: String, _ rank: Int) -> String {
        #"{"profile_id":"p1","job_id":"\#(job)","rank":\#(rank),"score":0.5,"components":{"features":{"skill_overlap":{"value":0.\#(rank),"weight":1}}}}"#
    }

    @Test func sampleReportHasEveryEstimatorAndTheAgreements() throws {
        let dir = Workdir()
        let result = try dir.run("mm-eval", [
            "ope", EvalSamples.path("feedback.jsonl"), "--matches", EvalSamples.path("matches.jsonl"),
            "--logged-matches", EvalSamples.path("logged.matches.jsonl"), "--seed", "7", "-o", "ope.json",
            "--write-interactions", "interactions.jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try EvalSamples.report(dir.read("ope.json"))
        #expect(report["events"] as? Int == 36)
        // Nine of the 36 logged (profile, job, position) triples have the same job at that rank
        // of the new shortlists (e.g. alice's lever:101 at 1 on the nights it was not swapped).
        #expect(report["agreements"] as? Int == 9)
        #expect(report["rule"] as? String == "position")
        let estimates = try #require(report["estimates"] as? [String: [String: Double]])
        #expect(Set(estimates.keys) == ["replay", "ips", "snips", "dr"])
        for (name, estimate) in estimates {
            #expect(estimate["lower"]! <= estimate["upper"]!, "\(name)")
        }
        let interactions = try #require(dir.read("interactions.jsonl")).split(separator: "\n")
        #expect(interactions.count == 36)
        #expect(interactions[0].contains(#""context_id":"alice""#))
    }

    @Test func handMadeLogGivesHandComputedEstimatesAndRejectsEventsItCannotUse() throws {
        let dir = Workdir()
        dir.write("new.jsonl", [Self.match("j1", 1), Self.match("j2", 2)].joined(separator: "\n"))
        dir.write("feedback.jsonl", [
            Self.event("e1", "j1", position: 1, propensity: 0.5, action: "apply"),  // new rank 1 is j1: agrees, w = 2
            Self.event("e2", "j3", position: 2, propensity: 0.25, action: "save"),  // new rank 2 is j2: disagrees
            Self.event("e3", "j2", position: 2, propensity: 1, action: "skip"),  // agrees, w = 1, reward 0
            Self.event("e4", "j2", position: 2, propensity: nil, action: "apply"),  // no propensity: rejected
        ].joined(separator: "\n"))
        let result = try dir.run("mm-eval", ["ope", "feedback.jsonl", "--matches", "new.jsonl", "-o", "ope.json",
                                             "--estimator", "replay", "--estimator", "ips", "--estimator", "snips", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try EvalSamples.report(dir.read("ope.json"))
        #expect(report["agreements"] as? Int == 2)
        let estimates = try #require(report["estimates"] as? [String: [String: Double]])
        // Replay: rewards of e1 and e3, (1 + 0) / 2. IPS: (2·1 + 0 + 1·0) / 3. SNIPS: 2 / (2 + 0 + 1).
        #expect(estimates["replay"]?["value"] == 0.5)
        #expect(abs(estimates["ips"]!["value"]! - 2.0 / 3) < 1e-12)
        #expect(abs(estimates["snips"]!["value"]! - 2.0 / 3) < 1e-12)
        let rejects = try #require(dir.read("ope.rejects.jsonl"))
        #expect(rejects.contains(#""line":4"#) && rejects.contains("propensity is missing"))
    }

    @Test func reportsRepeatFromTheSeed() throws {
        let dir = Workdir()
        let arguments = ["ope", EvalSamples.path("feedback.jsonl"), "--matches", EvalSamples.path("matches.jsonl"), "--seed", "3"]
        _ = try dir.run("mm-eval", arguments + ["-o", "a.json", "--threads", "1"])
        _ = try dir.run("mm-eval", arguments + ["-o", "b.json", "--threads", "3"])
        let first = dir.read("a.json")
        #expect(first != nil && first == dir.read("b.json"))
    }

    @Test func withJSONLogsStandardErrorHoldsOnlyJSONLines() throws {
        let result = try Workdir().run("mm-eval", ["ope", EvalSamples.path("feedback.jsonl"), "--matches",
                                                   EvalSamples.path("matches.jsonl"), "-o", "-", "--log-format", "json"])
        #expect(result.status == 0)
        #expect(try EvalSamples.report(result.stdout)["events"] as? Int == 36)
        let lines = result.stderr.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
        }
    }

    @Test func inconsistentOptionsExitTwo() throws {
        let dir = Workdir()
        let feedback = EvalSamples.path("feedback.jsonl")
        let noMatches = try dir.run("mm-eval", ["ope", feedback, "-o", "r.json"])
        #expect(noMatches.status == 2 && noMatches.stderr.contains("--matches"))
        let topKDR = try dir.run("mm-eval", ["ope", feedback, "--matches", EvalSamples.path("matches.jsonl"),
                                             "--rule", "top-k", "--estimator", "dr", "-o", "r.json"])
        #expect(topKDR.status == 2 && topKDR.stderr.contains("--rule position"))
        #expect(try dir.run("mm-eval", ["ope", feedback, "--reward", "click=1", "-o", "r.json"]).status == 2)
        let mixed = try dir.run("mm-eval", ["ope", feedback, "--log-type", "interactions", "--matches", "m.jsonl", "-o", "r.json"])
        #expect(mixed.status == 2 && mixed.stderr.contains("are for feedback logs"))
    }
}
