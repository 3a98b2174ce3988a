import Foundation
import MatchCore

/// Finds a pay range in free text: "$120k–$150k/yr", "£40,000 - £50,000 per annum",
/// "$25/hour", "USD 90,000 to 110,000 a year", "€55k".
///
/// A figure counts only with a currency (symbol or ISO code), so "5 years" or "401k" are
/// never read as pay. Without a stated period, figures under 500 are taken as hourly and
/// figures of 10,000 or more as yearly.
public enum SalaryText {
    private static let codes = "USD|GBP|EUR|CAD|AUD|NZD|CHF|SGD|INR|JPY|SEK|NOK|DKK|PLN|ZAR|BRL|MXN"
    private static let symbol = "(?:CA\\$|C\\$|A\\$|AU\\$|NZ\\$|US\\$|\\$|£|€|¥|₹)"
    // "$20 million" is a company's revenue, not pay.
    private static let amount = "(\\d{1,3}(?:[,.]\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)\\s?([kKmM])?\\b(?!\\s*(?:million|billion|bn|trillion)\\b)"
    private static let pattern: NSRegularExpression = {
        let currency = "(\(symbol)|\\b(?:\(codes))\\b)\\s?"
        let firstPeriod = "(?:\\s*/\\s*(hour|hr|year|yr|month|mo|week|wk|day)\\b)?"
        let second = "(?:\\s*(?:-|–|—|to)\\s*(?:\(symbol)|\\b(?:\(codes))\\b)?\\s?\(amount))?"
        let trailingCode = "(?:\\s*\\b(\(codes))\\b)?"
        let period = "(?:\\s*(?:/|per|an?|p\\.?)\\s*(hour|hr|h|year|yr|annum|annually|a|month|mo|week|wk|day|d)\\b)?"
        let expression = currency + amount + firstPeriod + second + trailingCode + period
        return try! NSRegularExpression(pattern: expression, options: [.caseInsensitive])
    }()

    private static let symbolCurrency: [String: String] = [
        "$": "USD", "us$": "USD", "£": "GBP", "€": "EUR", "¥": "JPY", "₹": "INR",
        "ca$": "CAD", "c$": "CAD", "a$": "AUD", "au$": "AUD", "nz$": "NZD",
    ]

    /// The first pay range in `text`; `dollarCurrency` says what a bare `$` means (USD unless
    /// the source's country says otherwise).
    public static func find(in text: String, dollarCurrency: String = "USD") -> Salary? {
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern.matches(in: text, range: range) {
            func group(_ index: Int) -> String? {
                Range(match.range(at: index), in: text).map { String(text[$0]) }
            }
            guard let first = number(group(2), scale: group(3)) else { continue }
            let second = number(group(5), scale: group(6))
            let marker = group(1)!.lowercased()
            let currency: String
            if let code = group(7)?.uppercased() {
                currency = code
            } else if marker == "$" {
                currency = dollarCurrency
            } else {
                currency = symbolCurrency[marker] ?? marker.uppercased()
            }
            let low = min(first, second ?? first), high = max(first, second ?? first)
            guard low > 0 else { continue }
            let period = (group(8) ?? group(4)).flatMap(periodWord) ?? impliedPeriod(low)
            // A bare currency amount with no period and an in-between size (a bonus, a fee) is not pay.
            guard let period else { continue }
            return Salary(min: low, max: high, currency: currency, period: period, isEstimate: false)
        }
        return nil
    }

    /// Reads "40,000", "120.5" with a "k" or "m" multiplier, and "40.000" as forty thousand.
    static func number(_ digits: String?, scale: String?) -> Double? {
        guard var digits else { return nil }
        if digits.range(of: "^\\d{1,3}(\\.\\d{3})+$", options: .regularExpression) != nil {
            digits = digits.replacingOccurrences(of: ".", with: "")
        }
        guard let value = Double(digits.replacingOccurrences(of: ",", with: "")) else { return nil }
        switch scale?.lowercased() {
        case "k": return value * 1_000
        case "m": return value * 1_000_000
        default: return value
        }
    }

    /// The period a word names: "hr" → hour, "annum" → year.
    public static func periodWord(_ word: String) -> SalaryPeriod? {
        switch word.lowercased() {
        case "hour", "hr", "h", "hourly", "per hour": .hour
        case "day", "d", "daily": .day
        case "week", "wk", "weekly": .week
        case "month", "mo", "monthly": .month
        case "year", "yr", "annum", "annually", "a", "yearly", "annual": .year
        default: nil
        }
    }

    private static func impliedPeriod(_ value: Double) -> SalaryPeriod? {
        if value < 500 { return .hour }
        if value >= 10_000 { return .year }
        return nil
    }
}
