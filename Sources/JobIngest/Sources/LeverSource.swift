import Foundation
import MatchCore

/// Lever Postings API: `GET /v0/postings/{company}?mode=json&skip=N&limit=100`.
///
/// Parameters: `company` (the site name, required), `region: eu` for EU-hosted sites
/// (api.eu.lever.co), `company_name` (display name). Traps: `createdAt` is epoch
/// milliseconds; the 2015 schema has no `*Plain`, `country` or `workplaceType`.
public struct LeverSource: JSONListSource {
    public let kind = JobSourceKind.lever
    public let defaultBaseURL = "https://api.lever.co"
    public let defaultRateLimit = RateLimit(100, per: .minute)
    static let pageSize = 100

    public init() {}

    public func firstPage(_ source: SourceSettings) throws -> PageRequest {
        PageRequest(url: try pageURL(source, skip: 0))
    }

    public func nextPage(after page: PageRequest, body: Data, source: SourceSettings) -> PageRequest? {
        guard let count = (try? JSONNode.parse(body))?.array.count, count >= Self.pageSize else { return nil }
        return (try? pageURL(source, skip: (page.index + 1) * Self.pageSize)).map(page.next(url:))
    }

    private func pageURL(_ source: SourceSettings, skip: Int) throws -> String {
        let company = try source.required("company")
        let host = source.parameters["region"]?.lowercased() == "eu" ? "https://api.eu.lever.co" : defaultBaseURL
        return url(source.base(default: host) + "/v0/postings/\(queryEscaped(company))",
                   query: [("mode", "json"), ("skip", "\(skip)"), ("limit", "\(Self.pageSize)")])
    }

    public func postings(in root: JSONNode, payload: Payload) throws -> [(pointer: String, node: JSONNode)] {
        guard root.isArray else {
            throw PayloadError.malformed("expected a JSON array of postings (is this a Lever ?mode=json response?)")
        }
        return root.array.enumerated().map { ("[\($0.offset)]", $0.element) }
    }

    public func fields(of posting: JSONNode, payload: Payload) throws -> PostingFields {
        let categories = posting["categories"]
        var fields = PostingFields()
        fields.sourceId = posting["id"].string
        fields.title = posting["text"].string
        fields.company = payload.parameters["company_name"] ?? payload.parameters["company"]
        let all = categories["allLocations"].strings
        fields.locations = all.isEmpty ? categories["location"].strings : all
        fields.remote = WorkArrangement.first(WorkArrangement.mode(named: posting["workplaceType"].string))
        fields.employmentType = EmploymentType.combine([categories["commitment"].string])
        fields.departments = [categories["department"].string, categories["team"].string].compactMap { $0 }
        fields.categories = categories["level"].strings
        fields.descriptionHtml = descriptionHTML(posting)
        fields.url = posting["hostedUrl"].string
        fields.applyUrl = posting["applyUrl"].string
        fields.postedAt = posting["createdAt"].double.map(PostingDates.fromEpoch)
        fields.salary = salary(posting["salaryRange"])
        return fields
    }

    /// The description, its lists as headed bullet lists, and the closing text, as one HTML document.
    private func descriptionHTML(_ posting: JSONNode) -> String {
        var html = posting["description"].string ?? ""
        for list in posting["lists"].array {
            html += "<h3>\(list["text"].string ?? "")</h3><ul>\(list["content"].string ?? "")</ul>"
        }
        if let additional = posting["additional"].string { html += additional }
        return html
    }

    /// `salaryRange: {min, max, currency, interval}` with intervals such as `per-year-salary`.
    private func salary(_ range: JSONNode) -> Salary? {
        guard range.isObject, range["min"].double != nil || range["max"].double != nil else { return nil }
        let interval = range["interval"].string?.lowercased() ?? ""
        let period = ["hour", "day", "week", "month", "year"].first(where: interval.contains).flatMap(SalaryText.periodWord)
        return Salary(min: range["min"].double, max: range["max"].double, currency: range["currency"].string?.uppercased(),
                      period: period, isEstimate: false)
    }
}
