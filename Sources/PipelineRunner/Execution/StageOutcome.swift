import Foundation

/// What became of one stage in a run of the pipeline: a row of the summary.
public struct StageOutcome: Codable, Sendable, Equatable {
    public var stage: String
    public var status: Status
    /// Why it ran, was skipped, failed or did not run.
    public var reason: String
    /// The stage's exit code (its recorded one when skipped); nil when it did not run.
    public var exitCode: Int32?
    public var seconds: Double?
    /// Records written and rejected, from the stage's run manifests when it writes them.
    public var records: Int?
    public var rejects: Int?

    public init(stage: String, status: Status, reason: String, exitCode: Int32? = nil, seconds: Double? = nil,
                records: Int? = nil, rejects: Int? = nil) {
        self.stage = stage
        self.status = status
        self.reason = reason
        self.exitCode = exitCode
        self.seconds = seconds
        self.records = records
        self.rejects = rejects
    }

    /// The states a stage can end a run in.
    public enum Status: String, Codable, Sendable {
        case ran, skipped, failed, interrupted
        case notRun = "not-run"
        case wouldRun = "would-run"
        case wouldSkip = "would-skip"
    }

    enum CodingKeys: String, CodingKey {
        case stage, status, reason, exitCode = "exit_code", seconds, records, rejects
    }

    /// What this stage contributes to mm-run's exit code: its own code for 0–3, 3 for any other
    /// failure, 128 + N for a run stopped by signal N.
    var severity: Int32 {
        switch status {
        case .ran, .skipped: exitCode ?? 0
        case .failed: exitCode == 2 ? 2 : 3
        case .interrupted: exitCode ?? 3
        case .notRun, .wouldRun, .wouldSkip: 0
        }
    }
}

/// The outcome of a whole run: each stage's, and mm-run's exit code (the worst stage's).
public struct PipelineResult: Codable, Sendable, Equatable {
    public var pipeline: String
    public var stages: [StageOutcome]
    public var exitCode: Int32

    /// The result of `stages`; a run stopped by signal N between stages exits 128 + N all the same.
    init(pipeline: String, stages: [StageOutcome], stopSignal: Int32? = nil) {
        self.pipeline = pipeline
        self.stages = stages
        exitCode = max(stages.map(\.severity).max() ?? 0, stopSignal.map { 128 + $0 } ?? 0)
    }

    enum CodingKeys: String, CodingKey {
        case pipeline, stages, exitCode = "exit_code"
    }
}
