/// Splits job text into keywords for the report: lower-cased words of two or more letters
/// (keeping `c++`, `c#`, `node.js`), without common English and job-ad filler words.
enum KeywordTokenizer {
    /// The distinct keywords of `text`.
    static func distinctKeywords(in text: String) -> Set<String> {
        var found = Set<String>()
        var word = ""
        func flush() {
            let trimmed = word.trimmingTrailingDots()
            if trimmed.count >= 2, trimmed.contains(where: \.isLetter), !stopWords.contains(trimmed) {
                found.insert(trimmed)
            }
            word = ""
        }
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || "+#.".contains(character) && !word.isEmpty {
                word.append(character)
            } else {
                flush()
            }
        }
        flush()
        return found
    }

    static let stopWords: Set<String> = [
        "a", "about", "across", "all", "also", "an", "and", "any", "are", "as", "at", "be", "been", "both",
        "but", "by", "can", "do", "each", "for", "from", "has", "have", "help", "in", "including", "into",
        "is", "it", "its", "join", "looking", "more", "must", "new", "of", "on", "one", "or", "other",
        "our", "over", "per", "role", "such", "team", "that", "the", "their", "them", "this", "to", "up",
        "us", "we", "well", "what", "who", "will", "with", "within", "work", "you", "your",
    ]
}

extension String {
    fileprivate func trimmingTrailingDots() -> String {
        var copy = self
        while copy.hasSuffix(".") { copy.removeLast() }
        return copy
    }
}
