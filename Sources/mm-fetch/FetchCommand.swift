import ArgumentParser
import Foundation
import JobIngest
import MatchCore
import StageCLI

@main
struct FetchCommand: AsyncStageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-fetch",
        abstract: "Fetch every job source of a sources file into a raw/ folder, as fetched.",
        discussion: """
        Each source's pages go to raw/<source>/<fetched-at>/ with a fetch-manifest.json \
        (URL with secrets redacted, status, bytes, SHA-256). Requests are paced by each \
        source's rate limit, retried with backoff on timeouts, 429 (honouring Retry-After) \
        and 5xx, and a source that keeps failing has its circuit breaker opened while the \
        others go on. ETag and Last-Modified are remembered in raw/.fetch-state.json, so an \
        unchanged feed costs a 304.

        Secrets (API keys) are named in sources.yaml by environment variable and never \
        written anywhere. A failed source is logged, listed in the rejects file and makes \
        the exit code 1; what the other sources returned is kept.

        Examples:
          mm-fetch pipelines/sources.yaml -o raw
          ADZUNA_APP_ID=… ADZUNA_APP_KEY=… mm-fetch pipelines/sources.yaml -o raw --only adzuna-gb
          mm-fetch pipelines/sources.yaml -o raw --offline      (samples instead of the network)
          mm-fetch pipelines/sources.yaml -o raw && mm-normalize raw -o jobs.jsonl
        """)

    @OptionGroup var stage: StageOptions

    @Flag(help: "Copy each source's sample: file instead of using the network.")
    var offline = false

    @Option(help: ArgumentHelp("Fetch only the named sources (repeatable).", valueName: "name"))
    var only: [String] = []

    func run() async throws {
        guard stage.inputs.count <= 1 else {
            throw ValidationError("give one sources file (e.g. pipelines/sources.yaml)")
        }
        let sourcesPath = stage.inputs.first ?? "pipelines/sources.yaml"
        let rawFolder = stage.output == "-" ? "raw" : stage.output
        var options = stage
        options.output = rawFolder
        let run = try StageRun(tool: "mm-fetch", options: options,
                               parameters: ["offline": "\(offline)", "only": only.joined(separator: ",")], unit: "sources")
        let file = try SourcesFile.load(path: sourcesPath)
        let unknown = Set(only).subtracting(file.sources.map(\.name))
        guard unknown.isEmpty else {
            throw ConfigurationError("--only names \(unknown.sorted().joined(separator: ", ")), which \(sourcesPath) does not list")
        }
        let chosen = only.isEmpty ? file.sources : file.sources.filter { only.contains($0.name) }
        var fetch = FetchRun(sources: chosen, policy: file.policy, rawFolder: rawFolder,
                             environment: ProcessInfo.processInfo.environment, logger: run.logger)
        fetch.offline = offline
        let reports = try await fetch.run()
        var outputs: [FileFingerprint] = []
        var failures: [String] = []
        for report in reports {
            let manifest = report.manifest
            run.counts.read += 1
            run.progress.advance()
            if report.failed {
                let reason = manifest.error ?? "failed"
                failures.append("\(manifest.source) (\(reason))")
                try run.reject(Reject(input: sourcesPath, pointer: "sources[\(manifest.source)]", recordId: manifest.source,
                                      reason: "\(manifest.status.rawValue): \(reason)"))
            } else {
                run.counts.written += 1
            }
            let bytes = manifest.pages.reduce(0) { $0 + $1.bytes }
            run.logger.info("\(manifest.source): \(manifest.status.rawValue), \(manifest.pages.count) request(s), \(bytes) bytes")
            for (page, path) in zip(manifest.pages.filter { $0.file != nil }, report.payloadFiles) {
                outputs.append(FileFingerprint(path: path, sha256: page.sha256 ?? "", bytes: page.bytes))
            }
        }
        try run.finish(inputs: [try FileFingerprint.of(path: sourcesPath)], outputs: outputs)
        if !failures.isEmpty {
            StandardError.writeLine("mm-fetch: error: \(failures.count) of \(reports.count) sources failed: \(failures.joined(separator: "; "))")
            throw ExitCode(StageExitCode.rejectsExceeded.rawValue)
        }
    }
}
