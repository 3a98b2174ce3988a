import Foundation
import MatchCore

extension ScoredCandidate {
    /// The `Match` record of job `scored` at `rank`: components, matched skills and keywords, reasons.
    public func match(_ scored: ScoredJob, rank: Int) -> Match {
        let j = Int(scored.job)
        let values = values(j)
        let weights = context.weights.values.named
        var features: [String: FeatureComponent] = [:]
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
        let mine = Set(context.skillIds)
        return corpus.jobSkills.row(j).filter { mine.contains($0) }.sorted { a, b in
            let (ia, ib) = (corpus.idf[Int(a)], corpus.idf[Int(b)])
            return ia != ib ? ia > ib : corpus.skillNames[Int(a)] < corpus.skillNames[Int(b)]
        }
    }

    /// The candidate's keywords that job `j` mentions, in the candidate's order.
    func matchedKeywords(_ j: Int) -> [String] {
        guard kernel.keywordHits[j] > 0 else { return [] }
        let found = Set(keywordIndex.jobKeywords.row(j))
        return profile.keywords.filter { keywordIndex.keywords.id(of: $0).map(found.contains) ?? false }
    }
}
