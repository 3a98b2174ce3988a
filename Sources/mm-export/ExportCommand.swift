import ArgumentParser
import Foundation
import MatchCore
import ShortlistStore
import StageCLI

@main
struct ExportCommand: StageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-export",
        abstract: "Write shortlists as JSONL, CSV and SQLite from matches, jobs and profiles.",
        discussion: """
        Inputs are matches (mm-score's matches.jsonl). Each candidate gets one line of \
        shortlists.jsonl with their ranked jobs, scores and reasons; shortlists.csv has one row \
        per candidate and job; shortlists.sqlite keeps every run (tables runs, jobs, profiles, \
        matches, feedback) and the application tracker, moved on by feedback (save → saved, \
        apply → applied). Exporting the same run again replaces it; older runs stay.

        With --shard I/N only the candidates of shard I are exported; --merge then combines the \
        shards' shortlists.sqlite files into exactly what one unsharded run writes.

        Examples:
          mm-export matches.jsonl --jobs jobs.enriched.jsonl --profiles profiles.jsonl \\
              --feedback feedback.jsonl -o output/shortlists.jsonl
          mm-export matches.jsonl --jobs jobs.enriched.jsonl --profiles profiles.jsonl \\
              --shard 2/4 -o shard2/shortlists.jsonl
          mm-export --merge shard1/shortlists.sqlite shard2/shortlists.sqlite shard3/shortlists.sqlite \\
              shard4/shortlists.sqlite -o output/shortlists.jsonl
          sqlite3 output/shortlists.sqlite "SELECT profile_id, rank, job_id FROM matches WHERE job_id = 'lever:9f2c1d'"
        """)

    @OptionGroup var stage: StageOptions

    @Option(help: ArgumentHelp("Jobs the matches were scored on (EnrichedJob or RawJobData JSONL); repeatable.", valueName: "path"))
    var jobs: [String] = []

    @Option(help: ArgumentHelp("Candidate profiles the matches were scored for (CandidateProfile JSONL); repeatable.", valueName: "path"))
    var profiles: [String] = []

    @Option(help: ArgumentHelp("Feedback events (FeedbackEvent JSONL) for the feedback table and the application tracker; repeatable.", valueName: "path"))
    var feedback: [String] = []

    @Option(help: ArgumentHelp("The SQLite database to add the run to.", discussion: "Default: <output>.sqlite beside the output; none with -o -.", valueName: "path"))
    var sqlite: String?

    @Option(help: ArgumentHelp("Where the CSV goes.", discussion: "Default: <output>.csv beside the output; none with -o -.", valueName: "path"))
    var csv: String?

    @Option(help: ArgumentHelp("The run's id in the database.", discussion: "Default: run- and 16 hex digits of the SHA-256 of the inputs, so the same inputs are the same run."))
    var runId: String?

    @Flag(help: "Merge the shortlists.sqlite files of --shard runs (given as inputs) into one run.")
    var merge = false

    func validate() throws {
        if merge {
            guard jobs.isEmpty, profiles.isEmpty, feedback.isEmpty, stage.shard == nil else {
                throw ValidationError("--merge takes only the shards' shortlists.sqlite files as inputs; leave out --jobs, --profiles, --feedback and --shard")
            }
            guard !stage.inputs.isEmpty, !stage.inputs.contains("-") else {
                throw ValidationError("--merge needs the path of each shard's shortlists.sqlite")
            }
        } else if jobs.isEmpty || profiles.isEmpty {
            throw ValidationError("give the jobs and the profiles the matches were scored on (--jobs PATH --profiles PATH)")
        }
    }

    func run() throws {
        let run = try StageRun(tool: "mm-export", options: stage,
                               parameters: ["run_id": runId ?? "(from inputs)", "merge": "\(merge)"])
        let gathered = merge ? try ShardInputs.merge(stage.inputPaths, runId: runId, run: run)
            : try ExportInputs(matches: stage.inputPaths, jobs: jobs, profiles: profiles, feedback: feedback)
                .gather(runId: runId, run: run)
        let exporter = ShortlistExporter(
            jsonlPath: stage.output,
            csvPath: csv ?? defaultPath(extension: "csv"),
            sqlitePath: sqlite ?? defaultPath(extension: "sqlite"))
        let outputs = try exporter.write(gathered.batch)
        run.counts.written = gathered.batch.profiles.count
        run.logger.info("run \(gathered.batch.run.id): \(gathered.batch.profiles.count) shortlists, \(gathered.batch.matches.count) matches")
        try run.finish(inputs: gathered.inputs, outputs: outputs)
    }

    private func defaultPath(extension suffix: String) -> String? {
        stage.output == "-" ? nil : OutputPaths.sibling(of: stage.output, suffix: suffix)
    }
}
