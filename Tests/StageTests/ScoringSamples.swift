import Foundation
import MatchCore
import ThompsonScoring

/// The hand-written scoring samples of this checkout, and generated ones for larger runs.
enum ScoringSamples {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ relative: String) -> String {
        String(decoding: FileManager.default.contents(atPath: root.appendingPathComponent(relative).path)!, as: UTF8.self)
    }

    static var jobs: String { text("samples/scoring/jobs.enriched.jsonl") }
    static var profiles: String { text("samples/scoring/profiles.jsonl") }
    static var feedback: String { text("samples/feedback/feedback.jsonl") }
    static var weights: String { text("pipelines/weights.yaml") }

    /// Copies the samples and the weights file into `dir`.
    static func install(in dir: Workdir) {
        dir.write("jobs.jsonl", jobs)
        dir.write("profiles.jsonl", profiles)
        dir.write("feedback.jsonl", feedback)
        dir.write("weights.yaml", weights)
    }

    /// Writes `jobs` generated jobs and `profiles` generated profiles as JSONL into `dir`.
    static func generate(in dir: Workdir, jobs: Int, profiles: Int) throws {
        let records = SyntheticRecords(seed: 8, vocabularySize: 300, occupationCount: 25)
        let encoder = RecordCoding.makeEncoder()
        func lines<R: Encodable>(_ items: [R]) throws -> String {
            try items.map { String(decoding: try encoder.encode($0), as: UTF8.self) }.joined(separator: "\n") + "\n"
        }
        dir.write("jobs.jsonl", try lines((0..<jobs).map(records.job)))
        dir.write("profiles.jsonl", try lines((0..<profiles).map(records.profile)))
        dir.write("weights.yaml", weights)
    }

    /// The JSON objects of a JSONL text.
    static func objects(_ text: String?) -> [[String: Any]] {
        (text ?? "").split(separator: "\n").map {
            try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
    }
}
