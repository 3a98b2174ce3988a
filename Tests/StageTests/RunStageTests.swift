import Foundation
import Testing
import TestSupport

/// Runs the built `mm-run` on pipelines of mm-check, mm-export and small shell stages.
@Suite(.serialized) struct RunStageTests {
    static let pipeline = """
        state_dir: out/.mm-run
        stages:
          - name: check
            command: mm-check jobs.jsonl --type raw-job -o out/jobs.checked.jsonl
            inputs: [jobs.jsonl]
            outputs: [out/jobs.checked.jsonl]
          - name: count
            command: [sh, -c, "wc -l < out/jobs.checked.jsonl > out/count.txt"]
            inputs: [out/jobs.checked.jsonl]
            outputs: [out/count.txt]
          - name: notes
            command: [sh, -c, "tr a-z A-Z < notes.txt > out/notes.txt"]
            inputs: [notes.txt]
            outputs: [out/notes.txt]
        """

    static func job(_ number: Int) -> String {
        #"{"id":"lever:\#(number)","source":"lever","source_id":"\#(number)","title":"Engineer \#(number)"}"#
    }

    private func workdir() -> Workdir {
        let dir = Workdir()
        dir.write("pipeline.yaml", Self.pipeline)
        dir.write("jobs.jsonl", (1...3).map(Self.job).joined(separator: "\n") + "\n{bad\n")
        dir.write("notes.txt", "hello\n")
        return dir
    }

    /// The status column of the summary table, by stage.
    private func statuses(_ output: Workdir.Output) -> [String: String] {
        var found: [String: String] = [:]
        for line in output.stdout.split(separator: "\n").dropFirst() {
            let cells = line.split(separator: " ", omittingEmptySubsequences: true)
            if cells.count > 2 { found[String(cells[0])] = String(cells[1]) }
        }
        return found
    }

