import ArgumentParser
import Foundation
import JobIngest
import MatchCore
import StageCLI

@main
struct NormalizeCommand: StageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-normalize",
        abstract: "Turn raw job payloads into RawJobData JSONL, one record per posting.",
        discussion: """
        Reads the raw/ folder mm-fetch writes (each source's latest fetch, with the kind and \
        parameters its fetch manifest records), or payload files obtained some other way, \
        given with --kind and the source's parameters as sources.yaml names them. A file in a \
        folder named after a kind (samples/feeds/lever/…) needs no --kind.

        Output is sorted by id, so reruns give identical bytes. The same job found in several \
        sources (same normalized company, title and city) is written once, from the most \
        structured source, with the others in also_seen_in. A posting or payload that cannot \
        be read goes to the rejects file with its file, position (jobs[3], a line) and reason.

        Examples:
          mm-normalize raw/ -o jobs.jsonl
          mm-normalize --kind lever --param company=Acme postings.json -o jobs.jsonl
          mm-normalize --kind adzuna --param country=gb search.json -o - | head
          mm-normalize samples/feeds -o jobs.jsonl --max-reject-rate 0.2
        """)

    @OptionGroup var stage: StageOptions

    @Option(help: ArgumentHelp("The source kind of payload files given directly.", valueName: "kind"))
    var kind: JobSourceKind?

    @Option(name: .customLong("param"), help: ArgumentHelp("A source parameter for payload files given directly (repeatable).", valueName: "key=value"))
    var parameters: [String] = []

    @Flag(help: "Keep every posting, even the same job seen in several sources.")
    var keepDuplicates = false

    func validate() throws {
        for parameter in parameters where !parameter.contains("=") {
            throw ValidationError("--param \(parameter) is not key=value (e.g. --param company=Acme)")
        }
    }

    func run() throws {
        let given = Dictionary(parameters.map { parameter -> (String, String) in
            let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), String(parts[1]))
        }, uniquingKeysWith: { _, last in last })
        var recorded = given.reduce(into: [String: String]()) { $0["param." + $1.key] = $1.value }
        recorded["kind"] = kind?.rawValue
        recorded["keep_duplicates"] = "\(keepDuplicates)"
        let run = try StageRun(tool: "mm-normalize", options: stage, parameters: recorded, unit: "payloads")
        let payloads = try PayloadCatalog.payloads(inputs: stage.inputPaths, kind: kind, parameters: given)
        let sink = try openOutput(stage.output)
        var pipeline = NormalizePipeline(threads: stage.threadCount)
        pipeline.collapseDuplicates = !keepDuplicates
        let shard = stage.shard
        pipeline.keep = { id in shard?.contains(id: id) ?? true }
        let spillFolder = stage.output == "-" ? NSTemporaryDirectory() : (URL(fileURLWithPath: stage.output).deletingLastPathComponent().path)
        let summary = try pipeline.run(payloads, into: sink, spillFolder: spillFolder,
                                       onReject: { try run.reject($0) }, progress: { run.progress.advance(by: $0) })
        try sink.commit()
        run.counts.read = summary.read
        run.counts.written = summary.written
        if summary.collapsed > 0 {
            run.logger.info("collapsed \(summary.collapsed) duplicate postings into the records they repeat")
        }
        try run.finish(inputs: summary.inputs, outputs: [sink.fingerprint.with(records: summary.written)])
    }
}

extension JobSourceKind: ExpressibleByArgument {}
