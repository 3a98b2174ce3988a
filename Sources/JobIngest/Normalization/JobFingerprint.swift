import Crypto
import Foundation
import MatchCore

/// The cross-source identity of a job: normalized company, title and primary location.
///
/// Two postings with the same fingerprint are taken as one job seen in two places.
/// Without a company there is nothing safe to match on, so the fingerprint falls back to
/// the posting's own id and the posting is never merged.
public enum JobFingerprint {
    private static let companySuffixes: Set<String> = [
        "inc", "incorporated", "llc", "ltd", "limited", "corp", "corporation", "co", "company", "gmbh",
        "plc", "sa", "ag", "bv", "pty", "kk", "sas", "srl", "oy", "ab", "as", "lp", "llp",
    ]
    private static let titleNoise: Set<String> = ["remote", "hybrid", "onsite", "m", "f", "d", "w", "x"]

    /// The fingerprint of a posting: 16 hex digits.
    public static func of(company: String?, title: String, locations: [String], id: String) -> String {
        guard let company = company.map(normalizeCompany), !company.isEmpty else { return digest("id|" + id) }
        let location = locations.first.map(normalizeLocation) ?? ""
        return digest([company, normalizeTitle(title), location].joined(separator: "|"))
    }

    /// Lower-cased words of the company name without legal suffixes ("Acme, Inc." → "acme").
    public static func normalizeCompany(_ name: String) -> String {
        var words = ReadableWords.of(name)
        while let last = words.last, words.count > 1, companySuffixes.contains(last) { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// Lower-cased title words without work-mode and gender markers ("Engineer (m/f/d) – Remote" → "engineer").
    public static func normalizeTitle(_ title: String) -> String {
        ReadableWords.of(title).filter { !titleNoise.contains($0) }.joined(separator: " ")
    }

    /// The city part of a location, lower-cased ("Sydney, Australia" → "sydney").
    public static func normalizeLocation(_ location: String) -> String {
        let city = location.split(separator: ",").first.map(String.init) ?? location
        return ReadableWords.of(city).joined(separator: " ")
    }

    private static func digest(_ text: String) -> String {
        String(HexDigest.sha256(of: Data(text.utf8)).prefix(16))
    }
}

/// Splits text into lower-cased words of letters and digits (any script).
enum ReadableWords {
    static func of(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return ofASCII(text) }
        return text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    /// The same words for ASCII text, from its bytes: among ASCII characters only A–Z, a–z
    /// and 0–9 are letters or numbers.
    private static func ofASCII(_ text: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            default:
                if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }
}
