import Foundation
import MatchCore
import ThompsonScoring

/// What feedback events are checked against: the jobs (with their occupations) and, when
/// given, the profiles.
struct FeedbackReferences {
    private var jobOccupations: [String: SOCCode?] = [:]
    private var profileIds: Set<String>?
    private(set) var fingerprints: [FileFingerprint] = []

    /// Reads the reference files; their bad lines are ignored here (mm-score reports them).
    init(jobs: String, profiles: String?, threads: Int) throws {
        let jobFile = try RecordFile.read(EnrichedJob.self, path: jobs, threads: threads) { _ in }
        for record in jobFile.records where jobOccupations[record.job.id] == nil {
            jobOccupations[record.job.id] = record.enrichment.onet.flatMap { SOCCode($0.socCode) }
        }
        fingerprints.append(jobFile.fingerprint)
        if let profiles {
            let profileFile = try RecordFile.read(CandidateProfile.self, path: profiles, threads: threads) { _ in }
            profileIds = Set(profileFile.records.map(\.id))
            fingerprints.append(profileFile.fingerprint)
        }
    }

    /// The detailed occupation of a known job with a valid code.
    func occupation(of jobId: String) -> SOCCode? {
        jobOccupations[jobId] ?? nil
    }

    /// Why `event` cannot be learned from, or nil when it can.
    func problem(with event: FeedbackEvent, latestAllowed: Date, jobsPath: String) -> String? {
        guard let code = jobOccupations[event.jobId] else {
            return "job_id \(event.jobId) is not in \(jobsPath) (give the jobs file the feedback was collected on)"
        }
        if code == nil {
            return "job \(event.jobId) has no valid onet.soc_code, so its arm is unknown (run mm-enrich on the jobs)"
        }
        if let profileIds, !profileIds.contains(event.profileId) {
            return "profile_id \(event.profileId) is not in the profiles file"
        }
        if event.time > latestAllowed {
            return "time \(ISO8601Timestamp.format(event.time)) is in the future (check the clock of the system that logged it)"
        }
        return nil
    }
}
