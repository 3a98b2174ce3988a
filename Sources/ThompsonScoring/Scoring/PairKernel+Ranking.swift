/// The top-K pass of one candidate, occupation by occupation.
///
/// Skill overlap, occupation fit and θ weigh most and separate jobs most. An occupation's
/// jobs share their occupation fit and θ, so the best score any of them can reach is known
/// before they are looked at: those values, the best skill overlap among them, and the other
/// features at their largest. Occupations are visited from the highest such bound down; once
/// the heap is full, an occupation (and every one after it) whose bound is below the heap's
/// worst score is skipped, and so is a job whose own bound is. Skipped jobs could never
/// enter the heap, so the heap ends exactly as after scoring every job (the kept set of a
/// bounded heap does not depend on the order jobs are offered in, ties being broken by job).
extension PairKernel {
    /// Slack added to a bound so that rounding can never skip a job that belongs in the heap:
    /// bound and score sum the same terms in different orders, which differ by far less.
    static let boundMargin = 1e-9

    /// The most the features other than skills and occupation can add to a score.
    private var minorFeaturesBound: Double { minorFeaturesWeight * max(1, unknown) }

    /// An upper bound of job `j`'s score.
    @inline(__always)
    func scoreBound(_ j: Int, slotBase: Double) -> Double {
        slotBase + weights.values.skillOverlap * skillOverlap(j)
    }

    /// The occupation slots in the order to visit them, with each slot's base (everything but
    /// the skill overlap, other features at their largest) and bound; empty slots left out.
    func occupationOrder(corpus: JobCorpus, skillIds: [Int32]) -> [(slot: Int, base: Double, bound: Double)] {
        let slotCount = matchRow.count
        var bestSkill = corpus.slotHasSkillless.map { $0 ? unknown : 0 }
        for skill in skillIds {
            for job in corpus.skillPostings.row(Int(skill)) {
                let j = Int(job)
                let slot = occupationSlot(j)
                bestSkill[slot] = max(bestSkill[slot], skillOverlap(j))
            }
        }
        let w = weights.values
        var order: [(slot: Int, base: Double, bound: Double)] = []
        order.reserveCapacity(slotCount)
        for slot in 0..<slotCount where !corpus.occupationJobs.row(slot).isEmpty {
            let base = w.occupationMatch * matchRow[slot] + w.occupationManifest * manifestRow[slot]
                + weights.thompson * theta[Int(corpus.slotGroups[slot])] + minorFeaturesBound
            order.append((slot, base, base + w.skillOverlap * bestSkill[slot]))
        }
        // Highest bound first; slot order breaks ties so the visit order is fixed.
        order.sort { $0.bound > $1.bound || ($0.bound == $1.bound && $0.slot < $1.slot) }
        return order
    }

    /// The best `capacity` jobs that pass the hard filters, visiting `order`.
    func rank(corpus: JobCorpus, order: [(slot: Int, base: Double, bound: Double)], capacity: Int) -> BoundedHeap {
        var heap = BoundedHeap(capacity: capacity)
        var threshold = -Double.infinity
        for (slot, base, bound) in order {
            if bound + Self.boundMargin < threshold { break }
            for job in corpus.occupationJobs.row(slot) {
                let j = Int(job)
                if scoreBound(j, slotBase: base) + Self.boundMargin < threshold { continue }
                if hasFilters && exclusion(j) != nil { continue }
                let score = score(j, values: values(j))
                if score >= threshold {
                    heap.offer(ScoredJob(job: job, score: score))
                    if heap.isFull { threshold = heap.worstScore }
                }
            }
        }
        return heap
    }

    /// How many of the first `jobCount` jobs pass the hard filters.
    func passingCount(jobCount: Int) -> Int {
        guard hasFilters else { return jobCount }
        var count = 0
        for j in 0..<jobCount where exclusion(j) == nil { count += 1 }
        return count
    }
}
