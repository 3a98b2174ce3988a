/// Finds the date forms of `DateRangeParser` by walking a line's Unicode scalars, without a
/// regular expression: the alternatives of the pattern it replaces, tried in the same order,
/// with the same word-boundary rules, so it finds the same dates.
///
/// The forms, as the pattern wrote them (case-insensitive):
/// - one date: `month [,/-]? year|'yy` ("Mar/2021", "Aug-2016", "Jul'22"), `season year|'yy`, `m / year`, `year - mm`, `year`, `'yy`;
///   and `mm / yy` or `month yy` as both ends of a range, or before a word for "present"; `q[1-4] year`;
/// - after a date ending in four digits, a bare dash and two digits ("2015–17");
/// - a range: a date, a connector (– — - ‒ ― to until till through thru ..), then a date or a
///   word for "present";
/// - not inside a word: neither side may touch a letter, digit, `_` or `/`; nor inside a code
///   ("CIC-2015-0045871").
struct DateScanner {
    /// A date or range found: scalar offsets of the whole match, its first date, and its second part.
    struct Found: Equatable {
        var whole: Range<Int>
        var first: Range<Int>
        var second: Range<Int>?
    }

    let scalars: [Unicode.Scalar]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Every date or range, left to right, each search starting where the last match ended.
    func all() -> [Found] {
        var found: [Found] = []
        var start = 0
        while start < scalars.count {
            if canStart(at: start), let match = match(at: start) {
                found.append(match)
                start = match.whole.upperBound
            } else {
                start += 1
            }
        }
        return found
    }

    /// Whether the whole of the scanned text is one date.
    var isSingleDate: Bool { singleEnds(at: 0).contains(scalars.count) }

    // MARK: - The range pattern

    private func canStart(at index: Int) -> Bool {
        let scalar = scalars[index]
        guard scalar.isASCII ? (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A) || Self.isASCIIDigit(scalar) || scalar == "'"
                          : scalar.properties.isAlphabetic else { return false }
        return index == 0 || !(isWordOrSlash(index - 1)) && !isInsideCode(at: index)
    }

    /// "CIC-2015-0045871": four digits between hyphens, after a capital or a digit and before a
    /// digit, are part of a card's or licence's number, not a year.
    private func isInsideCode(at index: Int) -> Bool {
        guard index >= 2, scalars[index - 1] == "-", index + 5 < scalars.count, scalars[index + 4] == "-",
              digit(at: index + 5) != nil, (index..<index + 4).allSatisfy({ digit(at: $0) != nil }) else { return false }
        let before = scalars[index - 2]
        return before.isASCII && (before.value >= 0x41 && before.value <= 0x5A || before.value >= 0x30 && before.value <= 0x39)
    }

    private func match(at start: Int) -> Found? {
        for firstEnd in singleEnds(at: start) {
            if let afterConnector = connectorEnd(at: firstEnd) {
                for secondEnd in singleEnds(at: afterConnector) + presentEnds(at: afterConnector) where endsWord(secondEnd) {
                    return Found(whole: start..<secondEnd, first: start..<firstEnd, second: afterConnector..<secondEnd)
                }
            }
            if let end = twoDigitYearEnd(after: firstEnd) {
                return Found(whole: start..<end, first: start..<firstEnd, second: firstEnd + 1..<end)
            }
            if endsWord(firstEnd) { return Found(whole: start..<firstEnd, first: start..<firstEnd, second: nil) }
        }
        // "08/21 – Now", "03/19 – 07/21", "Mar 21 - Oct 22": a month, by its number or its name,
        // and a two-digit year, only as a range's ends (alone, "10/12" may be a grade or a score,
        // "Mar 21" a day).
        return shortYearRange(at: start, ends: monthSlashShortYearEnd) ?? shortYearRange(at: start, ends: monthShortYearEnd)
    }

