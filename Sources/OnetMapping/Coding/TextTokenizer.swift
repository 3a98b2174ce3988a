/// Splits text into lower-case words for title matching and retrieval.
public enum TextTokenizer {
    /// Lower-case runs of letters and digits; everything else separates words.
    public static func words(in text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        current.reserveCapacity(32)
        func flush() {
            // A lone "s" is what is left of a possessive ("Women's").
            if !current.isEmpty && current != [UInt8(ascii: "s")] { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 128 {
                let byte = UInt8(value)
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): current.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
                default: flush()
                }
            } else if scalar.properties.isAlphabetic {
                current.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            } else {
                flush()
            }
        }
        flush()
        return words
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
