import Foundation
import MatchCore

/// One payload file to normalize: its bytes and what is known about where it came from.
public struct Payload: Sendable {
    /// The file as the user named it; it appears in `raw_ref` and in rejects.
    public var file: String
    public var bytes: Data
    /// The source's parameters (board token, company, country…), as sources.yaml names them.
    public var parameters: [String: String]
    /// When mm-fetch fetched it, if it did.
    public var fetchedAt: Date?
    /// The charset the server declared (Content-Type), for feeds that are not UTF-8.
    public var declaredCharset: String?

    public init(file: String, bytes: Data, parameters: [String: String] = [:], fetchedAt: Date? = nil,
                declaredCharset: String? = nil) {
        self.file = file
        self.bytes = bytes
        self.parameters = parameters
        self.fetchedAt = fetchedAt
        self.declaredCharset = declaredCharset
    }

    /// A parameter the source cannot do without.
    public func required(_ name: String, for kind: JobSourceKind) throws -> String {
        guard let value = parameters[name], !value.isEmpty else {
            throw PayloadError.missingParameter(kind: kind, name: name)
        }
        return value
    }

    /// A reference to a position inside this payload, for `raw_ref`.
    public func reference(pointer: String? = nil, line: Int? = nil) -> RawRef {
        RawRef(file: file, line: line, pointer: pointer)
    }
}

/// What became of one posting found in a payload.
public enum PostingOutcome: Sendable {
    case posting(RawJobData)
    /// A posting that could not be read, with where it is (`jobs[3]`, a CSV line) and why.
    case rejected(pointer: String?, line: Int?, reason: String)
}
