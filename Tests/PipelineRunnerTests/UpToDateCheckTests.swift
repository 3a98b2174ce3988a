import Foundation
import Testing
@testable import PipelineRunner

@Suite struct UpToDateCheckTests {
    private let then = StageFingerprint(command: ["mm-check", "in"], parameters: ["k": "1"], toolVersion: "mm 0.1.0",
                                        inputs: ["in": "aaa"])

    private func record() -> StageRecord {
        StageRecord(fingerprint: then, outputs: ["out": "bbb"], exitCode: 0, finishedAt: Date(), seconds: 1)
    }

    private func reason(_ change: (inout StageFingerprint) -> Void, output: String? = "bbb") -> String? {
        var now = then
        change(&now)
        return UpToDateCheck.reasonToRun(record: record(), now: now, outputs: [("out", output)])
    }

    @Test func nothingChangedMeansUpToDate() {
        #expect(reason { _ in } == nil)
    }

    @Test func eachChangeIsNamed() {
        #expect(UpToDateCheck.reasonToRun(record: nil, now: then, outputs: []) == "never run before")
        #expect(reason { $0.toolVersion = "mm 0.2.0" } == "tool version changed (mm 0.1.0 → mm 0.2.0)")
        #expect(reason { $0.command.append("--seed") } == "command line changed")
        #expect(reason { $0.parameters["k"] = "2" } == "parameter k changed (1 → 2)")
        #expect(reason { $0.parameters["new"] = "x" } == "parameter new changed (unset → x)")
        #expect(reason { $0.inputs["in"] = "ccc" } == "input in changed")
        #expect(reason { $0.inputs["more"] = "ccc" } == "new input more")
        #expect(reason { $0.inputs = [:] } == "input in is no longer listed")
        #expect(reason({ _ in }, output: nil) == "output out is missing")
        #expect(reason({ _ in }, output: "zzz") == "output out changed since the stage wrote it")
    }
}
