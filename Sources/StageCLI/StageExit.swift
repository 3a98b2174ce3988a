import ArgumentParser
import Foundation
import MatchCore

/// The exit codes every stage uses (`DESIGN.md`).
public enum StageExitCode: Int32, Sendable {
    /// Done.
    case success = 0
    /// Done, but rejects exceeded `--max-reject-rate`.
    case rejectsExceeded = 1
    /// Usage or configuration error.
    case usage = 2
    /// Input or output failure.
    case inputOutput = 3
}

/// A run that finished but rejected more than `--max-reject-rate` of its records (exit 1).
public struct RejectRateExceeded: Error, LocalizedError, Sendable {
    public var counts: RecordCounts
    public var maxRate: Double
    public var rejectsPath: String?

    public init(counts: RecordCounts, maxRate: Double, rejectsPath: String?) {
        self.counts = counts
        self.maxRate = maxRate
        self.rejectsPath = rejectsPath
    }

    public var errorDescription: String? {
        let percent = String(format: "%.1f%%", counts.rejectRate * 100)
        let place = rejectsPath.map { "; see \($0)" } ?? ""
        return "\(counts.rejected) of \(counts.read) records rejected (\(percent)), more than --max-reject-rate \(maxRate) allows\(place)"
    }
}

/// Maps any error a stage ends with to its message and exit code, and exits.
enum StageTermination {
    /// Prints `<tool>: error: <message>` (unless the error is a clean exit) and exits with the stage code.
    static func exit<Command: ParsableCommand>(
        _ command: Command.Type, tool: String, error: Error, duringParsing: Bool
    ) -> Never {
        if case FileAccessError.brokenPipe = error {
            // `mm-score … | head`: the reader has what it wanted.
            Foundation.exit(StageExitCode.success.rawValue)
        }
        let code: StageExitCode
        let message: String
        switch error {
        case let failure as StageFailure:
            code = failure.kind == .usage ? .usage : .inputOutput
            message = failure.errorDescription ?? "\(failure)"
        case let exceeded as RejectRateExceeded:
            code = .rejectsExceeded
            message = exceeded.errorDescription ?? "too many rejects"
        default:
            if command.exitCode(for: error) == .success {
                command.exit(withError: error)  // --help, --version
            }
            if let exitCode = error as? ExitCode {
                Foundation.exit(exitCode.rawValue)
            }
            if duringParsing || error is ValidationError {
                code = .usage
                message = command.message(for: error) + " (see \(tool) --help)"
            } else {
                code = .inputOutput
                message = (error as? LocalizedError)?.errorDescription ?? "\(error)"
            }
        }
        StandardError.writeLine("\(tool): error: \(message)")
        Foundation.exit(code.rawValue)
    }
}
