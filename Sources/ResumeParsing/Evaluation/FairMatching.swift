import Foundation
import MatchCore

/// The fair comparison rules of the evaluation: normalize and compare; phones by digits
/// allowing a missing country code; dates at the truth's precision (year or year-month);
/// free text by word-overlap F1 of at least 0.9.
public enum FairMatching {
    /// Words of a text, lower-cased, accents and punctuation dropped.
    static func tokens(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "+" && $0 != "#" })
            .map(String.init)
    }

    /// Word-overlap F1 between two texts (multiset overlap).
    public static func wordF1(_ a: String, _ b: String) -> Double {
        let left = tokens(a), right = tokens(b)
        guard !left.isEmpty, !right.isEmpty else { return left.isEmpty && right.isEmpty ? 1 : 0 }
        var counts: [String: Int] = [:]
        for token in left { counts[token, default: 0] += 1 }
        var overlap = 0
        for token in right where counts[token, default: 0] > 0 {
            counts[token]! -= 1
            overlap += 1
        }
        return 2 * Double(overlap) / Double(left.count + right.count)
    }

    /// Free text: word F1 ≥ 0.9; two absent values agree.
    public static func text(_ truth: String?, _ predicted: String?) -> Bool {
        switch (truth, predicted) {
        case (nil, _): true
        case (.some, nil): false
        case (let t?, let p?): wordF1(t, p) >= 0.9
        }
    }

    /// Phones: the same digits, or one ends with the other once a country code (and a
    /// national trunk 0) is allowed for.
    public static func phone(_ truth: String, _ predicted: String) -> Bool {
        // "+49 (0) 151 …" prints the trunk 0 after the country code, in brackets.
        func digits(_ phone: String) -> String { phone.replacingText("(0)", with: "").filter(\.isNumber) }
        let t = digits(truth), p = digits(predicted)
        guard t.count >= 7, p.count >= 7 else { return t == p }
        if t == p { return true }
        let (long, short) = t.count > p.count ? (t, p) : (p, t)
        let national = short.hasPrefix("0") ? String(short.dropFirst()) : short
        return long.hasSuffix(national) && long.count - national.count <= 3
    }

    /// A date agrees at the precision the truth gives.
    public static func date(_ truth: String?, _ predicted: String?) -> Bool {
        guard let truth else { return true }
        guard let predicted else { return false }
        let precision = min(truth.count, 7)
        return truth.prefix(precision) == predicted.prefix(precision)
    }

    /// Start, end and "until now" all agree. A truth range with none of them is an entry printed
    /// without dates, which a parse without dates matches.
    public static func dates(_ truth: ResumeDateRange?, _ predicted: ResumeDateRange?) -> Bool {
        guard let truth else { return true }
        let undated = truth.startDate == nil && truth.endDate == nil && !truth.isCurrent
        guard let predicted else { return undated }
        return date(truth.startDate, predicted.startDate) && date(truth.endDate, predicted.endDate)
            && truth.isCurrent == predicted.isCurrent
    }

    /// A URL without scheme, `www.` and trailing slash, lower-cased.
    public static func url(_ text: String) -> String {
        var value = text.lowercased()
        for prefix in ["https://", "http://", "www."] where value.hasPrefix(prefix) { value = String(value.dropFirst(prefix.count)) }
        return value.hasSuffix("/") ? String(value.dropLast()) : value
    }
}
