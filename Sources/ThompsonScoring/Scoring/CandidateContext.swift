import Foundation
import MatchCore

/// A candidate compiled against a job corpus: integer ids, per-occupation similarity rows,
/// the hard filters and the run's θ per arm. Built once per candidate per run.
struct CandidateContext: Sendable {
    let profile: CandidateProfile
    let weights: EffectiveWeights
    /// Skills the candidate has that some job asks for, sorted ids.
    let skillIds: [Int32]
    /// The candidate's keywords that some job mentions, sorted ids.
    let keywordIds: [Int32]
    let keywordCount: Int
    let keywordSaturation: Double
    /// Similarity of the candidate (match side) to each corpus occupation; last slot for none.
    let matchRow: [Double]
    /// Similarity of the candidate's targets to each corpus occupation; last slot for none.
    let manifestRow: [Double]
    /// Education fit per job education level 0 (not given) … 12.
    let educationRow: [Double]
    let experienceYears: Double
    /// Places of the location feature (home city and preferred places), as place ids.
    let featurePlaces: [Int32]
    /// Places of the locations filter (preferred places only).
    let filterPlaces: [Int32]
    let namesPlaces: Bool
    /// Whether the candidate named preferred places (the filter holds even if no job is there).
    let filtersByPlace: Bool
    /// The candidate's minimum pay per year, NaN when not given.
    let minimumPay: Double
    /// −1: no currency given; −2: a currency no job uses; otherwise the corpus currency id.
    let minimumCurrency: Int32
    let remoteOnly: Bool
    let excludedCompanies: [Int32]
    let maxAgeDays: Double
    let hasFilters: Bool
    let arms: [ArmDraw]
    let unknown: Double
    let shortfallFloor: Double
    let hybridElsewhere: Double

    init(profile: CandidateProfile, corpus: JobCorpus, keywordIndex: KeywordIndex, settings: ScoringSettings,
         evidence: [ArmEvidence], seed: UInt64) {
        self.profile = profile
        let features = settings.features
        unknown = features.unknownValue
        shortfallFloor = features.salaryShortfallFloor
        hybridElsewhere = features.hybridElsewhere
        keywordSaturation = Double(features.keywordSaturation)
        let fit = OccupationFit(profile: profile, settings: settings)
        weights = EffectiveWeights(settings.weights, manifestShare: fit.manifestShare)
        skillIds = Set(profile.enrichment.skills.compactMap { corpus.skills.id(of: $0.id) }).sorted()
        keywordIds = Set(profile.keywords.compactMap { keywordIndex.keywords.id(of: $0) }).sorted()
        keywordCount = profile.keywords.count
        let rows = fit.rows(occupations: corpus.occupations, candidateSkills: skillIds, unknown: unknown)
        matchRow = rows.match
        manifestRow = rows.manifest
        let level = profile.enrichment.educationLevel
        educationRow = (0...12).map { required in
            guard required > 0, let level else { return features.unknownValue }
            return level >= required ? 1 : max(0, 1 - features.educationGapPerLevel * Double(required - level))
        }
        experienceYears = profile.enrichment.experienceYears ?? .nan
        let preferences = profile.preferences ?? JobPreferences()
        let preferred = Set(preferences.locations.compactMap(LocationKey.normalize))
        var home = preferred
        if let city = profile.resume.basics.location?.city, let key = LocationKey.normalize(city) { home.insert(key) }
        namesPlaces = !home.isEmpty
        filtersByPlace = !preferred.isEmpty
        featurePlaces = home.compactMap { corpus.places.id(of: $0) }.sorted()
        filterPlaces = preferred.compactMap { corpus.places.id(of: $0) }.sorted()
        let minimum = PayFigure(minimum: preferences.minSalary)
        minimumPay = minimum?.yearly ?? .nan
        minimumCurrency = minimum?.currency.map { corpus.currencies.id(of: $0) ?? -2 } ?? -1
        remoteOnly = preferences.remoteOnly ?? false
        excludedCompanies = preferences.excludedCompanies.compactMap {
            corpus.companies.id(of: $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
        }
        maxAgeDays = preferences.postedWithinDays.map(Double.init) ?? .infinity
        hasFilters = remoteOnly || !preferred.isEmpty || !excludedCompanies.isEmpty || maxAgeDays.isFinite || minimum != nil
        arms = ArmDraw.draws(for: profile, fit: fit, evidence: evidence, corpus: corpus, settings: settings, seed: seed)
    }

    /// The hard filter that removes job `j`, if any. `mark` bit 2 says the job is in a preferred place.
    @inline(__always)
    func exclusion(_ j: Int, corpus: JobCorpus, mark: UInt8) -> Exclusion? {
        let remote = corpus.remote[j] == 0
        if remoteOnly && !remote { return .notRemote }
        if filtersByPlace && !remote && mark & 2 == 0 { return .elsewhere }
        if !excludedCompanies.isEmpty && excludedCompanies.contains(corpus.company[j]) { return .excludedCompany }
        if !(corpus.ageDays[j] <= maxAgeDays) && maxAgeDays.isFinite { return .tooOld }
        if !minimumPay.isNaN && sameCurrency(j, corpus: corpus) && corpus.yearlyPay[j] < minimumPay { return .underpaid }
        return nil
    }

    @inline(__always)
    private func sameCurrency(_ j: Int, corpus: JobCorpus) -> Bool {
        let job = corpus.currency[j]
        return minimumCurrency == -1 || job == -1 || job == minimumCurrency
    }

    /// The features of job `j`, given what the inverted indexes gathered for it: the IDF sum of
    /// shared skills (added in ascending skill id), the keyword hits and the place mark.
    @inline(__always)
    func values(_ j: Int, corpus: JobCorpus, skillSum: Double, keywordHits: Int32, mark: UInt8) -> FeatureValues {
        let inverse = corpus.inverseIdfTotal[j]
        let skill = inverse == 0 ? unknown : min(1, skillSum * inverse)
        let occupation = Int(corpus.jobOccupation[j])
        let slot = occupation < 0 ? matchRow.count - 1 : occupation
        let required = corpus.experience[j]
        let experience: Double
        if required.isNaN || experienceYears.isNaN {
            experience = unknown
        } else {
            experience = required <= 0 ? 1 : min(1, experienceYears / required)
        }
        let remote = corpus.remote[j]
        let location: Double
        if remote == 0 || mark & 1 != 0 {
            location = 1
        } else if !corpus.hasPlace[j] || !namesPlaces {
            location = unknown
        } else {
            location = remote == 1 ? hybridElsewhere : 0
        }
        let pay = corpus.yearlyPay[j]
        let salary: Double
        if minimumPay.isNaN || pay.isNaN || !sameCurrency(j, corpus: corpus) {
            salary = unknown
        } else {
            salary = pay >= minimumPay ? 1 : max(0, (pay / minimumPay - shortfallFloor) / (1 - shortfallFloor))
        }
        let keywords = keywordCount == 0
            ? unknown : min(1, Double(keywordHits) / min(Double(keywordCount), keywordSaturation))
        return FeatureValues(
            skillOverlap: skill, occupationMatch: matchRow[slot], occupationManifest: manifestRow[slot],
            education: educationRow[Int(corpus.education[j])], experience: experience, location: location,
            salary: salary, keywords: keywords, recency: corpus.recency[j])
    }

    /// The θ drawn for job `j`'s arm.
    @inline(__always)
    func theta(_ j: Int, corpus: JobCorpus) -> Double {
        arms[Int(corpus.jobGroup[j])].theta
    }
}
