import Foundation
import Logging
import MatchCore

/// How mm-run was asked to run a pipeline.
public struct RunOptions: Sendable {
    /// Run every stage, up to date or not.
    public var force = false
    /// Run this stage and every stage downstream of it, up to date or not.
    public var from: String?
    /// Say what would run and why, and run nothing.
    public var dryRun = false
    /// Pass `--log-format json` to `mm-*` stages (not counted as a change of command line).
    public var jsonLogs = false
    /// Pass `--quiet` to `mm-*` stages (not counted as a change of command line).
    public var quietStages = false

    public init(force: Bool = false, from: String? = nil, dryRun: Bool = false, jsonLogs: Bool = false,
                quietStages: Bool = false) {
        self.force = force
        self.from = from
        self.dryRun = dryRun
        self.jsonLogs = jsonLogs
        self.quietStages = quietStages
    }
}

/// Runs a pipeline's stages in order, skipping the ones that are up to date.
///
/// A stage that exits 0 or 1 is recorded in the state file at once; one that fails (any other
/// code, or a signal) stops the run, and the stages after it are reported as not run. A signal
/// to mm-run is passed to the running stage, and the run stops once it has ended.
public struct PipelineExecutor {
    public var pipeline: Pipeline
    public var options: RunOptions
    public var resolver: CommandResolver
    public var logger: Logger

    public init(pipeline: Pipeline, options: RunOptions, resolver: CommandResolver, logger: Logger) {
        self.pipeline = pipeline
        self.options = options
        self.resolver = resolver
        self.logger = logger
    }

    /// Runs the pipeline (or, with `dryRun`, says what it would do).
    ///
    /// Throws before any stage runs when a command cannot be found, an input is missing that no
    /// stage makes, `--from` names no stage, or another run holds the lock (`PipelineLockBusy`).
    public func run() throws -> PipelineResult {
        let plans = try plan()
        let lock = options.dryRun ? nil : try PipelineLock(stateDir: pipeline.stateDir)
        defer { withExtendedLifetime(lock) {} }
        let lockDescriptor = lock?.descriptor
        let statePath = RunState.path(in: pipeline.stateDir)
        var state = try RunState.read(from: statePath)
        let forced = try forcedStages()
        var outcomes: [StageOutcome] = []
        var wouldRun = Set<String>()
        var stopped: String?
        for plan in plans {
            let stage = plan.stage
            if let stopped {
                outcomes.append(StageOutcome(stage: stage.name, status: .notRun, reason: stopped))
                continue
            }
            if let signal = SignalForwarding.stopSignal {
                stopped = "mm-run was stopped by signal \(signal)"
                outcomes.append(StageOutcome(stage: stage.name, status: .notRun, reason: stopped!))
                continue
            }
            if options.dryRun, let upstream = upstreamNames(of: stage).first(where: wouldRun.contains) {
                wouldRun.insert(stage.name)
                outcomes.append(StageOutcome(stage: stage.name, status: .wouldRun,
                                             reason: "an input is made by \(upstream), which would run first"))
                log(outcomes.last!)
                continue
            }
            let fingerprint = try plan.fingerprint(pipeline: pipeline)
            let record = state.stages[stage.name]
            let outputs = try outputDigests(stage)
            let reason = forced[stage.name] ?? (stage.always ? "it always runs (always: true)" : nil)
                ?? UpToDateCheck.reasonToRun(record: record, now: fingerprint, outputs: outputs)
            if options.dryRun {
                if let reason { wouldRun.insert(stage.name) }
                outcomes.append(StageOutcome(stage: stage.name, status: reason == nil ? .wouldSkip : .wouldRun,
                                             reason: reason ?? "up to date"))
                log(outcomes.last!)
                continue
            }
            guard let reason else {
                // No reason to run means there is a record that matches.
                let outcome = StageOutcome(stage: stage.name, status: .skipped, reason: "up to date",
                                           exitCode: record?.exitCode, records: record?.records, rejects: record?.rejects)
                outcomes.append(outcome)
                log(outcome)
                continue
            }
            let (outcome, newRecord) = try execute(plan, fingerprint: fingerprint, reason: reason, lock: lockDescriptor)
            outcomes.append(outcome)
            log(outcome)
            if let newRecord {
                state.stages[stage.name] = newRecord
                state.stages = state.stages.filter { name, _ in plans.contains { $0.stage.name == name } }
                try state.write(to: statePath)
            } else {
                stopped = outcome.status == .interrupted ? "mm-run was stopped during \(stage.name)"
                    : "stage \(stage.name) failed"
            }
        }
        return PipelineResult(pipeline: pipeline.path, stages: outcomes, stopSignal: SignalForwarding.stopSignal)
    }

