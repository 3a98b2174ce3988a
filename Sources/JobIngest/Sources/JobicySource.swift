import Foundation
import MatchCore

/// Jobicy remote-jobs API: `GET /api/v2/remote-jobs?count&geo&industry&tag`.
///
/// Three schema versions are read: 2.0 (`annualSalaryMin/Max` as strings), 2.2.16
/// (`salaryMin/Max` numbers with `salaryPeriod`) and 2.2.18 (cursor paging with
/// `nextCursor`/`hasMore`). Every Jobicy job is remote; `jobGeo` says where from.
public struct JobicySource: JSONListSource {
    public let kind = JobSourceKind.jobicy
    public let defaultBaseURL = "https://jobicy.com"
    public let defaultRateLimit = RateLimit(10, per: .minute)

    public init() {}

    public func firstPage(_ source: SourceSettings) throws -> PageRequest {
        PageRequest(url: pageURL(source, cursor: nil))
    }

    public func nextPage(after page: PageRequest, body: Data, source: SourceSettings) -> PageRequest? {
        guard let root = try? JSONNode.parse(body), root["hasMore"].bool == true,
              let cursor = root["nextCursor"].string else { return nil }
        return page.next(url: pageURL(source, cursor: cursor))
    }

    private func pageURL(_ source: SourceSettings, cursor: String?) -> String {
        url(source.base(default: defaultBaseURL) + "/api/v2/remote-jobs", query: [
            ("count", source.parameters["count"] ?? "50"), ("geo", source.parameters["geo"]),
            ("industry", source.parameters["industry"]), ("tag", source.parameters["tag"]), ("cursor", cursor),
        ])
    }

    public func postings(in root: JSONNode, payload: Payload) throws -> [(pointer: String, node: JSONNode)] {
        try list("jobs", in: root)
    }

    public func fields(of job: JSONNode, payload: Payload) throws -> PostingFields {
        var fields = PostingFields()
        fields.sourceId = job["id"].string
        fields.title = job["jobTitle"].string.map(DescriptionText.fromHTML)
        fields.company = job["companyName"].string.map(DescriptionText.fromHTML)
        fields.locations = (job["jobGeo"].string ?? "").components(separatedBy: ",")
        fields.remote = .remote
        fields.employmentType = EmploymentType.combine(job["jobType"].strings)
        fields.categories = job["jobIndustry"].strings.map(DescriptionText.fromHTML)
        fields.descriptionHtml = job["jobDescription"].string
        fields.url = job["url"].string
        fields.postedAt = PostingDates.parse(job["pubDate"].string)
        fields.salary = salary(job)
        return fields
    }

    private func salary(_ job: JSONNode) -> Salary? {
        let currency = job["salaryCurrency"].string?.uppercased()
        if let low = job["salaryMin"].double ?? job["salaryMax"].double {
            let period = job["salaryPeriod"].string.flatMap(SalaryText.periodWord)
            return Salary(min: low, max: job["salaryMax"].double ?? low, currency: currency, period: period, isEstimate: false)
        }
        if let low = job["annualSalaryMin"].double ?? job["annualSalaryMax"].double {
            return Salary(min: low, max: job["annualSalaryMax"].double ?? low, currency: currency, period: .year, isEstimate: false)
        }
        return nil
    }
}
