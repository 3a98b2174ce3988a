import Foundation
import MatchCore

/// Finds a pay range in free text: "$120k–$150k/yr", "£40,000 - £50,000 per annum",
/// "$25/hour", "USD 90,000 to 110,000 a year", "€55k", and the European forms with the
/// currency after the figure: "40.000 € - 50.000 € brutto pro Jahr", "45 000 EUR par an",
/// "3.250,50 € monatlich".
///
/// A figure counts only with a currency (symbol or ISO code), so "5 years" or "401k" are
/// never read as pay. Without a stated period, figures under 500 are taken as hourly and
/// figures of 10,000 or more as yearly.
public enum SalaryText {
    private static let codes = "USD|GBP|EUR|CAD|AUD|NZD|CHF|SGD|INR|JPY|SEK|NOK|DKK|PLN|ZAR|BRL|MXN"
    private static let symbol = "(?:CA\\$|C\\$|A\\$|AU\\$|NZ\\$|US\\$|\\$|£|€|¥|₹)"
    // "$20 million" is a company's revenue, not pay.
    private static let amount = "(\\d{1,3}(?:[,.'\\u00A0]\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)\\s?([kKmM])?\\b(?!\\s*(?:million|billion|bn|trillion)\\b)"
    private static let pattern: NSRegularExpression = {
        let currency = "(\(symbol)|\\b(?:\(codes))\\b)\\s?"
        let firstPeriod = "(?:\\s*/\\s*(hour|hr|year|yr|month|mo|week|wk|day)\\b)?"
        let second = "(?:\\s*(?:-|–|—|to|bis|à)\\s*(?:\(symbol)|\\b(?:\(codes))\\b)?\\s?\(amount))?"
        let trailingCode = "(?:\\s*\\b(\(codes))\\b)?"
        let period = "(?:\\s*(?:/|per|an?|p\\.?)\\s*(hour|hr|h|year|yr|annum|annually|a|month|mo|week|wk|day|d)\\b)?"
        let expression = currency + amount + firstPeriod + second + trailingCode + period
        return try! NSRegularExpression(pattern: expression, options: [.caseInsensitive])
    }()

    /// Figures followed by their currency. Thousands may be grouped with ".", ",", a space or
    /// an apostrophe, and a decimal comma is read ("3.250,50").
    private static let currencyAfterPattern: NSRegularExpression = {
        let figure = "(?<![\\d.,])(\\d{1,3}(?:[.,\\u00A0\\u202F' ]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)\\s?([kK])?"
        let currency = "(€|£|\\$|\\b(?:\(codes))\\b)"
        let second = "(?:\\s?\(currency)?\\s*(?:-|–|—|to|bis|à|a)\\s*\(figure))?"
        let period = "(?:\\s*(?:brutto|gross|netto|net)?\\s*(?:/|per|pro|im|par|al|a|p\\.?)?\\s*"
            + "(p\\.\\s?a\\.?|year|yr|annum|jahr|an|année|jaar|año|month|monat|mois|maand|mes|hour|stunde|std|heure|uur|hora"
            + "|week|woche|semaine|day|tag|jour|jährlich|monatlich|annually|monthly|hourly)(?![\\p{L}]))?"
        return try! NSRegularExpression(pattern: figure + second + "\\s?" + currency + period, options: [.caseInsensitive])
    }()

    private static let symbolCurrency: [String: String] = [
        "$": "USD", "us$": "USD", "£": "GBP", "€": "EUR", "¥": "JPY", "₹": "INR",
        "ca$": "CAD", "c$": "CAD", "a$": "AUD", "au$": "AUD", "nz$": "NZD",
    ]

    /// The first pay range in `text`; `dollarCurrency` says what a bare `$` means (USD unless
    /// the source's country says otherwise).
    public static func find(in text: String, dollarCurrency: String = "USD") -> Salary? {
        let currencyFirst = first(pattern, in: text) { group in
            let currency = group(7)?.uppercased() ?? currencyCode(group(1)!, dollarCurrency: dollarCurrency)
            return salary(number(group(2), scale: group(3)), number(group(5), scale: group(6)),
                          currency: currency, period: group(8) ?? group(4))
        }
        let currencyAfter = first(currencyAfterPattern, in: text) { group in
            salary(number(group(1), scale: group(2)), number(group(4), scale: group(5)),
                   currency: currencyCode(group(6)!, dollarCurrency: dollarCurrency), period: group(7))
        }
        return [currencyFirst, currencyAfter].compactMap { $0 }.min { $0.location < $1.location }?.salary
    }

