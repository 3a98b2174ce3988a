import Foundation
import MatchCore

/// Which of the candidates' keywords each job mentions, and the inverse: each keyword's jobs.
///
/// A keyword matches when its words appear consecutively in the job's title, description or
/// skill names (as the corpus names each skill), compared word by word after lower-casing
/// (see `Tokenizer`).
struct KeywordIndex: Sendable {
    let keywords: Interner
    /// Each keyword's jobs, ascending.
    let postings: SparseRows
    /// Each job's matched keyword ids, sorted.
    let jobKeywords: SparseRows

    init(keywords all: [String], corpus: JobCorpus, threads: Int) {
        var keywords = Interner()
        var words = WordTable()
        var phrases: [Int32: [(keyword: Int32, words: [Int32])]] = [:]
        for keyword in all {
            let before = keywords.count
            let id = keywords.intern(keyword)
            guard keywords.count > before else { continue }
            var tokens: [Int32] = []
            Tokenizer.forEachWord(in: keyword) { tokens.append(words.intern($0)) }
            guard let first = tokens.first else { continue }
            phrases[first, default: []].append((id, tokens))
        }
        let vocabulary = words
        // Phrases by their first word's id (word ids are dense).
        var byFirstWord = [[(keyword: Int32, words: [Int32])]](repeating: [], count: words.count)
        for (first, list) in phrases { byFirstWord[Int(first)] = list }
        let phrasesByFirstWord = byFirstWord
        /// Adds to `found` the keywords whose words appear consecutively in `text`.
        @Sendable func match(_ text: String, tokens: inout [Int32], into found: inout [Int32]) {
            tokens.removeAll(keepingCapacity: true)
            Tokenizer.forEachWord(in: text) { tokens.append(vocabulary.id(of: $0) ?? -1) }
            for start in tokens.indices where tokens[start] >= 0 {
                for phrase in phrasesByFirstWord[Int(tokens[start])] where !found.contains(phrase.keyword) {
                    let end = start + phrase.words.count
                    if end <= tokens.count && tokens[start..<end].elementsEqual(phrase.words) {
                        found.append(phrase.keyword)
                    }
                }
            }
        }
        // Phrases never run from one field into the next, so each field is matched alone. Skill
        // names repeat across jobs (a few thousand names, millions of mentions), so each
        // skill's name (the one the corpus shows, from its first mention) is matched once.
        let skillKeywords = orderedParallelMap(corpus.skillNames, threads: threads, workerState: { [Int32]() }) {
            tokens, name -> [Int32] in
            var inName: [Int32] = []
            if !phrasesByFirstWord.isEmpty { match(name, tokens: &tokens, into: &inName) }
            return inName
        }
        let rows = orderedParallelMap(Array(0..<corpus.count), threads: threads, workerState: { [Int32]() }) {
            tokens, job -> [Int32] in
            guard !phrasesByFirstWord.isEmpty else { return [] }
            var found: [Int32] = []
            // Fields are read in place: copying the whole record would retain each of its strings.
            match(corpus.jobs[job].job.title, tokens: &tokens, into: &found)
            match(corpus.jobs[job].job.descriptionText, tokens: &tokens, into: &found)
            for skill in corpus.jobSkills.row(job) {
                for keyword in skillKeywords[Int(skill)] where !found.contains(keyword) { found.append(keyword) }
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

/// Words as byte strings with dense ids, looked up by hash without making a `String` per word.
struct WordTable: Sendable {
    /// The first id with each hash; words with equal hashes are chained through `nextWithHash`.
    private var firstByHash: [UInt64: Int32] = [:]
    private var nextWithHash: [Int32] = []
    /// Every word's bytes, one after another; word `i` spans `starts[i]..<starts[i + 1]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]

    var count: Int { starts.count - 1 }

    mutating func intern(_ word: UnsafeBufferPointer<UInt8>) -> Int32 {
        if let id = id(of: word) { return id }
        let id = Int32(count)
        bytes.append(contentsOf: word)
        starts.append(bytes.count)
        let hash = Self.hash(word)
        nextWithHash.append(firstByHash.updateValue(id, forKey: hash) ?? -1)
        return id
    }

    func id(of word: UnsafeBufferPointer<UInt8>) -> Int32? {
        let hash = Self.hash(word)
        var candidate = firstByHash[hash] ?? -1
        while candidate >= 0 {
            let start = starts[Int(candidate)], end = starts[Int(candidate) + 1]
            if end - start == word.count && bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + start, word.baseAddress!, word.count) == 0 }) {
                return candidate
            }
            candidate = nextWithHash[Int(candidate)]
        }
        return nil
    }

    /// FNV-1a, 64 bits.
    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return value
    }
}

/// Splits text into lower-cased words for keyword matching.
enum Tokenizer {
    /// Calls `body` with each word of `text`: runs of letters, digits and + # . - _, lower-cased,
    /// with trailing dots and dashes dropped ("Node.js." → "node.js", "C++" → "c++").
    static func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { forEachWord(in: $0, body) }
    }

    /// `forEachWord(in:_:)` over UTF-8 bytes. A word already in lower-case ASCII is passed as a
    /// slice of `bytes`; only others are copied.
    static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var lowered: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            var hasUpperCase = false, hasNonASCII = false
            while index < bytes.count, isWordByte(bytes[index]) {
                let byte = bytes[index]
                if byte >= 0x80 { hasNonASCII = true } else if byte >= 0x41 && byte <= 0x5A { hasUpperCase = true }
                index += 1
            }
            var end = index
            while end > start, bytes[end - 1] == UInt8(ascii: ".") || bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
            guard end > start else { continue }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if hasNonASCII {
                // Lower-case letters beyond ASCII the way the keyword list does (String.lowercased).
                Array(String(decoding: word, as: UTF8.self).lowercased().utf8).withUnsafeBufferPointer(body)
            } else if hasUpperCase {
                lowered.removeAll(keepingCapacity: true)
                for byte in word { lowered.append(byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte) }
                lowered.withUnsafeBufferPointer(body)
            } else {
                body(word)
            }
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...: true
        case UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
