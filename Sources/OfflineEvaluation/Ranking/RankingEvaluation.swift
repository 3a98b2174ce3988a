/// Ranking metrics at K for a set of shortlists, each with a seeded bootstrap interval over
/// candidates.
///
/// Relevance metrics (`RankingMetric`) are averaged over the candidates with at least one
/// relevant judgment: a candidate with judgments but no shortlist scores 0, a shortlisted
/// candidate nobody judged is left out. Coverage and diversity are over every shortlisted
/// candidate and need no judgments.
public struct RankingEvaluation: Sendable {
    public let shortlists: ShortlistSet
    public let judgments: JudgmentSet
    /// Company and occupation per job id, when a jobs file was given.
    public let facets: [String: JobFacets]?
    /// Every job that could have been shown, for coverage.
    public let catalogue: Set<String>
    public let relevantGrade: Int

    /// `catalogue` defaults to the jobs of `facets`, else to every job shortlisted or judged.
    public init(shortlists: ShortlistSet, judgments: JudgmentSet, facets: [String: JobFacets]? = nil,
                catalogue: Set<String>? = nil, relevantGrade: Int = 1) {
        self.shortlists = shortlists
        self.judgments = judgments
        self.facets = facets
        self.catalogue = catalogue ?? facets.map { Set($0.keys) } ?? shortlists.jobIds.union(judgments.jobIds)
        self.relevantGrade = relevantGrade
    }

    /// Candidates the relevance metrics average over: those with a relevant judgment, sorted.
    public var judgedProfiles: [String] {
        judgments.grades.filter { $0.value.values.contains { $0 >= relevantGrade } }.keys.sorted()
    }

    /// Every metric at `k`, keyed by name: the `RankingMetric` raw values (when there are
    /// judgments), `coverage`, and with facets `companies_per_shortlist` and `occupations_per_shortlist`.
    public func evaluate(k: Int, bootstrap: BootstrapSettings) -> [String: IntervalEstimate] {
        var results: [String: IntervalEstimate] = [:]
        for (name, values) in perCandidateValues(shortlists, profiles: shortlists.profileIds, k: k) {
            results[name] = Bootstrap.mean(of: values, key: "\(name)@\(k)", settings: bootstrap)
        }
        let statistic = coverageStatistic(shortlists, profiles: shortlists.profileIds, k: k)
        var coverage = Bootstrap.estimate(units: shortlists.profileIds.count, key: "coverage@\(k)", settings: bootstrap,
                                          centered: true, statistic: statistic)
        // Centring can carry a bound past what a share can be.
        coverage.lower = coverage.lower.map { max(0, $0) }
        coverage.upper = coverage.upper.map { min(1, $0) }
        results["coverage"] = coverage
        return results
    }

    /// Every metric at `k` of these shortlists minus the same metric of `baseline`'s (another
    /// weighting's shortlists for the same candidates), with paired intervals: each resample
    /// draws the same candidates for both, so the interval is that of the difference, far
    /// narrower than two separate intervals suggest. An interval that excludes 0 says the
    /// weightings differ at that level.
    public func compare(with baseline: ShortlistSet, k: Int, bootstrap: BootstrapSettings) -> [String: IntervalEstimate] {
        let profiles = Set(shortlists.profileIds).union(baseline.profileIds).sorted()
        let ours = perCandidateValues(shortlists, profiles: profiles, k: k)
        let theirs = perCandidateValues(baseline, profiles: profiles, k: k)
        var results: [String: IntervalEstimate] = [:]
        for (name, values) in ours {
            let differences = zip(values, theirs[name]!).map { $0 - $1 }
            results[name] = Bootstrap.mean(of: differences, key: "\(name)@\(k)-baseline", settings: bootstrap)
        }
        let coverage = coverageStatistic(shortlists, profiles: profiles, k: k)
        let baselineCoverage = coverageStatistic(baseline, profiles: profiles, k: k)
        results["coverage"] = Bootstrap.estimate(units: profiles.count, key: "coverage@\(k)-baseline",
                                                 settings: bootstrap, centered: true) { counts in
            guard let ours = coverage(counts), let theirs = baselineCoverage(counts) else { return nil }
            return ours - theirs
        }
        return results
    }

    /// Per-candidate values of every averaged metric: relevance metrics over the judged
    /// candidates, diversity over `profiles`.
    private func perCandidateValues(_ lists: ShortlistSet, profiles: [String], k: Int) -> [String: [Double]] {
        var values: [String: [Double]] = [:]
        let judged = judgedProfiles
        for metric in RankingMetric.allCases where !judgments.grades.isEmpty {
            values[metric.rawValue] = judged.map { profile in
                metric.value(shortlist: lists.jobs(for: profile), grades: judgments.grades[profile] ?? [:],
                             k: k, relevantGrade: relevantGrade)
            }
        }
        if let facets {
            let tops = profiles.map { lists.jobs(for: $0).prefix(k).compactMap { facets[$0] } }
            values["companies_per_shortlist"] = tops.map { Double(Set($0.compactMap(\.company)).count) }
            values["occupations_per_shortlist"] = tops.map { Double(Set($0.compactMap(\.occupation)).count) }
        }
        return values
    }

    /// Coverage at `k` of the top-K lists of the candidates drawn from `profiles` (by their
    /// multiplicities), as a share of the catalogue.
    private func coverageStatistic(_ lists: ShortlistSet, profiles: [String], k: Int) -> @Sendable ([Int]) -> Double? {
        let catalogueIndex = Dictionary(uniqueKeysWithValues: catalogue.sorted().enumerated().map { ($1, $0) })
        let tops: [[Int]] = profiles.map { lists.jobs(for: $0).prefix(k).compactMap { catalogueIndex[$0] } }
        let size = catalogueIndex.count
        return { counts in
            guard size > 0 else { return nil }
            var shown = Array(repeating: false, count: size)
            var distinct = 0
            for (index, count) in counts.enumerated() where count > 0 {
                for job in tops[index] where !shown[job] {
                    shown[job] = true
                    distinct += 1
                }
            }
            return Double(distinct) / Double(size)
        }
    }

    /// Shortlisted job ids that the jobs file does not describe (diversity cannot count them).
    public var jobsWithoutFacets: Int {
        guard let facets else { return 0 }
        return shortlists.jobIds.filter { facets[$0] == nil }.count
    }
}
