import ArgumentParser
import MatchCore
import StageCLI

@main
struct CheckCommand: StageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-check",
        abstract: "Validate a JSONL file against a ManifestMatch record type.",
        discussion: """
        Writes the valid records in canonical form (sorted keys, UTC times, normalized \
        keywords) and each invalid line to the rejects file with its line number and what \
        is wrong. Run it on a hand-made file before feeding it to a stage.

        Examples:
          mm-check jobs.jsonl --type raw-job -o jobs.checked.jsonl
          cat feedback.jsonl | mm-check --type feedback -o - > clean.jsonl
          mm-check profiles.jsonl --type profile -o checked.jsonl --max-reject-rate 0
        """)

    @OptionGroup var stage: StageOptions

    @Option(help: "The record type each line must be.")
    var type: RecordType

    func run() throws {
        let run = try StageRun(tool: "mm-check", options: stage, parameters: ["type": type.rawValue])
        let sink = try openOutput(stage.output)
        let inputs: [FileFingerprint]
        switch type {
        case .rawJob: inputs = try check(RawJobData.self, run: run, sink: sink)
        case .resume: inputs = try check(ParsedResume.self, run: run, sink: sink)
        case .enrichedJob: inputs = try check(EnrichedJob.self, run: run, sink: sink)
        case .profile: inputs = try check(CandidateProfile.self, run: run, sink: sink)
        case .match: inputs = try check(Match.self, run: run, sink: sink)
        case .feedback: inputs = try check(FeedbackEvent.self, run: run, sink: sink)
        }
        try run.finish(inputs: inputs, outputs: [sink.fingerprint.with(records: run.counts.written)])
    }

    private func check<Record: ValidatedRecord>(_: Record.Type, run: StageRun, sink: any ByteSink) throws -> [FileFingerprint] {
        let writer = JSONLWriter<Record>(sink: sink)
        let inputs = try run.mapRecords(Record.self, to: writer, id: { $0.stableId }) { $0.normalized() }
        try writer.finish()
        return inputs
    }
}

/// The record types `mm-check` knows.
enum RecordType: String, ExpressibleByArgument, CaseIterable {
    case rawJob = "raw-job"
    case resume
    case enrichedJob = "enriched-job"
    case profile
    case match
    case feedback
}
