import ArgumentParser
import Foundation
import MatchCore
import StageCLI
import ThompsonScoring

@main
struct ScoreCommand: StageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-score",
        abstract: "Rank every job for every candidate and explain each match.",
        discussion: """
        For each profile, scores every job on the features of weights.yaml (skill overlap \
        weighted by rarity, occupation fit, education, experience, location, salary, keywords, \
        recency) plus one Thompson draw per occupation arm, applies the profile's hard filters, \
        and writes the top K (with a cap per company and occupation) as Match records, sorted \
        by profile id then rank. The same inputs and seed give the same bytes for any \
        --threads, and --shard splits the profiles so shard outputs concatenate to the full run.

        Examples:
          mm-score --jobs jobs.enriched.jsonl --profiles profiles.jsonl --arms arms.json \\
                   --weights pipelines/weights.yaml -o matches.jsonl
          mm-score --jobs jobs.enriched.jsonl --profiles profiles.jsonl --top-k 10 --seed 7 \\
                   --dump-components components.tsv -o matches.jsonl
          mm-score --jobs jobs.enriched.jsonl --profiles profiles.jsonl --shard 2/4 -o matches.2.jsonl
        """)

    @OptionGroup var stage: StageOptions

    @Option(help: "Enriched jobs (JSONL, EnrichedJob); - reads standard input.")
    var jobs: String

    @Option(help: "Candidate profiles (JSONL, CandidateProfile); - reads standard input.")
    var profiles: String

    @Option(help: "Learned arms from mm-learn; without it every arm has its prior only.")
    var arms: String?

    @Option(help: "The weights file.")
    var weights = "pipelines/weights.yaml"

    @Option(name: .customLong("top-k"), help: "Jobs per candidate (default: top_k in the weights file).")
    var topK: Int?

    @Option(help: ArgumentHelp("Also write every pair's components to this tab-separated file.", valueName: "file"))
    var dumpComponents: String?

    @Option(help: ArgumentHelp("The time ages are measured from (ISO 8601; default: the latest posted_at among the jobs).",
                               valueName: "time"))
    var asOf: String?

    func validate() throws {
        if !stage.inputs.isEmpty {
            throw ValidationError("mm-score reads --jobs and --profiles; remove the extra arguments \(stage.inputs.joined(separator: " "))")
        }
        if jobs == "-" && profiles == "-" { throw ValidationError("--jobs and --profiles cannot both be standard input") }
        if let topK, topK < 1 { throw ValidationError("--top-k must be 1 or more") }
        if let asOf, ISO8601Timestamp.parse(asOf) == nil {
            throw ValidationError("--as-of \"\(asOf)\" is not an ISO 8601 time (e.g. 2026-11-22T00:00:00Z)")
        }
    }

    func run() throws {
        let settings = try SettingsFile.load(path: weights)
        let seed = stage.seed ?? settings.seed
        let topK = self.topK ?? settings.topK
        let threads = stage.threadCount
        let armsFile = try arms.map(ArmsFile.read(path:))
        var parameters = ["jobs": jobs, "profiles": profiles, "weights": weights, "top_k": "\(topK)",
                          "arm_level": settings.arms.level.rawValue, "seed": "\(seed)"]
        parameters["arms"] = arms
        parameters["dump_components"] = dumpComponents
        let inputs = try ScoringInputs.read(jobs: jobs, profiles: profiles, threads: threads, shard: stage.shard)
        let asOf = self.asOf.flatMap(ISO8601Timestamp.parse) ?? JobCorpus.latestPostingTime(of: inputs.jobs)
        parameters["as_of"] = ISO8601Timestamp.format(asOf)
        let run = try StageRun(tool: "mm-score", options: stage, parameters: parameters, unit: "profiles")
        try inputs.rejects.forEach(run.reject)
        run.counts.read = inputs.recordsRead
        run.progress.setTotal(inputs.profiles.count)

        let corpus = JobCorpus(jobs: inputs.jobs, settings: settings, asOf: asOf, threads: threads)
        let scorer = BulkScorer(corpus: corpus, profiles: inputs.profiles, settings: settings, arms: armsFile,
                                seed: seed, threads: threads)
        let sink = try openOutput(stage.output)
        let writer = JSONLWriter<Match>(sink: sink)
        let dump = try dumpComponents.map { path -> AtomicOutputFile in
            let file = try AtomicOutputFile(path: path)
            try file.write(Data(ComponentDump.header.utf8))
            return file
        }
        let wantsDump = dump != nil
        try scorer.forEachBatch(inputs.profiles, batchSize: max(threads * 8, 64), threads: threads, { candidate -> (lines: [Data], dump: Data?) in
            let encoder = RecordCoding.makeEncoder()
            let lines = candidate.shortlist(topK: topK).enumerated().map { rank, scored in
                // Match holds only finite numbers, so encoding cannot fail.
                try! JSONLWriter<Match>.encodeLine(candidate.match(scored, rank: rank + 1), with: encoder)
            }
            return (lines, wantsDump ? candidate.componentRows() : nil)
        }, consume: { batch, results in
            for result in results {
                for line in result.lines { try writer.append(line: line) }
                if let rows = result.dump { try dump?.write(rows) }
            }
            run.counts.written = writer.count
            run.progress.advance(by: batch.count)
        })
        try writer.finish()
        try dump?.commit()
        var inputPrints = inputs.fingerprints + [try RecordFile.fingerprint(of: weights)]
        if let arms { inputPrints.append(try RecordFile.fingerprint(of: arms)) }
        var outputs = [sink.fingerprint.with(records: writer.count)]
        if let dump { outputs.append(dump.fingerprint.with(records: corpus.count * inputs.profiles.count)) }
        try run.finish(inputs: inputPrints, outputs: outputs)
        reclaimAtExit((inputs, corpus, scorer))
    }
}
