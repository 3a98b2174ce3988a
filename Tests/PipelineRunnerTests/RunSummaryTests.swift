import Foundation
import Testing
@testable import PipelineRunner

@Suite struct RunSummaryTests {
    private let stages = [
        StageOutcome(stage: "check-jobs", status: .ran, reason: "never run before", exitCode: 0, seconds: 1.234,
                     records: 4, rejects: 3),
        StageOutcome(stage: "export", status: .skipped, reason: "up to date", exitCode: 1, records: 4, rejects: 9),
        StageOutcome(stage: "report", status: .notRun, reason: "stage export failed"),
    ]

    @Test func theTableHasARowPerStageAndTheExitCode() {
        let table = RunSummary.table(PipelineResult(pipeline: "p.yaml", stages: stages))
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("stage       status   time   records  rejects  exit  why"))
        #expect(lines[1] == "check-jobs  ran      1.23s  4        3        0     never run before")
        #expect(lines[3].hasPrefix("report      not-run  -"))
        #expect(lines[4] == "exit 1")
    }

    @Test func theExitCodeIsTheWorstStagesOrTheStopSignals() {
        #expect(PipelineResult(pipeline: "p", stages: stages).exitCode == 1)
        let failed = stages + [StageOutcome(stage: "x", status: .failed, reason: "exited with 7", exitCode: 7)]
        #expect(PipelineResult(pipeline: "p", stages: failed).exitCode == 3)
        let usage = stages + [StageOutcome(stage: "x", status: .failed, reason: "exited with 2", exitCode: 2)]
        #expect(PipelineResult(pipeline: "p", stages: usage).exitCode == 2)
        #expect(PipelineResult(pipeline: "p", stages: stages, stopSignal: SIGTERM).exitCode == 143)
    }

    @Test func theJSONSummaryIsOneLineWithSortedKeys() throws {
        let json = try RunSummary.json(PipelineResult(pipeline: "p.yaml", stages: stages))
        #expect(json.hasSuffix("}\n") && json.dropLast().contains("\n") == false)
        #expect(json.hasPrefix(#"{"exit_code":1,"pipeline":"p.yaml","stages":[{"exit_code":0,"reason":"never run before","#))
    }
}
