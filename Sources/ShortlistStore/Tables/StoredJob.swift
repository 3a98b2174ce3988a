import Foundation
import GRDB
import MatchCore

/// A job as a run saw it: a row of the `jobs` table, keyed by run and job id.
public struct StoredJob: Codable, Sendable, Equatable {
    public var runId: String
    public var id: String
    public var source: String
    public var title: String
    public var company: String?
    /// JSON list of the job's locations.
    public var locations: [String]
    public var remote: String
    public var employmentType: String?
    public var url: String?
    public var applyUrl: String?
    public var postedAt: Date?
    public var fetchedAt: Date?
    public var socCode: String?
    public var occupationTitle: String?
    public var salaryMin: Double?
    public var salaryMax: Double?
    public var salaryCurrency: String?
    public var salaryPeriod: String?

    /// The row for `job` in run `runId`; times are kept to the whole second, as the records write them.
    public init(runId: String, job: EnrichedJob) {
        let raw = job.job
        self.runId = runId
        id = raw.id
        source = raw.source.rawValue
        title = raw.title
        company = raw.company
        locations = raw.locations
        remote = raw.remote.rawValue
        employmentType = raw.employmentType
        url = raw.url
        applyUrl = raw.applyUrl
        postedAt = raw.postedAt.map(WholeSeconds.floor)
        fetchedAt = raw.fetchedAt.map(WholeSeconds.floor)
        socCode = job.enrichment.onet?.socCode
        occupationTitle = job.enrichment.onet?.title
        salaryMin = raw.salary?.min
        salaryMax = raw.salary?.max
        salaryCurrency = raw.salary?.currency
        salaryPeriod = raw.salary?.period?.rawValue
    }

    enum CodingKeys: String, CodingKey {
        case runId = "run_id", id, source, title, company, locations, remote
        case employmentType = "employment_type", url, applyUrl = "apply_url"
        case postedAt = "posted_at", fetchedAt = "fetched_at", socCode = "soc_code"
        case occupationTitle = "occupation_title", salaryMin = "salary_min", salaryMax = "salary_max"
        case salaryCurrency = "salary_currency", salaryPeriod = "salary_period"
    }
}

extension StoredJob: StoredRecordCoding {
    public static let databaseTableName = "jobs"
}

/// Times as the records write them: whole seconds, so a time read back from the database
/// equals the one written to JSONL.
enum WholeSeconds {
    static func floor(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }
}
