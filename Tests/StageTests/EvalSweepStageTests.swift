import Foundation
import Testing

/// Runs the built `mm-eval sweep` on samples/eval, and checks its best configuration against
/// mm-score and mm-eval metrics run on that configuration's weights file.
@Suite struct EvalSweepStageTests {
    static let weights = URL(fileURLWithPath: EvalSamples.folder).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("pipelines/weights.yaml").path

    static func arguments(_ output: String, _ extra: [String] = []) -> [String] {
        ["sweep", "--jobs", EvalSamples.path("jobs.enriched.jsonl"), "--profiles", EvalSamples.path("profiles.jsonl"),
         "--weights", weights, "--judgments", EvalSamples.path("judgments.jsonl"), "--metric", "ndcg@3", "--grid",
         "--set", "weights.occupation=0:0.6:0.2", "--set", "weights.keywords=0,0.3", "--seed", "7", "-o", output] + extra
    }

    static func lines(_ text: String?) throws -> [[String: Any]] {
        try (text ?? "").split(separator: "\n").map { try EvalSamples.report(String($0)) }
    }

    @Test func bestConfigurationIsWhatMmScoreAndMetricsGiveOnItsWeightsFile() throws {
        let dir = Workdir()
        let result = try dir.run("mm-eval", Self.arguments("sweep.jsonl", ["--csv", "sweep.csv", "--best-weights", "best.yaml"]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("8 configurations by ndcg@3"))
        let rows = try Self.lines(dir.read("sweep.jsonl"))
        #expect(rows.count == 4 * 2, "4 occupation values × 2 keyword values")
        #expect(rows.map { $0["rank"] as? Int } == Array(1...8))
        let ndcg = rows.map { (($0["metrics"] as? [String: Any])?["ndcg@3"] as? [String: Any])?["value"] as? Double ?? -1 }
        #expect(ndcg == ndcg.sorted(by: >), "best first")
        let csv = try #require(dir.read("sweep.csv")).split(separator: "\n")
        #expect(csv.count == 9)
        #expect(csv[0].hasPrefix("rank,configuration,weights.occupation,weights.keywords,precision@3,precision@3_lower"))
        #expect(dir.read("sweep.rejects.jsonl") == "")
        let manifest = try EvalSamples.report(dir.read("sweep.manifest.json"))
        #expect((manifest["parameters"] as? [String: String])?["metric"] == "ndcg@3")

        // mm-score with the best weights file (its seed included), then mm-eval metrics on its matches.
        let score = try dir.run("mm-score", ["--jobs", EvalSamples.path("jobs.enriched.jsonl"), "--profiles",
                                             EvalSamples.path("profiles.jsonl"), "--weights", "best.yaml", "--top-k", "3",
                                             "-o", "matches.jsonl", "--quiet"])
        #expect(score.status == 0, "\(score.stderr)")
        let metrics = try dir.run("mm-eval", ["metrics", "matches.jsonl", "--judgments", EvalSamples.path("judgments.jsonl"),
                                              "--k", "3", "--seed", "7", "-o", "metrics.json", "--quiet"])
        #expect(metrics.status == 0, "\(metrics.stderr)")
        let measured = EvalSamples.metrics(try EvalSamples.report(dir.read("metrics.json")), k: 3)
        let best = try #require(rows.first?["metrics"] as? [String: [String: Any]]).mapValues { $0.compactMapValues { $0 as? Double } }
        for name in ["ndcg", "precision", "recall", "map", "mrr"] {
            #expect(best["\(name)@3"] == measured[name], "\(name)@3: the sweep's row and mm-eval metrics agree, interval included")
        }
    }

    @Test func sameSeedGivesSameBytesOnAnyThreadCount() throws {
        let dir = Workdir()
        #expect(try dir.run("mm-eval", Self.arguments("one.jsonl", ["--threads", "1", "--random", "6"]).filter { $0 != "--grid" }).status == 0)
        #expect(try dir.run("mm-eval", Self.arguments("four.jsonl", ["--threads", "4", "--random", "6"]).filter { $0 != "--grid" }).status == 0)
        let one = try #require(dir.read("one.jsonl"))
        #expect(one == dir.read("four.jsonl"))
        #expect(try Self.lines(one).count == 6)
    }

    @Test func offPolicyMetricsFromLoggedFeedbackAndBadLinesRejected() throws {
        let dir = Workdir()
        let feedback = try #require(FileManager.default.contents(atPath: EvalSamples.path("feedback.jsonl")))
        dir.write("feedback.jsonl", String(decoding: feedback, as: UTF8.self)
                  + #"{"action":"like","event_id":"x1","job_id":"lever:101","profile_id":"alice","time":"2026-11-01T08:00:00Z"}"# + "\n")
        let result = try dir.run("mm-eval", ["sweep", "--jobs", EvalSamples.path("jobs.enriched.jsonl"), "--profiles",
                                             EvalSamples.path("profiles.jsonl"), "--weights", Self.weights,
                                             "--feedback", "feedback.jsonl", "--metric", "snips", "--grid",
                                             "--set", "weights.thompson=0,0.5", "-o", "sweep.jsonl", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let rejects = try #require(dir.read("sweep.rejects.jsonl"))
        #expect(rejects.contains(#""line":37"#) && rejects.contains("position is missing"))
        let rows = try Self.lines(dir.read("sweep.jsonl"))
        #expect(rows.count == 2)
        let metrics = try #require(rows.first?["metrics"] as? [String: Any])
        #expect(Set(metrics.keys) == ["coverage@10", "replay", "ips", "snips"])
    }

    @Test func usageErrorsExitTwoAndMissingInputsThree() throws {
        let dir = Workdir()
        let noSet = Self.arguments("s.jsonl").filter { !$0.hasPrefix("weights.") && $0 != "--set" }
        #expect(try dir.run("mm-eval", noSet).status == 2)
        let typo = try dir.run("mm-eval", Self.arguments("s.jsonl", ["--set", "weights.ocupation=0.1,0.2"]))
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("weights.ocupation"))
        #expect(try dir.run("mm-eval", Self.arguments("s.jsonl", ["--metric", "snips"])).status == 2, "snips needs --feedback")
        let twoStdins = try dir.run("mm-eval", ["sweep", "--jobs", "-", "--profiles", "-", "--set", "weights.occupation=0.1",
                                                "--grid", "--metric", "coverage@3", "-o", "s.jsonl"])
        #expect(twoStdins.status == 2)
        #expect(twoStdins.stderr.contains("only one of --jobs, --profiles"))
        let missing = try dir.run("mm-eval", ["sweep", "--jobs", "missing.jsonl", "--profiles", EvalSamples.path("profiles.jsonl"),
                                              "--weights", Self.weights, "--set", "weights.occupation=0.1", "--grid",
                                              "--metric", "coverage@3", "-o", "s.jsonl"])
        #expect(missing.status == 3)
        #expect(!dir.exists("s.jsonl"))
    }

    @Test func simulateWritesTableChartAndRepeatsFromTheSeed() throws {
        let dir = Workdir()
        let arguments = { (output: String) in
            ["simulate", "--candidates", "12", "--jobs", "200", "--rounds", "5", "--k", "4", "--weights", Self.weights,
             "--seed", "3", "-o", output, "--csv", output + ".csv", "--chart", output + ".svg"]
        }
        let first = try dir.run("mm-eval", arguments("sim.jsonl"))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("thompson"))
        #expect(try Self.lines(dir.read("sim.jsonl")).count == 5 * 4)
        #expect(try #require(dir.read("sim.jsonl.svg")).contains("<svg"))
        #expect(try #require(dir.read("sim.jsonl.csv")).hasPrefix("round,policy,reward"))
        #expect(try dir.run("mm-eval", arguments("again.jsonl")).status == 0)
        #expect(dir.read("sim.jsonl") == dir.read("again.jsonl"))
        #expect(try dir.run("mm-eval", ["simulate", "--rounds", "0", "-o", "x.jsonl"]).status == 2)
    }
}
