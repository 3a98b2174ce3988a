import Foundation

/// Joins a run's matches with its jobs and profiles into one shortlist per candidate.
public enum ShortlistAssembler {
    /// The shortlists of `batch`, one per profile (in profile id order), jobs in rank order.
    ///
    /// A candidate with no matches gets an empty shortlist, so "who got nothing" is visible.
    public static func shortlists(of batch: ExportBatch) -> [Shortlist] {
        let jobs = Dictionary(uniqueKeysWithValues: batch.jobs.map { ($0.id, $0) })
        let matchesByProfile = Dictionary(grouping: batch.matches, by: \.profileId)
        return batch.profiles.map { profile in
            let entries = (matchesByProfile[profile.id] ?? []).sorted { $0.rank < $1.rank }.compactMap { match in
                jobs[match.jobId].map { entry(match, $0) }
            }
            let candidate = CandidateSummary(name: profile.name, email: profile.email, label: profile.label,
                                             socCode: profile.socCode, occupationTitle: profile.occupationTitle)
            return Shortlist(runId: batch.run.id, profileId: profile.id, candidate: candidate, jobs: entries)
        }
    }

    private static func entry(_ match: StoredMatch, _ job: StoredJob) -> ShortlistEntry {
        ShortlistEntry(
            rank: match.rank, score: match.score, jobId: job.id, title: job.title, company: job.company,
            locations: job.locations, remote: job.remote, url: job.url, applyUrl: job.applyUrl,
            postedAt: job.postedAt, socCode: job.socCode, occupationTitle: job.occupationTitle,
            reasons: match.reasons, matchedKeywords: match.matchedKeywords, matchedSkills: match.matchedSkills,
            components: match.components)
    }
}
