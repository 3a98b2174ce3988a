import ThompsonScoring

/// Which arm value a reweighted score adds with the Thompson weight.
public enum ArmValue: Sendable {
    /// θ, the run's draw from the arm's posterior (Thompson sampling, as `mm-score` scores).
    case sample
    /// The posterior mean α / (α + β) (a greedy policy).
    case posteriorMean
}

/// One candidate's features for every job that passes their hard filters, stored column by
/// column, so that any weighting is a few dense multiply-add passes: the features do not depend
/// on the weights, and reading them once per candidate is what makes a sweep cheap.
///
/// Memory is (features + 2) × jobs numbers, whatever the number of weightings.
public struct CandidateFeatureTable {
    /// Corpus indexes of the jobs that pass the hard filters, ascending.
    public let jobs: [Int32]
    /// Column f (the 9 features of `FeatureValues.named`, then θ, then the posterior mean) at
    /// `f * jobs.count ..< (f + 1) * jobs.count`.
    private let columns: [Double]
    private static let featureCount = 9

    /// Reads every passing job's features and arm values from `candidate`.
    public init(_ candidate: ScoredCandidate) {
        var passing: [Int32] = []
        passing.reserveCapacity(candidate.jobCount)
        for j in 0..<candidate.jobCount where candidate.exclusion(j) == nil { passing.append(Int32(j)) }
        let count = passing.count
        var columns = [Double](repeating: 0, count: (Self.featureCount + 2) * count)
        columns.withUnsafeMutableBufferPointer { table in
            for (i, job) in passing.enumerated() {
                let j = Int(job)
                let v = candidate.values(j)
                // Written out rather than looped over an array: this runs for every pair.
                table[i] = v.skillOverlap
                table[count + i] = v.occupationMatch
                table[2 * count + i] = v.occupationManifest
                table[3 * count + i] = v.education
                table[4 * count + i] = v.experience
                table[5 * count + i] = v.location
                table[6 * count + i] = v.salary
                table[7 * count + i] = v.keywords
                table[8 * count + i] = v.recency
                let arm = candidate.arm(j)
                table[Self.featureCount * count + i] = arm.theta
                table[(Self.featureCount + 1) * count + i] = arm.posteriorMean
            }
        }
        jobs = passing
        self.columns = columns
    }

    /// Every passing job's score under `weights` into `scores` (resized to `jobs.count`).
    ///
    /// Each job's sum is formed in the order `mm-score` forms it (features in `FeatureValues`
    /// order, then the arm term), so a weighting ranks exactly as `mm-score` with that weights file.
    public func scores(_ weights: EffectiveWeights, arm: ArmValue, into scores: inout [Double]) {
        let count = jobs.count
        if scores.count != count { scores = [Double](repeating: 0, count: count) }
        let w = weights.values
        let featureWeights = [w.skillOverlap, w.occupationMatch, w.occupationManifest, w.education, w.experience,
                              w.location, w.salary, w.keywords, w.recency]
        let armColumn = arm == .sample ? Self.featureCount : Self.featureCount + 1
        columns.withUnsafeBufferPointer { table in
            scores.withUnsafeMutableBufferPointer { sums in
                let first = featureWeights[0]
                for i in 0..<count { sums[i] = first * table[i] }
                for f in 1..<Self.featureCount {
                    let weight = featureWeights[f]
                    let column = UnsafeBufferPointer(rebasing: table[f * count..<(f + 1) * count])
                    for i in 0..<count { sums[i] += weight * column[i] }
                }
                let thompson = weights.thompson
                let column = UnsafeBufferPointer(rebasing: table[armColumn * count..<(armColumn + 1) * count])
                for i in 0..<count { sums[i] += thompson * column[i] }
            }
        }
    }

    /// The best `capacity` jobs by `scores` (one per entry of `jobs`), best first: higher score,
    /// then lower job index, as shortlists are ordered.
    public func best(_ scores: [Double], capacity: Int) -> [ScoredJob] {
        var kept: [ScoredJob] = []
        kept.reserveCapacity(capacity + 1)
        guard capacity > 0 else { return kept }
        var threshold = -Double.infinity
        for (i, score) in scores.enumerated() {
            // Most jobs fall below the worst kept: reject them on the score alone.
            if score < threshold { continue }
            let candidate = ScoredJob(corpusIndex: jobs[i], score: score)
            if kept.count == capacity && !ScoredJob.ranksBefore(candidate, kept[capacity - 1]) { continue }
            var low = 0, high = kept.count
            while low < high {
                let middle = (low + high) / 2
                if ScoredJob.ranksBefore(kept[middle], candidate) { low = middle + 1 } else { high = middle }
            }
            kept.insert(candidate, at: low)
            if kept.count > capacity { kept.removeLast() }
            if kept.count == capacity { threshold = kept[capacity - 1].score }
        }
        return kept
    }

    /// The candidate's shortlist of `length` jobs under `scores`, with the diversity caps applied
    /// as `mm-score` applies them (looking deeper when the caps leave the list short).
    public func shortlist(_ scores: [Double], length: Int, candidate: ScoredCandidate) -> [ScoredJob] {
        var capacity = candidate.candidatesBeforeCaps(topK: length)
        while true {
            let picked = candidate.applyingCaps(best(scores, capacity: capacity), topK: length)
            if picked.count == length || jobs.count <= capacity { return picked }
            capacity = min(jobs.count, capacity * 4)
        }
    }
}
