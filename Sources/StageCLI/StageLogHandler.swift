import Foundation
import Logging
import MatchCore

/// A swift-log handler that writes one line per message to standard error, as text or JSON.
///
/// Text: `mm-check: warning: jobs.jsonl:7: not valid JSON`. JSON (for cron and log collectors):
/// `{"level":"warning","message":"…","time":"2026-11-22T03:04:05Z","tool":"mm-check",…metadata}`.
public struct StageLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    private let tool: String
    private let format: LogFormat

    public init(tool: String, format: LogFormat, level: Logger.Level) {
        self.tool = tool
        self.format = format
        self.logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        switch format {
        case .text:
            var line = "\(tool): \(Self.word(for: event.level)): \(event.message)"
            for key in merged.keys.sorted() { line += " \(key)=\(merged[key]!)" }
            StandardError.writeLine(line)
        case .json:
            var object: [String: String] = merged.mapValues { "\($0)" }
            object["time"] = ISO8601Timestamp.format(Date())
            object["level"] = Self.word(for: event.level)
            object["tool"] = tool
            object["message"] = "\(event.message)"
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            if let data = try? encoder.encode(object) {
                StandardError.writeLine(String(decoding: data, as: UTF8.self))
            }
        }
    }

    private static func word(for level: Logger.Level) -> String {
        switch level {
        case .trace: "trace"
        case .debug: "debug"
        case .info: "info"
        case .notice: "notice"
        case .warning: "warning"
        case .error: "error"
        case .critical: "critical"
        }
    }

    /// Makes the logger a stage uses, honouring `--quiet` and `--log-format`.
    public static func makeLogger(tool: String, options: StageOptions) -> Logger {
        let level: Logger.Level = options.quiet ? .error : .info
        let handler = StageLogHandler(tool: tool, format: options.logFormat, level: level)
        return Logger(label: tool, factory: { _ in handler })
    }
}
