import MatchCore

/// Leave-one-out accuracy of the occupation coder on held-out titles with posting noise.
public struct CodingEvaluation: Sendable {
    /// Titles coded.
    public var count = 0
    /// The top code is the right detailed occupation.
    public var topOne = 0
    /// The right occupation is among the top five.
    public var topFive = 0
    /// The top code is in the right major group.
    public var majorGroup = 0
    /// Per title: the calibration features and whether the top code was right.
    public var observations: [(features: [Double], correct: Bool, confidence: Double)] = []

    public init() {}

    public var topOneRate: Double { Double(topOne) / Double(max(1, count)) }
    public var topFiveRate: Double { Double(topFive) / Double(max(1, count)) }
    public var majorGroupRate: Double { Double(majorGroup) / Double(max(1, count)) }

    /// Codes each title with its own key hidden, after adding noise drawn from (`seed`, title).
    public static func run(coder: OccupationCoder, titles: [HeldOutTitle], noise: PostingNoise?, seed: UInt64,
                           threads: Int) -> CodingEvaluation {
        let codings = orderedParallelMap(titles, threads: threads, workerState: { CodingScratch() }) { scratch, title in
            var random = SeededRandom.stream(seed: seed, key: [title.key, String(title.occupation)])
            let text = noise?.apply(to: title.text, random: &random) ?? title.text
            return coder.code(title: text, excludingKey: title.key, scratch: &scratch)
        }
        var result = CodingEvaluation()
        let occupations = coder.database.occupations
        for (title, coding) in zip(titles, codings) {
            result.count += 1
            let codes = coding.candidates.map(\.occupation)
            let right = codes.first == title.occupation
            if right { result.topOne += 1 }
            if codes.contains(title.occupation) { result.topFive += 1 }
            if let first = codes.first,
               SOCCode.majorGroup(occupations[first].code) == SOCCode.majorGroup(occupations[title.occupation].code) {
                result.majorGroup += 1
            }
            result.observations.append((coding.features, right, coding.confidence))
        }
        return result
    }
}
