import MatchCore

/// Accuracy of the occupation coder: on held-out titles with posting noise (leave-one-out), or
/// on titles coded by a person.
public struct CodingEvaluation: Sendable {
    /// Titles coded.
    public var count = 0
    /// The top code is the right detailed occupation (for a coded title: the one the person chose first).
    public var topOne = 0
    /// The top code is one the person accepts (for held-out titles the same as `topOne`).
    public var topOneAccepted = 0
    /// Held-out titles coded with a listing only: the top code is an occupation O*NET lists a
    /// title of the same normalized form under, the hidden title's own or another's.
    public var topOneListed = 0
    /// An accepted occupation is among the top five.
    public var topFive = 0
    /// The top code is in the major group of an accepted occupation.
    public var majorGroup = 0
    /// Per title: the calibration features and whether the top code was right.
    public var observations: [(features: [Double], correct: Bool, confidence: Double)] = []
    /// Per title, in order: the occupation coded first (nil when the coder found none).
    public var firstCodes: [Int?] = []

    public init() {}

    public var topOneRate: Double { Double(topOne) / Double(max(1, count)) }
    public var topOneAcceptedRate: Double { Double(topOneAccepted) / Double(max(1, count)) }
    public var topOneListedRate: Double { Double(topOneListed) / Double(max(1, count)) }
    public var topFiveRate: Double { Double(topFive) / Double(max(1, count)) }
    public var majorGroupRate: Double { Double(majorGroup) / Double(max(1, count)) }

    /// Codes each title with its own key hidden (unless `hiding` is false: a title postings use
    /// and the index knows), after adding noise drawn from (`seed`, title).
    /// With `listing` (`HeldOutTitles.listedOccupations`), also counts `topOneListed`.
    public static func run(coder: OccupationCoder, titles: [HeldOutTitle], noise: PostingNoise?, seed: UInt64,
                           threads: Int, hiding: Bool = true, listing: [String: Set<Int>]? = nil) -> CodingEvaluation {
        let codings = orderedParallelMap(titles, threads: threads, workerState: { CodingScratch() }) { scratch, title in
            var random = SeededRandom.stream(seed: seed, key: [title.key, String(title.occupation)])
            let text = noise?.apply(to: title.text, random: &random) ?? title.text
            return coder.code(title: text, excludingKey: hiding ? title.key : nil, scratch: &scratch)
        }
        var result = CodingEvaluation()
        for (title, coding) in zip(titles, codings) {
            result.add(coding, accepted: [title.occupation], occupations: coder.database.occupations)
            if let first = coding.candidates.first, listing?[title.key]?.contains(first.occupation) == true { result.topOneListed += 1 }
        }
        return result
    }

    /// Codes each title a person coded as `mm-enrich` codes a posting with that title and no
    /// description (technologies the title names are evidence), with nothing hidden.
    public static func run(coder: OccupationCoder, skills: SkillExtractor, coded titles: [CodedTitle],
                           threads: Int) -> CodingEvaluation {
        let codings = orderedParallelMap(titles, threads: threads, workerState: { CodingScratch() }) { scratch, title in
            let technologies = skills.technologies(in: title.text)
            return coder.code(title: title.text, technologies: technologies, scratch: &scratch)
        }
        var result = CodingEvaluation()
        for (title, coding) in zip(titles, codings) {
            result.add(coding, accepted: title.accepted, occupations: coder.database.occupations)
        }
        return result
    }

    /// Counts one coding against the accepted occupations (the first is the right one).
    private mutating func add(_ coding: OccupationCoder.Coding, accepted: [Int], occupations: [Occupation]) {
        count += 1
        let codes = coding.candidates.map(\.occupation)
        let right = codes.first == accepted[0]
        if right { topOne += 1 }
        if let first = codes.first, accepted.contains(first) { topOneAccepted += 1 }
        if codes.contains(where: accepted.contains) { topFive += 1 }
        if let first = codes.first {
            let group = SOCCode.majorGroup(occupations[first].code)
            if accepted.contains(where: { SOCCode.majorGroup(occupations[$0].code) == group }) { majorGroup += 1 }
        }
        observations.append((coding.features, right, coding.confidence))
        firstCodes.append(codes.first)
    }
}