    /// Resolves every stage's command and checks the inputs no stage makes, before anything runs.
    func plan() throws -> [StagePlan] {
        let made = pipeline.stages.flatMap(\.outputs)
        return try pipeline.stages.map { stage in
            let (path, searched) = resolver.resolve(stage.command[0])
            guard let executable = path else {
                throw PipelineError.commandNotFound(stage: stage.name, command: stage.command[0], searched: searched)
            }
            for input in stage.inputs where !made.contains(where: { StageGraph.overlaps(input, $0) }) {
                guard FileManager.default.fileExists(atPath: pipeline.absolute(input)) else {
                    throw PipelineError.missingInput(stage: stage.name, path: input)
                }
            }
            return StagePlan(stage: stage, executable: executable,
                             toolVersion: try resolver.toolVersion(command: stage.command[0], executable: executable))
        }
    }

    private func forcedStages() throws -> [String: String] {
        if options.force { return Dictionary(uniqueKeysWithValues: pipeline.stages.map { ($0.name, "--force") }) }
        guard let from = options.from else { return [:] }
        _ = try pipeline.stage(named: from)
        let index = pipeline.graph.names.firstIndex(of: from)!
        return Dictionary(uniqueKeysWithValues: pipeline.graph.downstream(of: index).map {
            (pipeline.graph.names[$0], "--from \(from)")
        })
    }

    private func upstreamNames(of stage: PipelineStage) -> [String] {
        guard let index = pipeline.graph.names.firstIndex(of: stage.name) else { return [] }
        return pipeline.graph.upstream[index].map { pipeline.graph.names[$0] }
    }

    private func outputDigests(_ stage: PipelineStage) throws -> [(path: String, sha256: String?)] {
        try stage.outputs.map { ($0, try PathDigest.of(pipeline.absolute($0))) }
    }

