/// The features the title classifier reads from a normalized title.
///
/// Word unigrams and bigrams of the content words, the head word (the noun that names the
/// job: "engineer", "nurse", "clerk"), the modifier before the head with the head ("civil
/// engineer"), and character 4-grams of each content word with its boundaries ("<tech",
/// "ogist"), which tie "technologist" to "technologies" and survive a typo.
enum TitleFeatures {
    /// Kinds of feature; each kind has its own weight and its own counts in the classifier.
    enum Kind: UInt8, CaseIterable, Sendable {
        case word, bigram, head, modifierHead, characters
    }

    /// The length of character n-grams.
    static let gramLength = 4

    /// A feature: its hash (kind included) and kind.
    struct Feature: Hashable, Sendable {
        var hash: UInt64
        var kind: Kind
    }

    /// The distinct features of `words` (a normalized title with its stop words).
    static func features(of words: [String]) -> [Feature] {
        var features: [Feature] = []
        features.reserveCapacity(words.count * 8)
        func add(_ kind: Kind, _ first: String, _ second: String? = nil) {
            var hash = FeatureHash(tag: kind.rawValue)
            hash.add(first)
            if let second {
                hash.add(0x20)
                hash.add(second)
            }
            let feature = Feature(hash: hash.finished, kind: kind)
            if !features.contains(feature) { features.append(feature) }
        }
        let content = words.filter { !TitleVocabulary.stopWords.contains($0) }
        for word in content {
            add(.word, word)
            addGrams(of: word, to: &features)
        }
        for index in content.indices.dropFirst() { add(.bigram, content[index - 1], content[index]) }
        if let head = headIndex(in: words) {
            add(.head, words[head])
            if head > 0, !TitleVocabulary.stopWords.contains(words[head - 1]) { add(.modifierHead, words[head - 1], words[head]) }
        }
        return features
    }

    /// The head noun's position: the last word before "of", "for" or "in", else the last content word.
    static func headIndex(in words: [String]) -> Int? {
        if let preposition = words.firstIndex(where: { $0 == "of" || $0 == "for" || $0 == "in" }), preposition > 0 {
            return preposition - 1
        }
        return words.lastIndex { !TitleVocabulary.stopWords.contains($0) }
    }

    /// Character n-grams of `<word>`; words too short for one add nothing (their word feature says it all).
    private static func addGrams(of word: String, to features: inout [Feature]) {
        var bytes: [UInt8] = [UInt8(ascii: "<")]
        bytes.reserveCapacity(word.utf8.count + 2)
        bytes.append(contentsOf: word.utf8)
        bytes.append(UInt8(ascii: ">"))
        guard bytes.count > gramLength else { return }
        for start in 0...(bytes.count - gramLength) {
            var hash = FeatureHash(tag: Kind.characters.rawValue)
            for index in start..<(start + gramLength) { hash.add(bytes[index]) }
            let feature = Feature(hash: hash.finished, kind: .characters)
            if !features.contains(feature) { features.append(feature) }
        }
    }
}
