import ArgumentParser
import MatchCore
import Testing
@testable import StageCLI

@Suite struct StageOptionsTests {
    @Test func defaultsDeriveRejectsAndManifestPaths() throws {
        let options = try StageOptions.parse(["in.jsonl", "-o", "out/jobs.jsonl"])
        #expect(options.inputPaths == ["in.jsonl"])
        #expect(options.rejectsPath == "out/jobs.rejects.jsonl")
        #expect(options.manifestPath == "out/jobs.manifest.json")
        #expect(options.logFormat == .text)
    }

    @Test func standardStreamsByDefault() throws {
        let options = try StageOptions.parse([])
        #expect(options.inputPaths == ["-"])
        #expect(options.output == "-")
        #expect(options.rejectsPath == nil && options.manifestPath == nil)
    }

    @Test func parsesSharedOptions() throws {
        let options = try StageOptions.parse(
            ["--shard", "2/3", "--seed", "9", "--max-reject-rate", "0.1", "--threads", "2", "--quiet", "--log-format", "json"])
        #expect(options.shard == (try ShardSpec(index: 2, count: 3)))
        #expect(options.seed == 9 && options.threadCount == 2 && options.quiet)
        #expect(options.maxRejectRate == 0.1 && options.logFormat == .json)
    }

    @Test func rejectsBadValues() {
        #expect(throws: (any Error).self) { _ = try StageOptions.parse(["--max-reject-rate", "1.5"]) }
        #expect(throws: (any Error).self) { _ = try StageOptions.parse(["--shard", "5/4"]) }
        #expect(throws: (any Error).self) { _ = try StageOptions.parse(["--threads", "0"]) }
        #expect(throws: (any Error).self) { _ = try StageOptions.parse(["--log-format", "xml"]) }
    }
}

@Suite struct ProgressReporterTests {
    @Test func describesRateAndETA() {
        let line = ProgressReporter.describe(done: 50, total: 200, elapsed: 5, tool: "mm-resumes", unit: "files")
        #expect(line == "mm-resumes: 50/200 files · 10.0/s · ETA 0:15")
        #expect(ProgressReporter.describe(done: 7, total: nil, elapsed: 0, tool: "t", unit: "records") == "t: 7 records · 0.0/s")
    }
}

@Suite struct RejectRateExceededTests {
    @Test func messageSaysHowManyAndWhere() {
        let error = RejectRateExceeded(counts: RecordCounts(read: 10, written: 7, rejected: 3), maxRate: 0.1, rejectsPath: "out.rejects.jsonl")
        #expect(error.errorDescription == "3 of 10 records rejected (30.0%), more than --max-reject-rate 0.1 allows; see out.rejects.jsonl")
    }
}
