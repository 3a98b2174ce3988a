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
        inputs.recordsRead += jobFile.records.count
        inputs.jobs = jobFile.firstOfEachId(\.job.id, path: jobs) { reject in
            if shard?.contains(id: reject.recordId ?? "") ?? true { inputs.rejects.append(reject) }
        }
        var profileFile = try RecordFile.read(CandidateProfile.self, path: profiles, threads: threads) { reject in
            guard shard?.contains(id: "line:\(reject.line ?? 0)") ?? true else { return }
            inputs.recordsRead += 1
            inputs.rejects.append(reject)
        }
        if let shard {
            let inShard = profileFile.records.indices.filter { shard.contains(id: profileFile.records[$0].id) }
            profileFile.records = inShard.map { profileFile.records[$0] }
            profileFile.positions = inShard.map { profileFile.positions[$0] }
        }
        inputs.recordsRead += profileFile.records.count
        inputs.profiles = profileFile.firstOfEachId(\.id, path: profiles) { inputs.rejects.append($0) }
        inputs.profiles.sort { $0.id < $1.id }
        inputs.fingerprints = [jobFile.fingerprint, profileFile.fingerprint]
        return inputs
    }
}
