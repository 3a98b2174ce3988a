import Foundation

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
                let first = pattern[0]
                for start in 0...(haystack.count - pattern.count) where haystack[start] == first {
                    if memcmp(haystack.baseAddress! + start, pattern.baseAddress!, pattern.count) == 0 { return true }
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
