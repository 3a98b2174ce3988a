/// The arithmetic of one (candidate, job) pair, over plain pointers: the hard filters, the
/// features and the score. The bulk pass and the explanations both use it, so a match's
/// components and score are the very numbers it was ranked by.
///
/// Valid while the corpus, the candidate context and the scratch it points into live.
struct PairKernel {
    let jobs: JobColumns
    /// IDF sum of shared skills per job, added in ascending skill id.
    let skillSum: UnsafeBufferPointer<Double>
    let keywordHits: UnsafeBufferPointer<Int32>
    /// Bit 1: the job is in a place of the location feature; bit 2: in a preferred place.
    let marks: UnsafeBufferPointer<UInt8>
    let matchRow: UnsafeBufferPointer<Double>
    let manifestRow: UnsafeBufferPointer<Double>
    let educationRow: UnsafeBufferPointer<Double>
    /// Location fit by `locationCode << 1 | place mark bit 1`.
    let locationTable: UnsafeBufferPointer<Double>
    let theta: UnsafeBufferPointer<Double>
    let excludedCompanies: UnsafeBufferPointer<Int32>
    let weights: EffectiveWeights
    let unknown: Double
    let experienceYears: Double
    let filtersByPlace: Bool
    let minimumPay: Double
    let inverseMinimumPay: Double
    let minimumCurrency: Int32
    let remoteOnly: Bool
    let maxAgeDays: Double
    let hasFilters: Bool
    let keywordCount: Int
    /// 1 / min(keyword count, saturation).
    let inverseKeywordDivisor: Double
    let shortfallFloor: Double
    /// The sum of the weights of the features other than skills and occupation.
    let minorFeaturesWeight: Double

    /// The hard filter that removes job `j`, if any.
    @inline(__always)
    func exclusion(_ j: Int) -> Exclusion? {
        guard hasFilters else { return nil }
        let remote = jobs.remote[j] == 0
        if remoteOnly && !remote { return .notRemote }
        if filtersByPlace && !remote && marks[j] & 2 == 0 { return .elsewhere }
        if !excludedCompanies.isEmpty && excludedCompanies.contains(jobs.company[j]) { return .excludedCompany }
        if maxAgeDays.isFinite && !(jobs.ageDays[j] <= maxAgeDays) { return .tooOld }
        if !minimumPay.isNaN && sameCurrency(j) && jobs.yearlyPay[j] < minimumPay { return .underpaid }
        return nil
    }

    @inline(__always)
    private func sameCurrency(_ j: Int) -> Bool {
        let job = jobs.currency[j]
        return minimumCurrency == -1 || job == -1 || job == minimumCurrency
    }

    /// The features of job `j`. Data-dependent choices are selects and table lookups rather
    /// than branches, which the processor could not predict.
    @inline(__always)
    func values(_ j: Int) -> FeatureValues {
        let skill = skillOverlap(j)
        let slot = occupationSlot(j)
        let perYear = jobs.experienceInverse[j]
        let scaled = perYear == 0 ? 1 : min(1, experienceYears * perYear)
        let experience = perYear.isNaN || experienceYears.isNaN ? unknown : scaled
        let location = locationTable[Int(jobs.locationCode[j]) << 1 | Int(marks[j] & 1)]
        let salary: Double
        if minimumPay.isNaN {
            salary = unknown
        } else {
            let pay = jobs.yearlyPay[j]
            let fit = max(0, min(1, (pay * inverseMinimumPay - shortfallFloor) / (1 - shortfallFloor)))
            salary = pay.isNaN || !sameCurrency(j) ? unknown : fit
        }
        let keywords = keywordCount == 0 ? unknown : min(1, Double(keywordHits[j]) * inverseKeywordDivisor)
        return FeatureValues(
            skillOverlap: skill, occupationMatch: matchRow[slot], occupationManifest: manifestRow[slot],
            education: educationRow[Int(jobs.education[j])], experience: experience, location: location,
            salary: salary, keywords: keywords, recency: jobs.recency[j])
    }

    /// The skill overlap feature of job `j`.
    @inline(__always)
    func skillOverlap(_ j: Int) -> Double {
        let inverse = jobs.inverseIdfTotal[j]
        return inverse == 0 ? unknown : min(1, skillSum[j] * inverse)
    }

    /// Job `j`'s slot in the occupation rows: its occupation's index, or the last slot for none.
    @inline(__always)
    func occupationSlot(_ j: Int) -> Int {
        let occupation = Int(jobs.occupation[j])
        return occupation < 0 ? matchRow.count - 1 : occupation
    }

    /// The score of job `j` from its features.
    @inline(__always)
    func score(_ j: Int, values: FeatureValues) -> Double {
        weights.score(values, theta: theta[Int(jobs.group[j])])
    }
}
