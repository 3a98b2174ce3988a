import Foundation
import MatchCore

/// What mm-fetch remembers between runs, in `raw/.fetch-state.json`: validators for
/// conditional requests, each source's circuit breaker, and request budgets
/// (LinkedIn's 300 a month).
public struct FetchState: Codable, Sendable, Equatable {
    public static let fileName = ".fetch-state.json"
    public var sources: [String: SourceState] = [:]

    public init() {}

    /// One source's remembered state.
    public struct SourceState: Codable, Sendable, Equatable {
        /// ETag and Last-Modified of each page, by the (redacted) URL they came with.
        public var validators: [String: Validators] = [:]
        public var breaker = BreakerState()
        /// The start of the current budget window and the requests made in it.
        public var budgetWindowStart: Date?
        public var budgetUsed = 0

        public init() {}

        enum CodingKeys: String, CodingKey {
            case validators, breaker, budgetWindowStart = "budget_window_start", budgetUsed = "budget_used"
        }
    }

    /// The validators a server gave for a URL, and where the body they validate was saved.
    public struct Validators: Codable, Sendable, Equatable {
        public var etag: String?
        public var lastModified: String?
        /// The saved body, relative to the raw/ folder: a 304 reuses it. Validators without
        /// a saved body that still exists are not sent.
        public var payload: String?
        /// The charset the server declared for that body.
        public var charset: String?

        public init(etag: String? = nil, lastModified: String? = nil, payload: String? = nil, charset: String? = nil) {
            self.etag = etag
            self.lastModified = lastModified
            self.payload = payload
            self.charset = charset
        }

        enum CodingKeys: String, CodingKey {
            case etag, lastModified = "last_modified", payload, charset
        }
    }

    /// Reads the state in `folder`; a missing file is an empty state, an unreadable one is
    /// set aside (a broken state must never stop the nightly fetch).
    public static func load(folder: String) -> FetchState {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path),
              let state = try? RecordCoding.makeDecoder().decode(FetchState.self, from: data) else { return FetchState() }
        return state
    }

    /// Writes the state atomically into `folder`.
    public func save(folder: String) throws {
        try JSONDocumentFile.write(self, to: (folder as NSString).appendingPathComponent(Self.fileName))
    }
}
