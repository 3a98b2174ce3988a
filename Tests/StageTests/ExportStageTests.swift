import Foundation
import GRDB
import MatchCore
import ShortlistStore
import Testing
import TestSupport

/// Runs the built `mm-export` on the hand-made records in samples/export.
@Suite struct ExportStageTests {
    static let inputs = ["matches.jsonl", "jobs.jsonl", "profiles.jsonl", "feedback.jsonl"]

    /// A workdir holding a copy of samples/export.
    static func workdir() throws -> Workdir {
        let dir = Workdir()
        for name in inputs {
            try dir.write(name, Data(contentsOf: URL(fileURLWithPath: SharedData.sample("export/" + name))))
        }
        return dir
    }

    static func export(in dir: Workdir, _ extra: [String] = [], output: String = "out/shortlists.jsonl",
                       matches: String = "matches.jsonl") throws -> Workdir.Output {
        try FileManager.default.createDirectory(atPath: dir.file((output as NSString).deletingLastPathComponent),
                                                withIntermediateDirectories: true)
        return try dir.run("mm-export", [matches, "--jobs", "jobs.jsonl", "--profiles", "profiles.jsonl",
                                         "--feedback", "feedback.jsonl", "-o", output] + extra)
    }

    /// The run in a shortlists.sqlite, with its export time blanked (the one column that is about when).
    static func storedBatch(_ path: String, runId: String? = nil) throws -> ExportBatch? {
        var batch = try ShortlistDatabase(path: path).batch(runId: runId)
        batch?.run.exportedAt = Date(timeIntervalSince1970: 0)
        return batch
    }

