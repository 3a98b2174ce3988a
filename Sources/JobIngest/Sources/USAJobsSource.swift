import Foundation
import MatchCore

/// USAJOBS Search API: `GET /api/search?Keyword&LocationName&Page&ResultsPerPage`, with the
/// headers `User-Agent: <email>` and `Authorization-Key: <key>`.
///
/// Parameters: `keyword`, `location`, `email` and `api_key` (secrets). Traps: dates carry no
/// time zone (read as UTC); `RateIntervalCode` is "PA" today and was "Per Year" before.
public struct USAJobsSource: JSONListSource {
    public let kind = JobSourceKind.usajobs
    public let defaultBaseURL = "https://data.usajobs.gov"
    public let defaultRateLimit = RateLimit(10, per: .minute)
    static let pageSize = 500

    public init() {}

    public func firstPage(_ source: SourceSettings) throws -> PageRequest {
        PageRequest(url: try pageURL(source, page: 1),
                    headers: [("User-Agent", try source.required("email")), ("Authorization-Key", try source.required("api_key"))])
    }

    public func nextPage(after page: PageRequest, body: Data, source: SourceSettings) -> PageRequest? {
        guard let root = try? JSONNode.parse(body),
              let pages = root["SearchResult"]["UserArea"]["NumberOfPages"].double, Double(page.index + 1) < pages
        else { return nil }
        return (try? pageURL(source, page: page.index + 2)).map(page.next(url:))
    }

    private func pageURL(_ source: SourceSettings, page: Int) throws -> String {
        url(source.base(default: defaultBaseURL) + "/api/search", query: [
            ("Keyword", source.parameters["keyword"]), ("LocationName", source.parameters["location"]),
            ("Page", "\(page)"), ("ResultsPerPage", "\(Self.pageSize)"),
        ])
    }

    public func postings(in root: JSONNode, payload: Payload) throws -> [(pointer: String, node: JSONNode)] {
        try list("SearchResultItems", in: root["SearchResult"], path: "SearchResult.SearchResultItems")
    }

    public func fields(of item: JSONNode, payload: Payload) throws -> PostingFields {
        let job = item["MatchedObjectDescriptor"]
        let details = job["UserArea"]["Details"]
        var fields = PostingFields()
        fields.sourceId = item["MatchedObjectId"].string ?? job["PositionID"].string
        fields.title = job["PositionTitle"].string
        fields.company = job["OrganizationName"].string ?? job["DepartmentName"].string
        let places = job["PositionLocation"].array.compactMap { $0["LocationName"].string }
        fields.locations = places.isEmpty ? job["PositionLocationDisplay"].strings : places
        if details["RemoteIndicator"].bool == true {
            fields.remote = .remote
        } else if details["TeleworkEligible"].bool == true {
            fields.remote = .hybrid
        } else if details["RemoteIndicator"].bool == false {
            fields.remote = .onsite
        }
        fields.employmentType = EmploymentType.combine(job["PositionSchedule"].array.map { $0["Name"].string })
        fields.departments = job["DepartmentName"].strings
        fields.categories = job["JobCategory"].array.compactMap { $0["Name"].string }
        fields.descriptionText = [details["JobSummary"].string, job["QualificationSummary"].string]
            .compactMap { $0 }.joined(separator: "\n")
        fields.url = job["PositionURI"].string
        fields.applyUrl = job["ApplyURI"].strings.first
        fields.postedAt = PostingDates.parse(job["PublicationStartDate"].string ?? job["PositionStartDate"].string)
        fields.expiresAt = PostingDates.parse(job["ApplicationCloseDate"].string ?? job["PositionEndDate"].string)
        fields.salary = job["PositionRemuneration"].array.first.flatMap(salary)
        return fields
    }

    /// `{MinimumRange, MaximumRange, RateIntervalCode}`; codes old ("Per Year") and new ("PA").
    private func salary(_ pay: JSONNode) -> Salary? {
        let code = (pay["RateIntervalCode"].string ?? pay["Description"].string ?? "").uppercased()
        var factor = 1.0
        let period: SalaryPeriod?
        switch code {
        case "PA", "PER YEAR": period = .year
        case "PH", "PER HOUR": period = .hour
        case "PD", "PER DAY": period = .day
        case "PW", "PER WEEK": period = .week
        case "BW", "BI-WEEKLY", "PER BI-WEEKLY": period = .week; factor = 0.5
        case "PM", "PER MONTH": period = .month
        case "WC", "WITHOUT COMPENSATION": return nil
        default: period = nil
        }
        let low = pay["MinimumRange"].double.map { $0 * factor }, high = pay["MaximumRange"].double.map { $0 * factor }
        guard low != nil || high != nil else { return nil }
        return Salary(min: low, max: high, currency: "USD", period: period, isEstimate: false)
    }
}
