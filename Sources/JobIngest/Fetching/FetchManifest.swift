import Foundation
import MatchCore

/// `raw/<source>/<fetched-at>/fetch-manifest.json`: what one fetch of one source brought back.
///
/// mm-normalize reads it to learn each payload's source kind and parameters. URLs are
/// recorded with secrets redacted; parameters name secrets by their variable (`$ADZUNA_APP_KEY`).
public struct FetchManifest: Codable, Sendable, Equatable {
    public static let fileName = "fetch-manifest.json"

    public var source: String
    public var kind: JobSourceKind
    public var parameters: [String: String]
    public var fetchedAt: Date
    public var status: FetchStatus
    /// Why the fetch failed or stopped early, secrets redacted.
    public var error: String?
    public var pages: [FetchedPage]

    public init(source: String, kind: JobSourceKind, parameters: [String: String], fetchedAt: Date,
                status: FetchStatus, error: String? = nil, pages: [FetchedPage] = []) {
        self.source = source
        self.kind = kind
        self.parameters = parameters
        self.fetchedAt = fetchedAt
        self.status = status
        self.error = error
        self.pages = pages
    }

    enum CodingKeys: String, CodingKey {
        case source, kind, parameters, fetchedAt = "fetched_at", status, error, pages
    }

    /// Reads a manifest; a missing or unreadable one is an input failure naming the file.
    public static func read(path: String) throws -> FetchManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: "no such file")
        }
        do {
            return try RecordCoding.makeDecoder().decode(FetchManifest.self, from: data)
        } catch {
            throw FileAccessError.cannotRead(path: path, reason: "not a fetch manifest: \(DecodingErrorDescription.describe(error))")
        }
    }

    /// Writes the manifest atomically, indented with sorted keys.
    public func write(to path: String) throws {
        try JSONDocumentFile.write(self, to: path)
    }
}

/// How a source's fetch ended.
public enum FetchStatus: String, Codable, Sendable {
    /// Every page was fetched.
    case ok
    /// The server said every page is unchanged (304); the fetch folder links the bodies saved before.
    case notModified = "not_modified"
    /// Some pages were fetched before a failure; they are kept.
    case partial
    /// Nothing usable was fetched.
    case failed
}

/// One HTTP exchange of a fetch.
public struct FetchedPage: Codable, Sendable, Equatable {
    public var index: Int
    /// The URL with secrets redacted.
    public var url: String
    /// The final HTTP status (0 when no answer came).
    public var status: Int
    /// The payload file's name in the fetch folder; nil when nothing was saved.
    public var file: String?
    public var bytes: Int
    public var sha256: String?
    public var attempts: Int
    /// The charset the server declared for the body, if any.
    public var charset: String?

    public init(index: Int, url: String, status: Int, file: String?, bytes: Int, sha256: String?, attempts: Int, charset: String?) {
        self.index = index
        self.url = url
        self.status = status
        self.file = file
        self.bytes = bytes
        self.sha256 = sha256
        self.attempts = attempts
        self.charset = charset
    }
}

