import Foundation
import JobIngest
import MatchCore
import TestSupport

/// Reads a payload file with an adapter, for the adapter tests.
struct PayloadReading {
    var records: [RawJobData] = []
    /// Rejected postings: (pointer, line, reason).
    var rejects: [(pointer: String?, line: Int?, reason: String)] = []

    /// Normalizes the file at `path` as `kind`; throws what the adapter throws for the whole file.
    init(_ kind: JobSourceKind, path: String, parameters: [String: String] = [:], fetchedAt: Date? = nil) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let payload = Payload(file: path, bytes: bytes, parameters: parameters, fetchedAt: fetchedAt)
        for outcome in try JobSources.adapter(for: kind).normalize(payload) {
            switch outcome {
            case .posting(let record): records.append(record)
            case .rejected(let pointer, let line, let reason): rejects.append((pointer, line, reason))
            }
        }
    }

    /// A fixture under `../shared/fixtures/feeds/`.
    static func fixture(_ relative: String) -> String {
        SharedData.path("fixtures/feeds/" + relative)!
    }

    /// A sample under `samples/feeds/`.
    static func sample(_ relative: String) -> String {
        SharedData.sample("feeds/" + relative)
    }

    /// A malformed sample under `samples/feeds-malformed/`.
    static func malformed(_ relative: String) -> String {
        SharedData.sample("feeds-malformed/" + relative)
    }

    /// The record with this source id.
    func record(_ sourceId: String) -> RawJobData? {
        records.first { $0.sourceId == sourceId }
    }
}

/// A UTC date from ISO 8601 text, for expectations.
func utc(_ text: String) -> Date {
    ISO8601Timestamp.parse(text)!
}
