import Foundation
import MatchCore

/// Decides remote, hybrid or onsite from what a source says.
public enum WorkArrangement {
    /// The mode a structured value names (`remote`, `Hybrid`, `on-site`, `TELECOMMUTE`…); nil when it names none.
    public static func mode(named value: String?) -> RemoteMode? {
        guard let value = value?.lowercased() else { return nil }
        let compact = value.filter { $0.isLetter }
        switch compact {
        case "remote", "telecommute", "fullyremote", "remoteonly", "wfh", "workfromhome", "anywhere": return .remote
        case "hybrid", "flexible": return .hybrid
        case "onsite", "inoffice", "office", "inperson": return .onsite
        default: return nil
        }
    }

    /// The mode that free text (a title, a location, a description's first lines) suggests.
    ///
    /// Hybrid wins over remote ("hybrid remote"), and "not remote" reads as onsite.
    public static func mode(inText texts: String?...) -> RemoteMode {
        let text = texts.compactMap { $0?.lowercased() }.joined(separator: " ")
        guard !text.isEmpty else { return .unknown }
        if TextSearch.contains(text, "hybrid") { return .hybrid }
        if TextSearch.containsAny(text, ["not remote", "no remote"]) { return .onsite }
        let remoteWords = ["remote", "anywhere in the world", "work from home", "work-from-home", "telecommut", "wfh"]
        if TextSearch.containsAny(text, remoteWords) { return .remote }
        let onsiteWords = ["on-site", "onsite", "on site", "in-office", "in office", "in person"]
        if TextSearch.containsAny(text, onsiteWords) { return .onsite }
        return .unknown
    }

    /// The first known mode of `candidates`, in order.
    public static func first(_ candidates: RemoteMode?...) -> RemoteMode {
        candidates.compactMap { $0 }.first { $0 != .unknown } ?? .unknown
    }
}
