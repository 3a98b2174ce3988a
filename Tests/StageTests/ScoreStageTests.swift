import Foundation
import Testing

/// Runs the built `mm-score`: explained shortlists, filters, determinism, shards, dumps, rejects.
@Suite struct ScoreStageTests {
    static let score = ["--jobs", "jobs.jsonl", "--profiles", "profiles.jsonl", "--weights", "weights.yaml"]

    @Test func theSamplesGiveRankedExplainedShortlists() throws {
        let dir = Workdir()
        ScoringSamples.install(in: dir)
        let result = try dir.run("mm-score", Self.score + ["--top-k", "3", "-o", "matches.jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let matches = ScoringSamples.objects(dir.read("matches.jsonl"))
        let order = matches.map { "\($0["profile_id"]!)#\($0["rank"]!)" }
        #expect(order == ["ada#1", "ada#2", "ada#3", "bo#1", "bo#2", "bo#3", "cy#1", "cy#2", "cy#3"])
        let ada = matches.filter { $0["profile_id"] as? String == "ada" }
        // The Go/Kubernetes jobs paying above her minimum, whichever θ favours.
        #expect(["greenhouse:1001", "greenhouse:1002"].contains(ada.first?["job_id"] as? String))
        // Ada excludes Contoso and wants 80,000 EUR a year at least.
        #expect(!ada.contains { ["greenhouse:1003", "greenhouse:1007", "greenhouse:1008"].contains($0["job_id"] as? String) })
        let cy = matches.filter { $0["profile_id"] as? String == "cy" }
        #expect(cy.map { $0["job_id"] as? String } .contains("greenhouse:1006"))
        #expect(!cy.contains { $0["job_id"] as? String == "greenhouse:1007" }, "posted more than 14 days before")
        for match in matches {
            let reasons = match["reasons"] as! [String]
            #expect((2...3).contains(reasons.count))
        }
        let first = try #require(ada.first)
        #expect((first["matched_skills"] as! [String]).contains("Kubernetes"))
        #expect((first["reasons"] as! [String]).contains { $0.contains("required skills, including") })
    }

    @Test func sameBytesForAnyThreadCountAndSeedMatters() throws {
        let dir = Workdir()
        try ScoringSamples.generate(in: dir, jobs: 400, profiles: 30)
        for threads in ["1", "2", "5"] {
            let result = try dir.run("mm-score", Self.score + ["--threads", threads, "--seed", "3", "-o", "t\(threads).jsonl"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let one = try #require(dir.read("t1.jsonl"))
        #expect(one.split(separator: "\n").count == 30 * 20)
        #expect(dir.read("t2.jsonl") == one)
        #expect(dir.read("t5.jsonl") == one)
        _ = try dir.run("mm-score", Self.score + ["--seed", "4", "-o", "other.jsonl"])
        #expect(dir.read("other.jsonl") != one)
    }

    @Test func shardOutputsMergeToTheUnshardedRun() throws {
        let dir = Workdir()
        try ScoringSamples.generate(in: dir, jobs: 300, profiles: 40)
        _ = try dir.run("mm-score", Self.score + ["-o", "all.jsonl"])
        var lines: [Substring] = []
        for shard in 1...3 {
            let result = try dir.run("mm-score", Self.score + ["--shard", "\(shard)/3", "-o", "s\(shard).jsonl"])
            #expect(result.status == 0, "\(result.stderr)")
            lines += dir.read("s\(shard).jsonl")!.split(separator: "\n")
        }
        // Merging: each profile lives in one shard, so a stable sort by profile id restores the order.
        func profileId(_ line: Substring) -> String {
            let object = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            return object["profile_id"] as! String
        }
        let keyed = lines.map { (profileId($0), $0) }
        let merged = keyed.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
        let all = try #require(dir.read("all.jsonl")).split(separator: "\n")
        #expect(all.count == 40 * 20)
        #expect(merged == all)
    }

    @Test func dumpComponentsWritesEveryPair() throws {
        let dir = Workdir()
        ScoringSamples.install(in: dir)
        let result = try dir.run("mm-score", Self.score + ["--dump-components", "pairs.tsv", "-o", "matches.jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try #require(dir.read("pairs.tsv")).split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.count == 1 + 8 * 3)
        #expect(rows[0].prefix(4) == ["profile_id", "job_id", "excluded", "score"])
        #expect(rows.allSatisfy { $0.count == rows[0].count })
        let adaContoso = rows.first { $0[0] == "ada" && $0[1] == "greenhouse:1003" }
        #expect(adaContoso?[2] == "excluded_company")
    }

    @Test func learnedArmsMoveTheirPosterior() throws {
        let dir = Workdir()
        ScoringSamples.install(in: dir)
        _ = try dir.run("mm-learn", ["feedback.jsonl", "--jobs", "jobs.jsonl", "--weights", "weights.yaml",
                                     "--now", "2026-11-22T00:00:00Z", "-o", "arms.json"])
        _ = try dir.run("mm-score", Self.score + ["-o", "prior.jsonl"])
        let result = try dir.run("mm-score", Self.score + ["--arms", "arms.json", "-o", "learned.jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        func posterior(_ file: String) -> Double? {
            let match = ScoringSamples.objects(dir.read(file)).first {
                ($0["components"] as! [String: Any]).description.contains("ada|15-1200")
            }
            let thompson = (match?["components"] as? [String: Any])?["thompson"] as? [String: Any]
            return thompson?["posterior_mean"] as? Double
        }
        let before = try #require(posterior("prior.jsonl")), after = try #require(posterior("learned.jsonl"))
        #expect(after > before)
    }

    @Test func badRecordsAreRejectedAndTheRestScored() throws {
        let dir = Workdir()
        ScoringSamples.install(in: dir)
        dir.write("jobs.jsonl", ScoringSamples.jobs + "{not json\n" + #"{"id":"lever:1","source":"lever","source_id":"1","title":"X","riasec":[1,2]}"# + "\n")
        let result = try dir.run("mm-score", Self.score + ["-o", "matches.jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let rejects = ScoringSamples.objects(dir.read("matches.rejects.jsonl"))
        #expect(rejects.map { $0["line"] as? Int } == [9, 10])
        #expect(rejects.allSatisfy { $0["input"] as? String == "jobs.jsonl" })
        #expect((rejects[1]["reason"] as? String)?.contains("riasec") == true)
        #expect(!ScoringSamples.objects(dir.read("matches.jsonl")).isEmpty)
    }

    @Test func repeatedIdsAreRejectedAndTheFirstKept() throws {
        let dir = Workdir()
        ScoringSamples.install(in: dir)
        let clean = try dir.run("mm-score", Self.score + ["-o", "clean.jsonl"])
        #expect(clean.status == 0, "\(clean.stderr)")
        let jobLines = ScoringSamples.jobs.split(separator: "\n")
        let profileLines = ScoringSamples.profiles.split(separator: "\n")
        // A later line with the first job's id but another title, and a repeated profile.
        let renamed = jobLines[0].replacingOccurrences(of: #""title": ""#, with: #""title": "Renamed "#)
        #expect(renamed != String(jobLines[0]))
        dir.write("jobs.jsonl", ScoringSamples.jobs + renamed + "\n")
        dir.write("profiles.jsonl", ScoringSamples.profiles + profileLines[0] + "\n")
        let result = try dir.run("mm-score", Self.score + ["-o", "matches.jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let rejects = ScoringSamples.objects(dir.read("matches.rejects.jsonl"))
        #expect(rejects.map { $0["input"] as? String } == ["jobs.jsonl", "profiles.jsonl"])
        #expect(rejects.map { $0["line"] as? Int } == [jobLines.count + 1, profileLines.count + 1])
        #expect(rejects.allSatisfy { ($0["reason"] as? String)?.contains("already appeared on line 1") == true })
        #expect(dir.read("matches.jsonl") == dir.read("clean.jsonl"))
    }

    @Test func usageErrorsExitTwoWithOneLine() throws {
        let dir = Workdir()
        ScoringSamples.install(in: dir)
        let positional = try dir.run("mm-score", Self.score + ["extra.jsonl", "-o", "m.jsonl"])
        #expect(positional.status == 2)
        dir.write("typo.yaml", "weights:\n  ocupation: 0.4\n")
        let typo = try dir.run("mm-score", ["--jobs", "jobs.jsonl", "--profiles", "profiles.jsonl", "--weights", "typo.yaml", "-o", "m.jsonl"])
        #expect(typo.status == 2)
        #expect(typo.stderr == "mm-score: error: typo.yaml: unknown setting \"weights.ocupation\" (known here: skill_overlap, occupation, education, experience, location, salary, keywords, recency, thompson) (see pipelines/weights.yaml for every setting)\n")
        #expect(!dir.exists("m.jsonl"))
        let missing = try dir.run("mm-score", ["--jobs", "nope.jsonl", "--profiles", "profiles.jsonl", "--weights", "weights.yaml", "-o", "m.jsonl"])
        #expect(missing.status == 3)
        #expect(missing.stderr.contains("nope.jsonl"))
    }

    @Test func helpShowsExamplesAndExitsZero() throws {
        let dir = Workdir()
        let score = try dir.run("mm-score", ["--help"])
        #expect(score.status == 0)
        #expect(score.stdout.contains("mm-score --jobs jobs.enriched.jsonl --profiles profiles.jsonl"))
        let learn = try dir.run("mm-learn", ["--help"])
        #expect(learn.status == 0)
        #expect(learn.stdout.contains("mm-learn feedback.jsonl --jobs jobs.enriched.jsonl"))
    }
}
