/// Picks a shortlist from jobs ranked best first, at most `maxPerCompany` from one company
/// and `maxPerOccupation` of one detailed occupation (0: no cap).
struct DiversityCap {
    let maxPerCompany: Int
    let maxPerOccupation: Int

    func select(_ ranked: [ScoredJob], count: Int, corpus: JobCorpus) -> [ScoredJob] {
        var picked: [ScoredJob] = []
        var perCompany: [Int32: Int] = [:]
        var perOccupation: [Int32: Int] = [:]
        for candidate in ranked where picked.count < count {
            let company = corpus.columns.company[Int(candidate.job)]
            let occupation = corpus.columns.occupation[Int(candidate.job)]
            if maxPerCompany > 0 && company >= 0 && perCompany[company, default: 0] >= maxPerCompany { continue }
            if maxPerOccupation > 0 && occupation >= 0 && perOccupation[occupation, default: 0] >= maxPerOccupation { continue }
            if company >= 0 { perCompany[company, default: 0] += 1 }
            if occupation >= 0 { perOccupation[occupation, default: 0] += 1 }
            picked.append(candidate)
        }
        return picked
    }
}

extension DiversityCap {
    /// Whether the greedy pick over the jobs kept could differ from the pick over all jobs
    /// because of the occupations `rank` cut short: an occupation still under its cap whose
    /// worst kept job the pick reached (or every kept job, when the pick fell short of `count`)
    /// might have taken a job that was cut.
    func mayHavePickedBelow(_ cut: [(occupation: Int32, worstKept: ScoredJob)], picked: [ScoredJob],
                            count: Int, corpus: JobCorpus) -> Bool {
        guard !cut.isEmpty else { return false }
        var perOccupation: [Int32: Int] = [:]
        for job in picked { perOccupation[corpus.columns.occupation[Int(job.job)], default: 0] += 1 }
        let last = picked.count == count ? picked.last : nil
        return cut.contains { occupation, worstKept in
            perOccupation[occupation, default: 0] < maxPerOccupation
                && (last.map { ScoredJob.ranksAbove(worstKept, $0) } ?? true)
        }
    }
}
