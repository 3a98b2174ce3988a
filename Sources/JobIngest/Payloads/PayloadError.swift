import Foundation
import MatchCore

/// Why a whole payload file, or one posting in it, cannot be read.
public enum PayloadError: Error, LocalizedError, Equatable, Sendable {
    /// The bytes are not the format the source sends (bad JSON, truncated XML, no posting in a page).
    case malformed(String)
    /// A posting lacks a field every record needs.
    case missingField(String)
    /// The payload declares XML entities (an XXE or billion-laughs attempt) and is refused unread.
    case unsafeMarkup(String)
    /// A parameter the source needs was not given.
    case missingParameter(kind: JobSourceKind, name: String)

    public var errorDescription: String? {
        switch self {
        case .malformed(let detail): detail
        case .missingField(let field): "missing \(field), which every posting needs"
        case .unsafeMarkup(let detail): "\(detail); the file was not read (entity declarations are never expanded)"
        case .missingParameter(let kind, let name):
            "the \(kind.rawValue) source needs the parameter \(name) (give it in sources.yaml or as --param \(name)=VALUE)"
        }
    }
}
