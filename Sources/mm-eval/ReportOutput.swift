import Foundation
import MatchCore
import OfflineEvaluation
import StageCLI

/// Writes a report as indented JSON with sorted keys (atomically, or to standard output), and
/// its table for people: on standard output when the report goes to a file, on standard error
/// when it goes to standard output (unless the log is JSON lines, which a table would break),
/// nowhere under --quiet.
func writeReport<Report: Encodable>(_ report: Report, table: [String], run: StageRun) throws -> FileFingerprint {
    let data = try JSONDocumentFile.encode(report)
    let sink = try openOutput(run.options.output)
    try sink.write(data)
    try sink.commit()
    run.counts.written += 1
    show(table, options: run.options)
    return sink.fingerprint.with(records: 1)
}

/// Shows a table to people: on standard output when the output goes to a file, on standard
/// error when it goes to standard output (unless the log is JSON lines), nowhere under --quiet.
func show(_ table: [String], options: StageOptions) {
    guard !options.quiet else { return }
    let text = table.joined(separator: "\n")
    if options.output == "-" {
        if options.logFormat == .text { StandardError.writeLine(text) }
    } else {
        print(text)
    }
}

/// One table row: a name, the value and its interval, in fixed-width columns.
func tableRow(_ name: String, _ estimate: IntervalEstimate, width: Int = 28) -> String {
    func number(_ value: Double?) -> String { value.map { String(format: "%.4f", $0) } ?? "n/a" }
    let padded = name.padding(toLength: max(width, name.count), withPad: " ", startingAt: 0)
    return "\(padded) \(number(estimate.value))  [\(number(estimate.lower)), \(number(estimate.upper))]"
}

/// Writes `data` atomically to `path` (or standard output for -); its fingerprint for the manifest.
func write(_ data: Data, to path: String, records: Int) throws -> FileFingerprint {
    let sink = try openOutput(path)
    try sink.write(data)
    try sink.commit()
    return sink.fingerprint.with(records: records)
}
