import Foundation

/// Employment types in one vocabulary: `full-time`, `part-time`, `contract`, `temporary`,
/// `internship`, `volunteer`, `permanent`; text that names none is kept as the source gave it.
public enum EmploymentType {
    /// The canonical form of one value (`FULL_TIME`, `Full-Time`, `full_time`, `Full Time` → `full-time`).
    public static func canonical(_ value: String) -> String? {
        let compact = value.lowercased().filter { $0.isLetter }
        guard !compact.isEmpty else { return nil }
        switch compact {
        case "fulltime", "ft", "permanentfulltime": return "full-time"
        case "parttime", "pt": return "part-time"
        case "contract", "contractor", "contracttohire", "freelance", "fixedterm": return "contract"
        case "temporary", "temp", "seasonal": return "temporary"
        case "intern", "internship", "trainee", "apprenticeship": return "internship"
        case "volunteer": return "volunteer"
        case "permanent": return "permanent"
        case "perdiem": return "per-diem"
        default:
            let trimmed = value.trimmingWhitespace
            return trimmed.isEmpty ? nil : trimmed
        }
    }

    /// The distinct canonical forms of several values, joined with ", "; nil when none.
    public static func combine(_ values: [String?]) -> String? {
        var seen: [String] = []
        for value in values.compactMap({ $0 }) {
            if let form = canonical(value), !seen.contains(form) { seen.append(form) }
        }
        return seen.isEmpty ? nil : seen.joined(separator: ", ")
    }
}
