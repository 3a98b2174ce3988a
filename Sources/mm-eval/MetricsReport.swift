import Foundation
import OfflineEvaluation

/// The JSON report of `mm-eval metrics`.
struct MetricsReport: Encodable {
    /// One cut-off's figures.
    struct AtK: Encodable {
        var k: Int
        var metrics: [String: IntervalEstimate]
        /// Each metric minus the baseline's, with --baseline.
        var minusBaseline: [String: IntervalEstimate]?

        enum CodingKeys: String, CodingKey {
            case k, metrics, minusBaseline = "minus_baseline"
        }
    }

    var command = "metrics"
    var seed: UInt64
    var replicates: Int
    var level: Double
    var relevantGrade: Int
    var profilesJudged: Int
    var profilesShortlisted: Int
    var catalogueJobs: Int
    var catalogueSource: String
    var jobsWithoutFacets: Int?
    var results: [AtK]

    init(evaluation: RankingEvaluation, baseline: ShortlistSet?, ks: [Int], settings: BootstrapSettings,
         catalogueSource: String) {
        seed = settings.seed
        replicates = settings.replicates
        level = settings.level
        relevantGrade = evaluation.relevantGrade
        profilesJudged = evaluation.judgedProfiles.count
        profilesShortlisted = evaluation.shortlists.profileIds.count
        catalogueJobs = evaluation.catalogue.count
        self.catalogueSource = catalogueSource
        jobsWithoutFacets = evaluation.facets == nil ? nil : evaluation.jobsWithoutFacets
        results = ks.map { k in
            AtK(k: k, metrics: evaluation.evaluate(k: k, bootstrap: settings),
                minusBaseline: baseline.map { evaluation.compare(with: $0, k: k, bootstrap: settings) })
        }
    }

    enum CodingKeys: String, CodingKey {
        case command, seed, replicates, level, relevantGrade = "relevant_grade", profilesJudged = "profiles_judged"
        case profilesShortlisted = "profiles_shortlisted", catalogueJobs = "catalogue_jobs"
        case catalogueSource = "catalogue_source", jobsWithoutFacets = "jobs_without_facets", results
    }

    /// The table for people: one block per K, metrics in a fixed order.
    var table: [String] {
        let order = ["precision", "recall", "ndcg", "map", "mrr", "coverage",
                     "companies_per_shortlist", "occupations_per_shortlist"]
        let percent = String(format: "%g%%", level * 100)
        var lines = ["\(profilesJudged) judged candidates, \(profilesShortlisted) shortlists, \(catalogueJobs) jobs; \(percent) intervals from \(replicates) resamples"]
        for result in results {
            lines.append("")
            for name in order {
                guard let estimate = result.metrics[name] else { continue }
                lines.append(tableRow("\(name)@\(result.k)", estimate))
            }
            if let differences = result.minusBaseline {
                lines.append("minus the baseline (paired):")
                for name in order {
                    guard let estimate = differences[name] else { continue }
                    lines.append(tableRow("  \(name)@\(result.k)", estimate))
                }
            }
        }
        return lines
    }
}
