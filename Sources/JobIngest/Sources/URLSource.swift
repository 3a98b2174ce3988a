import Foundation

/// A source that is one document at a URL the user gives (a feed, a job page): no API, no
/// pages; `url` names it, and `base_url` may stand in for it (tests, mirrors).
public protocol URLSource: JobSource {}

extension URLSource {
    public var defaultBaseURL: String { "" }
    public var defaultRateLimit: RateLimit { RateLimit(20, per: .minute) }

    public func firstPage(_ source: SourceSettings) throws -> PageRequest {
        PageRequest(url: try source.baseURL ?? source.required("url"))
    }
}
