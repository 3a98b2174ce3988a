import Foundation
import MatchCore

/// Collects a run's records, checks that they fit together, and makes an `ExportBatch`.
///
/// A record that does not fit (a match for an unknown job, a second match at the same rank)
/// comes back as a problem for the caller's rejects, and the rest of the run goes on.
public struct ExportBatchBuilder {
    /// A record refused by `build`, with where it came from.
    public struct Refusal: Sendable, Equatable {
        public var origin: RecordOrigin
        public var recordId: String
        public var reason: String
    }

    /// Where a record was read: file and line.
    public struct RecordOrigin: Sendable, Equatable {
        public var input: String
        public var line: Int
        public var offset: Int

        public init(input: String, line: Int, offset: Int) {
            self.input = input
            self.line = line
            self.offset = offset
        }
    }

    private var jobs: [String: (EnrichedJob, RecordOrigin)] = [:]
    private var profiles: [String: (CandidateProfile, RecordOrigin)] = [:]
    private var matches: [(Match, RecordOrigin)] = []
    private var feedback: [String: (FeedbackEvent, RecordOrigin)] = [:]
    private var refusals: [Refusal] = []

    public init() {}

    /// Adds a job; a second job with the same id is refused.
    public mutating func add(job: EnrichedJob, from origin: RecordOrigin) {
        if let first = jobs[job.job.id] {
            refuse(origin, job.job.id, "job \(job.job.id) appears twice (first at line \(first.1.line)); keep one")
        } else {
            jobs[job.job.id] = (job, origin)
        }
    }

    /// Adds a candidate profile; a second profile with the same id is refused.
    public mutating func add(profile: CandidateProfile, from origin: RecordOrigin) {
        if let first = profiles[profile.id] {
            refuse(origin, profile.id, "profile \(profile.id) appears twice (first at line \(first.1.line)); keep one")
        } else {
            profiles[profile.id] = (profile, origin)
        }
    }

    /// Adds a match; it is checked against the jobs and profiles in `build`.
    public mutating func add(match: Match, from origin: RecordOrigin) {
        matches.append((match, origin))
    }

    /// Adds a feedback event; an event id seen before is counted once.
    public mutating func add(feedback event: FeedbackEvent, from origin: RecordOrigin) {
        if let first = feedback[event.eventId] {
            if first.0 != event {
                refuse(origin, event.eventId,
                       "event \(event.eventId) appears twice with different contents (first at line \(first.1.line)); event ids must be unique")
            }
        } else {
            feedback[event.eventId] = (event, origin)
        }
    }

    /// Makes the batch of run `runId`, with the records that fit together, and the refusals
    /// of the ones that do not, in input order.
    public func build(runId: String, exportedAt: Date, shard: String?, inputsSha256: String)
        -> (batch: ExportBatch, refusals: [Refusal]) {
        var refused = refusals
        var kept: [StoredMatch] = []
        var seenJobs: [String: Set<String>] = [:]
        var seenRanks: [String: Set<Int>] = [:]
        for (match, origin) in matches {
            let key = "\(match.profileId) \(match.jobId)"
            if profiles[match.profileId] == nil {
                refused.append(Refusal(origin: origin, recordId: match.profileId,
                                       reason: "profile_id \(match.profileId) is not in the profiles input (give the profiles the matches were scored on)"))
            } else if jobs[match.jobId] == nil {
                refused.append(Refusal(origin: origin, recordId: match.profileId,
                                       reason: "job_id \(match.jobId) is not in the jobs input (give the jobs the matches were scored on)"))
            } else if seenJobs[match.profileId, default: []].contains(match.jobId) {
                refused.append(Refusal(origin: origin, recordId: match.profileId,
                                       reason: "job \(match.jobId) is on profile \(match.profileId)'s shortlist twice (\(key)); keep one"))
            } else if seenRanks[match.profileId, default: []].contains(match.rank) {
                refused.append(Refusal(origin: origin, recordId: match.profileId,
                                       reason: "profile \(match.profileId) has two matches at rank \(match.rank); ranks must be unique per profile"))
            } else {
                seenJobs[match.profileId, default: []].insert(match.jobId)
                seenRanks[match.profileId, default: []].insert(match.rank)
                kept.append(StoredMatch(runId: runId, match: match))
            }
        }
        refused.sort { ($0.origin.input, $0.origin.line) < ($1.origin.input, $1.origin.line) }
        let run = StoredRun(id: runId, exportedAt: exportedAt, toolVersion: ToolVersion.current, shard: shard,
                            inputsSha256: inputsSha256, candidateCount: 0, matchCount: 0)
        let batch = ExportBatch(
            run: run,
            jobs: jobs.values.map { StoredJob(runId: runId, job: $0.0) },
            profiles: profiles.values.map { StoredProfile(runId: runId, profile: $0.0) },
            matches: kept,
            feedback: feedback.values.map { StoredFeedback(runId: runId, event: $0.0) })
        return (batch, refused)
    }

    private mutating func refuse(_ origin: RecordOrigin, _ id: String, _ reason: String) {
        refusals.append(Refusal(origin: origin, recordId: id, reason: reason))
    }
}
