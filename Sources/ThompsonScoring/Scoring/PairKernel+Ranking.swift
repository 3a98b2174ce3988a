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

    /// The best `capacity` jobs that pass the hard filters among each occupation's best
    /// `perOccupation` (the slot of jobs with no occupation is never cut), visiting `order`.
    func rank(corpus: JobCorpus, order: [(slot: Int, base: Double, bound: Double)], capacity: Int,
              perOccupation: Int) -> RankedJobs {
        var ranked = RankedJobs(heap: BoundedHeap(capacity: capacity), cutOccupations: [])
        let cutsOccupations = perOccupation < corpus.count
        var slotHeap = BoundedHeap(capacity: cutsOccupations ? perOccupation : 0)
        let unassignedSlot = matchRow.count - 1
        var threshold = -Double.infinity
        for (slot, base, bound) in order {
            if bound + Self.boundMargin < threshold { break }
            if slot == unassignedSlot || !cutsOccupations {
                _ = collect(corpus.occupationJobs.row(slot), base: base, into: &ranked.heap, floor: -.infinity)
            } else {
                slotHeap.removeAll()
                if collect(corpus.occupationJobs.row(slot), base: base, into: &slotHeap, floor: threshold) {
                    ranked.cutOccupations.append((Int32(slot), slotHeap.items[0]))
                }
                for job in slotHeap.items { ranked.heap.offer(job) }
            }
            if ranked.heap.isFull { threshold = ranked.heap.worstScore }
        }
        return ranked
    }

    /// Offers the jobs of `row` scoring at least `floor` to `heap`, skipping those whose bound
    /// is below `floor` or below the worst job of a full heap; true when the heap left out a
    /// job at or above `floor`.
    @inline(__always)
    private func collect(_ row: ArraySlice<Int32>, base: Double, into heap: inout BoundedHeap,
                         floor: Double) -> Bool {
        var leftOut = false
        var kept = heap.isFull ? max(floor, heap.worstScore) : floor
        for job in row {
            let j = Int(job)
            let bound = scoreBound(j, slotBase: base) + Self.boundMargin
            if bound < kept {
                leftOut = leftOut || bound >= floor
                continue
            }
            if hasFilters && exclusion(j) != nil { continue }
            let score = score(j, values: values(j))
            guard score >= floor else { continue }
            leftOut = leftOut || heap.isFull
            heap.offer(ScoredJob(job: job, score: score))
            if heap.isFull { kept = max(floor, heap.worstScore) }
        }
        return leftOut
    }
}

/// What `PairKernel.rank` kept: the heap, and the occupations whose jobs it cut to its
/// per-occupation depth, each with the worst job kept.
struct RankedJobs {
    var heap: BoundedHeap
    var cutOccupations: [(occupation: Int32, worstKept: ScoredJob)]
}
