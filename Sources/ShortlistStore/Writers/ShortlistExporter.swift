import Foundation
import MatchCore

/// Writes a run's batch as `shortlists.jsonl`, `shortlists.csv` and into `shortlists.sqlite`.
public struct ShortlistExporter {
    /// Where the JSONL goes (`-` for standard output).
    public var jsonlPath: String
    /// Where the CSV goes; nil for none.
    public var csvPath: String?
    /// The database to add the run to; nil for none.
    public var sqlitePath: String?

    public init(jsonlPath: String, csvPath: String?, sqlitePath: String?) {
        self.jsonlPath = jsonlPath
        self.csvPath = csvPath
        self.sqlitePath = sqlitePath
    }

    /// Writes every output; returns their fingerprints (the JSONL's with its shortlist count).
    ///
    /// Files are written whole or not at all; the database gets the run in one transaction,
    /// written last so it never holds a run whose files failed.
    public func write(_ batch: ExportBatch) throws -> [FileFingerprint] {
        let shortlists = ShortlistAssembler.shortlists(of: batch)
        let sink = try openOutput(jsonlPath)
        let writer = JSONLWriter<Shortlist>(sink: sink)
        for shortlist in shortlists { try writer.write(shortlist) }
        try writer.finish()
        var fingerprints = [sink.fingerprint.with(records: shortlists.count)]
        if let csvPath {
            let csv = try openOutput(csvPath)
            let rows = try ShortlistCSV.write(shortlists, to: csv)
            fingerprints.append(csv.fingerprint.with(records: rows))
        }
        if let sqlitePath {
            try ShortlistDatabase(path: sqlitePath).write(batch)
            fingerprints.append(try FileFingerprint.of(path: sqlitePath, records: batch.matches.count))
        }
        return fingerprints
    }
}
