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
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
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
        var hour = 0, minute = 0, second = 0, offset = 0
        if words.count >= 4 {
            let clock = words[3].split(separator: ":").compactMap { Int($0) }
            guard clock.count >= 2 else { return nil }
            hour = clock[0]
            minute = clock[1]
            second = clock.count > 2 ? clock[2] : 0
        }
        if words.count >= 5 {
            let zone = words[4]
            if let sign = zone.first, sign == "+" || sign == "-", zone.count == 5, let value = Int(zone.dropFirst()) {
                offset = (sign == "-" ? -1 : 1) * ((value / 100) * 3600 + (value % 100) * 60)
            } else if let hours = zones[zone.uppercased()] {
                offset = hours * 3600
            }
        }
        return makeDate(year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second, offset: offset)
    }

    /// `06/15/2016`, `10/3/24, 2:15 PM`, `6/15/2016 12:00:00 AM` (US order, UTC).
    private static func parseUSDate(_ text: String) -> Date? {
        let parts = text.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
        let date = parts[0].split(separator: "/").compactMap { Int($0) }
        guard date.count == 3, (1...12).contains(date[0]), (1...31).contains(date[1]) else { return nil }
        let year = date[2] < 100 ? 2000 + date[2] : date[2]
        var hour = 0, minute = 0, second = 0
        if parts.count >= 2 {
            let clock = parts[1].split(separator: ":").compactMap { Int($0) }
            guard clock.count >= 2 else { return nil }
            hour = clock[0]
            minute = clock[1]
            second = clock.count > 2 ? clock[2] : 0
            if parts.count >= 3 {
                let meridiem = parts[2].uppercased()
                if meridiem == "PM", hour < 12 { hour += 12 }
                if meridiem == "AM", hour == 12 { hour = 0 }
            }
        }
        return makeDate(year: year, month: date[0], day: date[1], hour: hour, minute: minute, second: second, offset: 0)
    }

    private static func makeDate(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, offset: Int) -> Date? {
        guard (1...31).contains(day), hour < 24, minute < 60, second <= 60 else { return nil }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        return Date(timeIntervalSince1970: Double(timegm(&parts) - offset))
    }
}
