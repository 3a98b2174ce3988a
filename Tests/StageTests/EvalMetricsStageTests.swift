import Foundation
import Testing

/// Runs the built `mm-eval metrics` on samples/eval and on hand-made broken files.
@Suite struct EvalMetricsStageTests {
    static func arguments(_ output: String, _ extra: [String] = []) -> [String] {
        [EvalSamples.path("matches.jsonl"), "--judgments", EvalSamples.path("judgments.jsonl"),
         "--jobs", EvalSamples.path("jobs.enriched.jsonl"), "--k", "3", "--seed", "7", "-o", output] + extra
    }

    @Test func sampleReportHasTheFiguresWorkedOutByHand() throws {
        let dir = Workdir()
        let result = try dir.run("mm-eval", ["metrics"] + Self.arguments("report.json"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("precision@3"), "the table goes to standard output when the report goes to a file")
        let report = try EvalSamples.report(dir.read("report.json"))
        #expect(report["profiles_judged"] as? Int == 4)
        let metrics = EvalSamples.metrics(report, k: 3)
        // Top 3 of the new shortlists against the grades (relevant: grade ≥ 1, unjudged = 0):
        // alice 101(3) 104(1) 102(2) → 3/3; bruno 104(3) 105(2) 101(0) → 2/3;
        // chen 106(2) 107(3) 104(–) → 2/3; dana 103(0) 108(3) 106(–) → 1/3. Mean (3 + 2 + 2 + 1)/12 = 2/3.
        #expect(abs((metrics["precision"]?["value"] ?? 0) - 2.0 / 3) < 1e-12)
        // First relevant rank: alice 1, bruno 1, chen 1, dana 2 → (1 + 1 + 1 + 1/2) / 4 = 0.875.
        #expect(metrics["mrr"]?["value"] == 0.875)
        // The four top-3 lists together hold all eight jobs of the catalogue → coverage 1.
        #expect(metrics["coverage"]?["value"] == 1)
        // Companies: alice {Acme, Cobalt} 2, bruno {Cobalt, Acme} 2, chen {Delta, Estuary, Cobalt} 3,
        // dana {Borealis, Fjord, Delta} 3 → mean 2.5.
        #expect(metrics["companies_per_shortlist"]?["value"] == 2.5)
        let precision = try #require(metrics["precision"])
        #expect(precision["lower"]! <= precision["upper"]!)
        #expect(dir.read("report.rejects.jsonl") == "")
        let manifest = try EvalSamples.report(dir.read("report.manifest.json"))
        #expect((manifest["parameters"] as? [String: String])?["command"] == "metrics")
        #expect(manifest["seed"] as? Int == 7)
    }

    @Test func sameSeedGivesSameBytesOnAnyThreadCount() throws {
        let dir = Workdir()
        _ = try dir.run("mm-eval", ["metrics"] + Self.arguments("one.json", ["--threads", "1"]))
        _ = try dir.run("mm-eval", ["metrics"] + Self.arguments("four.json", ["--threads", "4"]))
        _ = try dir.run("mm-eval", ["metrics"] + Self.arguments("other.json").dropLast(4) + ["--seed", "8", "-o", "other.json"])
        let one = try #require(dir.read("one.json"))
        #expect(one == dir.read("four.json"))
        #expect(one != dir.read("other.json"), "another seed draws other intervals")
    }

    @Test func badLinesAreRejectedWithTheirLineAndTheRestIsEvaluated() throws {
        let dir = Workdir()
        let match = { (profile: String, job: String, rank: Int) in
            #"{"profile_id":"\#(profile)","job_id":"\#(job)","rank":\#(rank),"score":0.5,"components":{"features":{}}}"#
        }
        dir.write("matches.jsonl", [match("p1", "j1", 1), "{oops", match("p1", "j2", 1), match("p1", "j2", 2),
                                    match("p2", "j3", 0)].joined(separator: "\n"))
        dir.write("judgments.jsonl", #"{"profile_id":"p1","job_id":"j2","grade":2}"# + "\n"
                  + #"{"profile_id":"p1","job_id":"j1","grade":-1}"# + "\n")
        let result = try dir.run("mm-eval", ["metrics", "matches.jsonl", "--judgments", "judgments.jsonl", "--k", "2",
                                             "-o", "report.json", "--quiet", "--max-reject-rate", "0.9"])
        #expect(result.status == 0, "\(result.stderr)")
        let rejects = try #require(dir.read("report.rejects.jsonl")).split(separator: "\n").map(String.init)
        #expect(rejects.count == 4)
        #expect(rejects[0].contains(#""line":2"#) && rejects[0].contains("not valid JSON"))
        #expect(rejects[1].contains(#""line":3"#) && rejects[1].contains("already has j1 at rank 1"))
        #expect(rejects[2].contains(#""line":5"#) && rejects[2].contains("rank 0 must be 1 or more"))
        #expect(rejects[3].contains(#""input":"judgments.jsonl""#) && rejects[3].contains("grade -1 is negative"))
        // p1's shortlist is j1, j2 and only j2 is relevant: precision@2 = 1/2, MRR = 1/2.
        let metrics = EvalSamples.metrics(try EvalSamples.report(dir.read("report.json")), k: 2)
        #expect(metrics["precision"]?["value"] == 0.5)
        #expect(metrics["mrr"]?["value"] == 0.5)
    }

    @Test func aBaselineAddsPairedDifferences() throws {
        let dir = Workdir()
        let result = try dir.run("mm-eval", ["metrics"] + Self.arguments("report.json", ["--baseline", EvalSamples.path("logged.matches.jsonl"), "--quiet"]))
        #expect(result.status == 0, "\(result.stderr)")
        let report = try EvalSamples.report(dir.read("report.json"))
        let atK = try #require((report["results"] as? [[String: Any]])?.first)
        let differences = try #require(atK["minus_baseline"] as? [String: [String: Double]])
        // The baseline's (old) top 3 against the grades: alice 102(2) 101(3) 103(–) → 2/3;
        // bruno 101(0) 104(3) 105(2) → 2/3; chen 107(3) 106(2) 108(0) → 2/3; dana 103(0) 108(3) 102(–) → 1/3.
        // Mean 7/12, against the new shortlists' 8/12: precision@3 difference 1/12.
        #expect(abs(try #require(differences["precision"]?["value"]) - 1.0 / 12) < 1e-12)
    }

    @Test func withoutJudgmentsOnlyCoverageAndDiversityAreReported() throws {
        let dir = Workdir()
        let result = try dir.run("mm-eval", ["metrics", EvalSamples.path("matches.jsonl"), "--jobs",
                                             EvalSamples.path("jobs.enriched.jsonl"), "--k", "1", "-o", "-", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let metrics = EvalSamples.metrics(try EvalSamples.report(result.stdout), k: 1)
        #expect(Set(metrics.keys) == ["coverage", "companies_per_shortlist", "occupations_per_shortlist"])
        // Top 1: alice 101, bruno 104, chen 106, dana 103 → 4 of the 8 jobs.
        #expect(metrics["coverage"]?["value"] == 0.5)
    }

    @Test func usageErrorsExitTwoAndMissingInputsThree() throws {
        let dir = Workdir()
        #expect(try dir.run("mm-eval", ["metrics", EvalSamples.path("matches.jsonl"), "--shard", "1/2", "-o", "r.json"]).status == 2)
        #expect(try dir.run("mm-eval", ["metrics", EvalSamples.path("matches.jsonl"), "--k", "0", "-o", "r.json"]).status == 2)
        #expect(try dir.run("mm-eval", ["metrics", EvalSamples.path("matches.jsonl"), "--level", "2", "-o", "r.json"]).status == 2)
        let missing = try dir.run("mm-eval", ["metrics", "missing.jsonl", "-o", "r.json"])
        #expect(missing.status == 3)
        #expect(missing.stderr == "mm-eval: error: failed to open missing.jsonl: no such file or directory\n")
        #expect(!dir.exists("r.json"))
    }

    @Test func helpShowsExamples() throws {
        let result = try Workdir().run("mm-eval", ["metrics", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("mm-eval metrics matches.jsonl --judgments judgments.jsonl -o metrics.json"))
    }
}
