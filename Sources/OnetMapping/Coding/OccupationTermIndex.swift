import Foundation

/// BM25 over occupations, each occupation's document being the words of all its titles.
///
/// Where `BM25Index` over single titles finds the one title most like the query, this counts
/// how strongly an occupation's whole vocabulary of titles backs each query word. Term counts
/// are kept raw so that a leave-one-out query can subtract the titles it hides.
struct OccupationTermIndex: Sendable {
    /// Per term: occupations whose titles hold it, with the count.
    private let postings: [[(occupation: Int32, count: Int32)]]
    private let lengths: [Float]
    private let averageLength: Float
    private let inverseFrequency: [Float]
    private let k1: Float = 1.2
    private let b: Float = 0.5

    /// Words removed from occupations' documents, keyed by (occupation, term), with the length removed per occupation.
    struct Hidden {
        var counts: [Int64: Int32] = [:]
        var lengths: [Int32: Int32] = [:]
    }

    init(titleTerms: [[Int32]], titleOccupations: [Int32], occupationCount: Int, termCount: Int) {
        var lengths = [Float](repeating: 0, count: occupationCount)
        // (term, occupation) pairs, sorted, then counted in runs: cheaper than a dictionary per term.
        var pairs: [Int64] = []
        for (terms, occupation) in zip(titleTerms, titleOccupations) {
            for term in terms { pairs.append(Int64(term) << 32 | Int64(occupation)) }
            lengths[Int(occupation)] += Float(terms.count)
        }
        pairs.sort()
        var postings = [[(occupation: Int32, count: Int32)]](repeating: [], count: termCount)
        for pair in pairs {
            let term = Int(pair >> 32), occupation = Int32(truncatingIfNeeded: pair)
            if let last = postings[term].last, last.occupation == occupation {
                postings[term][postings[term].count - 1].count += 1
            } else {
                postings[term].append((occupation, 1))
            }
        }
        self.postings = postings
        self.lengths = lengths
        averageLength = max(1, lengths.reduce(0, +) / Float(max(1, occupationCount)))
        let total = Float(occupationCount)
        inverseFrequency = postings.map { list in
            let df = Float(list.count)
            return log((total - df + 0.5) / (df + 0.5) + 1)
        }
    }

    /// Adds each occupation's score for `query`, times `factor`, to the scratch's evidence.
    func score(_ query: [(term: Int32, weight: Float)], hidden: Hidden?, factor: Float, into scratch: inout CodingScratch) {
        for entry in query {
            let idf = inverseFrequency[Int(entry.term)]
            for posting in postings[Int(entry.term)] {
                var count = Float(posting.count)
                var length = lengths[Int(posting.occupation)]
                if let hidden {
                    count -= Float(hidden.counts[Int64(posting.occupation) << 32 | Int64(entry.term)] ?? 0)
                    length -= Float(hidden.lengths[posting.occupation] ?? 0)
                }
                guard count > 0 else { continue }
                let norm = k1 * (1 - b + b * length / averageLength)
                scratch.touch(Int(posting.occupation))
                scratch.extra[Int(posting.occupation)] += factor * entry.weight * idf * count * (k1 + 1) / (count + norm)
            }
        }
    }
}
