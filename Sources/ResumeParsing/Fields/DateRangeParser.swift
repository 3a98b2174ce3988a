import MatchCore
import Foundation

/// Finds dates as people print them on resumes: "Jan 2020", "01/2020", "2019 – Present",
/// "2018 - now", "Summer 2013", "'19", "2015–2017", and turns them into ISO partial dates.
public enum DateRangeParser {
    /// A date range found in a text, and where.
    public struct Match: Sendable {
        public var range: ResumeDateRange
        public var location: Range<String.Index>
    }

    /// Every date or date range in `text`, left to right.
    public static func matches(in text: String) -> [Match] {
        guard mayHoldDate(text) else { return [] }
        let scanner = DateScanner(text)
        let found = scanner.all()
        guard !found.isEmpty else { return [] }
        let indices = Array(text.unicodeScalars.indices) + [text.endIndex]
        func slice(_ range: Range<Int>) -> String { String(text[indices[range.lowerBound]..<indices[range.upperBound]]) }
        return joiningExpectedEnds(found.compactMap { match in
            guard let start = parseSingle(slice(match.first)) else { return nil }
            var secondPart = match.second
            var wholePart = match.whole
            if let second = secondPart, case let text = slice(second), text.count == 2, let short = Int(text),
               let startYear = Int(start.prefix(4)), shortYear(short, after: startYear) > startYear + 30 {
                // "Expected 2028 - 12 of 40 courses completed": a count after the year, not a
                // range that ends a lifetime later.
                secondPart = nil
                wholePart = match.first
            }
            var whole = indices[wholePart.lowerBound]..<indices[wholePart.upperBound]
            if secondPart == nil, start.count == 7, let shared = monthSharingYear(before: whole.lowerBound, in: text, year: start.prefix(4)) {
                // "Apr–Jun 2019": the first month takes the second's year.
                whole = shared.from..<whole.upperBound
                return Match(range: ResumeDateRange(startDate: shared.start, endDate: start, dateText: String(text[whole])), location: whole)
            }
            if secondPart == nil, let since = word(among: sinceWords, before: whole.lowerBound, in: text) {
                // "Since Jan 2020": a start with no end, held now.
                whole = since..<whole.upperBound
                return Match(range: ResumeDateRange(startDate: start, isCurrent: true, dateText: String(text[whole])), location: whole)
            }
            if secondPart == nil, let expected = word(among: expectedWords, before: whole.lowerBound, in: text) {
                // "Expected May 2026": a degree still under way, to end then.
                whole = expected..<whole.upperBound
                return Match(range: ResumeDateRange(endDate: start, isCurrent: true, dateText: String(text[whole])), location: whole)
            }
            var range = ResumeDateRange(startDate: start, dateText: slice(wholePart))
            if let second = secondPart {
                let secondText = slice(second)
                if let end = parseSingle(secondText) {
                    range.endDate = quarter(of: secondText) == nil ? end : monthsLater(end, 2)
                } else if secondText.count == 2, let short = Int(secondText), let startYear = Int(start.prefix(4)) {
                    range.endDate = String(shortYear(short, after: startYear))
                } else {
                    range.isCurrent = true
                }
            }
            return Match(range: range, location: whole)
        }, in: text)
    }