    /// The first match of `pattern` in `text` that `read` turns into a salary, with where it starts.
    private static func first(_ pattern: NSRegularExpression, in text: String,
                              read: ((Int) -> String?) -> Salary?) -> (location: Int, salary: Salary)? {
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let salary = read { index in Range(match.range(at: index), in: text).map { String(text[$0]) } }
            if let salary { return (match.range.location, salary) }
        }
        return nil
    }

    /// The ISO code of a currency symbol or code as written.
    private static func currencyCode(_ marker: String, dollarCurrency: String) -> String {
        let marker = marker.lowercased()
        if marker == "$" { return dollarCurrency }
        return symbolCurrency[marker] ?? marker.uppercased()
    }

    /// A salary from one or two figures, or nil when they do not read as pay.
    private static func salary(_ first: Double?, _ second: Double?, currency: String, period word: String?) -> Salary? {
        guard let first else { return nil }
        let low = min(first, second ?? first), high = max(first, second ?? first)
        guard low > 0 else { return nil }
        // A bare currency amount with no period and an in-between size (a bonus, a fee) is not pay.
        guard let period = word.flatMap(periodWord) ?? impliedPeriod(low) else { return nil }
        return Salary(min: low, max: high, currency: currency, period: period, isEstimate: false)
    }

    /// Reads "40,000", "120.5" with a "k" or "m" multiplier, "40.000" and "45 000" as forty-odd
    /// thousand, and "3.250,50" with a decimal comma.
    static func number(_ digits: String?, scale: String?) -> Double? {
        guard let written = digits else { return nil }
        var digits = written.filter { $0 != " " && $0 != "\u{00A0}" && $0 != "\u{202F}" && $0 != "'" }
        let lastDot = digits.lastIndex(of: "."), lastComma = digits.lastIndex(of: ",")
        if let lastDot, let lastComma {
            // Both: the later one is the decimal mark.
            let decimal: Character = lastDot > lastComma ? "." : ","
            digits = digits.filter { $0 != (decimal == "." ? "," : ".") }.replacingOccurrences(of: ",", with: ".")
        } else if let mark = lastDot ?? lastComma {
            // One kind: groups of three digits are thousands, anything else is a decimal.
            let separator = digits[mark]
            let groups = digits.split(separator: separator, omittingEmptySubsequences: false)
            let thousands = groups.count > 1 && groups.dropFirst().allSatisfy { $0.count == 3 } && groups[0].count <= 3
            digits = thousands ? digits.filter { $0 != separator } : digits.replacingOccurrences(of: ",", with: ".")
        }
        guard let value = Double(digits) else { return nil }
        switch scale?.lowercased() {
        case "k": return value * 1_000
        case "m": return value * 1_000_000
        default: return value
        }
    }

    /// The period a word names: "hr" → hour, "annum" → year.
    public static func periodWord(_ word: String) -> SalaryPeriod? {
        switch word.lowercased().replacingOccurrences(of: " ", with: "") {
        case "hour", "hr", "h", "hourly", "perhour", "stunde", "std", "heure", "uur", "hora": .hour
        case "day", "d", "daily", "tag", "jour": .day
        case "week", "wk", "weekly", "woche", "semaine": .week
        case "month", "mo", "monthly", "monat", "monatlich", "mois", "maand", "mes": .month
        case "year", "yr", "annum", "annually", "a", "yearly", "annual", "jahr", "jährlich", "an", "année", "jaar",
             "año", "p.a.", "p.a", "pa": .year
        default: nil
        }
    }

    private static func impliedPeriod(_ value: Double) -> SalaryPeriod? {
        if value < 500 { return .hour }
        if value >= 10_000 { return .year }
        return nil
    }
}
