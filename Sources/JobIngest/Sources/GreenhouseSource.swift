import Foundation
import MatchCore

/// Greenhouse Job Board API: `GET /v1/boards/{board_token}/jobs?content=true`.
///
/// Parameters: `board_token` (required), `company` (display name when `company_name` is absent).
/// Traps: `content` is HTML-escaped HTML; `metadata[].value` may be a string, an array or null.
public struct GreenhouseSource: JSONListSource {
    public let kind = JobSourceKind.greenhouse
    public let defaultBaseURL = "https://boards-api.greenhouse.io"
    public let defaultRateLimit = RateLimit(60, per: .minute)

    public init() {}

    public func firstPage(_ source: SourceSettings) throws -> PageRequest {
        let board = try source.required("board_token")
        return PageRequest(url: url(source.base(default: defaultBaseURL) + "/v1/boards/\(queryEscaped(board))/jobs",
                                    query: [("content", "true")]))
    }

    public func postings(in root: JSONNode, payload: Payload) throws -> [(pointer: String, node: JSONNode)] {
        // A single-job response (`/jobs/{id}`) is the posting itself.
        if root["jobs"].isMissing, !root["id"].isMissing { return [("job", root)] }
        return try list("jobs", in: root)
    }

    public func fields(of job: JSONNode, payload: Payload) throws -> PostingFields {
        var fields = PostingFields()
        fields.sourceId = job["id"].string
        fields.title = job["title"].string
        fields.company = job["company_name"].string ?? payload.parameters["company"] ?? payload.parameters["board_token"]
        let place = job["location"]["name"].string ?? ""
        fields.locations = place.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "|" || $0 == ";" }).map(String.init)
        if fields.locations.allSatisfy(\.isBlank) {
            fields.locations = job["offices"].array.compactMap { $0["name"].string }
        }
        let metadata = job["metadata"].array
        func values(named words: [String]) -> [String] {
            metadata.filter { entry in
                let name = entry["name"].string?.lowercased() ?? ""
                return words.contains { TextSearch.contains(name, $0) }
            }.flatMap { $0["value"].strings }
        }
        fields.remote = WorkArrangement.first(
            values(named: ["location type", "workplace", "remote"]).lazy.compactMap(WorkArrangement.mode(named:)).first)
        fields.employmentType = EmploymentType.combine(values(named: ["employment type", "job type", "commitment"]))
        fields.categories = values(named: ["category"])
        fields.descriptionHtml = job["content"].string.map(DescriptionText.unescapeOnce)
        fields.url = job["absolute_url"].string
        fields.postedAt = PostingDates.parse(job["first_published"].string ?? job["updated_at"].string)
        fields.expiresAt = PostingDates.parse(job["application_deadline"].string)
        fields.departments = job["departments"].array.compactMap { $0["name"].string }
        return fields
    }
}
