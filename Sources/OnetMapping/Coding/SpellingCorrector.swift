/// Corrects a misspelt word to a known title word at edit distance one (symmetric deletion lookup).
///
/// Words and their one-letter deletions are looked up by `FeatureHash`, so the table is two flat
/// arrays stored in the index file and a lookup allocates no strings.
struct SpellingCorrector: Sendable, Equatable, IndexStorable {
    /// Hash of a known word or one of its deletions → its list in `candidates`.
    private let variants: HashSlots
    /// Per variant: the known words (term ids) it comes from.
    private let candidates: FlatLists<Int32>
    /// Per term id: in how many titles the word occurs (0: not a title word, never a correction).
    private let frequencies: [Int32]

    /// Every title word of five letters or more (`words[id]`, in `frequency(id)` titles) and its deletions.
    init(words: [String], frequency: (Int32) -> Int) {
        var pairs: [(hash: UInt64, id: Int32)] = []
        var frequencies = [Int32](repeating: 0, count: words.count)
        for (index, word) in words.enumerated() where Self.isCorrectable(word) {
            let id = Int32(index)
            // Only words that occur in titles: a title's typo is corrected to a title word.
            guard frequency(id) > 0 else { continue }
            frequencies[index] = Int32(frequency(id))
            let bytes = Array(word.utf8)
            pairs.append((Self.hash(bytes, skipping: nil), id))
            for position in bytes.indices { pairs.append((Self.hash(bytes, skipping: position), id)) }
        }
        pairs.sort { ($0.hash, $0.id) < ($1.hash, $1.id) }
        var lists: [[Int32]] = [], slots: [(hash: UInt64, id: Int32)] = []
        for pair in pairs {
            if slots.last?.hash == pair.hash {
                if lists[lists.count - 1].last != pair.id { lists[lists.count - 1].append(pair.id) }
            } else {
                slots.append((pair.hash, Int32(lists.count)))
                lists.append([pair.id])
            }
        }
        variants = HashSlots(slots)
        candidates = FlatLists(lists)
        self.frequencies = frequencies
    }

    func write(to output: inout BinaryWriter) {
        variants.write(to: &output)
        candidates.write(to: &output)
        output.writePlain(frequencies)
    }

    init(reading input: inout BinaryReader) throws {
        variants = try HashSlots(reading: &input)
        candidates = try FlatLists(reading: &input)
        frequencies = try input.readPlain()
        let frequencyCount = frequencies.count
        try input.require(candidates.items.allSatisfy { $0 >= 0 && Int($0) < frequencyCount })
    }

    /// The known word closest to `word`, preferring the one in most titles; nil when none is close.
    func correct(_ word: String) -> Int32? {
        guard Self.isCorrectable(word) else { return nil }
        let bytes = Array(word.utf8)
        var best: (id: Int32, frequency: Int32)?
        for skipped in [nil] + bytes.indices.map(Optional.some) {
            guard let list = variants.id(for: Self.hash(bytes, skipping: skipped)) else { continue }
            for id in candidates[Int(list)] {
                let frequency = frequencies[Int(id)]
                if best == nil || frequency > best!.frequency || (frequency == best!.frequency && id < best!.id) {
                    best = (id, frequency)
                }
            }
        }
        return best?.id
    }

    /// Lower-case ASCII words of five letters or more.
    private static func isCorrectable(_ word: String) -> Bool {
        word.utf8.count >= 5 && word.utf8.allSatisfy { (97...122).contains($0) }
    }

    /// The hash of `bytes` without the byte at `skipping`.
    private static func hash(_ bytes: [UInt8], skipping: Int?) -> UInt64 {
        var hash = FeatureHash(tag: 0x53)
        for (index, byte) in bytes.enumerated() where index != skipping { hash.add(byte) }
        return hash.finished
    }
}
