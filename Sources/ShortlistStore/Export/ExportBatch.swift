import Foundation
import MatchCore

/// Everything one run puts in the database: the run and its jobs, profiles, matches and feedback.
///
/// The same batch makes the JSONL, the CSV and the SQLite rows, so the three always agree.
/// Rows are kept in a canonical order (by id, then rank), whatever order the inputs had.
public struct ExportBatch: Sendable, Equatable {
    public var run: StoredRun
    public var jobs: [StoredJob]
    public var profiles: [StoredProfile]
    public var matches: [StoredMatch]
    public var feedback: [StoredFeedback]

    public init(run: StoredRun, jobs: [StoredJob], profiles: [StoredProfile], matches: [StoredMatch],
                feedback: [StoredFeedback]) {
        self.run = run
        self.jobs = jobs.sorted { $0.id < $1.id }
        self.profiles = profiles.sorted { $0.id < $1.id }
        self.matches = matches.sorted { ($0.profileId, $0.rank) < ($1.profileId, $1.rank) }
        self.feedback = feedback.sorted { $0.eventId < $1.eventId }
        self.run.candidateCount = self.profiles.count
        self.run.matchCount = self.matches.count
    }

    /// The run id used when none is given: `run-` and the first 16 hex digits of the
    /// SHA-256 of the inputs' digests, so the same inputs are the same run.
    public static func defaultRunId(inputsSha256: String) -> String {
        "run-" + inputsSha256.prefix(16)
    }

    /// One digest for a run's inputs: the SHA-256 of `role:sha256` lines, in the order given.
    public static func inputsDigest(_ inputs: [(role: String, sha256: String)]) -> String {
        HexDigest.sha256(of: Array(inputs.map { "\($0.role):\($0.sha256)\n" }.joined().utf8))
    }
}
