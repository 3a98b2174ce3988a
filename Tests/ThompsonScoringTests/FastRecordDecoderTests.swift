import Foundation
import MatchCore
import Testing
@testable import ThompsonScoring

@Suite struct FastRecordDecoderTests {
    static func line(_ text: String) -> InputLine { InputLine(number: 1, offset: 0, bytes: Array(text.utf8)) }

    /// The fast path must give exactly what JSONDecoder gives: the same record or the same problem.
    static func agree<Record: Decodable & Equatable>(_ text: String, _: Record.Type) -> Bool {
        let decoder = RecordCoding.makeDecoder()
        let fast = FastRecordDecoder.decode(line(text), as: Record.self, fallback: decoder)
        let reference = JSONLReader<Record>.decode(line(text), with: decoder)
        switch (fast, reference) {
        case (.success(let a), .success(let b)): return a == b
        case (.failure(let a), .failure(let b)): return a == b
        default: return false
        }
    }

    @Test func generatedRecordsDecodeAsWithJSONDecoder() throws {
        let records = SyntheticRecords(seed: 2, vocabularySize: 500, occupationCount: 10)
        let encoder = RecordCoding.makeEncoder()
        for index in 0..<50 {
            let job = String(decoding: try encoder.encode(records.job(index)), as: UTF8.self)
            let profile = String(decoding: try encoder.encode(records.profile(index)), as: UTF8.self)
            #expect(Self.agree(job, EnrichedJob.self))
            #expect(Self.agree(profile, CandidateProfile.self))
        }
    }

    @Test(arguments: [
        #"{"id":"lever:1","source":"lever","source_id":"1","title":"Caf\u00e9 \"chef\" \ud83c\udf73\n","posted_at":"2026-11-02T10:00:00.5Z"}"#,
        #"{"id":"lever:1","source":"lever","source_id":"1","title":"Ünïcode ☃","locations":null,"salary":{"min":1e5,"max":120000.0,"period":"year"}}"#,
        #"{"id":"lever:1","source":"lever","source_id":"1","title":"X","education_level":6.0}"#,
        #"{"id":"lever:1","source":"lever","source_id":"1","title":"X","education_level":1e400}"#,
        #"{"id":"lever:1","source":"lever","source_id":"1","title":"X","remote":"sometimes"}"#,
        #"{"id":"lever:1","source":"lever","source_id":"1","title":"X","posted_at":"yesterday"}"#,
        #"{"id":"lever:1","source":"lever","source_id":"1"}"#,
        #"{"id":"lever:1","source":"lever","source_id":"1","title":"X",}"#,
        #"{"id":"lever:1" "source":"lever"}"#,
        #"{"id":"lever:1","source":"lever","source_id":"1","title":"X","title":"Y","company":"A","locations":[],"remote":"remote","departments":[],"categories":[]}"#,
        #"{"id":"lever:1","source":"lever","source_id":"1","title":"X","title":"Y"}"#,
        #"[1,2]"#, #"{"title":"\ud800"}"#, #"{"id":"lever:1","source":"lever","source_id":"1","title":"X","skills":[{"id":"a","name":"A","kind":"technology","evidence":[{"field":"t","start":0,"end":1,"text":"A"}]}]}"#,
    ])
    func edgeCasesAgreeWithJSONDecoder(text: String) {
        #expect(Self.agree(text, EnrichedJob.self), "\(text)")
    }

    @Test func samplesAgree() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for (file, type) in [("samples/scoring/jobs.enriched.jsonl", 0), ("samples/scoring/profiles.jsonl", 1), ("samples/feedback/feedback.jsonl", 2)] {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                switch type {
                case 0: #expect(Self.agree(String(line), EnrichedJob.self))
                case 1: #expect(Self.agree(String(line), CandidateProfile.self))
                default: #expect(Self.agree(String(line), FeedbackEvent.self))
                }
            }
        }
    }
}
