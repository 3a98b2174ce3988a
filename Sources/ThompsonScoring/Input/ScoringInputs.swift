import Foundation
import MatchCore

/// The jobs and profiles of a scoring run, read and checked, with what was rejected.
public struct ScoringInputs {
    /// Every valid job, first of each id.
    public var jobs: [EnrichedJob] = []
    /// The valid profiles of the shard, first of each id, sorted by id.
    public var profiles: [CandidateProfile] = []
    /// Lines that could not be used, in file order (jobs first).
    public var rejects: [Reject] = []
    /// Records read: every job line, and the profile lines of the shard.
    public var recordsRead = 0
    public var fingerprints: [FileFingerprint] = []

    /// Reads `jobs` and `profiles` (JSONL). Profiles outside `shard` are skipped; a line whose
    /// id cannot be read is kept by the shard its line number hashes to, so each reject
    /// appears in exactly one shard.
    public static func read(jobs: String, profiles: String, threads: Int, shard: ShardSpec?) throws -> ScoringInputs {
        var inputs = ScoringInputs()
        let jobFile = try RecordFile.read(EnrichedJob.self, path: jobs, threads: threads) { reject in
            inputs.recordsRead += 1
            if shard?.contains(id: "line:\(reject.line ?? 0)") ?? true { inputs.rejects.append(reject) }
        }
        var jobIds = DuplicateFilter<EnrichedJob>(path: jobs)
        for item in jobFile.records {
            inputs.recordsRead += 1
            let isFirst = jobIds.isFirst(item, id: item.record.job.id) { reject in
                if shard?.contains(id: item.record.job.id) ?? true { inputs.rejects.append(reject) }
            }
            if isFirst { inputs.jobs.append(item.record) }
        }
        let profileFile = try RecordFile.read(CandidateProfile.self, path: profiles, threads: threads) { reject in
            guard shard?.contains(id: "line:\(reject.line ?? 0)") ?? true else { return }
            inputs.recordsRead += 1
            inputs.rejects.append(reject)
        }
        var profileIds = DuplicateFilter<CandidateProfile>(path: profiles)
        for item in profileFile.records where shard?.contains(id: item.record.id) ?? true {
            inputs.recordsRead += 1
            if profileIds.isFirst(item, id: item.record.id, reject: { inputs.rejects.append($0) }) {
                inputs.profiles.append(item.record)
            }
        }
        inputs.profiles.sort { $0.id < $1.id }
        inputs.fingerprints = [jobFile.fingerprint, profileFile.fingerprint]
        return inputs
    }
}
