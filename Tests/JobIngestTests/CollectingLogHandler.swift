import Foundation
import Logging

/// A log handler that keeps every message, so tests can read what a run logged.
final class CollectingLogHandler: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.withLock { lines.append("\(event.level): \(event.message)") }
    }

    /// Everything logged so far, one message a line.
    var text: String { lock.withLock { lines.joined(separator: "\n") } }

    /// A logger writing here.
    func logger() -> Logger {
        Logger(label: "test") { _ in self }
    }
}
