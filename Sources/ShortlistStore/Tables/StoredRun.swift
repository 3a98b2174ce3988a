import Foundation
import GRDB

/// One export of shortlists: a row of the `runs` table.
///
/// Every other per-run table refers to it; deleting a run deletes its rows (the history of
/// older runs stays).
public struct StoredRun: Codable, Sendable, Equatable {
    /// Stable id: given with `--run-id`, or derived from the SHA-256 of the run's inputs.
    public var id: String
    /// When the run was written to the database: the one column that says when, not what.
    public var exportedAt: Date
    public var toolVersion: String
    /// `I/N` for the output of one shard; nil for a whole run (unsharded or merged).
    public var shard: String?
    /// SHA-256 over the run's inputs, each whole (before any `--shard`).
    public var inputsSha256: String
    public var candidateCount: Int
    public var matchCount: Int

    public init(id: String, exportedAt: Date, toolVersion: String, shard: String?, inputsSha256: String,
                candidateCount: Int, matchCount: Int) {
        self.id = id
        self.exportedAt = exportedAt
        self.toolVersion = toolVersion
        self.shard = shard
        self.inputsSha256 = inputsSha256
        self.candidateCount = candidateCount
        self.matchCount = matchCount
    }

    enum CodingKeys: String, CodingKey {
        case id, exportedAt = "exported_at", toolVersion = "tool_version", shard
        case inputsSha256 = "inputs_sha256", candidateCount = "candidate_count", matchCount = "match_count"
    }
}

extension StoredRun: StoredRecordCoding {
    public static let databaseTableName = "runs"
}
