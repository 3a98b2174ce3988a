import Foundation
import MatchCore

/// Substring tests on UTF-8 bytes, for hot paths: Foundation's `String.contains`
/// goes through NSString and Unicode folding, which dominated normalization time.
enum TextSearch {
    /// Whether `text` contains `needle`, byte for byte.
    static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text, needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                guard pattern.count > 0 else { return true }
                guard haystack.count >= pattern.count else { return false }
                // memchr finds each place the first byte occurs (glibc's is vectorized); memcmp checks the rest.
                let base = haystack.baseAddress!, last = haystack.count - pattern.count
                var start = 0
                while start <= last {
                    guard let position = haystack.firstIndex(ofByte: pattern[0], from: start, to: last + 1) else { return false }
                    if memcmp(base + position, pattern.baseAddress!, pattern.count) == 0 { return true }
                    start = position + 1
                }
                return false
            }
        }
    }

    /// Whether `text` contains any of `needles`.
    static func containsAny(_ text: String, _ needles: [String]) -> Bool {
        needles.contains { contains(text, $0) }
    }
}
