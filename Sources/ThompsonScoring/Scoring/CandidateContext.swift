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
    /// Places of the location feature (home city and preferred places), as place ids.
    let featurePlaces: [Int32]
    /// Places of the locations filter (preferred places only).
    let filterPlaces: [Int32]
    let arms: [ArmDraw]
    /// The candidate's minimum pay per year, NaN when not given.
    let minimumPay: Double
    let experienceYears: Double
    private let settings: FeatureSettings
    private let keywordCount: Int
    /// Whether the candidate named preferred places (the filter holds even if no job is there).
    private let filtersByPlace: Bool
    /// −1: no currency given; −2: a currency no job uses; otherwise the corpus currency id.
    private let minimumCurrency: Int32
    private let remoteOnly: Bool
    private let maxAgeDays: Double
    private let hasFilters: Bool
    private let occupationSlots: Int
    /// Match row, manifest row (one slot per corpus occupation plus one for none), the
    /// education fit per job level 0 (not given) … 12, the location table (`PairKernel`),
    /// and θ per arm group, end to end.
    private let rows: ColumnBuffer<Double>
    private let excludedCompanies: ColumnBuffer<Int32>
    private let excludedCount: Int

    init(profile: CandidateProfile, corpus: JobCorpus, keywordIndex: KeywordIndex, settings: ScoringSettings,
         evidence: [ArmEvidence], seed: UInt64) {
        self.profile = profile
        let features = settings.features
        self.settings = features
        let fit = OccupationFit(profile: profile, settings: settings)
        weights = EffectiveWeights(settings.weights, manifestShare: fit.manifestShare)
        skillIds = Set(profile.enrichment.skills.compactMap { corpus.skills.id(of: $0.id) }).sorted()
        keywordIds = Set(profile.keywords.compactMap { keywordIndex.keywords.id(of: $0) }).sorted()
        keywordCount = profile.keywords.count
        let occupationRows = fit.rows(occupations: corpus.occupations, candidateSkills: skillIds,
                                      unknown: features.unknownValue)
        occupationSlots = occupationRows.match.count
        let level = profile.enrichment.educationLevel
        let educationRow = (0...12).map { required -> Double in
            guard required > 0, let level else { return features.unknownValue }
            return level >= required ? 1 : max(0, 1 - features.educationGapPerLevel * Double(required - level))
        }
        experienceYears = profile.enrichment.experienceYears ?? .nan
        let preferences = profile.preferences ?? JobPreferences()
        let preferred = Set(preferences.locations.compactMap(LocationKey.normalize))
        var home = preferred
        if let city = profile.resume.basics.location?.city, let key = LocationKey.normalize(city) { home.insert(key) }
        filtersByPlace = !preferred.isEmpty
        featurePlaces = home.compactMap { corpus.places.id(of: $0) }.sorted()
        filterPlaces = preferred.compactMap { corpus.places.id(of: $0) }.sorted()
        let minimum = PayFigure(minimum: preferences.minSalary)
        minimumPay = minimum?.yearly ?? .nan
        minimumCurrency = minimum?.currency.map { corpus.currencies.id(of: $0) ?? -2 } ?? -1
        remoteOnly = preferences.remoteOnly ?? false
        let excluded = preferences.excludedCompanies.compactMap {
            corpus.companies.id(of: $0.trimmingWhitespace.lowercased())
        }
        excludedCompanies = ColumnBuffer(excluded)
        maxAgeDays = preferences.postedWithinDays.map(Double.init) ?? .infinity
        hasFilters = remoteOnly || filtersByPlace || !preferences.excludedCompanies.isEmpty || maxAgeDays.isFinite
            || minimum != nil
        arms = ArmDraw.draws(for: profile, fit: fit, evidence: evidence, corpus: corpus, settings: settings, seed: seed)
        let locationTable = (0..<16).map { index -> Double in
            let (remote, namesPlace, inPlace) = (index >> 2, index & 2 != 0, index & 1 != 0)
            if remote == 0 || inPlace { return 1 }
            if !namesPlace || home.isEmpty { return features.unknownValue }
            return remote == 1 ? features.hybridElsewhere : 0
        }
        rows = ColumnBuffer(occupationRows.match + occupationRows.manifest + educationRow + locationTable
                            + arms.map(\.theta))
        excludedCount = excluded.count
    }

    /// The kernel that scores this candidate's pairs, reading `scratch` for the gathered sums.
    func kernel(corpus: JobCorpus, scratch: ScoringScratch) -> PairKernel {
        let all = rows.pointer
        let slots = occupationSlots
        let w = weights.values
        let minorFeaturesWeight = w.education + w.experience + w.location + w.salary + w.keywords + w.recency
        return PairKernel(
            jobs: corpus.columns, skillSum: scratch.skillSum.pointer, keywordHits: scratch.keywordHits.pointer,
            marks: scratch.marks.pointer,
            matchRow: UnsafeBufferPointer(rebasing: all[0..<slots]),
            manifestRow: UnsafeBufferPointer(rebasing: all[slots..<2 * slots]),
            educationRow: UnsafeBufferPointer(rebasing: all[2 * slots..<2 * slots + 13]),
            locationTable: UnsafeBufferPointer(rebasing: all[2 * slots + 13..<2 * slots + 29]),
            theta: UnsafeBufferPointer(rebasing: all[(2 * slots + 29)...]),
            excludedCompanies: UnsafeBufferPointer(rebasing: excludedCompanies.pointer[0..<excludedCount]),
            weights: weights, unknown: settings.unknownValue, experienceYears: experienceYears,
            filtersByPlace: filtersByPlace, minimumPay: minimumPay, inverseMinimumPay: 1 / minimumPay,
            minimumCurrency: minimumCurrency, remoteOnly: remoteOnly, maxAgeDays: maxAgeDays, hasFilters: hasFilters,
            keywordCount: keywordCount, inverseKeywordDivisor: 1 / min(Double(keywordCount), Double(settings.keywordSaturation)),
            shortfallFloor: settings.salaryShortfallFloor, minorFeaturesWeight: minorFeaturesWeight)
    }
}