    /// A range whose ends are both dates of one short form (`ends`), or whose second is a word for "present".
    private func shortYearRange(at start: Int, ends: (Int) -> Int?) -> Found? {
        guard let firstEnd = ends(start), let afterConnector = connectorEnd(at: firstEnd) else { return nil }
        let secondEnds = [ends(afterConnector)].compactMap { $0 } + presentEnds(at: afterConnector)
        for secondEnd in secondEnds where endsWord(secondEnd) {
            return Found(whole: start..<secondEnd, first: start..<firstEnd, second: afterConnector..<secondEnd)
        }
        return nil
    }

    /// `month \s+ \d\d`, not followed by a digit. The word's letters and the two digits after
    /// it are checked before the month's spellings are looked up.
    private func monthShortYearEnd(at index: Int) -> Int? {
        var wordEnd = index
        while wordEnd < scalars.count, scalars[wordEnd].isASCII, scalars[wordEnd].value | 0x20 >= 0x61, scalars[wordEnd].value | 0x20 <= 0x7A {
            wordEnd += 1
        }
        guard wordEnd > index, wordEnd + 2 < scalars.count else { return nil }
        let afterWord = scalars[wordEnd] == "." ? wordEnd + 1 : wordEnd
        let year = skipSpaces(from: afterWord)
        guard year > afterWord, digit(at: year) != nil, digit(at: year + 1) != nil, digit(at: year + 2) == nil,
              monthEnd(at: index) == afterWord else { return nil }
        return year + 2
    }

    /// "2015–17": after a date ending in four digits, a bare dash and two digits that end the
    /// word (`(?<=\d{4}) [–—‒―-] \d\d`).
    private func twoDigitYearEnd(after firstEnd: Int) -> Int? {
        guard firstEnd >= 4, (firstEnd - 4..<firstEnd).allSatisfy({ digit(at: $0) != nil }), firstEnd < scalars.count,
              ["–", "—", "-", "‒", "―"].contains(scalars[firstEnd]),
              digit(at: firstEnd + 1) != nil, digit(at: firstEnd + 2) != nil, endsWord(firstEnd + 3) else { return nil }
        return firstEnd + 3
    }

    /// `(0?[1-9]|1[0-2]) / \d\d`, not followed by a digit.
    private func monthSlashShortYearEnd(at index: Int) -> Int? {
        var monthEnd: Int?
        if digit(at: index) == 0, let second = digit(at: index + 1), second >= 1 {
            monthEnd = index + 2
        } else if let first = digit(at: index), first >= 1 {
            monthEnd = index + 1
            if first == 1, let second = digit(at: index + 1), second <= 2 { monthEnd = index + 2 }
        }
        guard let monthEnd, monthEnd < scalars.count, scalars[monthEnd] == "/",
              digit(at: monthEnd + 1) != nil, digit(at: monthEnd + 2) != nil, digit(at: monthEnd + 3) == nil else { return nil }
        return monthEnd + 3
    }

    private func endsWord(_ index: Int) -> Bool { index >= scalars.count || !isWordOrSlash(index) }