    @Test func whatIsInTheSQLiteFileEqualsWhatIsInTheJSONL() throws {
        let dir = try Self.workdir()
        let result = try Self.export(in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let jsonl = try #require(dir.read("out/shortlists.jsonl"))
        let database = try ShortlistDatabase(path: dir.file("out/shortlists.sqlite"))
        let batch = try #require(try database.batch())
        let encoder = RecordCoding.makeEncoder()
        let fromDatabase = try ShortlistAssembler.shortlists(of: batch)
            .map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
        #expect(fromDatabase == jsonl)

        // The same with plain SQL and JSON parsing, sharing no code with the export.
        let rows = try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT profile_id, job_id, rank, score FROM matches ORDER BY profile_id, rank")
                .map { "\($0["profile_id"] as String) \($0["job_id"] as String) \($0["rank"] as Int) \($0["score"] as Double)" }
        }
        var fromJSONL: [String] = []
        for line in jsonl.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for job in object["jobs"] as? [[String: Any]] ?? [] {
                fromJSONL.append("\(object["profile_id"]!) \(job["job_id"]!) \(job["rank"]!) \((job["score"] as! NSNumber).doubleValue)")
            }
        }
        #expect(rows == fromJSONL)
        #expect(rows.count == 7)
        let csvRows = try #require(dir.read("out/shortlists.csv")).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(csvRows.count == rows.count + 1)
    }

    @Test func feedbackMovesTheApplicationTracker() throws {
        let dir = try Self.workdir()
        #expect(try Self.export(in: dir).status == 0)
        let applications = try ShortlistDatabase(path: dir.file("out/shortlists.sqlite")).applications()
        #expect(applications.map { "\($0.profileId) \($0.jobId) \($0.status.rawValue)" } == [
            "cand-0001 greenhouse:4012345 applied", "cand-0002 lever:9f2c1d saved",
        ])
    }

    @Test func exportingARunAgainReplacesItAndOtherRunsStay() throws {
        let dir = try Self.workdir()
        #expect(try Self.export(in: dir, ["--run-id", "night-1"]).status == 0)
        let fewer = try #require(dir.read("matches.jsonl")).split(separator: "\n").dropLast(2).joined(separator: "\n") + "\n"
        dir.write("fewer.jsonl", fewer)
        #expect(try Self.export(in: dir, ["--run-id", "night-1"], matches: "fewer.jsonl").status == 0)
        #expect(try Self.export(in: dir, ["--run-id", "night-2"]).status == 0)
        let database = try ShortlistDatabase(path: dir.file("out/shortlists.sqlite"))
        #expect(Set(try database.runIds()) == ["night-1", "night-2"])
        #expect(try database.batch(runId: "night-1")?.matches.count == 5)
        #expect(try database.batch(runId: "night-2")?.matches.count == 7)
    }

    @Test func theSameInputsAreTheSameRunAndGiveTheSameBytes() throws {
        let dir = try Self.workdir()
        #expect(try Self.export(in: dir).status == 0)
        let first = try #require(dir.read("out/shortlists.jsonl"))
        let firstCSV = dir.read("out/shortlists.csv")
        #expect(try Self.export(in: dir, ["--threads", "1"]).status == 0)
        #expect(dir.read("out/shortlists.jsonl") == first)
        #expect(dir.read("out/shortlists.csv") == firstCSV)
        let ids = try ShortlistDatabase(path: dir.file("out/shortlists.sqlite")).runIds()
        #expect(ids.count == 1 && ids[0].hasPrefix("run-"))
    }

    @Test(arguments: [2, 3])
    func shardsMergedEqualOneUnshardedRun(count: Int) throws {
        let dir = try Self.workdir()
        #expect(try Self.export(in: dir, output: "whole/shortlists.jsonl").status == 0)
        var shardDatabases: [String] = []
        for index in 1...count {
            let result = try Self.export(in: dir, ["--shard", "\(index)/\(count)"], output: "s\(index)/shortlists.jsonl")
            #expect(result.status == 0, "\(result.stderr)")
            shardDatabases.append("s\(index)/shortlists.sqlite")
        }
        let merged = try dir.run("mm-export", ["--merge"] + shardDatabases.reversed() + ["-o", "whole/merged.jsonl"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(dir.read("whole/merged.jsonl") == dir.read("whole/shortlists.jsonl"))
        #expect(dir.read("whole/merged.csv") == dir.read("whole/shortlists.csv"))
        #expect(try Self.storedBatch(dir.file("whole/merged.sqlite")) == Self.storedBatch(dir.file("whole/shortlists.sqlite")))
        #expect(try ShortlistDatabase(path: dir.file("whole/merged.sqlite")).applications()
                == ShortlistDatabase(path: dir.file("whole/shortlists.sqlite")).applications())
    }

    @Test func mergingWithoutEveryShardIsAUsageError() throws {
        let dir = try Self.workdir()
        #expect(try Self.export(in: dir, ["--shard", "1/3"], output: "s1/shortlists.jsonl").status == 0)
        #expect(try Self.export(in: dir, ["--shard", "3/3"], output: "s3/shortlists.jsonl").status == 0)
        let result = try dir.run("mm-export", ["--merge", "s1/shortlists.sqlite", "s3/shortlists.sqlite", "-o", "m.jsonl"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("1/3 … 3/3 exactly once"))
        #expect(!dir.exists("m.jsonl"))
    }

    @Test func recordsThatCannotBeUsedAreRejectedWithTheirLine() throws {
        let dir = try Self.workdir()
        var lines = try #require(dir.read("matches.jsonl")).split(separator: "\n").map(String.init)
        lines.insert("{not json", at: 1)
        lines.append(lines[0].replacingOccurrences(of: "greenhouse:4012345", with: "lever:gone").replacingOccurrences(of: "\"rank\":1", with: "\"rank\":9"))
        dir.write("matches.jsonl", lines.joined(separator: "\n") + "\n")
        let result = try Self.export(in: dir)
        #expect(result.status == 0)
        let rejects = try #require(dir.read("out/shortlists.rejects.jsonl")).split(separator: "\n")
        #expect(rejects.count == 2)
        #expect(rejects[0].contains("\"line\":2") && rejects[0].contains("not valid JSON"))
        #expect(rejects[1].contains("\"line\":9") && rejects[1].contains("lever:gone is not in the jobs input"))
        let manifest = try #require(try RunManifest.read(from: dir.file("out/shortlists.manifest.json")))
        #expect(manifest.counts.rejected == 2)
        #expect(manifest.counts.written == 4)
        #expect(manifest.outputs.map { ($0.path as NSString).lastPathComponent }
                == ["shortlists.jsonl", "shortlists.csv", "shortlists.sqlite"])
    }

    @Test func withoutJobsOrProfilesItExitsTwo() throws {
        let dir = try Self.workdir()
        let result = try dir.run("mm-export", ["matches.jsonl", "-o", "x.jsonl"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--jobs PATH --profiles PATH"))
    }
}
