import Foundation

/// BM25 over occupations, each occupation's document being the words of all its titles.
///
/// Where `BM25Index` over single titles finds the one title most like the query, this counts
/// how strongly an occupation's whole vocabulary of titles backs each query word. Term counts
/// are kept raw so that a leave-one-out query can subtract the titles it hides.
struct OccupationTermIndex: Sendable, Equatable, IndexStorable {
    /// Per term: occupations whose titles hold it, and (parallel) the count.
    private let postingOccupations: FlatLists<Int32>
    private let postingCounts: FlatLists<Int32>
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

    init(titleTerms: FlatLists<Int32>, titleOccupations: [Int32], occupationCount: Int, termCount: Int) {
        var lengths = [Float](repeating: 0, count: occupationCount)
        // (term, occupation) pairs, sorted, then counted in runs: cheaper than a dictionary per term.
        var pairs: [Int64] = []
        for (title, occupation) in titleOccupations.enumerated() {
            for term in titleTerms[title] { pairs.append(Int64(term) << 32 | Int64(occupation)) }
            lengths[Int(occupation)] += Float(titleTerms.range(title).count)
        }
        pairs.sort()
        var occupations = [[Int32]](repeating: [], count: termCount)
        var counts = [[Int32]](repeating: [], count: termCount)
        for pair in pairs {
            let term = Int(pair >> 32), occupation = Int32(truncatingIfNeeded: pair)
            if occupations[term].last == occupation {
                counts[term][counts[term].count - 1] += 1
            } else {
                occupations[term].append(occupation)
                counts[term].append(1)
            }
        }
        postingOccupations = FlatLists(occupations)
        postingCounts = FlatLists(counts)
        self.lengths = lengths
        averageLength = max(1, lengths.reduce(0, +) / Float(max(1, occupationCount)))
        let total = Float(occupationCount)
        inverseFrequency = occupations.map { list in
            let df = Float(list.count)
            return log((total - df + 0.5) / (df + 0.5) + 1)
        }
    }

    func write(to output: inout BinaryWriter) {
        postingOccupations.write(to: &output)
        postingCounts.write(to: &output)
        output.writePlain(lengths)
        output.write(averageLength.bitPattern)
        output.writePlain(inverseFrequency)
    }

    init(reading input: inout BinaryReader) throws {
        postingOccupations = try FlatLists(reading: &input)
        postingCounts = try FlatLists(reading: &input)
        lengths = try input.readPlain()
        averageLength = Float(bitPattern: try input.read(UInt32.self))
        inverseFrequency = try input.readPlain()
        try input.require(postingOccupations.starts == postingCounts.starts && inverseFrequency.count == postingOccupations.count
            && postingOccupations.items.allSatisfy { $0 >= 0 && Int($0) < lengths.count })
    }

    /// Adds each occupation's score for `query`, times `factor`, to the scratch's evidence.
    func score(_ query: [(term: Int32, weight: Float)], hidden: Hidden?, factor: Float, into scratch: inout CodingScratch) {
        for entry in query {
            let idf = inverseFrequency[Int(entry.term)]
            for slot in postingOccupations.range(Int(entry.term)) {
                let occupation = postingOccupations.items[slot]
                var count = Float(postingCounts.items[slot])
                var length = lengths[Int(occupation)]
                if let hidden {
                    count -= Float(hidden.counts[Int64(occupation) << 32 | Int64(entry.term)] ?? 0)
                    length -= Float(hidden.lengths[occupation] ?? 0)
                }
                guard count > 0 else { continue }
                let norm = k1 * (1 - b + b * length / averageLength)
                scratch.touch(Int(occupation))
                scratch.extra[Int(occupation)] += factor * entry.weight * idf * count * (k1 + 1) / (count + norm)
            }
        }
    }
}
