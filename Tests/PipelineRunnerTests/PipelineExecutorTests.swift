import Foundation
import Logging
import MatchCore
import Testing
@testable import PipelineRunner

/// Runs pipelines of small shell stages in a temporary folder.
@Suite struct PipelineExecutorTests {
    /// A folder with a pipeline file, removed when the test ends.
    final class Folder {
        let path = NSTemporaryDirectory() + "pipeline-" + UUID().uuidString
        init() { try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ name: String, _ text: String) {
            let full = path + "/" + name
            try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                     withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
        }

        func read(_ name: String) -> String? {
            FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
        }

        /// Runs the pipeline; `mm-*` tools are looked for in `toolFolder` (below this folder)
        /// when one is given, else beside the test runner.
        func run(_ options: RunOptions = RunOptions(), toolFolder: String? = nil) throws -> PipelineResult {
            let pipeline = try Pipeline.load(path: path + "/pipeline.yaml")
            let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
            let resolver = toolFolder.map { CommandResolver(toolFolder: path + "/" + $0, searchPath: [], root: pipeline.root) }
                ?? CommandResolver(root: pipeline.root)
            return try PipelineExecutor(pipeline: pipeline, options: options, resolver: resolver, logger: logger).run()
        }
    }

    /// a ← in1; b ← a; c ← in2; d ← b, c. Each stage appends a line to its output and to runs.log.
    static let diamond = """
        state_dir: state
        stages:
          - name: a
            command: [sh, -c, "cat in1.txt > a.txt; echo a >> runs.log"]
            inputs: [in1.txt]
            outputs: [a.txt]
          - name: b
            command: [sh, -c, "cat a.txt > b.txt; echo b >> runs.log"]
            inputs: [a.txt]
            outputs: [b.txt]
          - name: c
            command: [sh, -c, "cat in2.txt > c.txt; echo c >> runs.log"]
            inputs: [in2.txt]
            outputs: [c.txt]
          - name: d
            command: [sh, -c, "cat b.txt c.txt > d.txt; echo d >> runs.log"]
            inputs: [b.txt, c.txt]
            outputs: [d.txt]
        """

    private func diamondFolder() -> Folder {
        let folder = Folder()
        folder.write("pipeline.yaml", Self.diamond)
        folder.write("in1.txt", "one\n")
        folder.write("in2.txt", "two\n")
        return folder
    }

    private func statuses(_ result: PipelineResult) -> [String: StageOutcome.Status] {
        Dictionary(uniqueKeysWithValues: result.stages.map { ($0.stage, $0.status) })
    }

    @Test func aSecondRunWithNothingChangedSkipsEveryStage() throws {
        let folder = diamondFolder()
        let first = try folder.run()
        #expect(first.stages.map(\.status) == [.ran, .ran, .ran, .ran])
        #expect(first.exitCode == 0)
        #expect(folder.read("d.txt") == "one\ntwo\n")
        let second = try folder.run()
        #expect(second.stages.map(\.status) == [.skipped, .skipped, .skipped, .skipped])
        #expect(folder.read("runs.log")?.split(separator: "\n").count == 4)
    }

    @Test func changingOneInputRerunsExactlyTheStagesDownstreamOfIt() throws {
        let folder = diamondFolder()
        _ = try folder.run()
        folder.write("in1.txt", "ONE\n")
        let result = try folder.run()
        #expect(statuses(result) == ["a": .ran, "b": .ran, "c": .skipped, "d": .ran])
        #expect(result.stages.first { $0.stage == "a" }?.reason == "input in1.txt changed")
        #expect(folder.read("d.txt") == "ONE\ntwo\n")
        folder.write("in2.txt", "TWO\n")
        #expect(statuses(try folder.run()) == ["a": .skipped, "b": .skipped, "c": .ran, "d": .ran])
    }

    /// A rebuilt `mm-*` tool keeps the suite's version string but is another build: its
    /// stages run again, so an upgrade does not leave the old build's outputs standing.
    @Test func aRebuiltSuiteToolRerunsItsStages() throws {
        let folder = Folder()
        folder.write("pipeline.yaml", """
            state_dir: state
            stages:
              - name: copy
                command: [mm-copy, in.txt, out.txt]
                inputs: [in.txt]
                outputs: [out.txt]
            """)
        folder.write("in.txt", "one\n")
        folder.write("bin/mm-copy", "#!/bin/sh\ncp \"$1\" \"$2\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path + "/bin/mm-copy")
        #expect(try folder.run(toolFolder: "bin").stages.map(\.status) == [.ran])
        #expect(try folder.run(toolFolder: "bin").stages.map(\.status) == [.skipped])
        folder.write("bin/mm-copy", "#!/bin/sh\n# rebuilt\ncp \"$1\" \"$2\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path + "/bin/mm-copy")
        let rerun = try folder.run(toolFolder: "bin")
        #expect(rerun.stages.map(\.status) == [.ran])
        #expect(rerun.stages.first?.reason.hasPrefix("tool version changed (mm \(ToolVersion.current), sha256:") == true)
    }

    @Test func anInputRewrittenWithTheSameBytesChangesNothing() throws {
        let folder = diamondFolder()
        _ = try folder.run()
        folder.write("in1.txt", "one\n")
        #expect(try folder.run().stages.allSatisfy { $0.status == .skipped })
    }

    @Test func anOutputChangedOrDeletedByHandIsMadeAgain() throws {
        let folder = diamondFolder()
        _ = try folder.run()
        folder.write("b.txt", "edited\n")
        try FileManager.default.removeItem(atPath: folder.path + "/c.txt")
        let result = try folder.run()
        #expect(statuses(result) == ["a": .skipped, "b": .ran, "c": .ran, "d": .skipped])
        #expect(folder.read("b.txt") == "one\n")
    }

    @Test func forceRunsEverythingAndFromRunsAStageAndItsDownstream() throws {
        let folder = diamondFolder()
        _ = try folder.run()
        #expect(try folder.run(RunOptions(force: true)).stages.allSatisfy { $0.status == .ran })
        #expect(statuses(try folder.run(RunOptions(from: "b"))) == ["a": .skipped, "b": .ran, "c": .skipped, "d": .ran])
        #expect(throws: PipelineError.self) { try folder.run(RunOptions(from: "nope")) }
    }

    @Test func aDryRunSaysWhatWouldRunAndWhyAndRunsNothing() throws {
        let folder = diamondFolder()
        _ = try folder.run()
        folder.write("in2.txt", "changed\n")
        let result = try folder.run(RunOptions(dryRun: true))
        #expect(statuses(result) == ["a": .wouldSkip, "b": .wouldSkip, "c": .wouldRun, "d": .wouldRun])
        #expect(result.stages.map(\.reason) == ["up to date", "up to date", "input in2.txt changed",
                                                 "an input is made by c, which would run first"])
        #expect(folder.read("c.txt") == "two\n")
        #expect(statuses(try folder.run()) == ["a": .skipped, "b": .skipped, "c": .ran, "d": .ran])
    }

