import Foundation
import MatchCore

/// The learned evidence `mm-learn` writes and `mm-score` reads (`arms.json`).
///
/// Evidence is kept per (profile, detailed occupation) as decayed pseudo-counts, so the arm
/// level of `weights.yaml` can change without relearning: `mm-score` sums the evidence of
/// the occupations in each group and adds the prior that the profile's fit to the group gives.
public struct ArmsFile: Codable, Sendable, Equatable {
    public var schemaVersion: Int
    /// The time all evidence is decayed to: the latest event time learned so far.
    public var asOf: Date?
    /// The half-life the evidence was last decayed with, for the record.
    public var halfLifeDays: Double
    /// Evidence per (profile, occupation), sorted by profile id then occupation.
    public var arms: [ArmEvidence]
    /// Ids of every event learned from, sorted, so that an event is never counted twice.
    public var seenEventIds: [String]

    /// An empty file: no evidence, no events.
    public init(halfLifeDays: Double) {
        schemaVersion = 1
        asOf = nil
        self.halfLifeDays = halfLifeDays
        arms = []
        seenEventIds = []
    }

    enum CodingKeys: String, CodingKey {
        case schemaVersion = "schema_version", asOf = "as_of", halfLifeDays = "half_life_days", arms
        case seenEventIds = "seen_event_ids"
    }

    /// Reads an arms file; throws a message naming the file when it cannot be used.
    public static func read(path: String) throws -> ArmsFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: FileManager.default.fileExists(atPath: path)
                ? "permission denied" : "no such file or directory (leave out --arms on the first run)")
        }
        do {
            let file = try RecordCoding.makeDecoder().decode(ArmsFile.self, from: data)
            guard file.schemaVersion == 1 else {
                throw ConfigurationError("\(path): schema_version \(file.schemaVersion) is not 1; rebuild it with this mm-learn")
            }
            return file
        } catch let error as DecodingError {
            throw ConfigurationError("\(path): not an arms file: \(DecodingErrorDescription.describe(error)) (write it with mm-learn)")
        }
    }

    /// The file as canonical JSON bytes (sorted keys, one trailing newline).
    public func encoded() throws -> Data {
        try JSONDocumentFile.encode(self)
    }

    /// Evidence grouped by profile id, for the scorer.
    public func evidenceByProfile() -> [String: [ArmEvidence]] {
        Dictionary(grouping: arms, by: \.profileId)
    }
}

/// Decayed evidence about one profile's response to one detailed occupation.
public struct ArmEvidence: Codable, Sendable, Equatable {
    public var profileId: String
    /// Detailed O*NET-SOC code of the jobs the events were about.
    public var socCode: String
    /// Decayed weight of positive events (apply, save, like): added to α.
    public var successes: Double
    /// Decayed weight of negative events (skip, dislike): added to β.
    public var failures: Double
    /// Events learned from, undecayed.
    public var events: Int
    public var lastEventAt: Date?

    public init(profileId: String, socCode: String, successes: Double = 0, failures: Double = 0,
                events: Int = 0, lastEventAt: Date? = nil) {
        self.profileId = profileId
        self.socCode = socCode
        self.successes = successes
        self.failures = failures
        self.events = events
        self.lastEventAt = lastEventAt
    }

    enum CodingKeys: String, CodingKey {
        case profileId = "profile_id", socCode = "soc_code", successes, failures, events, lastEventAt = "last_event_at"
    }
}