    private func isWordOrSlash(_ index: Int) -> Bool {
        let scalar = scalars[index]
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x30 && value <= 0x39) || (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A) || value == 0x5F || value == 0x2F
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return properties.isAlphabetic || scalar == "\u{200C}" || scalar == "\u{200D}"
        }
    }

    // MARK: - One date

    /// Where each alternative of a single date ends when it starts at `index`, in pattern order.
    func singleEnds(at index: Int) -> [Int] {
        guard index < scalars.count else { return [] }
        var ends: [Int] = []
        let scalar = scalars[index]
        if scalar.properties.isAlphabetic {
            if let monthEnd = monthEnd(at: index) {
                var next = skipSpaces(from: monthEnd)
                // "Jan, 2020"; "Mar/2021", as Brazilian resumes print it; "Aug-2016", as Mexican ones do.
                if next < scalars.count, scalars[next] == "," || scalars[next] == "/" || scalars[next] == "-" { next += 1 }
                next = skipSpaces(from: next)
                if let end = yearOrShortYearEnd(at: next) { ends.append(end) }
            }
            if let seasonEnd = wordEnd(at: index, among: Self.seasons) {
                let next = skipSpaces(from: seasonEnd)
                if next > seasonEnd, let end = yearOrShortYearEnd(at: next) { ends.append(end) }
            }
            // "Q2 2019": a quarter, read as its year.
            if Self.folded(scalar) == "q", let quarter = digit(at: index + 1), (1...4).contains(quarter),
               let end = yearEnd(at: skipSpaces(from: index + 2)) {
                ends.append(end)
            }
        } else if Self.isASCIIDigit(scalar) {
            if let end = monthSlashYearEnd(at: index) { ends.append(end) }
            if let yearEnd = yearEnd(at: index) {
                if let end = yearDashMonthEnd(afterYear: yearEnd) { ends.append(end) }
                ends.append(yearEnd)
            }
        } else if let end = shortYearEnd(at: index) {
            ends.append(end)
        }
        return ends
    }

    /// `month` with an optional full stop: the longest spelling that matches.
    private func monthEnd(at index: Int) -> Int? {
        guard let end = wordEnd(at: index, among: Self.months) else { return nil }
        return end < scalars.count && scalars[end] == "." ? end + 1 : end
    }

    /// `(0?[1-9]|1[0-2]) \s* [/.] \s* year`.
    private func monthSlashYearEnd(at index: Int) -> Int? {
        var numberEnds: [Int] = []
        if digit(at: index) == 0, let second = digit(at: index + 1), second >= 1 {
            numberEnds.append(index + 2)
        } else if let first = digit(at: index), first >= 1 {
            numberEnds.append(index + 1)
            if first == 1, let second = digit(at: index + 1), second <= 2 { numberEnds.append(index + 2) }
        }
        for numberEnd in numberEnds {
            let separator = skipSpaces(from: numberEnd)
            guard separator < scalars.count, scalars[separator] == "/" || scalars[separator] == "." else { continue }
            if let end = yearEnd(at: skipSpaces(from: separator + 1)) { return end }
        }
        return nil
    }

    /// `\s* [/.] \s* (0[1-9]|1[0-2])` or `-(0[1-9]|1[0-2])` not followed by a digit, after a year.
    private func yearDashMonthEnd(afterYear yearEnd: Int) -> Int? {
        let separator = skipSpaces(from: yearEnd)
        guard separator < scalars.count, ["-", "/", "."].contains(scalars[separator]) else { return nil }
        let month = skipSpaces(from: separator + 1)
        // "2019-04" is a month; "2028 - 12 of 40 courses" a year and a count.
        if scalars[separator] == "-", separator != yearEnd || month != separator + 1 { return nil }
        guard let tens = digit(at: month), let ones = digit(at: month + 1),
              (tens == 0 && ones >= 1) || (tens == 1 && ones <= 2) else { return nil }
        let end = month + 2
        if end < scalars.count, scalars[end].properties.generalCategory == .decimalNumber { return nil }
        return end
    }

    /// `19[5-9]\d` or `20\d\d`.
    private func yearEnd(at index: Int) -> Int? {
        guard let a = digit(at: index), let b = digit(at: index + 1), let c = digit(at: index + 2), digit(at: index + 3) != nil,
              (a == 1 && b == 9 && c >= 5) || (a == 2 && b == 0) else { return nil }
        return index + 4
    }

    /// `'` and two digits.
    private func shortYearEnd(at index: Int) -> Int? {
        guard index < scalars.count, scalars[index] == "'", digit(at: index + 1) != nil, digit(at: index + 2) != nil else { return nil }
        return index + 3
    }

    private func yearOrShortYearEnd(at index: Int) -> Int? {
        yearEnd(at: index) ?? shortYearEnd(at: index)
    }

    // MARK: - Connectors and "present"

    /// `\s* (– | — | - | ‒ | ― | to | until | till | through | thru | ..) \s*`.
    private func connectorEnd(at index: Int) -> Int? {
        let start = skipSpaces(from: index)
        guard start < scalars.count else { return nil }
        let end: Int
        if ["–", "—", "-", "‒", "―"].contains(scalars[start]) {
            end = start + 1
        } else if scalars[start] == ".", start + 1 < scalars.count, scalars[start + 1] == "." {
            end = start + 2
        } else if let wordEnd = wordEnd(at: start, among: Self.connectorWords) {
            end = wordEnd
        } else {
            return nil
        }
        return skipSpaces(from: end)
    }

    /// Where each word for "present" ends at `index`, in pattern order.
    private func presentEnds(at index: Int) -> [Int] {
        Self.presentWords.compactMap { matches($0, at: index) }
    }

    // MARK: - Scalars

    /// The end of the first spelling in `words` (longest first where one extends another) found at `index`.
    private func wordEnd(at index: Int, among words: [[Unicode.Scalar]]) -> Int? {
        for word in words { if let end = matches(word, at: index) { return end } }
        return nil
    }

    /// The end of `word` at `index`, compared without case; nil when it is not there.
    private func matches(_ word: [Unicode.Scalar], at index: Int) -> Int? {
        guard index + word.count <= scalars.count else { return nil }
        for (offset, expected) in word.enumerated() where Self.folded(scalars[index + offset]) != expected { return nil }
        return index + word.count
    }

    private func skipSpaces(from index: Int) -> Int {
        var index = index
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        return index
    }

    private func digit(at index: Int) -> UInt32? {
        guard index < scalars.count, Self.isASCIIDigit(scalars[index]) else { return nil }
        return scalars[index].value - 0x30
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    /// Lower case for the letters the patterns use (ASCII and Latin-1 capitals).
    private static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if (value >= 0x41 && value <= 0x5A) || (value >= 0xC0 && value <= 0xDE && value != 0xD7) {
            return Unicode.Scalar(value + 0x20)!
        }
        return scalar
    }

    private static func spellings(_ words: [String]) -> [[Unicode.Scalar]] { words.map { Array($0.unicodeScalars) } }

    /// Month spellings in English, French, German and Spanish, a longer one before the shorter
    /// one it extends (the pattern's greedy order).
    static let monthWords = ["january", "januar", "janvier", "janv", "jan", "enero", "ene", "february", "februar", "febrero",
                             "feb", "février", "févr", "fév", "march", "marzo", "mars", "märz", "mär", "mar", "april", "apr",
                             "avril", "avr", "abril", "abr", "mayo", "may", "mai", "june", "junio", "juni", "juin", "jun",
                             "july", "julio", "juli", "juillet", "juil", "jul", "august", "agosto", "août", "aug",
                             "september", "septembre", "septiembre", "setiembre", "sept", "sep", "october", "octobre",
                             "octubre", "oktober", "okt", "oct", "november", "novembre", "noviembre", "nov", "december",
                             "décembre", "dezember", "diciembre", "déc", "dez", "dic", "dec"]
    private static let months = spellings(monthWords)
    /// Seasons; "Summers" over a run of years is a seasonal job's ("Summers 2011–2013"). Not
    /// "Springs" nor "Falls": "Colorado Springs 2015 – 2019" is a place and dates.
    private static let seasons = spellings(["spring", "summers", "summer", "fall", "autumn", "winter"])
    private static let connectorWords = spellings(["to", "until", "till", "through", "thru"])
    /// "Present" as people write it, in English and in the languages resumes often mix in, in pattern order.
    private static let presentWords = spellings(["present", "now", "currently", "current", "today", "ongoing", "to date", "till date", "date",
                                                 "heute", "aktuell", "présent", "aujourd'hui", "actualidad", "presente", "actual",
                                                 "oggi", "nu", "obecnie"])
}
