import Foundation
import Synchronization

/// The progress line a stage draws on standard error when it is a terminal:
/// `mm-resumes: 412/1,000 files · 38.2/s · ETA 0:15`.
///
/// Safe to call from any thread; it redraws at most ten times a second, and draws
/// nothing under `--quiet`, when standard error is not a terminal, or with JSON logs.
public final class ProgressReporter: Sendable {
    private let tool: String
    private let unit: String
    private let enabled: Bool
    private let state: Mutex<(done: Int, total: Int?, lastDraw: Double)>
    private let started = Date()

    public init(tool: String, unit: String, total: Int? = nil, options: StageOptions) {
        self.tool = tool
        self.unit = unit
        enabled = StandardError.isTerminal && !options.quiet && options.logFormat == .text
        state = Mutex((0, total, 0))
    }

    /// Sets the total once it is known.
    public func setTotal(_ total: Int) {
        state.withLock { $0.total = total }
    }

    /// Counts `count` more items done, redrawing the line when due.
    public func advance(by count: Int = 1) {
        let line: String? = state.withLock { state in
            state.done += count
            let elapsed = Date().timeIntervalSince(started)
            guard enabled, elapsed - state.lastDraw >= 0.1 else { return nil }
            state.lastDraw = elapsed
            return Self.describe(done: state.done, total: state.total, elapsed: elapsed, tool: tool, unit: unit)
        }
        if let line { StandardError.drawProgress(line) }
    }

    /// Removes the line, before the stage's summary is printed.
    public func finish() {
        if enabled { StandardError.clearProgress() }
    }

    static func describe(done: Int, total: Int?, elapsed: Double, tool: String, unit: String) -> String {
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        var line = "\(tool): \(done)"
        if let total { line += "/\(total)" }
        line += " \(unit) · " + String(format: "%.1f/s", rate)
        if let total, rate > 0, done < total {
            let remaining = Int((Double(total - done) / rate).rounded())
            line += String(format: " · ETA %d:%02d", remaining / 60, remaining % 60)
        }
        return line
    }
}
