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
        let judged = judgedProfiles
        for metric in RankingMetric.allCases where !judgments.grades.isEmpty {
            let values = judged.map { profile in
                metric.value(shortlist: shortlists.jobs(for: profile), grades: judgments.grades[profile] ?? [:],
                             k: k, relevantGrade: relevantGrade)
            }
            results[metric.rawValue] = Bootstrap.mean(of: values, key: "\(metric.rawValue)@\(k)", settings: bootstrap)
        }
        results["coverage"] = coverage(k: k, bootstrap: bootstrap)
        if let facets {
            let tops = shortlists.profileIds.map { shortlists.jobs(for: $0).prefix(k).compactMap { facets[$0] } }
            let companies = tops.map { Double(Set($0.compactMap(\.company)).count) }
            let occupations = tops.map { Double(Set($0.compactMap(\.occupation)).count) }
            results["companies_per_shortlist"] = Bootstrap.mean(
                of: companies, key: "companies_per_shortlist@\(k)", settings: bootstrap)
            results["occupations_per_shortlist"] = Bootstrap.mean(
                of: occupations, key: "occupations_per_shortlist@\(k)", settings: bootstrap)
        }
        return results
    }

    /// Share of the catalogue in at least one top-K list; resampling candidates, with the
    /// interval centred on the value (`Bootstrap.estimate`'s `centered`) and kept within 0–1.
    func coverage(k: Int, bootstrap: BootstrapSettings) -> IntervalEstimate {
        let catalogueIndex = Dictionary(uniqueKeysWithValues: catalogue.sorted().enumerated().map { ($1, $0) })
        let tops: [[Int]] = shortlists.profileIds.map { profile in
            shortlists.jobs(for: profile).prefix(k).compactMap { catalogueIndex[$0] }
        }
        let size = catalogueIndex.count
        var estimate = Bootstrap.estimate(units: tops.count, key: "coverage@\(k)", settings: bootstrap, centered: true) { counts in
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
        // Centring can carry a bound past what a share can be.
        estimate.lower = estimate.lower.map { max(0, $0) }
        estimate.upper = estimate.upper.map { min(1, $0) }
        return estimate
    }

    /// Shortlisted job ids that the jobs file does not describe (diversity cannot count them).
    public var jobsWithoutFacets: Int {
        guard let facets else { return 0 }
        return shortlists.jobIds.filter { facets[$0] == nil }.count
    }
}
