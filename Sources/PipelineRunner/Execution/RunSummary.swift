import Foundation
import MatchCore

/// The summary mm-run prints when it is done: a table for people, or one JSON object.
public enum RunSummary {
    /// A table with a row per stage: status, time, records, rejects, exit code and why.
    public static func table(_ result: PipelineResult) -> String {
        let header = ["stage", "status", "time", "records", "rejects", "exit", "why"]
        let rows = result.stages.map { outcome -> [String] in
            [outcome.stage, outcome.status.rawValue, outcome.seconds.map { String(format: "%.2fs", $0) } ?? "-",
             outcome.records.map(String.init) ?? "-", outcome.rejects.map(String.init) ?? "-",
             outcome.exitCode.map(String.init) ?? "-", outcome.reason]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\nexit \(result.exitCode)\n"
    }

    /// The result as one line of JSON (sorted keys).
    public static func json(_ result: PipelineResult) throws -> String {
        let data = try RecordCoding.makeEncoder().encode(result)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
