import Foundation
import MatchCore

/// Analytics over a run's jobs and shortlists: what `mm-report` writes as JSON and draws as HTML.
public struct JobReport: Codable, Sendable, Equatable {
    /// The time "the last 24 hours" is counted back from.
    public var asOf: Date
    public var totalJobs: Int
    /// Jobs posted in the 24 hours up to `asOf`.
    public var jobsLast24Hours: Int
    /// Jobs with no posting time (not counted in the last 24 hours).
    public var jobsWithoutPostedAt: Int
    public var sources: [CountShare]
    public var topCompanies: [CountShare]
    /// Words in job titles and descriptions: how many jobs use each, and their share of all jobs.
    public var topKeywords: [CountShare]
    public var occupations: [CountShare]
    public var shortlists: ShortlistSummary

    enum CodingKeys: String, CodingKey {
        case asOf = "as_of", totalJobs = "total_jobs", jobsLast24Hours = "jobs_last_24_hours"
        case jobsWithoutPostedAt = "jobs_without_posted_at", sources, topCompanies = "top_companies"
        case topKeywords = "top_keywords", occupations, shortlists
    }
}

/// A label with how many times it occurs and its share of the whole (0–1).
public struct CountShare: Codable, Sendable, Equatable {
    public var label: String
    public var count: Int
    public var share: Double

    /// The counts as a list, largest first (ties by label), cut to `limit`, shares of `total`.
    static func ranked(_ counts: [String: Int], total: Int, limit: Int? = nil) -> [CountShare] {
        let sorted = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        return sorted.prefix(limit ?? sorted.count).map {
            CountShare(label: $0.key, count: $0.value, share: total == 0 ? 0 : Double($0.value) / Double(total))
        }
    }
}

/// How the candidates fared: shortlist sizes and score distributions.
public struct ShortlistSummary: Codable, Sendable, Equatable {
    public var candidates: Int
    /// The size a shortlist must reach to count as full.
    public var fullSize: Int
    /// True when `fullSize` is the longest shortlist seen rather than given with `--shortlist-size`.
    public var fullSizeInferred: Bool
    public var fullShortlists: Int
    public var emptyShortlists: Int
    public var allScores: ScoreDistribution
    /// Scores of each candidate's first-ranked job.
    public var topScores: ScoreDistribution
    /// Keywords the scorer matched, across all shortlist entries.
    public var topMatchedKeywords: [CountShare]

    enum CodingKeys: String, CodingKey {
        case candidates, fullSize = "full_size", fullSizeInferred = "full_size_inferred"
        case fullShortlists = "full_shortlists", emptyShortlists = "empty_shortlists"
        case allScores = "all_scores", topScores = "top_scores", topMatchedKeywords = "top_matched_keywords"
    }
}

/// A set of scores: its summary numbers and a histogram of ten equal bins from min to max.
public struct ScoreDistribution: Codable, Sendable, Equatable {
    public var count: Int
    public var min: Double?
    public var median: Double?
    public var mean: Double?
    public var max: Double?
    public var bins: [ScoreBin]

    /// The distribution of `scores`.
    init(_ scores: [Double], binCount: Int = 10) {
        let sorted = scores.sorted()
        count = sorted.count
        guard let low = sorted.first, let high = sorted.last else {
            min = nil; median = nil; mean = nil; max = nil; bins = []
            return
        }
        min = low
        max = high
        mean = sorted.reduce(0, +) / Double(sorted.count)
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        let bucketCount = high > low ? binCount : 1
        let width = (high - low) / Double(bucketCount)
        var counts = Array(repeating: 0, count: bucketCount)
        for score in sorted {
            let index = width > 0 ? Swift.min(Int((score - low) / width), bucketCount - 1) : 0
            counts[index] += 1
        }
        bins = counts.enumerated().map { index, count in
            ScoreBin(lower: low + Double(index) * width,
                     upper: index == bucketCount - 1 ? high : low + Double(index + 1) * width, count: count)
        }
    }
}

/// One bar of a score histogram: scores from `lower` up to `upper` (the last bin includes it).
public struct ScoreBin: Codable, Sendable, Equatable {
    public var lower: Double
    public var upper: Double
    public var count: Int
}
