import Foundation
import MatchCore
@testable import ShortlistStore

/// Records made in code for the store's tests.
enum Fixtures {
    static let time = Date(timeIntervalSince1970: 1_795_000_000)

    static func job(_ number: Int, company: String = "Acme", source: JobSourceKind = .lever,
                    postedHoursAgo: Double? = 2) -> EnrichedJob {
        let raw = RawJobData(
            source: source, sourceId: "\(number)", title: "Engineer \(number)", company: company,
            locations: ["Berlin, Germany"], remote: .hybrid, descriptionText: "Python and SQL pipelines.",
            url: "https://jobs.example.com/\(number)",
            postedAt: postedHoursAgo.map { time.addingTimeInterval(-$0 * 3600) }, fetchedAt: time)
        return EnrichedJob(job: raw, enrichment: Enrichment(
            onet: OnetAssignment(socCode: "15-1252.00", title: "Software Developers", confidence: 0.9)))
    }

    static func profile(_ number: Int) -> CandidateProfile {
        let resume = ParsedResume(
            id: "cand-\(number)", sourceFile: "resumes/\(number).pdf", sha256: String(repeating: "a", count: 64),
            format: .pdf, text: "Resume \(number)", basics: ResumeBasics(name: "Person \(number)", email: "p\(number)@example.com"))
        return CandidateProfile(resume: resume, enrichment: Enrichment(), keywords: ["python"])
    }

    static func match(_ profile: Int, _ job: Int, rank: Int, score: Double) -> Match {
        Match(profileId: "cand-\(profile)", jobId: "lever:\(job)", rank: rank, score: score,
              components: ScoreComponents(features: ["skill_overlap": FeatureComponent(value: score, weight: 0.4)]),
              matchedKeywords: ["python"], reasons: ["Reason \(rank), \"quoted\""])
    }

    static func event(_ id: String, _ profile: Int, _ job: Int, _ action: FeedbackAction, hour: Double) -> FeedbackEvent {
        FeedbackEvent(eventId: id, profileId: "cand-\(profile)", jobId: "lever:\(job)", action: action,
                      time: time.addingTimeInterval(hour * 3600))
    }

    static let origin = ExportBatchBuilder.RecordOrigin(input: "test.jsonl", line: 1, offset: 0)

    /// A batch of `profiles` candidates and `jobs` jobs, each candidate with up to three matches.
    static func batch(runId: String = "run-a", profiles: Int = 5, jobs: Int = 6, shard: ShardSpec? = nil,
                      feedback: [FeedbackEvent] = []) -> ExportBatch {
        var builder = ExportBatchBuilder()
        for number in 1...jobs { builder.add(job: job(number), from: origin) }
        for number in 1...profiles where shard?.contains(id: "cand-\(number)") ?? true {
            builder.add(profile: profile(number), from: origin)
            for rank in 1...min(3, number) {
                builder.add(match: match(number, (number + rank) % jobs + 1, rank: rank, score: 1 / Double(rank + number)),
                            from: origin)
            }
        }
        for event in feedback where shard?.contains(id: event.profileId) ?? true {
            builder.add(feedback: event, from: origin)
        }
        return builder.build(runId: runId, exportedAt: time, shard: shard?.description, inputsSha256: "abc").batch
    }
}