    @Test func aSecondRunWithNothingChangedSkipsEveryStage() throws {
        let dir = workdir()
        let first = try dir.run("mm-run", ["pipeline.yaml"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(statuses(first) == ["check": "ran", "count": "ran", "notes": "ran"])
        let checkRow = try #require(first.stdout.split(separator: "\n").first { $0.hasPrefix("check ") })
        #expect(checkRow.split(separator: " ", omittingEmptySubsequences: true)[3...4] == ["3", "1"], "records 3, rejects 1")
        #expect(dir.read("out/count.txt")?.trimmingCharacters(in: .whitespacesAndNewlines) == "3")
        let second = try dir.run("mm-run", ["pipeline.yaml"])
        #expect(second.status == 0)
        #expect(statuses(second) == ["check": "skipped", "count": "skipped", "notes": "skipped"])
    }

    @Test func changingOneInputRerunsExactlyTheStagesDownstream() throws {
        let dir = workdir()
        #expect(try dir.run("mm-run", ["pipeline.yaml"]).status == 0)
        dir.write("jobs.jsonl", (1...5).map(Self.job).joined(separator: "\n") + "\n")
        let result = try dir.run("mm-run", ["pipeline.yaml"])
        #expect(statuses(result) == ["check": "ran", "count": "ran", "notes": "skipped"])
        #expect(dir.read("out/count.txt")?.trimmingCharacters(in: .whitespacesAndNewlines) == "5")
        dir.write("notes.txt", "bye\n")
        #expect(statuses(try dir.run("mm-run", ["pipeline.yaml"])) == ["check": "skipped", "count": "skipped", "notes": "ran"])
    }

    @Test func quietLeavesOnlyTheSummary() throws {
        let dir = workdir()
        let result = try dir.run("mm-run", ["pipeline.yaml", "--quiet"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(statuses(result) == ["check": "ran", "count": "ran", "notes": "ran"])
        #expect(statuses(try dir.run("mm-run", ["pipeline.yaml"])).values.allSatisfy { $0 == "skipped" },
                "--quiet is not a change of command line")
    }

    @Test func jsonLogsAndSummaryForLogCollectors() throws {
        let dir = workdir()
        let result = try dir.run("mm-run", ["pipeline.yaml", "--log-format", "json"])
        #expect(result.status == 0)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(summary["exit_code"] as? Int == 0)
        #expect((summary["stages"] as? [[String: Any]])?.compactMap { $0["status"] as? String } == ["ran", "ran", "ran"])
        for line in result.stderr.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["tool"] != nil, "not a JSON log line: \(line)")
        }
        #expect(result.stderr.contains(#""tool":"mm-check""#), "mm-* stages log JSON too")
    }

    @Test func aSecondRunWhileOneIsRunningExitsFourAtOnce() throws {
        let dir = workdir()
        dir.write("pipeline.yaml", """
            state_dir: out/.mm-run
            stages:
              - {name: slow, command: [sh, -c, "sleep 8; echo done > out/slow.txt"], outputs: [out/slow.txt]}
            """)
        let first = try start(in: dir)
        try waitFor { dir.read("out/.mm-run/lock")?.contains("pid") == true }
        let started = Date()
        let second = try dir.run("mm-run", ["pipeline.yaml"])
        #expect(second.status == 4)
        #expect(Date().timeIntervalSince(started) < 5, "it did not wait for the lock")
        #expect(second.stderr.contains("holds") && second.stderr.contains("this run did nothing"))
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        #expect(dir.read("out/slow.txt") == "done\n")
    }

    static let resumable = """
        state_dir: out/.mm-run
        stages:
          - name: first
            command: mm-check jobs.jsonl --type raw-job -o out/first.jsonl
            inputs: [jobs.jsonl]
            outputs: [out/first.jsonl]
          - name: slow
            command: [sh, -c, "touch out/slow.started; sleep $(cat delay.txt); cp out/first.jsonl out/slow.jsonl"]
            inputs: [out/first.jsonl]
            outputs: [out/slow.jsonl]
          - name: last
            command: [sh, -c, "wc -l < out/slow.jsonl > out/last.txt"]
            inputs: [out/slow.jsonl]
            outputs: [out/last.txt]
        """

    /// Starts the resumable pipeline, waits until its slow stage runs, and sends mm-run `signal`.
    private func interruptSlowStage(delay: Int, with signal: Int32) throws -> (Workdir, Process, String?) {
        let dir = workdir()
        dir.write("pipeline.yaml", Self.resumable)
        dir.write("delay.txt", "\(delay)")
        let run = try start(in: dir)
        try waitFor { dir.exists("out/slow.started") }
        let firstOutput = dir.read("out/first.jsonl")
        kill(run.processIdentifier, signal)
        return (dir, run, firstOutput)
    }

    /// Runs the pipeline again with no delay (once the lock is free) and checks it resumed at the slow stage.
    private func expectResumedAtSlowStage(_ dir: Workdir) throws {
        dir.write("delay.txt", "0")
        var resumed = try dir.run("mm-run", ["pipeline.yaml"])
        let deadline = Date().addingTimeInterval(30)
        while resumed.status == 4, Date() < deadline {
            usleep(200_000)
            resumed = try dir.run("mm-run", ["pipeline.yaml"])
        }
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(statuses(resumed) == ["first": "skipped", "slow": "ran", "last": "ran"])
    }

    @Test func aRunStoppedWithSIGTERMStopsItsStageAndTheNextRunResumesThere() throws {
        let (dir, run, firstOutput) = try interruptSlowStage(delay: 30, with: SIGTERM)
        let stopped = Date()
        run.waitUntilExit()
        #expect(Date().timeIntervalSince(stopped) < 10, "the stage got the signal too")
        #expect(run.terminationStatus == 128 + SIGTERM)
        #expect(dir.read("out/first.jsonl") == firstOutput)
        #expect(!dir.exists("out/slow.jsonl"))
        try expectResumedAtSlowStage(dir)
    }

    @Test func aRunKilledWithSIGKILLKeepsTheLockUntilItsStageEndsThenResumes() throws {
        let (dir, run, firstOutput) = try interruptSlowStage(delay: 6, with: SIGKILL)
        run.waitUntilExit()
        // The orphaned stage still holds the lock: no second run writes beside it.
        #expect(try dir.run("mm-run", ["pipeline.yaml"]).status == 4)
        #expect(dir.read("out/first.jsonl") == firstOutput)
        try waitFor { dir.exists("out/slow.jsonl") }
        try expectResumedAtSlowStage(dir)
    }

    @Test func aBrokenPipelineFileExitsTwoNamingTheProblem() throws {
        let dir = Workdir()
        dir.write("pipeline.yaml", """
            stages:
              - {name: a, command: [sh, -c, "true"], inputs: [b.txt], outputs: [a.txt]}
              - {name: b, command: [sh, -c, "true"], inputs: [a.txt], outputs: [b.txt]}
            """)
        let result = try dir.run("mm-run", ["pipeline.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("mm-run: error: pipeline pipeline.yaml: stages depend on each other in a cycle"))
        let missing = try dir.run("mm-run", ["nothing.yaml"])
        #expect(missing.status == 3)
    }

    @Test func theSamplePipelineFileIsValid() throws {
        let dir = Workdir()
        for name in ["sample.yaml", "nightly.yaml"] {
            let path = SharedData.packageRoot.appendingPathComponent("pipelines/" + name).path
            let result = try dir.run("mm-run", [path, "--dry-run"])
            if name == "sample.yaml" {
                #expect(result.status == 0, "\(result.stderr)")
            } else {
                // The nightly stages of other issues are not built on this branch.
                #expect(result.status == 0 || result.stderr.contains("not found") || result.stderr.contains("does not exist"),
                        "\(result.stderr)")
                #expect(!result.stderr.contains("pipeline \(path):"), "nightly.yaml parses: \(result.stderr)")
            }
        }
    }

    private func start(in dir: Workdir) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Workdir.productsFolder + "/mm-run")
        process.arguments = ["pipeline.yaml"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func waitFor(_ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(30)
        while !condition() {
            guard Date() < deadline else { throw WaitTimedOut() }
            usleep(50_000)
        }
    }

    private struct WaitTimedOut: Error {}
}
