import Foundation
import MatchCore

/// Years of experience: asked for by a posting ("5+ years"), or held by a candidate (work dates).
public enum ExperienceParser {
    static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
    ]

    private static let yearsPattern = try! NSRegularExpression(
        pattern: #"\b(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:\+)?\s*)?(?:years?|yrs?)\b(.{0,60})"#,
        options: [.caseInsensitive])

    /// The most years any requirement phrase of `text` asks for ("3-5 years of experience" counts 3).
    public static func requiredYears(in text: String) -> Double? {
        let range = NSRange(text.startIndex..., in: text)
        var best: Double?
        for match in yearsPattern.matches(in: text, range: range) {
            guard let numberRange = Range(match.range(at: 1), in: text), let tailRange = Range(match.range(at: 2), in: text) else { continue }
            let tail = text[tailRange].lowercased()
            let before = text[text.index(numberRange.lowerBound, offsetBy: -min(40, text.distance(from: text.startIndex, to: numberRange.lowerBound)))..<numberRange.lowerBound].lowercased()
            guard tail.contains("experience") || tail.contains(" exp") || before.contains("experience") else { continue }
            let word = text[numberRange].lowercased()
            guard let value = Double(word) ?? numberWords[word], value > 0, value <= 40 else { continue }
            best = max(best ?? 0, value)
        }
        return best
    }

    /// Years covered by the work entries' dates (overlaps counted once), up to `asOf` for current roles.
    public static func yearsWorked(_ work: [ResumeWork], asOf: Date) -> Double? {
        let reference = months(of: asOf)
        var spans: [(Int, Int)] = []
        for entry in work {
            guard let dates = entry.dates, let start = dates.startDate.flatMap(months(ofISO:)) else { continue }
            let end = dates.isCurrent ? reference : (dates.endDate.flatMap(months(ofISO:)) ?? start)
            if end >= start { spans.append((start, min(end, reference) + 1)) }
        }
        guard !spans.isEmpty else { return nil }
        spans.sort { $0.0 < $1.0 }
        var total = 0, current = spans[0]
        for span in spans.dropFirst() {
            if span.0 <= current.1 {
                current.1 = max(current.1, span.1)
            } else {
                total += current.1 - current.0
                current = span
            }
        }
        total += current.1 - current.0
        return (Double(total) / 12 * 10).rounded() / 10
    }

    /// Months since year 0 of an ISO partial date ("2020", "2020-03", "2020-03-15").
    static func months(ofISO text: String) -> Int? {
        let parts = text.split(separator: "-")
        guard let year = parts.first.flatMap({ Int($0) }), (1900...2200).contains(year) else { return nil }
        let month = parts.count > 1 ? (Int(parts[1]) ?? 1) : 1
        return year * 12 + max(1, min(12, month)) - 1
    }

    static func months(of date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month], from: date)
        return (parts.year ?? 1970) * 12 + (parts.month ?? 1) - 1
    }
}
