import Foundation

/// Okapi BM25 over documents given as term ids, with each posting's weight precomputed.
///
/// Terms are scored rarest first: the rarest terms' postings make the candidates, and very
/// common terms only add to candidates already found, which keeps a query to a few thousand
/// additions however common its words are.
struct BM25Index: Sendable {
    /// Per term: the documents holding it and the term's BM25 weight in each.
    private(set) var postings: [[(document: Int32, weight: Float)]]
    /// Per document: its distinct terms, for scoring common terms on candidates.
    private let documentTerms: [[Int32]]
    /// Per document, per distinct term (parallel to `documentTerms`): the weight.
    private let documentWeights: [[Float]]
    let documentCount: Int

    /// Indexes `documents` (each a list of term ids below `termCount`).
    init(documents: [[Int32]], termCount: Int, k1: Float = 1.2, b: Float = 0.75) {
        documentCount = documents.count
        let averageLength = max(1, Float(documents.reduce(0) { $0 + $1.count }) / Float(max(1, documents.count)))
        var frequency = [Int32](repeating: 0, count: termCount)
        var distinct: [[(Int32, Int)]] = []
        distinct.reserveCapacity(documents.count)
        for document in documents {
            // Documents are short: sorting and counting runs beats a dictionary per document.
            var counted: [(Int32, Int)] = []
            for term in document.sorted() {
                if let last = counted.last, last.0 == term {
                    counted[counted.count - 1].1 += 1
                } else {
                    counted.append((term, 1))
                    frequency[Int(term)] += 1
                }
            }
            distinct.append(counted)
        }
        var postings = [[(document: Int32, weight: Float)]](repeating: [], count: termCount)
        var documentTerms: [[Int32]] = [], documentWeights: [[Float]] = []
        let total = Float(documents.count)
        for (index, terms) in distinct.enumerated() {
            let norm = k1 * (1 - b + b * Float(documents[index].count) / averageLength)
            var ids: [Int32] = [], weights: [Float] = []
            for (term, count) in terms {
                let df = Float(frequency[Int(term)])
                let idf = log((total - df + 0.5) / (df + 0.5) + 1)
                let tf = Float(count)
                let weight = idf * tf * (k1 + 1) / (tf + norm)
                postings[Int(term)].append((Int32(index), weight))
                ids.append(term)
                weights.append(weight)
            }
            documentTerms.append(ids)
            documentWeights.append(weights)
        }
        self.postings = postings
        self.documentTerms = documentTerms
        self.documentWeights = documentWeights
    }

    /// Number of documents that hold `term`.
    func documentFrequency(_ term: Int32) -> Int { postings[Int(term)].count }

    /// Adds each document's score for `query` (term id, query weight) to `scores`, listing
    /// each newly touched document in `touched`. `scores` must be zero for untouched documents.
    func score(_ query: [(term: Int32, weight: Float)], into scores: inout [Float], touched: inout [Int32],
               expansionBudget: Int = 4000) {
        let ordered = query.sorted { documentFrequency($0.term) < documentFrequency($1.term) }
        var expanded = 0
        var pending: [(term: Int32, weight: Float)] = []
        for entry in ordered {
            let list = postings[Int(entry.term)]
            if expanded == 0 || expanded + list.count <= expansionBudget {
                expanded += list.count
                for posting in list {
                    let document = Int(posting.document)
                    if scores[document] == 0 { touched.append(posting.document) }
                    scores[document] += posting.weight * entry.weight
                }
            } else {
                pending.append(entry)
            }
        }
        guard !pending.isEmpty else { return }
        for document in touched {
            let terms = documentTerms[Int(document)]
            for entry in pending {
                if let position = terms.firstIndex(of: entry.term) {
                    scores[Int(document)] += documentWeights[Int(document)][position] * entry.weight
                }
            }
        }
    }
}