    /// Runs one stage; returns its outcome, and its new record when it finished (exit 0 or 1).
    private func execute(_ plan: StagePlan, fingerprint: StageFingerprint, reason: String, lock: Int32?) throws
        -> (StageOutcome, StageRecord?) {
        let stage = plan.stage
        for output in stage.outputs {
            let folder = URL(fileURLWithPath: pipeline.absolute(output)).deletingLastPathComponent().path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        var arguments = stage.command
        if CommandResolver.isSuiteTool(stage.command[0]) {
            if options.jsonLogs, !arguments.contains("--log-format") { arguments += ["--log-format", "json"] }
            if options.quietStages, !arguments.contains("--quiet"), !arguments.contains("-q") { arguments.append("--quiet") }
        }
        logger.info("\(stage.name): running (\(reason)): \(arguments.joined(separator: " "))",
                    metadata: structured(["stage": "\(stage.name)", "event": "start", "reason": "\(reason)"]))
        let started = Date()
        let end: ProcessEnd
        do {
            end = try ChildProcess.run(executable: plan.executable, arguments: arguments, folder: pipeline.root, lock: lock)
        } catch {
            return (StageOutcome(stage: stage.name, status: .failed, reason: "\(error.localizedDescription)", exitCode: 3), nil)
        }
        let seconds = Date().timeIntervalSince(started)
        let code: Int32
        switch end {
        case .exited(let exit) where exit == 0 || exit == 1:
            code = exit
        case .exited(let exit):
            if let signal = SignalForwarding.stopSignal {
                return (StageOutcome(stage: stage.name, status: .interrupted, reason: "stopped by signal \(signal), exit \(exit)",
                                     exitCode: 128 + signal, seconds: seconds), nil)
            }
            return (StageOutcome(stage: stage.name, status: .failed, reason: "exited with \(exit)", exitCode: exit,
                                 seconds: seconds), nil)
        case .signalled(let signal):
            let stop = SignalForwarding.stopSignal
            return (StageOutcome(stage: stage.name, status: stop == nil ? .failed : .interrupted,
                                 reason: "killed by signal \(signal)", exitCode: 128 + (stop ?? signal), seconds: seconds), nil)
        }
        var outputs: [String: String] = [:]
        for output in stage.outputs {
            guard let digest = try PathDigest.of(pipeline.absolute(output)) else {
                return (StageOutcome(stage: stage.name, status: .failed,
                                     reason: "exited \(code) but did not write \(output) (check the outputs the pipeline lists for it)",
                                     exitCode: 3, seconds: seconds), nil)
            }
            outputs[output] = digest
        }
        let counts = ManifestCounts.read(outputs: stage.outputs.map(pipeline.absolute), since: started)
        let record = StageRecord(fingerprint: fingerprint, outputs: outputs, exitCode: code, finishedAt: Date(),
                                 seconds: seconds, records: counts?.written, rejects: counts?.rejected)
        return (StageOutcome(stage: stage.name, status: .ran, reason: reason, exitCode: code, seconds: seconds,
                             records: counts?.written, rejects: counts?.rejected), record)
    }

    private func log(_ outcome: StageOutcome) {
        var metadata: Logger.Metadata = ["stage": "\(outcome.stage)", "event": "\(outcome.status.rawValue)",
                                         "reason": "\(outcome.reason)"]
        if let code = outcome.exitCode { metadata["exit_code"] = "\(code)" }
        if let seconds = outcome.seconds { metadata["seconds"] = "\(String(format: "%.2f", seconds))" }
        if let records = outcome.records { metadata["records"] = "\(records)" }
        if let rejects = outcome.rejects { metadata["rejects"] = "\(rejects)" }
        let text = "\(outcome.stage): \(outcome.status.rawValue) (\(outcome.reason))"
        switch outcome.status {
        case .failed, .interrupted: logger.error("\(text)", metadata: structured(metadata))
        default: logger.info("\(text)", metadata: structured(metadata))
        }
    }

    /// Fields for JSON log lines; text lines already say it all in their message.
    private func structured(_ metadata: Logger.Metadata) -> Logger.Metadata? {
        options.jsonLogs ? metadata : nil
    }
}

/// A stage with its executable found and its tool version known.
struct StagePlan {
    var stage: PipelineStage
    var executable: String
    var toolVersion: String

    /// The stage's fingerprint now: its inputs hashed as they are.
    func fingerprint(pipeline: Pipeline) throws -> StageFingerprint {
        var inputs: [String: String] = [:]
        for input in stage.inputs {
            guard let digest = try PathDigest.of(pipeline.absolute(input)) else {
                throw PipelineError.missingInput(stage: stage.name, path: input)
            }
            inputs[input] = digest
        }
        return StageFingerprint(command: stage.command, parameters: stage.parameters, toolVersion: toolVersion,
                                inputs: inputs)
    }
}

/// Record counts from the run manifests a stage wrote beside its outputs.
enum ManifestCounts {
    /// The summed counts of the manifests written since `since`; nil when there are none.
    static func read(outputs: [String], since: Date) -> RecordCounts? {
        var seen = Set<String>()
        var total: RecordCounts?
        for output in outputs {
            let path = RunManifest.path(forOutput: output)
            guard seen.insert(path).inserted,
                  let manifest = try? RunManifest.read(from: path),
                  manifest.finishedAt.timeIntervalSince(since) > -1
            else { continue }
            var sum = total ?? RecordCounts()
            sum.read += manifest.counts.read
            sum.written += manifest.counts.written
            sum.rejected += manifest.counts.rejected
            total = sum
        }
        return total
    }
}
