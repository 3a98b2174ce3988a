import Foundation
import MatchCore

/// Adzuna search API: `GET /v1/api/jobs/{country}/search/{page}?app_id&app_key&what&where`.
///
/// Parameters: `country` (required, e.g. gb, us), `what`, `where`, `app_id` and `app_key`
/// (secrets, from the environment). Traps: the currency is implied by the country;
/// `salary_is_predicted` is the string "0" or "1"; salaries are yearly.
public struct AdzunaSource: JSONListSource {
    public let kind = JobSourceKind.adzuna
    public let defaultBaseURL = "https://api.adzuna.com"
    public let defaultRateLimit = RateLimit(60, per: .minute)
    static let pageSize = 50

    /// ISO 4217 currency of each Adzuna country.
    static let currencies: [String: String] = [
        "gb": "GBP", "us": "USD", "au": "AUD", "ca": "CAD", "nz": "NZD", "in": "INR", "sg": "SGD",
        "za": "ZAR", "br": "BRL", "mx": "MXN", "pl": "PLN", "ch": "CHF", "at": "EUR", "be": "EUR",
        "de": "EUR", "es": "EUR", "fr": "EUR", "it": "EUR", "nl": "EUR",
    ]

    public init() {}

    public func firstPage(_ source: SourceSettings) throws -> PageRequest {
        PageRequest(url: try pageURL(source, page: 1))
    }

    public func nextPage(after page: PageRequest, body: Data, source: SourceSettings) -> PageRequest? {
        guard let root = try? JSONNode.parse(body) else { return nil }
        let fetched = (page.index + 1) * Self.pageSize
        guard !root["results"].array.isEmpty, let total = root["count"].double, Double(fetched) < total else { return nil }
        return (try? pageURL(source, page: page.index + 2)).map(page.next(url:))
    }

    private func pageURL(_ source: SourceSettings, page: Int) throws -> String {
        let country = try source.required("country").lowercased()
        return url(source.base(default: defaultBaseURL) + "/v1/api/jobs/\(queryEscaped(country))/search/\(page)", query: [
            ("app_id", try source.required("app_id")), ("app_key", try source.required("app_key")),
            ("results_per_page", "\(Self.pageSize)"), ("what", source.parameters["what"]),
            ("where", source.parameters["where"]), ("content-type", "application/json"),
        ])
    }

    public func postings(in root: JSONNode, payload: Payload) throws -> [(pointer: String, node: JSONNode)] {
        try list("results", in: root)
    }

    public func fields(of job: JSONNode, payload: Payload) throws -> PostingFields {
        let currency = currency(of: job, payload: payload)
        var fields = PostingFields()
        fields.sourceId = job["id"].string
        fields.title = job["title"].string.map(DescriptionText.fromHTML)
        fields.company = job["company"]["display_name"].string
        fields.locations = job["location"]["display_name"].strings
        fields.employmentType = EmploymentType.combine([job["contract_time"].string, job["contract_type"].string])
        fields.categories = job["category"]["label"].strings
        fields.descriptionText = DescriptionText.fromHTML(job["description"].string)
        fields.remote = WorkArrangement.mode(inText: job["title"].string, job["description"].string)
        fields.url = job["redirect_url"].string
        fields.postedAt = PostingDates.parse(job["created"].string)
        fields.dollarCurrency = currency ?? "USD"
        if job["salary_min"].double != nil || job["salary_max"].double != nil {
            fields.salary = Salary(min: job["salary_min"].double, max: job["salary_max"].double, currency: currency,
                                   period: .year, isEstimate: job["salary_is_predicted"].bool ?? false)
        }
        return fields
    }

    /// The currency of the search's country: the `country` parameter, else the first `location.area`.
    private func currency(of job: JSONNode, payload: Payload) -> String? {
        if let country = payload.parameters["country"]?.lowercased() { return Self.currencies[country] }
        let area = job["location"]["area"].strings.first?.lowercased()
        return area.flatMap { Self.currencies[$0 == "uk" ? "gb" : $0] }
    }
}
