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
        var counts = [[Int32: Int32]](repeating: [:], count: termCount)
        var lengths = [Float](repeating: 0, count: occupationCount)
        for (terms, occupation) in zip(titleTerms, titleOccupations) {
            for term in terms { counts[Int(term)][occupation, default: 0] += 1 }
            lengths[Int(occupation)] += Float(terms.count)
        }
        postings = counts.map { $0.sorted { $0.key < $1.key }.map { (occupation: $0.key, count: $0.value) } }
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
