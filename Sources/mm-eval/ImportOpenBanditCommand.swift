import ArgumentParser
import Foundation
import MatchCore
import OfflineEvaluation
import StageCLI

struct ImportOpenBanditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-obp",
        abstract: "Convert Open Bandit Pipeline CSV logs into interactions for mm-eval ope.",
        discussion: """
        Reads the Open Bandit Dataset's CSV form (timestamp, item_id, position, click, \
        action_prob, then context columns such as user_feature_0… and user-item_affinity_0…) \
        and writes one LoggedInteraction per row: click is the reward, action_prob the \
        propensity, numeric context columns are features and categorical ones are \
        feature-hashed into --hash-buckets columns each. The new policy to evaluate is \
        context-free: --target-policy is a JSON object of item id to probability, used at every \
        position. Rows that cannot be read go to the rejects file with their line.

        Examples (in samples/eval):
          mm-eval import-obp obp-random.csv --target-policy obp-target.json -o obp.jsonl
          mm-eval import-obp obp-random.csv --target-policy obp-target.json -o - \\
            | mm-eval ope - --log-type interactions -o report.json
        """)

    @OptionGroup var stage: StageOptions

    @Option(help: "JSON object of item id to the new policy's probability, e.g. {\"0\": 0.5, \"1\": 0.5}.")
    var targetPolicy: String

    @Option(help: "Columns each categorical context column is hashed into.")
    var hashBuckets = 8

    func run() throws {
        let policy = try ContextFreePolicy.load(path: targetPolicy)
        let run = try StageRun(tool: "mm-eval", options: stage, parameters: [
            "command": "import-obp", "hash_buckets": "\(hashBuckets)",
            "target_policy_sha256": try HexDigest.sha256(ofFileAt: targetPolicy).hex,
        ], unit: "rows")
        let writer = JSONLWriter<LoggedInteraction>(sink: try openOutput(stage.output))
        var inputs: [FileFingerprint] = []
        var contextColumns: [String]?
        for path in stage.inputPaths {
            let lines = try ByteLineReader(path: path)
            guard let header = try lines.nextLine() else {
                throw OpenBanditFormatError("\(path) is empty (expected a header line, then one row per logged impression)")
            }
            var reader = try OpenBanditCSV(header: String(decoding: header.bytes, as: UTF8.self),
                                           hashBuckets: hashBuckets, targetPolicy: policy)
            if let contextColumns, contextColumns != reader.contextColumnNames {
                throw OpenBanditFormatError("\(path) has other context columns than \(stage.inputPaths[0]); import files of one campaign together")
            }
            contextColumns = reader.contextColumnNames
            while let line = try lines.nextLine() {
                guard !line.bytes.isEmpty else { continue }
                run.counts.read += 1
                run.progress.advance()
                guard let text = String(validating: line.bytes, as: UTF8.self) else {
                    try run.reject(Reject(input: path, line: line.number, offset: line.offset, reason: "not valid UTF-8 (save the file as UTF-8)"))
                    continue
                }
                switch reader.interaction(line: Substring(text), number: line.number, file: path) {
                case .failure(let problem):
                    try run.reject(Reject(input: path, line: line.number, offset: line.offset, reason: problem.reason))
                case .success(let interaction):
                    try writer.write(interaction)
                    run.counts.written += 1
                }
            }
            inputs.append(FileFingerprint(path: path, sha256: lines.sha256Hex, bytes: lines.bytesRead))
        }
        try writer.finish()
        try run.finish(inputs: inputs, outputs: [writer.sink.fingerprint.with(records: writer.count)])
    }
}
