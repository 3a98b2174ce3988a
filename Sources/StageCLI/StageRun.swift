import Foundation
import Logging
import MatchCore

/// One run of a stage: its logger, progress line, rejects, counts and manifest.
///
/// A stage makes one at the start of `run()`, writes its output, then calls `finish` to
/// commit the rejects file, write the manifest and apply `--max-reject-rate`.
public final class StageRun {
    public let tool: String
    public let options: StageOptions
    public let logger: Logger
    public let progress: ProgressReporter
    public let rejects: RejectsWriter
    /// Records read, written and rejected so far.
    public var counts = RecordCounts()
    /// Licence notices for the manifest (O*NET attribution, for one).
    public var notices: [String] = []
    private let parameters: [String: String]
    private let startedAt = Date()

    /// Starts a run. `parameters` are the stage's own settings, recorded in the manifest
    /// (the shared options that change output, seed and shard, are recorded by the run itself).
    public init(tool: String, options: StageOptions, parameters: [String: String] = [:], unit: String = "records") throws {
        self.tool = tool
        self.options = options
        self.parameters = parameters
        let logger = StageLogHandler.makeLogger(tool: tool, options: options)
        self.logger = logger
        progress = ProgressReporter(tool: tool, unit: unit, options: options)
        rejects = try RejectsWriter(path: options.rejectsPath) { reject in
            logger.warning("rejected \(reject.summary)")
        }
    }

    /// Records a rejected record or file and counts it.
    public func reject(_ reject: Reject) throws {
        counts.rejected += 1
        try rejects.add(reject)
    }

    /// Whether the record with this stable id is in this run's `--shard` (always, without one).
    public func inShard(id: String) -> Bool {
        options.shard?.contains(id: id) ?? true
    }

    /// Commits the rejects, writes the manifest and checks the reject rate.
    ///
    /// Call after the main output is committed. Throws `RejectRateExceeded` (exit 1) when
    /// more than `--max-reject-rate` of the records read were rejected.
    public func finish(inputs: [FileFingerprint], outputs: [FileFingerprint]) throws {
        progress.finish()
        try rejects.finish()
        let exceeded = counts.rejectRate > options.maxRejectRate
        if let path = options.manifestPath {
            var recorded = parameters
            recorded["max_reject_rate"] = "\(options.maxRejectRate)"
            let manifest = RunManifest(
                tool: tool, parameters: recorded, seed: options.seed, shard: options.shard?.description,
                inputs: inputs, outputs: outputs, counts: counts, startedAt: startedAt, finishedAt: Date(),
                exitCode: exceeded ? StageExitCode.rejectsExceeded.rawValue : StageExitCode.success.rawValue,
                notices: notices)
            try manifest.write(to: path)
        }
        logger.info("read \(counts.read), wrote \(counts.written), rejected \(counts.rejected)")
        if exceeded {
            throw RejectRateExceeded(counts: counts, maxRate: options.maxRejectRate, rejectsPath: rejects.path)
        }
    }
}
