/// Splits text into lower-case words for title matching and retrieval.
public enum TextTokenizer {
    /// Lower-case runs of letters and digits; everything else separates words.
    public static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.filter { $0 != "s" }
    }

    /// Removes English plural endings so "Nurses" and "Nurse" meet.
    public static func stem(_ word: String) -> String {
        guard word.count > 3 else { return word }
        if word.hasSuffix("ies") && word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("sses") || word.hasSuffix("xes") || word.hasSuffix("ches") || word.hasSuffix("shes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is") {
            return String(word.dropLast())
        }
        return word
    }

    /// Words for retrieval: stemmed, without stop words.
    public static func terms(in text: String) -> [String] {
        words(in: text).compactMap { TitleVocabulary.stopWords.contains($0) ? nil : stem($0) }
    }
}
