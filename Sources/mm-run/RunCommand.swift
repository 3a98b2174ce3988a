import ArgumentParser
import Foundation
import Logging
import MatchCore
import PipelineRunner
import StageCLI

@main
struct RunCommand: StageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-run",
        abstract: "Run a pipeline file's stages in order, skipping the ones that are up to date.",
        discussion: """
        A stage is skipped when its inputs (by SHA-256), command line, parameters and tool \
        version match its last finished run and its outputs are still as that run left them; \
        mm-run keeps what it needs in <state_dir>/state.json (default output/.mm-run). A run \
        that is stopped or killed keeps the records of the stages it finished, so the next run \
        starts at the stage that did not finish.

        Stage commands named mm-* are found beside this mm-run first, then on PATH. A lock \
        (<state_dir>/lock) keeps two runs of one pipeline from overlapping. SIGTERM, SIGINT and \
        SIGHUP are passed on to the running stage.

        Exit codes: the worst stage's: 0 done; 1 a stage rejected more than it allows; 2 usage \
        or configuration error (the pipeline file, or a stage's exit 2); 3 a stage failed or \
        an input is missing; 4 another run of the pipeline holds the lock, so this one did \
        nothing; 128+N stopped by signal N.

        Examples:
          mm-run pipelines/sample.yaml
          mm-run pipelines/sample.yaml --dry-run
          mm-run pipelines/nightly.yaml --from score --log-format json
        """)

    /// Exit code when another run holds the pipeline's lock (beside the stage codes 0–3).
    static let lockBusyExitCode: Int32 = 4

    @Argument(help: "The pipeline file (YAML).")
    var pipeline: String

    @Flag(help: "Run every stage, up to date or not.")
    var force = false

    @Option(help: ArgumentHelp("Run this stage and every stage downstream of it, up to date or not.", valueName: "stage"))
    var from: String?

    @Flag(help: "Say which stages would run and why; run nothing.")
    var dryRun = false

    @Option(help: "Log lines as text, or json for log collectors (also passed to mm-* stages).")
    var logFormat: LogFormat = .text

    @Flag(name: .shortAndLong, help: "Print only errors and the summary (also passed to mm-* stages).")
    var quiet = false

    func validate() throws {
        if force && from != nil { throw ValidationError("give --force or --from, not both") }
    }

    func run() throws {
        let handler = StageLogHandler(tool: "mm-run", format: logFormat, level: quiet ? .error : .info)
        let logger = Logger(label: "mm-run", factory: { _ in handler })
        let loaded = try Pipeline.load(path: pipeline)
        SignalForwarding.install()
        let executor = PipelineExecutor(
            pipeline: loaded,
            options: RunOptions(force: force, from: from, dryRun: dryRun, jsonLogs: logFormat == .json,
                                quietStages: quiet),
            resolver: CommandResolver(root: loaded.root), logger: logger)
        let result: PipelineResult
        do {
            result = try executor.run()
        } catch let busy as PipelineLockBusy {
            logger.error("\(busy.errorDescription ?? "locked")", metadata: logFormat == .json ? ["event": "locked"] : nil)
            throw ExitCode(Self.lockBusyExitCode)
        }
        print(logFormat == .json ? try RunSummary.json(result) : RunSummary.table(result), terminator: "")
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
    }
}
