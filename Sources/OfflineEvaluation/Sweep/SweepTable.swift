import Foundation
import MatchCore

/// A sweep's rows sorted by the chosen metric, written as CSV and JSONL.
public struct SweepTable: Sendable {
    /// Best first: the chosen metric's value, higher first (a configuration without a value
    /// last), then the configuration's number, so ties keep the order the sweep generated.
    public let rows: [SweepRow]
    public let metric: String
    public let keys: [String]
    public let metricNames: [String]

    public init(rows: [SweepRow], metric: String, keys: [String], metricNames: [String]) {
        self.metric = metric
        self.keys = keys
        self.metricNames = metricNames
        self.rows = rows.sorted { a, b in
            let (x, y) = (a.estimate(metric)?.value, b.estimate(metric)?.value)
            if x != y {
                guard let x else { return false }
                guard let y else { return true }
                return x > y
            }
            return a.configuration < b.configuration
        }
    }

    /// The table as CSV: rank, configuration, each swept key, then each metric with its
    /// interval's bounds (empty where there is none).
    public func csv() -> Data {
        var header = ["rank", "configuration"] + keys
        for name in metricNames { header += [name, "\(name)_lower", "\(name)_upper"] }
        var lines = [header.map(Self.csvField).joined(separator: ",")]
        for (index, row) in rows.enumerated() {
            var fields = ["\(index + 1)", "\(row.configuration)"] + row.settings.map { Self.number($0.value) }
            for name in metricNames {
                let estimate = row.estimate(name)
                fields += [estimate?.value, estimate?.lower, estimate?.upper].map { $0.map(Self.number) ?? "" }
            }
            lines.append(fields.joined(separator: ","))
        }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The table as JSONL, one object per row, keys sorted.
    public func jsonl() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = Data()
        for (index, row) in rows.enumerated() {
            let line = Line(rank: index + 1, configuration: row.configuration,
                            settings: Dictionary(uniqueKeysWithValues: row.settings.map { ($0.key, $0.value) }),
                            metrics: Dictionary(uniqueKeysWithValues: row.metrics.map { ($0.name, $0.estimate) }))
            data.append(try encoder.encode(line))
            data.append(0x0A)
        }
        return data
    }

    private struct Line: Encodable {
        var rank: Int
        var configuration: Int
        var settings: [String: Double]
        var metrics: [String: IntervalEstimate]
    }

    /// A number as Swift prints it (shortest text that reads back the same).
    static func number(_ value: Double) -> String { "\(value)" }

    private static func csvField(_ text: String) -> String {
        text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" })
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}
