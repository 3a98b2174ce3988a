import Foundation

/// How many requests a source may receive in a window, e.g. `60/min` or `300/month`.
public struct RateLimit: Sendable, Equatable, CustomStringConvertible {
    public var requests: Int
    public var window: Window

    /// The length of window a limit counts requests over.
    public enum Window: String, Sendable, CaseIterable {
        case second = "s", minute = "min", hour = "h", day = "day", month = "month"

        /// The window's length in seconds (a month counts as 30 days).
        public var seconds: Double {
            switch self {
            case .second: 1
            case .minute: 60
            case .hour: 3600
            case .day: 86_400
            case .month: 2_592_000
            }
        }

        /// Whether the limit is a budget counted across runs rather than a pace within one.
        public var isBudget: Bool { self == .day || self == .month }
    }

    public init(_ requests: Int, per window: Window) {
        self.requests = requests
        self.window = window
    }

    /// Reads `N/unit` with unit s, sec, second, min, minute, h, hour, day or month.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let aliases: [String: Window] = [
            "s": .second, "sec": .second, "second": .second, "min": .minute, "minute": .minute,
            "h": .hour, "hour": .hour, "d": .day, "day": .day, "month": .month,
        ]
        guard parts.count == 2, let count = Int(parts[0]), count > 0, let window = aliases[parts[1]] else {
            throw SourcesFileError.invalid("rate limit \"\(text)\" is not N/unit (e.g. 60/min, 10/s, 300/month)")
        }
        self.init(count, per: window)
    }

    /// The least time between two requests to keep a pace limit.
    public var spacing: Double { window.isBudget ? 0 : window.seconds / Double(requests) }

    public var description: String { "\(requests)/\(window.rawValue)" }
}
