import Foundation
import MatchCore

/// Builds a `JobReport` by streaming jobs and shortlists through it, holding only the counts.
public struct JobReportBuilder {
    /// How many companies, keywords and occupations to list.
    public var topCount: Int
    private var postedTimes: [Date] = []
    private var latestSeen: Date?
    private var totalJobs = 0
    private var withoutPostedAt = 0
    private var sources: [String: Int] = [:]
    private var companies: [String: Int] = [:]
    private var keywords: [String: Int] = [:]
    private var occupations: [String: Int] = [:]
    private var shortlistLengths: [Int] = []
    private var allScores: [Double] = []
    private var topScores: [Double] = []
    private var matchedKeywords: [String: Int] = [:]
    private var matchedKeywordTotal = 0

    public init(topCount: Int = 15) {
        self.topCount = topCount
    }

    /// Counts one job.
    public mutating func add(job enriched: EnrichedJob) {
        let job = enriched.job
        totalJobs += 1
        sources[job.source.rawValue, default: 0] += 1
        companies[job.company?.trimmingCharacters(in: .whitespaces).nonEmpty ?? "(no company)", default: 0] += 1
        for word in KeywordTokenizer.distinctKeywords(in: job.title + "\n" + job.descriptionText) {
            keywords[word, default: 0] += 1
        }
        let occupation = enriched.enrichment.onet.map { "\($0.socCode) \($0.title)" } ?? "(not coded)"
        occupations[occupation, default: 0] += 1
        if let posted = job.postedAt { postedTimes.append(posted) } else { withoutPostedAt += 1 }
        for time in [job.fetchedAt, job.postedAt].compactMap({ $0 }) {
            latestSeen = Swift.max(latestSeen ?? time, time)
        }
    }

    /// Counts one candidate's shortlist.
    public mutating func add(shortlist: Shortlist) {
        shortlistLengths.append(shortlist.jobs.count)
        allScores += shortlist.jobs.map(\.score)
        if let first = shortlist.jobs.min(by: { $0.rank < $1.rank }) { topScores.append(first.score) }
        for entry in shortlist.jobs {
            for keyword in Set(entry.matchedKeywords) { matchedKeywords[keyword, default: 0] += 1 }
            matchedKeywordTotal += 1
        }
    }

    /// The report. "The last 24 hours" ends at `asOf`, or when nil at the newest fetch or posting
    /// time among the jobs, so the same inputs always give the same report.
    public func report(asOf: Date?, fullShortlistSize: Int?) -> JobReport {
        let end = asOf ?? latestSeen ?? Date(timeIntervalSince1970: 0)
        let start = end.addingTimeInterval(-24 * 3600)
        let fullSize = fullShortlistSize ?? shortlistLengths.max() ?? 0
        let summary = ShortlistSummary(
            candidates: shortlistLengths.count, fullSize: fullSize, fullSizeInferred: fullShortlistSize == nil,
            fullShortlists: shortlistLengths.filter { fullSize > 0 && $0 >= fullSize }.count,
            emptyShortlists: shortlistLengths.filter { $0 == 0 }.count,
            allScores: ScoreDistribution(allScores), topScores: ScoreDistribution(topScores),
            topMatchedKeywords: CountShare.ranked(matchedKeywords, total: matchedKeywordTotal, limit: topCount))
        return JobReport(
            asOf: end, totalJobs: totalJobs,
            jobsLast24Hours: postedTimes.filter { $0 > start && $0 <= end }.count,
            jobsWithoutPostedAt: withoutPostedAt,
            sources: CountShare.ranked(sources, total: totalJobs),
            topCompanies: CountShare.ranked(companies, total: totalJobs, limit: topCount),
            topKeywords: CountShare.ranked(keywords, total: totalJobs, limit: topCount),
            occupations: CountShare.ranked(occupations, total: totalJobs, limit: topCount),
            shortlists: summary)
    }
}

extension String {
    /// Nil when the string is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
