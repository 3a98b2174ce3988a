import Foundation
import Testing

/// Runs the built `mm-check` as a user would: exit codes, rejects, manifests, determinism.
@Suite struct CheckStageTests {
    static func job(_ number: Int) -> String {
        #"{"id":"lever:\#(number)","source":"lever","source_id":"\#(number)","title":"Engineer \#(number)","posted_at":"2026-11-0\#(number % 9 + 1)T10:00:00.5Z","locations":["Remote"]}"#
    }

    static let goodLines = (1...4).map(job)
    static let mixed = [job(1), "{not json", job(2), #"{"id":"lever:3","source":"lever","source_id":"3"}"#, job(4), ""]
        .joined(separator: "\n")

    @Test func badFlagExitsTwoWithOneLine() throws {
        let dir = Workdir()
        let result = try dir.run("mm-check", ["--type", "raw-job", "--no-such-flag"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("mm-check: error: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try dir.run("mm-check", ["--type", "nonsense"]).status == 2)
    }

    @Test func missingInputExitsThreeWithOneLineNamingIt() throws {
        let dir = Workdir()
        let result = try dir.run("mm-check", ["missing.jsonl", "--type", "raw-job", "-o", "out.jsonl"])
        #expect(result.status == 3)
        #expect(result.stderr == "mm-check: error: failed to open missing.jsonl: no such file or directory\n")
        #expect(!dir.exists("out.jsonl"))
    }

    @Test func badLinesGoToRejectsWithTheirLineNumbers() throws {
        let dir = Workdir()
        dir.write("jobs.jsonl", Self.mixed)
        let result = try dir.run("mm-check", ["jobs.jsonl", "--type", "raw-job", "-o", "out.jsonl", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let written = dir.read("out.jsonl")!.split(separator: "\n")
        #expect(written.count == 3)
        #expect(written[0].contains(#""posted_at":"2026-11-02T10:00:00Z""#))
        let rejects = dir.read("out.rejects.jsonl")!.split(separator: "\n").map { String($0) }
        #expect(rejects.count == 2)
        #expect(rejects[0].contains(#""line":2"#) && rejects[0].contains("not valid JSON") && rejects[0].contains(#""input":"jobs.jsonl""#))
        #expect(rejects[1].contains(#""line":4"#) && rejects[1].contains("title: required field is missing"))
    }

    @Test func rejectRateAboveTheLimitExitsOne() throws {
        let dir = Workdir()
        dir.write("jobs.jsonl", Self.mixed)
        let result = try dir.run("mm-check", ["jobs.jsonl", "--type", "raw-job", "-o", "out.jsonl", "--max-reject-rate", "0"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("mm-check: error: 2 of 5 records rejected (40.0%)"))
        #expect(dir.read("out.jsonl")!.split(separator: "\n").count == 3, "output is still written")
    }

    @Test func manifestRecordsInputsCountsAndParameters() throws {
        let dir = Workdir()
        dir.write("jobs.jsonl", Self.mixed)
        _ = try dir.run("mm-check", ["jobs.jsonl", "--type", "raw-job", "-o", "out.jsonl", "--seed", "5"])
        let data = try #require(dir.read("out.manifest.json")).data(using: .utf8)!
        let manifest = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        #expect(manifest["tool"] as? String == "mm-check")
        #expect(manifest["schema_version"] as? Int == 1)
        #expect(manifest["seed"] as? Int == 5)
        #expect((manifest["parameters"] as? [String: String])?["type"] == "raw-job")
        let counts = manifest["counts"] as! [String: Int]
        #expect(counts == ["read": 5, "written": 3, "rejected": 2])
        let input = (manifest["inputs"] as! [[String: Any]])[0]
        #expect(input["path"] as? String == "jobs.jsonl")
        #expect(input["sha256"] as? String == sha256(of: Self.mixed))
        let output = (manifest["outputs"] as! [[String: Any]])[0]
        #expect(output["sha256"] as? String == sha256(of: dir.read("out.jsonl")!))
        #expect(output["records"] as? Int == 3)
    }

    @Test func sameInputGivesSameBytesForAnyThreadCount() throws {
        let dir = Workdir()
        let many = (0..<5_000).map { Self.job($0 % 9 + 1).replacingOccurrences(of: "lever:", with: "lever:\($0)-")
            .replacingOccurrences(of: #""source_id":""#, with: #""source_id":"\#($0)-"#) }
        dir.write("jobs.jsonl", many.joined(separator: "\n"))
        _ = try dir.run("mm-check", ["jobs.jsonl", "--type", "raw-job", "-o", "one.jsonl", "--threads", "1"])
        _ = try dir.run("mm-check", ["jobs.jsonl", "--type", "raw-job", "-o", "four.jsonl", "--threads", "4"])
        _ = try dir.run("mm-check", ["jobs.jsonl", "--type", "raw-job", "-o", "again.jsonl", "--threads", "4"])
        let one = try #require(dir.read("one.jsonl"))
        #expect(one.split(separator: "\n").count == 5_000)
        #expect(one == dir.read("four.jsonl"))
        #expect(one == dir.read("again.jsonl"))
    }

    @Test func worksAsAFilterOnStandardStreams() throws {
        let dir = Workdir()
        let result = try dir.run("mm-check", ["-", "--type", "raw-job", "-o", "-", "--quiet"], stdin: Self.mixed)
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 3)
    }

    @Test func shardsPartitionTheRecordsAndTheRejects() throws {
        let dir = Workdir()
        let lines = (1...40).map(Self.job) + ["{broken 1", "{broken 2"]
        dir.write("jobs.jsonl", lines.joined(separator: "\n"))
        var kept: [Substring] = []
        var rejected = 0
        for shard in 1...3 {
            _ = try dir.run("mm-check", ["jobs.jsonl", "--type", "raw-job", "-o", "s\(shard).jsonl", "--shard", "\(shard)/3"])
            kept += dir.read("s\(shard).jsonl")!.split(separator: "\n")
            rejected += dir.read("s\(shard).rejects.jsonl")!.split(separator: "\n").count
        }
        _ = try dir.run("mm-check", ["jobs.jsonl", "--type", "raw-job", "-o", "all.jsonl"])
        #expect(Set(kept) == Set(dir.read("all.jsonl")!.split(separator: "\n")))
        #expect(kept.count == 40)
        #expect(rejected == 2)
    }

    @Test func helpShowsAnExampleAndExitsZero() throws {
        let result = try Workdir().run("mm-check", ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("mm-check jobs.jsonl --type raw-job"))
    }
}
