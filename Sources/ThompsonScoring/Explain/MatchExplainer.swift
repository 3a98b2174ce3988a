import Foundation
import MatchCore

extension ScoredCandidate {
    /// The `Match` record of job `scored` at `rank`: components, matched skills and keywords, reasons.
    public func match(_ scored: ScoredJob, rank: Int) -> Match {
        let j = Int(scored.job)
        let values = values(j)
        let weights = context.weights.values.named
        var features: [String: FeatureComponent] = [:]
        features.reserveCapacity(weights.count)
        for ((name, value), (_, weight)) in zip(values.named, weights) {
            features[name] = FeatureComponent(value: value, weight: weight)
        }
        let arm = arm(j)
        let thompson = ThompsonComponent(arm: "\(profile.id)|\(arm.group)", sample: arm.theta,
                                         posteriorMean: arm.posteriorMean, weight: context.weights.thompson)
        let skills = sharedSkills(j)
        let keywords = matchedKeywords(j)
        let reasons = ReasonWriter(candidate: self, job: j, values: values, sharedSkills: skills,
                                   keywords: keywords, arm: arm).reasons()
        return Match(profileId: profile.id, jobId: corpus.jobs[j].job.id, rank: rank, score: scored.score,
                     components: ScoreComponents(features: features, thompson: thompson),
                     matchedKeywords: keywords, matchedSkills: skills.map { corpus.skillNames[Int($0)] },
                     reasons: reasons)
    }

    /// Skill ids the candidate shares with job `j`, rarest first (ties by name).
    func sharedSkills(_ j: Int) -> [Int32] {
        // Both lists are sorted by id: one merge finds the shared ones.
        let mine = context.skillIds, theirs = corpus.jobSkills.row(j)
        var shared: [Int32] = []
        var (m, t) = (mine.startIndex, theirs.startIndex)
        while m < mine.endIndex && t < theirs.endIndex {
            if mine[m] == theirs[t] {
                shared.append(mine[m])
                m += 1
                t += 1
            } else if mine[m] < theirs[t] {
                m += 1
            } else {
                t += 1
            }
        }
        // The ranks in a local: a closure reading `corpus` would copy this whole candidate
        // (and retain each of its arrays) on every comparison.
        let rank = corpus.explanationRank
        return shared.sorted { rank[Int($0)] < rank[Int($1)] }
    }

    /// The candidate's keywords that job `j` mentions, in the candidate's order.
    func matchedKeywords(_ j: Int) -> [String] {
        guard kernel.keywordHits[j] > 0 else { return [] }
        let found = Set(keywordIndex.jobKeywords.row(j))
        return profile.keywords.filter { keywordIndex.keywords.id(of: $0).map(found.contains) ?? false }
    }
}
