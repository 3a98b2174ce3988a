import MatchCore

/// Which of the candidates' keywords each job mentions, and the inverse: each keyword's jobs.
///
/// A keyword matches when its words appear consecutively in the job's title, description or
/// skill names, compared word by word after lower-casing (see `Tokenizer`).
struct KeywordIndex: Sendable {
    let keywords: Interner
    /// Each keyword's jobs, ascending.
    let postings: SparseRows
    /// Each job's matched keyword ids, sorted.
    let jobKeywords: SparseRows

    init(keywords all: [String], corpus: JobCorpus, threads: Int) {
        var keywords = Interner()
        var words = Interner()
        var phrases: [Int32: [(keyword: Int32, words: [Int32])]] = [:]
        for keyword in all {
            let before = keywords.count
            let id = keywords.intern(keyword)
            guard keywords.count > before else { continue }
            let tokens = Tokenizer.words(of: keyword).map { words.intern($0) }
            guard let first = tokens.first else { continue }
            phrases[first, default: []].append((id, tokens))
        }
        let vocabulary = words
        let byFirstWord = phrases
        let rows = orderedParallelMap(Array(0..<corpus.count), threads: threads) { job -> [Int32] in
            let record = corpus.jobs[job]
            let text = ([record.job.title, record.job.descriptionText] + record.enrichment.skills.map(\.name))
                .joined(separator: "\n")
            let tokens = Tokenizer.words(of: text).map { vocabulary.id(of: $0) ?? -1 }
            var found = Set<Int32>()
            for start in tokens.indices where tokens[start] >= 0 {
                for phrase in byFirstWord[tokens[start]] ?? [] where !found.contains(phrase.keyword) {
                    let end = start + phrase.words.count
                    if end <= tokens.count && tokens[start..<end].elementsEqual(phrase.words) {
                        found.insert(phrase.keyword)
                    }
                }
            }
            return found.sorted()
        }
        var jobKeywords = SparseRows()
        for row in rows { jobKeywords.append(row: row) }
        self.keywords = keywords
        self.jobKeywords = jobKeywords
        postings = jobKeywords.inverted(columnCount: keywords.count)
    }
}

/// Splits text into lower-cased words for keyword matching.
enum Tokenizer {
    /// The words of `text`: runs of letters, digits and + # . - _, lower-cased, with trailing
    /// dots and dashes dropped ("Node.js." → "node.js", "C++" → "c++").
    static func words(of text: String) -> [String] {
        var result: [String] = []
        var current: [UInt8] = []
        func flush() {
            while let last = current.last, last == UInt8(ascii: ".") || last == UInt8(ascii: "-") { current.removeLast() }
            if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self).lowercased()) }
            current.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            if isWordByte(byte) {
                current.append(byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte)
            } else {
                flush()
            }
        }
        flush()
        return result
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...: true
        case UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
