import Foundation

/// The rules for a profile's keywords: at most 50, each at most 50 characters, trimmed,
/// lower-cased and de-duplicated (`DESIGN.md`).
public enum KeywordList {
    /// Most keywords a profile may carry.
    public static let maxCount = 50
    /// Longest keyword, in characters.
    public static let maxLength = 50

    /// The outcome of normalizing a list of keywords.
    public struct Normalized: Sendable, Equatable {
        /// The keywords kept, in their first-seen order.
        public var keywords: [String]
        /// Why each dropped keyword was dropped, as sentences.
        public var problems: [String]
    }

    /// Trims, lower-cases and de-duplicates `raw`, dropping empty, over-long and surplus keywords.
    public static func normalize(_ raw: [String]) -> Normalized {
        var kept: [String] = []
        var seen = Set<String>()
        var problems: [String] = []
        for keyword in raw {
            let cleaned = keyword.trimmingWhitespace.lowercased()
            if cleaned.isEmpty {
                problems.append("an empty keyword was dropped")
            } else if cleaned.count > maxLength {
                problems.append("keyword \"\(cleaned.prefix(20))…\" has \(cleaned.count) characters; the limit is \(maxLength)")
            } else if seen.contains(cleaned) {
                continue
            } else if kept.count == maxCount {
                problems.append("keyword \"\(cleaned)\" is past the limit of \(maxCount) keywords")
            } else {
                seen.insert(cleaned)
                kept.append(cleaned)
            }
        }
        return Normalized(keywords: kept, problems: problems)
    }
}
