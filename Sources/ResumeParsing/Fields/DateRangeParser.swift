import MatchCore
import Foundation

/// Finds dates as people print them on resumes: "Jan 2020", "01/2020", "2019 – Present",
/// "2018 - now", "Summer 2013", "'19", "2015–2017", and turns them into ISO partial dates.
public enum DateRangeParser {
    private static let month = #"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"#
    private static let season = #"(?:spring|summer|fall|autumn|winter)"#
    private static let year = #"(?:19[5-9]\d|20\d\d)"#
    private static let single = #"(?:\#(month)\s*,?\s*(?:\#(year)|'\d\d)|\#(season)\s+(?:\#(year)|'\d\d)|(?:0?[1-9]|1[0-2])\s*[/.]\s*\#(year)|\#(year)\s*[-/.]\s*(?:0[1-9]|1[0-2])(?![\d])|\#(year)|'\d\d)"#
    /// "Present" as people write it, in English and in the languages resumes often mix in.
    private static let present = #"(?:present|now|current(?:ly)?|today|ongoing|to date|date|heute|aktuell|présent|aujourd'hui|actualidad|presente|actual|oggi|nu|obecnie)"#
    private static let connector = #"\s*(?:–|—|-|‒|―|to|until|till|through|thru|\.\.)\s*"#
    nonisolated(unsafe) private static let rangePattern = try! NSRegularExpression(
        pattern: #"(?<![\w/])(\#(single))(?:\#(connector)(\#(single)|\#(present)))?(?![\w/])"#, options: [.caseInsensitive])
    nonisolated(unsafe) private static let singlePattern = try! NSRegularExpression(pattern: #"^\#(single)$"#, options: [.caseInsensitive])

    /// A date range found in a text, and where.
    public struct Match: Sendable {
        public var range: ResumeDateRange
        public var location: Range<String.Index>
    }

    /// Every date or date range in `text`, left to right.
    public static func matches(in text: String) -> [Match] {
        guard mayHoldDate(text) else { return [] }
        let ns = text as NSString
        return rangePattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { result in
            guard let whole = Range(result.range, in: text), let startRange = Range(result.range(at: 1), in: text) else { return nil }
            let startText = String(text[startRange])
            guard let start = parseSingle(startText) else { return nil }
            var range = ResumeDateRange(startDate: start, dateText: String(text[whole]))
            if let endRange = Range(result.range(at: 2), in: text) {
                let endText = String(text[endRange])
                if let end = parseSingle(endText) {
                    range.endDate = end
                } else {
                    range.isCurrent = true
                }
            }
            // A bare number such as a year in prose still counts only if it looks like a year.
            return Match(range: range, location: whole)
        }
    }

    /// Every form carries a year (19xx, 20xx) or an apostrophe year ('19); most lines hold
    /// neither, and a scan of their bytes is far cheaper than the pattern.
    static func mayHoldDate(_ text: String) -> Bool {
        var digitsInRow = 0
        var previous: UInt8 = 0
        var runStart: UInt8 = 0, runSecond: UInt8 = 0
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                digitsInRow += 1
                if digitsInRow == 1 { runStart = byte }
                if digitsInRow == 2 { runSecond = byte }
                if digitsInRow == 4, (runStart == 0x31 && runSecond == 0x39) || (runStart == 0x32 && runSecond == 0x30) { return true }
            } else {
                digitsInRow = 0
            }
            // '19 or ’19 (the right quote's last UTF-8 byte is 0x99).
            if previous == 0x27 || previous == 0x99, byte >= 0x30 && byte <= 0x39 { return true }
            previous = byte
        }
        return false
    }

    /// The first date range in `text`, preferring a real range over a lone date.
    public static func firstRange(in text: String) -> Match? {
        let all = matches(in: text)
        return all.first { $0.range.endDate != nil || $0.range.isCurrent } ?? all.last
    }

    /// One date as an ISO partial date ("2020", "2020-01"); nil when it is not a date.
    public static func parseSingle(_ raw: String) -> String? {
        let text = raw.lowercased().trimmed(of: [" ", "\t"])
        guard singlePattern.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil else { return nil }
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == "/" || $0 == "-" }).map(String.init)
        var yearValue: Int?
        var monthValue: Int?
        for token in tokens {
            if token.hasPrefix("'"), let short = Int(token.dropFirst()) {
                yearValue = short <= 40 ? 2000 + short : 1900 + short
            } else if let number = Int(token) {
                if number >= 1950 { yearValue = number } else if (1...12).contains(number) { monthValue = number }
            } else if let named = monthNumber(token) {
                monthValue = named
            } else if let seasonal = seasonMonth[token] {
                monthValue = seasonal
            }
        }
        guard let yearValue else { return nil }
        if let monthValue { return String(format: "%04d-%02d", yearValue, monthValue) }
        return String(yearValue)
    }

    private static let seasonMonth = ["spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12]
    private static let monthPrefixes = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    private static func monthNumber(_ token: String) -> Int? {
        guard token.count >= 3 else { return nil }
        return monthPrefixes.firstIndex(of: String(token.prefix(3))).map { $0 + 1 }
    }
}
