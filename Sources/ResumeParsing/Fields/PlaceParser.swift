import Foundation
import MatchCore

/// Recognises places as printed on resumes: "Austin, TX", "Toronto, ON, Canada", "Berlin, Germany", "Remote".
enum PlaceParser {
    nonisolated(unsafe) private static let pattern = try! NSRegularExpression(pattern:
        #"(?<![\w])((?:[A-Z][\p{L}.'-]+)(?: [A-Z][\p{L}.'-]+){0,3}), ((?:[A-Z]{2})|(?:[A-Z][\p{L}.]+)(?: [A-Z][\p{L}]+){0,2})(?:, ([A-Z][\p{L}.]+(?: [A-Z][\p{L}]+){0,2}))?(?![\w])"#)

    /// Whether ", " is followed by a capital letter somewhere (every "City, Region" form has one).
    private static func hasCommaBeforeCapital(_ text: String) -> Bool {
        var state = 0
        for byte in text.utf8 {
            if state == 2, byte >= 0x41 && byte <= 0x5A || byte >= 0xC3 { return true }
            state = byte == 0x2C ? 1 : (state == 1 && byte == 0x20 ? 2 : 0)
        }
        return false
    }

    /// A place found in `text`, and where it is; nil when there is none.
    static func find(in text: String) -> (location: ResumeLocation, range: Range<String.Index>)? {
        guard hasCommaBeforeCapital(text) || text.contains("Remote") || text.contains("Hybrid") else { return nil }
        // Matches may overlap ("Dodge Street, Omaha, NE" holds "Omaha, NE"): after a failed
        // candidate, search again from its second part.
        var searchFrom = NSRange(text.startIndex..., in: text).location
        let length = NSRange(text.startIndex..., in: text).length
        while searchFrom < length,
              let match = pattern.firstMatch(in: text, range: NSRange(location: searchFrom, length: length - searchFrom)) {
            searchFrom = match.range(at: 2).location
            guard let whole = Range(match.range, in: text), let cityRange = Range(match.range(at: 1), in: text),
                  let secondRange = Range(match.range(at: 2), in: text) else { continue }
            let city = String(text[cityRange])
            let second = String(text[secondRange])
            let third = Range(match.range(at: 3), in: text).map { String(text[$0]) }
            if EntryVocabulary.usStates.contains(second) {
                return (ResumeLocation(city: city, countryCode: "US", region: second), whole)
            }
            if EntryVocabulary.canadianProvinces.contains(second) {
                return (ResumeLocation(city: city, countryCode: "CA", region: second), whole)
            }
            if let code = EntryVocabulary.countries[second.lowercased()] {
                return (ResumeLocation(city: city, countryCode: code), whole)
            }
            if let third, let code = EntryVocabulary.countries[third.lowercased()] {
                return (ResumeLocation(city: city, countryCode: code, region: second), whole)
            }
        }
        if let range = text.range(of: #"\b(Remote|Hybrid)\b"#, options: .regularExpression) {
            return (ResumeLocation(city: String(text[range])), range)
        }
        return nil
    }
}