    /// "Aug 2025 – expected May 2027": a start, a dash, and an expected end are one range, under
    /// way until that end; so are "Mar 2022 – Dec 2026 (expected)" and "2024 – present (expected
    /// 2026)".
    private static func joiningExpectedEnds(_ matches: [Match], in text: String) -> [Match] {
        var joined: [Match] = []
        for var match in matches {
            if match.range.endDate != nil, !match.range.isCurrent, match.range.startDate != nil,
               let aside = expectedAside(after: match.location.upperBound, in: text) {
                match = Match(range: ResumeDateRange(startDate: match.range.startDate, endDate: match.range.endDate, isCurrent: true,
                                                     dateText: String(text[match.location.lowerBound..<aside])),
                              location: match.location.lowerBound..<aside)
            }
            if let last = joined.last, last.range.isCurrent, last.range.endDate == nil, let start = last.range.startDate,
               match.range.startDate == nil, match.range.isCurrent, let end = match.range.endDate,
               text[last.location.upperBound..<match.location.lowerBound].trimmingSpaces == "(",
               text[match.location.upperBound...].first == ")" {
                let location = last.location.lowerBound..<text.index(after: match.location.upperBound)
                joined[joined.count - 1] = Match(range: ResumeDateRange(startDate: start, endDate: end, isCurrent: true,
                                                                       dateText: String(text[location])), location: location)
                continue
            }
            if let last = joined.last, last.range.endDate == nil, !last.range.isCurrent, let start = last.range.startDate,
               match.range.startDate == nil, match.range.isCurrent, let end = match.range.endDate,
               expectedWords.contains(where: { text[match.location].lowercased().hasPrefix($0) }),
               text[last.location.upperBound..<match.location.lowerBound].trimmingSpaces.allSatisfy({ "–—-".contains($0) }) {
                let location = last.location.lowerBound..<match.location.upperBound
                joined[joined.count - 1] = Match(range: ResumeDateRange(startDate: start, endDate: end, isCurrent: true,
                                                                       dateText: String(text[location])), location: location)
                continue
            }
            joined.append(match)
        }
        return joined
    }

    /// The end of " (expected)" or " (anticipated)" right after a range, or nil.
    private static func expectedAside(after index: String.Index, in text: String) -> String.Index? {
        let rest = text[index...]
        for aside in [" (expected)", " (anticipated)", " (exp.)"] where rest.prefix(16).lowercased().hasPrefix(aside) {
            return text.index(index, offsetBy: aside.count)
        }
        return nil
    }

    /// The year a two-digit end stands for: "2015–17" ends in the start's century, "1999–02" in
    /// the next one.
    private static func shortYear(_ short: Int, after startYear: Int) -> Int {
        let year = startYear / 100 * 100 + short
        return year < startYear ? year + 100 : year
    }

    /// The month printed with a dash right before a dated month ("Apr–" of "Apr–Jun 2019"),
    /// as an ISO date in `year`, and where it starts.
    private static func monthSharingYear(before index: String.Index, in text: String, year: Substring) -> (start: String, from: String.Index)? {
        var cursor = index
        func skipSpaces() { while cursor > text.startIndex, text[text.index(before: cursor)] == " " { cursor = text.index(before: cursor) } }
        skipSpaces()
        guard cursor > text.startIndex, ["–", "-", "—"].contains(text[text.index(before: cursor)]) else { return nil }
        cursor = text.index(before: cursor)
        skipSpaces()
        let wordEnd = cursor
        while cursor > text.startIndex, text[text.index(before: cursor)].isLetter || text[text.index(before: cursor)] == "." {
            cursor = text.index(before: cursor)
        }
        let word = text[cursor..<wordEnd].lowercased().trimmed(of: ["."])
        guard monthNames.contains(word), let month = monthNumber(word) else { return nil }
        return ("\(year)-" + (month < 10 ? "0" : "") + "\(month)", cursor)
    }

    private static let sinceWords = ["since ", "seit ", "depuis ", "desde "]
    private static let expectedWords = ["expected ", "anticipated ", "expected graduation ", "exp. "]

    /// Where one of `words` ("since ", "seit ", …) right before a date starts.
    private static func word(among words: [String], before index: String.Index, in text: String) -> String.Index? {
        let before = text[..<index].lowercased()
        guard let word = words.first(where: { before.hasSuffix($0) }) else { return nil }
        let start = text.index(index, offsetBy: -word.count)
        guard start == text.startIndex || !text[text.index(before: start)].isLetter else { return nil }
        return start
    }

