/// Lines and pieces inside an experience section that belong to no entry field: sub-headings
/// over a role's bullets ("Key Achievements") and the employment type and duration LinkedIn
/// prints beside employers and dates ("Acme · Full-time", "Apr 2021 - Present · 2 yrs 10 mos").
enum EntryNoise {
    /// Sub-headings a role's bullets are grouped under.
    private static let subheadings: Set<String> = [
        "achievements", "key achievements", "selected achievements", "main achievements", "accomplishments",
        "key accomplishments", "selected accomplishments", "responsibilities", "key responsibilities",
        "main responsibilities", "duties", "key duties", "duties and responsibilities", "highlights", "key highlights",
        "key contributions", "contributions", "results", "key results", "impact",
    ]

    private static let employmentTypes: Set<String> = [
        "full-time", "full time", "part-time", "part time", "contract", "contractor", "internship", "freelance",
        "self-employed", "seasonal", "apprenticeship", "temporary", "permanent",
    ]

    private static let durationWords: Set<String> = ["yr", "yrs", "year", "years", "mo", "mos", "month", "months", "less", "than", "a"]

    /// Whether the line only heads a role's bullets ("Key Achievements", "Responsibilities:").
    static func isSubheading(_ text: String) -> Bool {
        text.utf8.count <= 40 && subheadings.contains(SectionLexicon.normalize(text))
    }

    /// A running page header with the candidate's contact details ("Jane Doe · jane@example.com"):
    /// an address, not " @ " between a title and an employer.
    static func holdsEmailAddress(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.indices.contains { index in
            bytes[index] == UInt8(ascii: "@") && index > 0 && index + 1 < bytes.count && bytes[index - 1] != 0x20 && bytes[index + 1] != 0x20
        }
    }

    /// The line without employment-type and duration pieces; nil when nothing else is left.
    static func stripped(_ text: String) -> String? {
        guard text.containsText(" · ") || employmentTypes.contains(text.lowercased()) else { return text }
        let kept = text.pieces(separatedBy: " · ").filter { piece in
            let lower = piece.trimmingSpaces.lowercased()
            return !employmentTypes.contains(lower) && !isDuration(lower)
        }
        return kept.isEmpty ? nil : kept.joined(separator: " · ")
    }

    /// "2 yrs 10 mos", "1 yr", "less than a year".
    private static func isDuration(_ lower: String) -> Bool {
        let words = lower.split(separator: " ")
        return !words.isEmpty && words.contains { durationWords.contains(String($0)) }
            && words.allSatisfy { $0.allSatisfy(\.isNumber) || durationWords.contains(String($0)) }
    }
}
