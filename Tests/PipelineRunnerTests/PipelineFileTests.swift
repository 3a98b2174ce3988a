import Foundation
import Testing
@testable import PipelineRunner

@Suite struct PipelineFileTests {
    static let yaml = """
        name: demo
        vars: {out: build}
        stages:
          - name: first
            command: sh -c 'cp in.txt ${out}/a.txt' "two words"
            inputs: [in.txt]
            outputs: ["${out}/a.txt"]
            parameters: {level: 3}
          - name: second
            command: [cat, "${out}/a.txt"]
            inputs: ["./${out}/a.txt"]
        """

    private func load(_ text: String) throws -> Pipeline {
        try Pipeline(file: try PipelineFile.parse(text, path: "p.yaml"), path: "p.yaml", root: "/srv/demo")
    }

    @Test func commandsSplitAtSpacesWithQuotesGroupingWords() throws {
        let pipeline = try load(Self.yaml)
        #expect(pipeline.stages[0].command == ["sh", "-c", "cp in.txt build/a.txt", "two words"])
        #expect(pipeline.stages[1].command == ["cat", "build/a.txt"])
        #expect(pipeline.stages[0].parameters == ["level": "3"])
        #expect(pipeline.stages[1].inputs == ["build/a.txt"])
        #expect(pipeline.stateDir == "/srv/demo/output/.mm-run")
        #expect(pipeline.absolute("build/a.txt") == "/srv/demo/build/a.txt")
    }

    @Test func anUnknownNameInACommandIsAnError() {
        let text = "stages:\n  - name: a\n    command: echo ${nope}\n"
        let error = #expect(throws: PipelineError.self) { try load(text) }
        #expect(error?.errorDescription?.contains("${nope}") == true)
    }

    @Test(arguments: [
        ("stages:\n  - {name: a, command: x}\n  - {name: a, command: y}\n", "two stages are named a"),
        ("stages:\n  - {name: a, command: x, outputs: [o]}\n  - {name: b, command: y, outputs: [o]}\n", "both write o"),
        ("stages:\n  - {name: a, command: x, after: [zz]}\n", "no stage has that name"),
        ("stages: []\n", "no stages"),
        ("stages:\n  - {name: a}\n", "command"),
        ("stages:\n  - {name: a, command: \"x 'open\"}\n", "unclosed quote"),
        ("stages: [\n", "YAML"),
    ])
    func badPipelinesSayWhatIsWrong(text: String, words: String) {
        let error = #expect(throws: PipelineError.self) { try load(text) }
        #expect(error?.errorDescription?.contains(words) == true, "\(error?.errorDescription ?? "")")
        #expect(error?.kind == .usage)
    }
}
