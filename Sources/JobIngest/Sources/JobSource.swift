import Foundation
import MatchCore

/// One kind of job source: how to ask it for postings and how to read what it answers.
///
/// Each adapter knows its API's request shape and pagination (`firstPage`, `nextPage`) and
/// turns a payload into `RawJobData` (`normalize`). Fetching, retries, rate limits and
/// normalization helpers are shared; adapters hold only what differs between sources.
public protocol JobSource: Sendable {
    /// The source kind this adapter reads.
    var kind: JobSourceKind { get }
    /// The base URL requests go to when sources.yaml gives no `base_url`.
    var defaultBaseURL: String { get }
    /// The rate limit used when sources.yaml gives none.
    var defaultRateLimit: RateLimit { get }
    /// The file extension payloads are saved with.
    var payloadExtension: String { get }
    /// The first request of a fetch.
    func firstPage(_ source: SourceSettings) throws -> PageRequest
    /// The request after `page`, given the body it returned; nil when there are no more pages.
    func nextPage(after page: PageRequest, body: Data, source: SourceSettings) -> PageRequest?
    /// Reads every posting in a payload. Throws for a payload that cannot be read at all.
    func normalize(_ payload: Payload) throws -> [PostingOutcome]
    /// What is wrong with a fetched body that cannot be what the source meant to send
    /// (a truncated or malformed answer, retried like a 5xx); nil when it reads.
    func checkBody(_ body: Data) -> String?
}

extension JobSource {
    public var payloadExtension: String { "json" }

    public func checkBody(_ body: Data) -> String? {
        body.isEmpty ? "the body is empty" : nil
    }

    public func nextPage(after page: PageRequest, body: Data, source: SourceSettings) -> PageRequest? { nil }
}

/// One HTTP request of a fetch, with its place in the pagination.
public struct PageRequest: Sendable, Equatable {
    public var url: String
    public var headers: [(String, String)]
    /// 0-based page number.
    public var index: Int

    public init(url: String, headers: [(String, String)] = [], index: Int = 0) {
        self.url = url
        self.headers = headers
        self.index = index
    }

    public static func == (lhs: PageRequest, rhs: PageRequest) -> Bool {
        lhs.url == rhs.url && lhs.index == rhs.index && lhs.headers.map { $0.0 + ":" + $0.1 } == rhs.headers.map { $0.0 + ":" + $0.1 }
    }

    /// The request for the next page at `url`.
    public func next(url: String) -> PageRequest {
        PageRequest(url: url, headers: headers, index: index + 1)
    }
}

/// The adapters, by kind.
public enum JobSources {
    /// The adapter for `kind`.
    public static func adapter(for kind: JobSourceKind) -> any JobSource {
        switch kind {
        case .greenhouse: GreenhouseSource()
        case .lever: LeverSource()
        case .adzuna: AdzunaSource()
        case .usajobs: USAJobsSource()
        case .jobicy: JobicySource()
        case .rss: FeedSource()
        case .html: JobPageSource()
        case .linkedin: LinkedInSource()
        }
    }
}