    /// Every form carries a year (19xx, 20xx), an apostrophe year ('19) or two digits after a
    /// slash or a month's name ("08/21", "Mar 21"); most lines hold none, and a scan of their
    /// bytes is far cheaper than the pattern.
    static func mayHoldDate(_ text: String) -> Bool {
        var digitsInRow = 0
        var previous: UInt8 = 0
        var runStart: UInt8 = 0, runSecond: UInt8 = 0
        // Digits after a slash that follows a digit ("08/21"); -1 outside such a run.
        var afterSlash = -1
        // Digits after a month's name and a space ("Mar 21", "March 21"); -1 outside such a run.
        var afterWord = -1
        // The last three bytes before this one, lower-cased, oldest first.
        var window: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                digitsInRow += 1
                if digitsInRow == 1 { runStart = byte }
                if digitsInRow == 2 { runSecond = byte }
                if digitsInRow == 4, (runStart == 0x31 && runSecond == 0x39) || (runStart == 0x32 && runSecond == 0x30) { return true }
                if afterSlash >= 0 { afterSlash += 1 }
                if digitsInRow == 1 {
                    afterWord = window.2 == 0x20 && monthEndings.contains(Int(window.0) << 8 | Int(window.1)) ? 1 : -1
                } else if afterWord >= 0 {
                    afterWord += 1
                }
            } else {
                if afterSlash == 2 || afterWord == 2 { return true }
                afterSlash = byte == UInt8(ascii: "/") && digitsInRow > 0 ? 0 : -1
                afterWord = -1
                digitsInRow = 0
            }
            window = (window.1, window.2, byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0))
            // '19 or ’19 (the right quote's last UTF-8 byte is 0x99).
            if previous == 0x27 || previous == 0x99, byte >= 0x30 && byte <= 0x39 { return true }
            previous = byte
        }
        return afterSlash == 2 || afterWord == 2
    }

    /// The last two letters of a month's name or abbreviation ("ar" of "Mar", "ch" of "March",
    /// "pt" of "Sept"), as two lower-case bytes in one number.
    private static let monthEndings: Set<Int> = Set(["an", "eb", "ar", "pr", "ay", "un", "ul", "ug", "ep", "pt", "ct", "ov", "ec",
                                                     "ry", "ch", "il", "ne", "ly", "st", "er"].map { word in
        let bytes = Array(word.utf8)
        return Int(bytes[0]) << 8 | Int(bytes[1])
    })

    /// The first date range in `text`, preferring a real range over a lone date.
    public static func firstRange(in text: String) -> Match? {
        let all = matches(in: text)
        return all.first { $0.range.endDate != nil || $0.range.isCurrent } ?? all.last
    }

    /// One date as an ISO partial date ("2020", "2020-01"); nil when it is not a date.
    public static func parseSingle(_ raw: String) -> String? {
        let text = raw.lowercased().trimmed(of: [" ", "\t"])
        let slashed = text.utf8.contains(UInt8(ascii: "/")) ? text.split(separator: "/") : []
        if slashed.count == 2, slashed[0].count <= 2, slashed[1].count == 2, let month = Int(slashed[0]), (1...12).contains(month),
           let short = Int(slashed[1]) {
            // "08/21" (a range's end): two-digit years as for "'21".
            return isoMonth(year: fullYear(short), month: month)
        }
        let words = text.split(separator: " ")
        if words.count == 2, let month = monthNumber(words[0].trimmingScalars(["."])), words[1].count == 2, let short = Int(words[1]) {
            // "mar 21" (a range's end): a month's name and a two-digit year.
            return isoMonth(year: fullYear(short), month: month)
        }
        guard DateScanner(text).isSingleDate else { return nil }
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == "/" || $0 == "-" })
            .flatMap(splittingShortYear)
        var yearValue: Int?
        var monthValue: Int?
        for token in tokens {
            if token.hasPrefix("'"), let short = Int(token.dropFirst()) {
                yearValue = fullYear(short)
            } else if let number = Int(token) {
                if number >= 1950 { yearValue = number } else if (1...12).contains(number) { monthValue = number }
            } else if let named = monthNumber(token) {
                monthValue = named
            } else if let seasonal = seasonMonth[token] {
                monthValue = seasonal
            } else if let quarter = quarter(of: token) {
                monthValue = quarter * 3 - 2
            }
        }
        guard let yearValue else { return nil }
        return monthValue.map { isoMonth(year: yearValue, month: $0) } ?? String(yearValue)
    }

    /// The year a two-digit year names: up to 40 this century ("'21": 2021), else the last ("'99": 1999).
    private static func fullYear(_ short: Int) -> Int {
        short <= 40 ? 2000 + short : 1900 + short
    }

    /// "2021-03": a year and a month as an ISO partial date.
    private static func isoMonth(year: Int, month: Int) -> String {
        "\(year)-" + (month < 10 ? "0" : "") + "\(month)"
    }

    /// "jul'22" → "jul", "'22": a month with its two-digit year printed against it.
    private static func splittingShortYear(_ token: Substring) -> [String] {
        guard let quote = token.firstIndex(of: "'"), quote != token.startIndex else { return [String(token)] }
        return [String(token[..<quote]), String(token[quote...])]
    }

    private static let seasonMonth = ["spring": 3, "summer": 6, "summers": 6, "fall": 9, "autumn": 9, "winter": 12]

    /// The quarter a word names ("Q3", "q1"), 1 to 4; nil for any other word.
    private static func quarter<Text: StringProtocol>(of word: Text) -> Int? {
        let scalars = Array(word.unicodeScalars.prefix(3))
        guard scalars.count >= 2, scalars[0] == "q" || scalars[0] == "Q", let digit = Int(String(scalars[1])), (1...4).contains(digit),
              scalars.count == 2 || scalars[2] == " " else { return nil }
        return digit
    }

    /// An ISO year-month `count` months after `date`; a bare year comes back unchanged.
    private static func monthsLater(_ date: String, _ count: Int) -> String {
        guard date.count == 7, let year = Int(date.prefix(4)), let month = Int(date.suffix(2)) else { return date }
        let (laterYear, laterMonth) = month + count > 12 ? (year + 1, month + count - 12) : (year, month + count)
        return "\(laterYear)-" + (laterMonth < 10 ? "0" : "") + "\(laterMonth)"
    }

    /// A job printed with one date ("2024", "May 2024", "6-month contract, 2024") began and
    /// ended within it: the date is its start and its end. Not a job held since then ("Since 2018").
    public static func closingSingleDate(_ range: ResumeDateRange) -> ResumeDateRange {
        guard !range.isCurrent, range.endDate == nil, let start = range.startDate else { return range }
        var closed = range
        closed.endDate = start
        return closed
    }

    /// A job printed with one season or quarter ("Summer 2025", "Q3 2020") lasted that season:
    /// its dates run from the season's first month to its third (2025-06 to 2025-08). Seasons
    /// over a run of years ("Summers 2011–2013") end in the last year's season. Other dates come
    /// back unchanged.
    public static func spanningSeason(_ range: ResumeDateRange) -> ResumeDateRange {
        guard !range.isCurrent, let start = range.startDate, start.count == 7, let text = range.dateText,
              let first = text.split(separator: " ").first,
              seasonMonth[first.lowercased()] != nil || quarter(of: first) != nil else { return range }
        var spanned = range
        if let end = range.endDate {
            guard end.count == 4, seasonMonth[first.lowercased()] != nil else { return range }
            spanned.endDate = monthsLater(end + start.suffix(3), 2)
        } else {
            spanned.endDate = monthsLater(start, 2)
        }
        return spanned
    }
    /// Month names and their short forms (`DateScanner.monthWords`), in lower case.
    static let monthNames = Set(DateScanner.monthWords)
    private static let monthPrefixes = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// French, German and Spanish month spellings whose first three letters are not the English ones'.
    private static let foreignMonths: [String: Int] = [
        "janvier": 1, "janv": 1, "januar": 1, "enero": 1, "ene": 1, "février": 2, "févr": 2, "fév": 2, "februar": 2,
        "febrero": 2, "märz": 3, "mär": 3, "marzo": 3, "avril": 4, "avr": 4, "abril": 4, "abr": 4, "mai": 5, "mayo": 5,
        "juin": 6, "junio": 6, "juni": 6, "juillet": 7, "juil": 7, "julio": 7, "juli": 7, "août": 8, "agosto": 8,
        "septembre": 9, "septiembre": 9, "setiembre": 9, "octobre": 10, "octubre": 10, "oktober": 10, "okt": 10,
        "novembre": 11, "noviembre": 11, "décembre": 12, "déc": 12, "dezember": 12, "dez": 12, "diciembre": 12, "dic": 12,
    ]

    private static func monthNumber(_ token: String) -> Int? {
        if let foreign = foreignMonths[token] { return foreign }
        guard token.count >= 3 else { return nil }
        return monthPrefixes.firstIndex(of: String(token.prefix(3))).map { $0 + 1 }
    }
}
