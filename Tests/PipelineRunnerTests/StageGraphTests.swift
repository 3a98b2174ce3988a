import Foundation
import Testing
@testable import PipelineRunner

@Suite struct StageGraphTests {
    private func pipeline(_ stages: String) throws -> Pipeline {
        try Pipeline(file: try PipelineFile.parse("stages:\n" + stages, path: "p.yaml"), path: "p.yaml", root: "/r")
    }

    @Test func stagesRunAfterTheStagesTheyReadFrom() throws {
        let p = try pipeline("""
              - {name: report, command: x, inputs: [out/b.txt, out/a.txt]}
              - {name: b, command: x, inputs: [out/a.txt], outputs: [out/b.txt]}
              - {name: a, command: x, inputs: [in.txt], outputs: [out/a.txt]}
              - {name: lone, command: x}
              - {name: tidy, command: x, after: [report]}
            """)
        #expect(p.stages.map(\.name) == ["a", "b", "report", "lone", "tidy"])
    }

    @Test func aFileInsideAnOutputFolderLinksTheStages() throws {
        let p = try pipeline("""
              - {name: normalize, command: x, inputs: [raw], outputs: [jobs.jsonl]}
              - {name: fetch, command: x, outputs: [raw/]}
              - {name: peek, command: x, inputs: [raw/lever/1.json]}
            """)
        #expect(p.stages.map(\.name) == ["fetch", "normalize", "peek"])
    }

    @Test func aCycleIsNamedInTheOrderDataFlows() throws {
        let error = #expect(throws: PipelineError.self) {
            try pipeline("""
                  - {name: start, command: x, outputs: [s]}
                  - {name: a, command: x, inputs: [c, s], outputs: [a]}
                  - {name: b, command: x, inputs: [a], outputs: [b]}
                  - {name: c, command: x, inputs: [b], outputs: [c]}
                """)
        }
        guard case .cycle(_, let stages) = error else {
            Issue.record("expected a cycle, got \(String(describing: error))")
            return
        }
        #expect(stages.count == 4 && stages.first == stages.last)
        #expect(Set(stages) == ["a", "b", "c"])
        let text = stages.joined(separator: " ")
        #expect(["a b c a", "b c a b", "c a b c"].contains(text))
    }

    @Test func downstreamHoldsEveryStageThatReadsWhatAStageWrites() throws {
        let p = try pipeline("""
              - {name: a, command: x, outputs: [a]}
              - {name: b, command: x, inputs: [a], outputs: [b]}
              - {name: c, command: x, inputs: [b]}
              - {name: d, command: x, inputs: [z]}
            """)
        let names = p.graph.names
        let downstream = p.graph.downstream(of: names.firstIndex(of: "b")!).map { names[$0] }
        #expect(Set(downstream) == ["b", "c"])
    }
}
