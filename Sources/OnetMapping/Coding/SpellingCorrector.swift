/// Corrects a misspelt word to a known title word at edit distance one (symmetric deletion lookup).
struct SpellingCorrector: Sendable {
    /// Every known word of five letters or more, and each of its one-letter deletions, to the known words.
    private let variants: [String: [Int32]]
    private let frequencies: [Int32: Int]

    init(vocabulary: [String: Int32], frequency: (Int32) -> Int) {
        var variants: [String: [Int32]] = [:]
        var frequencies: [Int32: Int] = [:]
        for (word, id) in vocabulary where word.utf8.count >= 5 && word.utf8.allSatisfy({ (97...122).contains($0) }) {
            // Only words that occur in titles: a title's typo is corrected to a title word.
            guard frequency(id) > 0 else { continue }
            frequencies[id] = frequency(id)
            for variant in Self.deletions(of: word) + [word] { variants[variant, default: []].append(id) }
        }
        self.variants = variants
        self.frequencies = frequencies
    }

    /// The known word closest to `word`, preferring the one in most titles; nil when none is close.
    func correct(_ word: String) -> Int32? {
        guard word.utf8.count >= 5, word.utf8.allSatisfy({ (97...122).contains($0) }) else { return nil }
        var best: (id: Int32, frequency: Int)?
        for variant in [word] + Self.deletions(of: word) {
            for id in variants[variant] ?? [] {
                let frequency = frequencies[id] ?? 0
                if best == nil || frequency > best!.frequency || (frequency == best!.frequency && id < best!.id) {
                    best = (id, frequency)
                }
            }
        }
        return best?.id
    }

    private static func deletions(of word: String) -> [String] {
        let characters = Array(word)
        return characters.indices.map { index in
            var copy = characters
            copy.remove(at: index)
            return String(copy)
        }
    }
}
