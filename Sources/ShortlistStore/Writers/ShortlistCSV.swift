import Foundation
import MatchCore

/// Shortlists as CSV for spreadsheets: one row per candidate and job (RFC 4180, UTF-8, CRLF).
///
/// Text cells that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`)
/// get a leading apostrophe, so a job title from a feed can never become a formula.
public enum ShortlistCSV {
    /// The header row's columns.
    public static let columns = [
        "run_id", "profile_id", "candidate_name", "rank", "score", "job_id", "title", "company",
        "locations", "remote", "url", "occupation", "matched_keywords", "matched_skills", "reasons",
    ]

    /// Writes `shortlists` as CSV to `sink` and commits it; returns the data rows written.
    @discardableResult
    public static func write(_ shortlists: [Shortlist], to sink: any ByteSink) throws -> Int {
        var text = row(columns.map { .text($0) })
        var rows = 0
        for shortlist in shortlists {
            for entry in shortlist.jobs {
                text += row([
                    .text(shortlist.runId), .text(shortlist.profileId), .text(shortlist.candidate.name ?? ""),
                    .number("\(entry.rank)"), .number("\(entry.score)"), .text(entry.jobId), .text(entry.title),
                    .text(entry.company ?? ""), .text(entry.locations.joined(separator: "; ")), .text(entry.remote),
                    .text(entry.url ?? ""), .text(entry.occupationTitle ?? entry.socCode ?? ""),
                    .text(entry.matchedKeywords.joined(separator: "; ")),
                    .text(entry.matchedSkills.joined(separator: "; ")),
                    .text(entry.reasons.joined(separator: " | ")),
                ])
                rows += 1
            }
        }
        try sink.write(Data(text.utf8))
        try sink.commit()
        return rows
    }

    /// A cell: text is quoted as needed and defused; numbers are written as they are.
    enum Cell {
        case text(String)
        case number(String)
    }

    static func row(_ cells: [Cell]) -> String {
        cells.map { cell in
            switch cell {
            case .number(let value): value
            case .text(let value): quote(defuse(value))
            }
        }.joined(separator: ",") + "\r\n"
    }

    static func defuse(_ value: String) -> String {
        guard let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return value }
        return "'" + value
    }

    static func quote(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: { ",\"\n\r".unicodeScalars.contains($0) }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