    @Test func aFailedStageStopsTheRunAndItsCodeDecidesTheExit() throws {
        let folder = Folder()
        folder.write("pipeline.yaml", """
            state_dir: state
            stages:
              - {name: ok, command: [sh, -c, "echo x > ok.txt"], outputs: [ok.txt]}
              - {name: bad, command: [sh, -c, "exit 3"], inputs: [ok.txt], outputs: [bad.txt]}
              - {name: after, command: [sh, -c, "echo y > after.txt"], inputs: [bad.txt], outputs: [after.txt]}
            """)
        let result = try folder.run()
        #expect(result.stages.map(\.status) == [.ran, .failed, .notRun])
        #expect(result.exitCode == 3)
        #expect(folder.read("after.txt") == nil)
        #expect(try folder.run().stages.map(\.status) == [.skipped, .failed, .notRun], "a failed stage is tried again")
    }

    @Test(arguments: [(Int32(2), Int32(2)), (7, 3), (1, 1)])
    func stageExitCodesMapToTheRunsCode(stageCode: Int32, runCode: Int32) throws {
        let folder = Folder()
        folder.write("pipeline.yaml", """
            state_dir: state
            stages:
              - {name: s, command: [sh, -c, "echo x > s.txt; exit \(stageCode)"], outputs: [s.txt]}
            """)
        #expect(try folder.run().exitCode == runCode)
        if stageCode == 1 {
            let again = try folder.run()
            #expect(again.stages[0].status == .skipped)
            #expect(again.exitCode == 1, "a stage that finished with too many rejects still says so when skipped")
        }
    }

    @Test func aStageThatDoesNotWriteItsOutputFails() throws {
        let folder = Folder()
        folder.write("pipeline.yaml", "state_dir: state\nstages:\n  - {name: s, command: [\"true\"], outputs: [never.txt]}\n")
        let result = try folder.run()
        #expect(result.stages[0].status == .failed)
        #expect(result.stages[0].reason.contains("did not write never.txt"))
        #expect(result.exitCode == 3)
    }

    @Test func aMissingInputOrCommandStopsTheRunBeforeAnyStage() throws {
        let folder = Folder()
        folder.write("pipeline.yaml", """
            state_dir: state
            stages:
              - {name: first, command: [sh, -c, "echo x > first.txt"], outputs: [first.txt]}
              - {name: second, command: [cat, missing.txt], inputs: [missing.txt]}
            """)
        #expect(throws: PipelineError.missingInput(stage: "second", path: "missing.txt")) { try folder.run() }
        #expect(folder.read("first.txt") == nil)
        folder.write("pipeline.yaml", "stages:\n  - {name: s, command: [no-such-command-here]}\n")
        let error = #expect(throws: PipelineError.self) { try folder.run() }
        #expect(error?.errorDescription?.contains("no-such-command-here not found") == true)
    }

    @Test func aSecondRunWhileTheLockIsHeldDoesNothing() throws {
        let folder = diamondFolder()
        let pipeline = try Pipeline.load(path: folder.path + "/pipeline.yaml")
        let held = try PipelineLock(stateDir: pipeline.stateDir)
        let error = #expect(throws: PipelineLockBusy.self) { try folder.run() }
        #expect(error?.holder?.contains("pid \(getpid())") == true)
        #expect(folder.read("a.txt") == nil)
        withExtendedLifetime(held) {}
    }

    @Test func theStateFileRecordsEachFinishedStage() throws {
        let folder = diamondFolder()
        _ = try folder.run()
        let state = try RunState.read(from: folder.path + "/state/state.json")
        #expect(state.stages.keys.sorted() == ["a", "b", "c", "d"])
        #expect(state.stages["a"]?.fingerprint.inputs["in1.txt"] == HexDigest.sha256(of: Array("one\n".utf8)))
        #expect(state.stages["a"]?.outputs["a.txt"] == HexDigest.sha256(of: Array("one\n".utf8)))
    }
}
