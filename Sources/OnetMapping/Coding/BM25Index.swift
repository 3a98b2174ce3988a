import Foundation

/// Okapi BM25 over documents given as term ids, with each posting's weight precomputed.
///
/// Terms are scored rarest first: the rarest terms' postings make the candidates, and very
/// common terms only add to candidates already found, which keeps a query to a few thousand
/// additions however common its words are.
struct BM25Index: Sendable, Equatable, IndexStorable {
    /// Per term: the documents holding it, and (parallel) the term's BM25 weight in each.
    private let postingDocuments: FlatLists<Int32>
    private let postingWeights: FlatLists<Float>
    /// Per document: its distinct terms, and (parallel) their weights, for scoring common terms on candidates.
    private let documentTerms: FlatLists<Int32>
    private let documentWeights: FlatLists<Float>

    var documentCount: Int { documentTerms.count }

    /// Indexes `documents` (each a list of term ids below `termCount`).
    init(documents: FlatLists<Int32>, termCount: Int, k1: Float = 1.2, b: Float = 0.75) {
        let averageLength = max(1, Float(documents.items.count) / Float(max(1, documents.count)))
        var frequency = [Int32](repeating: 0, count: termCount)
        var distinct: [[(Int32, Int)]] = []
        distinct.reserveCapacity(documents.count)
        for index in 0..<documents.count {
            // Documents are short: sorting and counting runs beats a dictionary per document.
            var counted: [(Int32, Int)] = []
            for term in documents[index].sorted() {
                if let last = counted.last, last.0 == term {
                    counted[counted.count - 1].1 += 1
                } else {
                    counted.append((term, 1))
                    frequency[Int(term)] += 1
                }
            }
            distinct.append(counted)
        }
        var postingDocuments = [[Int32]](repeating: [], count: termCount)
        var postingWeights = [[Float]](repeating: [], count: termCount)
        var documentTerms: [[Int32]] = [], documentWeights: [[Float]] = []
        let total = Float(documents.count)
        for (index, terms) in distinct.enumerated() {
            let norm = k1 * (1 - b + b * Float(documents.range(index).count) / averageLength)
            var ids: [Int32] = [], weights: [Float] = []
            for (term, count) in terms {
                let df = Float(frequency[Int(term)])
                let idf = log((total - df + 0.5) / (df + 0.5) + 1)
                let tf = Float(count)
                let weight = idf * tf * (k1 + 1) / (tf + norm)
                postingDocuments[Int(term)].append(Int32(index))
                postingWeights[Int(term)].append(weight)
                ids.append(term)
                weights.append(weight)
            }
            documentTerms.append(ids)
            documentWeights.append(weights)
        }
        self.postingDocuments = FlatLists(postingDocuments)
        self.postingWeights = FlatLists(postingWeights)
        self.documentTerms = FlatLists(documentTerms)
        self.documentWeights = FlatLists(documentWeights)
    }

    func write(to output: inout BinaryWriter) {
        for lists in [postingDocuments, documentTerms] as [FlatLists<Int32>] { lists.write(to: &output) }
        for lists in [postingWeights, documentWeights] as [FlatLists<Float>] { lists.write(to: &output) }
    }

    init(reading input: inout BinaryReader) throws {
        postingDocuments = try FlatLists(reading: &input)
        documentTerms = try FlatLists(reading: &input)
        postingWeights = try FlatLists(reading: &input)
        documentWeights = try FlatLists(reading: &input)
        try input.require(postingDocuments.starts == postingWeights.starts && documentTerms.starts == documentWeights.starts
            && postingDocuments.items.allSatisfy { $0 >= 0 && Int($0) < documentTerms.count }
            && documentTerms.items.allSatisfy { $0 >= 0 && Int($0) < postingDocuments.count })
    }

    /// Number of documents that hold `term`.
    func documentFrequency(_ term: Int32) -> Int { postingDocuments.range(Int(term)).count }

    /// Adds each document's score for `query` (term id, query weight) to `scores`, listing
    /// each newly touched document in `touched`. `scores` must be zero for untouched documents.
    func score(_ query: [(term: Int32, weight: Float)], into scores: inout [Float], touched: inout [Int32],
               expansionBudget: Int = 4000) {
        let ordered = query.sorted { documentFrequency($0.term) < documentFrequency($1.term) }
        var expanded = 0
        var pending: [(term: Int32, weight: Float)] = []
        for entry in ordered {
            let range = postingDocuments.range(Int(entry.term))
            if expanded == 0 || expanded + range.count <= expansionBudget {
                expanded += range.count
                for slot in range {
                    let document = postingDocuments.items[slot]
                    if scores[Int(document)] == 0 { touched.append(document) }
                    scores[Int(document)] += postingWeights.items[slot] * entry.weight
                }
            } else {
                pending.append(entry)
            }
        }
        guard !pending.isEmpty else { return }
        for document in touched {
            let range = documentTerms.range(Int(document))
            for entry in pending {
                if let slot = range.first(where: { documentTerms.items[$0] == entry.term }) {
                    scores[Int(document)] += documentWeights.items[slot] * entry.weight
                }
            }
        }
    }
}
