import Foundation
import MatchCore

/// Reads the date forms job feeds use, to UTC `Date`s.
///
/// ISO 8601 with or without a zone (a missing zone is read as UTC: USAJOBS and Jobicy give
/// none), RFC 822 (RSS `pubDate`), epoch seconds or milliseconds (Lever's `createdAt`), US
/// dates (`06/15/2016`) and LinkedIn export times (`10/3/24, 2:15 PM`).
public enum PostingDates {
    /// Parses any of the supported forms, to whole seconds as records are written; nil when
    /// `text` is none of them.
    public static func parse(_ text: String?) -> Date? {
        parseExact(text).map { Date(timeIntervalSince1970: floor($0.timeIntervalSince1970)) }
    }

    private static func parseExact(_ text: String?) -> Date? {
        guard let text = text?.trimmingWhitespace, !text.isEmpty else { return nil }
        if let first = text.first, first.isNumber {
            if let date = ISO8601Timestamp.parse(text) { return date }
            if let date = parseISOWithZoneWord(text) { return date }
            if text.allSatisfy(\.isNumber), let number = Double(text) { return fromEpoch(number) }
            if let date = parseUSDate(text) { return date }
        }
        return parseRFC822(text)
    }

    /// A date from epoch seconds or, for values too large to be seconds, milliseconds (whole seconds).
    public static func fromEpoch(_ value: Double) -> Date {
        Date(timeIntervalSince1970: floor(value > 100_000_000_000 ? value / 1000 : value))
    }

    /// ISO 8601 followed by a zone word (`2026-07-06 10:00:00 UTC`), which the strict parser refuses.
    private static func parseISOWithZoneWord(_ text: String) -> Date? {
        var trimmed = text
        for suffix in [" UTC", " GMT", " Z"] where trimmed.hasSuffix(suffix) {
            trimmed = String(trimmed.dropLast(suffix.count)) + "Z"
        }
        return trimmed == text ? nil : ISO8601Timestamp.parse(trimmed)
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let zones: [String: Int] = [
        "UT": 0, "UTC": 0, "GMT": 0, "Z": 0, "EST": -5, "EDT": -4, "CST": -6, "CDT": -5,
        "MST": -7, "MDT": -6, "PST": -8, "PDT": -7, "BST": 1, "CET": 1, "CEST": 2,
    ]

    /// RFC 822/1123: `Thu, 16 Jul 2026 14:57:15 +0000`, `4 Jun 2026 17:37 GMT`, two-digit years.
    public static func parseRFC822(_ text: String) -> Date? {
        var words = text.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
        if let first = words.first, first.first?.isLetter == true { words.removeFirst() }
        guard words.count >= 3, let day = Int(words[0]),
              let month = months.firstIndex(of: String(words[1].prefix(3)).lowercased()),
              var year = Int(words[2]) else { return nil }
        if year < 100 { year += year < 70 ? 2000 : 1900 }
        var time = (hour: 0, minute: 0, second: 0), offset = 0
        if words.count >= 4 {
            guard let clock = clock(words[3]) else { return nil }
            time = clock
        }
        if words.count >= 5 {
            let zone = words[4]
            if let sign = zone.first, sign == "+" || sign == "-", zone.count == 5, let value = Int(zone.dropFirst()) {
                offset = (sign == "-" ? -1 : 1) * ((value / 100) * 3600 + (value % 100) * 60)
            } else if let hours = zones[zone.uppercased()] {
                offset = hours * 3600
            }
        }
        return makeDate(year: year, month: month + 1, day: day, time: time, offset: offset)
    }

    /// `06/15/2016`, `10/3/24, 2:15 PM`, `6/15/2016 12:00:00 AM` (US order, UTC).
    private static func parseUSDate(_ text: String) -> Date? {
        let parts = text.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
        let date = parts[0].split(separator: "/").compactMap { Int($0) }
        guard date.count == 3, (1...12).contains(date[0]), (1...31).contains(date[1]) else { return nil }
        let year = date[2] < 100 ? 2000 + date[2] : date[2]
        var time = (hour: 0, minute: 0, second: 0)
        if parts.count >= 2 {
            guard let clock = clock(parts[1]) else { return nil }
            time = clock
            if parts.count >= 3 {
                let meridiem = parts[2].uppercased()
                if meridiem == "PM", time.hour < 12 { time.hour += 12 }
                if meridiem == "AM", time.hour == 12 { time.hour = 0 }
            }
        }
        return makeDate(year: year, month: date[0], day: date[1], time: time, offset: 0)
    }

    /// `14:57:15` or `14:57`.
    private static func clock(_ word: String) -> (hour: Int, minute: Int, second: Int)? {
        let parts = word.split(separator: ":").compactMap { Int($0) }
        guard parts.count >= 2 else { return nil }
        return (parts[0], parts[1], parts.count > 2 ? parts[2] : 0)
    }

    /// The moment of a calendar date and time `offset` seconds east of UTC; the checks and
    /// arithmetic are `ISO8601Timestamp`'s.
    private static func makeDate(year: Int, month: Int, day: Int, time: (hour: Int, minute: Int, second: Int), offset: Int) -> Date? {
        let text = String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", year, month, day, time.hour, time.minute, time.second)
        return ISO8601Timestamp.parse(text)?.addingTimeInterval(Double(-offset))
    }
}
