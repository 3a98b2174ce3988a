import Foundation

/// Codes job titles to O*NET-SOC occupations.
///
/// Evidence, strongest first: an exact match of the normalized title with a known title;
/// BM25 over every known title (each title its own document, the head word weighted up);
/// BM25 over each occupation's task statements; technologies found in the description.
/// Scores become shares of the top candidates; a logistic calibration fitted at import on
/// held-out titles turns the evidence into the probability that the top code is right.
public final class OccupationCoder: Sendable {
    /// The database the coder reads.
    public let database: OnetDatabase
    let vocabulary: [String: Int32]
    let titleIndex: BM25Index
    let titleOccupations: [Int32]
    let titleKeys: [Int32]
    let keyIds: [String: Int32]
    /// Per key: the occupations with titles of that key, and how many.
    let keyOccupations: [[(occupation: Int32, count: Int32)]]
    let taskIndex: BM25Index
    let occupationTerms: OccupationTermIndex
    /// Per key: the title documents with that key (hidden together in leave-one-out tests).
    let keyDocuments: [[Int32]]
    let titleTerms: [[Int32]]
    let spelling: SpellingCorrector
    /// Per technology: its weight as evidence (rarer technologies say more).
    let technologyWeights: [Float]

    /// How much each kind of evidence counts.
    public struct Weights: Sendable {
        public var head: Float = 1.6
        public var suffixSegments: Float = 0.25
        public var secondTitle: Float = 0.3
        public var tasks: Float = 0.1
        public var exact: Float = 1.0
        public var technology: Float = 0.3
        public var occupationTerms: Float = 2.0
        public var reviewBelow: Double = 0.5
        public init() {}

        /// The names `set(_:to:)` takes.
        public static let names = ["head", "suffixSegments", "secondTitle", "tasks", "exact", "technology", "occupationTerms"]

        /// Sets the weight called `name`; false when there is none.
        public mutating func set(_ name: String, to value: Float) -> Bool {
            switch name {
            case "head": head = value
            case "suffixSegments": suffixSegments = value
            case "secondTitle": secondTitle = value
            case "tasks": tasks = value
            case "exact": exact = value
            case "technology": technology = value
            case "occupationTerms": occupationTerms = value
            default: return false
            }
            return true
        }
    }

    public let weights: Weights

    /// Builds the search structures for `database`.
    public init(database: OnetDatabase, weights: Weights = Weights()) {
        self.database = database
        self.weights = weights
        var vocabulary: [String: Int32] = [:]
        func id(_ word: String) -> Int32 {
            if let known = vocabulary[word] { return known }
            let new = Int32(vocabulary.count)
            vocabulary[word] = new
            return new
        }
        var titleDocuments: [[Int32]] = [], titleOccupations: [Int32] = [], titleKeys: [Int32] = []
        var keyIds: [String: Int32] = [:], keyOccupations: [[(occupation: Int32, count: Int32)]] = []
        for title in database.titles {
            let words = TitleNormalizer.clean(TextTokenizer.words(in: TitleNormalizer.removingBrackets(title.text)))
            let key = words.joined(separator: " ")
            let keyId: Int32
            if let known = keyIds[key] {
                keyId = known
            } else {
                keyId = Int32(keyOccupations.count)
                keyIds[key] = keyId
                keyOccupations.append([])
            }
            if let slot = keyOccupations[Int(keyId)].firstIndex(where: { $0.occupation == title.occupation }) {
                keyOccupations[Int(keyId)][slot].count += 1
            } else {
                keyOccupations[Int(keyId)].append((title.occupation, 1))
            }
            titleDocuments.append(words.filter { !TitleVocabulary.stopWords.contains($0) }.map(id))
            titleOccupations.append(title.occupation)
            titleKeys.append(keyId)
        }
        var taskDocuments = [[Int32]](repeating: [], count: database.occupations.count)
        for task in database.tasks {
            taskDocuments[Int(task.occupation)].append(contentsOf: TextTokenizer.terms(in: task.text).map(id))
        }
        for (index, occupation) in database.occupations.enumerated() {
            taskDocuments[index].append(contentsOf: TextTokenizer.terms(in: occupation.description).map(id))
        }
        self.vocabulary = vocabulary
        let titleIndex = BM25Index(documents: titleDocuments, termCount: vocabulary.count)
        self.titleIndex = titleIndex
        taskIndex = BM25Index(documents: taskDocuments, termCount: vocabulary.count)
        occupationTerms = OccupationTermIndex(titleTerms: titleDocuments, titleOccupations: titleOccupations,
                                              occupationCount: database.occupations.count, termCount: vocabulary.count)
        var keyDocuments = [[Int32]](repeating: [], count: keyOccupations.count)
        for (document, key) in titleKeys.enumerated() { keyDocuments[Int(key)].append(Int32(document)) }
        self.keyDocuments = keyDocuments
        self.titleTerms = titleDocuments
        self.titleOccupations = titleOccupations
        self.titleKeys = titleKeys
        self.keyIds = keyIds
        self.keyOccupations = keyOccupations
        spelling = SpellingCorrector(vocabulary: vocabulary, frequency: { titleIndex.documentFrequency($0) })
        let occupationCount = Float(max(1, database.occupations.count))
        technologyWeights = database.technologies.map { log(occupationCount / Float(max(1, $0.occupations.count))) }
    }

    /// The result of coding one title.
    public struct Coding: Sendable, Equatable {
        /// Up to five occupations (indexes into `database.occupations`) with their share of the evidence, best first.
        public var candidates: [(occupation: Int, score: Double)]
        /// Calibrated probability that the first candidate is right.
        public var confidence: Double
        /// True when the coder abstains: a person should check.
        public var needsReview: Bool
        /// The evidence the calibration reads.
        public var features: [Double]

        public static func == (lhs: Coding, rhs: Coding) -> Bool {
            lhs.candidates.map(\.occupation) == rhs.candidates.map(\.occupation)
                && lhs.candidates.map(\.score) == rhs.candidates.map(\.score)
                && lhs.confidence == rhs.confidence && lhs.needsReview == rhs.needsReview
        }
    }

    /// Codes a title. `technologies` are indexes of technologies found in the description;
    /// `excludingKey` hides every known title with that normalized key (for leave-one-out tests).
    public func code(title: String, technologies: [Int32] = [], excludingKey: String? = nil,
                     scratch: inout CodingScratch) -> Coding {
        let normalized = TitleNormalizer.normalize(title)
        let excluded = excludingKey.flatMap { keyIds[$0] } ?? -1
        scratch.reset(titles: titleIndex.documentCount, occupations: database.occupations.count)

        var query: [(term: Int32, weight: Float)] = []
        for (segmentIndex, segment) in normalized.segments.enumerated() {
            let terms = segment.filter { !TitleVocabulary.stopWords.contains($0) }
            let head = headWord(of: segment)
            for word in terms {
                guard let term = vocabulary[word] ?? spelling.correct(word) else { continue }
                var weight: Float = segmentIndex == 0 ? 1 : weights.suffixSegments
                if segmentIndex == 0 && word == head { weight *= weights.head }
                if let existing = query.firstIndex(where: { $0.term == term }) {
                    query[existing].weight = max(query[existing].weight, weight)
                } else {
                    query.append((term, weight))
                }
            }
        }

        titleIndex.score(query, into: &scratch.titleScores, touched: &scratch.touchedTitles)
        for document in scratch.touchedTitles {
            let score = scratch.titleScores[Int(document)]
            scratch.titleScores[Int(document)] = 0
            guard titleKeys[Int(document)] != excluded else { continue }
            let occupation = Int(titleOccupations[Int(document)])
            scratch.touch(occupation)
            if score > scratch.best[occupation] {
                scratch.second[occupation] = scratch.best[occupation]
                scratch.best[occupation] = score
            } else if score > scratch.second[occupation] {
                scratch.second[occupation] = score
            }
        }
        scratch.touchedTitles.removeAll(keepingCapacity: true)
        let topTitleScore = scratch.touchedOccupations.reduce(Float(0)) { max($0, scratch.best[Int($1)]) }
        let scale = max(topTitleScore, 1)

        occupationTerms.score(query, hidden: excluded >= 0 ? hidden(key: excluded) : nil,
                              factor: weights.occupationTerms, into: &scratch)

        let primaryQuery = query.filter { $0.weight >= 1 }
        taskIndex.score(primaryQuery, into: &scratch.taskScores, touched: &scratch.touchedTasks)
        let topTask = scratch.touchedTasks.reduce(Float(0)) { max($0, scratch.taskScores[Int($1)]) }
        for occupation in scratch.touchedTasks {
            scratch.touch(Int(occupation))
            scratch.extra[Int(occupation)] += weights.tasks * scale * scratch.taskScores[Int(occupation)] / max(topTask, 1e-6)
            scratch.taskScores[Int(occupation)] = 0
        }
        scratch.touchedTasks.removeAll(keepingCapacity: true)

        var exactHit = false
        for key in exactKeys(normalized) {
            guard let keyId = keyIds[key], keyId != excluded else { continue }
            let entries = keyOccupations[Int(keyId)]
            let total = Float(entries.reduce(0) { $0 + $1.count })
            for entry in entries {
                scratch.touch(Int(entry.occupation))
                scratch.extra[Int(entry.occupation)] += weights.exact * scale * Float(entry.count) / total
            }
            exactHit = true
            break
        }

        var ranked: [(occupation: Int, score: Float)] = scratch.touchedOccupations.map { occupation in
            let index = Int(occupation)
            return (index, scratch.best[index] + weights.secondTitle * scratch.second[index] + scratch.extra[index])
        }
        addTechnologyEvidence(technologies, to: &ranked)
        let top = Self.best(5, of: ranked)
        let total = top.reduce(Float(0)) { $0 + $1.score }
        let candidates = top.map { (occupation: $0.occupation, score: total > 0 ? Double($0.score / total) : 0) }
        let margin = top.count > 1 && top[0].score > 0 ? Double((top[0].score - top[1].score) / top[0].score) : (top.isEmpty ? 0 : 1)
        let features: [Double] = [candidates.first?.score ?? 0, margin, exactHit ? 1 : 0]
        let confidence = top.isEmpty ? 0 : database.calibration.probability(features)
        return Coding(candidates: candidates, confidence: confidence,
                      needsReview: confidence < weights.reviewBelow, features: features)
    }

    /// Codes a title with a scratch buffer of its own.
    public func code(title: String, technologies: [Int32] = [], excludingKey: String? = nil) -> Coding {
        var scratch = CodingScratch()
        return code(title: title, technologies: technologies, excludingKey: excludingKey, scratch: &scratch)
    }

    /// The `count` highest-scoring entries, best first (ties: lower occupation index first),
    /// by one pass instead of sorting every touched occupation.
    static func best(_ count: Int, of entries: [(occupation: Int, score: Float)]) -> [(occupation: Int, score: Float)] {
        var top: [(occupation: Int, score: Float)] = []
        top.reserveCapacity(count + 1)
        func ranksAbove(_ a: (occupation: Int, score: Float), _ b: (occupation: Int, score: Float)) -> Bool {
            a.score > b.score || (a.score == b.score && a.occupation < b.occupation)
        }
        for entry in entries where top.count < count || ranksAbove(entry, top[top.count - 1]) {
            var index = top.count
            while index > 0 && ranksAbove(entry, top[index - 1]) { index -= 1 }
            top.insert(entry, at: index)
            if top.count > count { top.removeLast() }
        }
        return top
    }

    /// Raises occupations whose technologies the description names, in proportion to the best
    /// title evidence, so a description can reorder close candidates but not outvote a clear title.
    private func addTechnologyEvidence(_ technologies: [Int32], to ranked: inout [(occupation: Int, score: Float)]) {
        guard !technologies.isEmpty else { return }
        var evidence: [Int: Float] = [:]
        for technology in Set(technologies) {
            let weight = technologyWeights[Int(technology)]
            for occupation in database.technologies[Int(technology)].occupations { evidence[Int(occupation), default: 0] += weight }
        }
        guard let topEvidence = evidence.values.max(), topEvidence > 0 else { return }
        let scale = max(ranked.map(\.score).max() ?? 0, 1)
        var position: [Int: Int] = [:]
        for (index, entry) in ranked.enumerated() { position[entry.occupation] = index }
        for (occupation, value) in evidence.sorted(by: { $0.key < $1.key }) {
            let bonus = weights.technology * scale * value / topEvidence
            if let index = position[occupation] {
                ranked[index].score += bonus
            } else {
                ranked.append((occupation, bonus))
            }
        }
    }

    /// What hiding the titles of `key` removes from the occupations' documents.
    private func hidden(key: Int32) -> OccupationTermIndex.Hidden {
        var hidden = OccupationTermIndex.Hidden()
        for document in keyDocuments[Int(key)] {
            let occupation = titleOccupations[Int(document)]
            for term in titleTerms[Int(document)] { hidden.counts[Int64(occupation) << 32 | Int64(term), default: 0] += 1 }
            hidden.lengths[occupation, default: 0] += Int32(titleTerms[Int(document)].count)
        }
        return hidden
    }

    /// The head noun: the last word before "of", "for" or "in", else the last word.
    private func headWord(of words: [String]) -> String? {
        if let preposition = words.firstIndex(where: { $0 == "of" || $0 == "for" || $0 == "in" }), preposition > 0 {
            return words[preposition - 1]
        }
        return words.last
    }

    /// Keys to try for an exact match: the title proper, then every segment joined.
    private func exactKeys(_ normalized: TitleNormalizer.Normalized) -> [String] {
        var keys = [normalized.key]
        if normalized.segments.count > 1 { keys.append(normalized.allWords.joined(separator: " ")) }
        return keys
    }
}

/// Reusable buffers for `OccupationCoder.code`, one per thread.
public struct CodingScratch {
    var titleScores: [Float] = []
    var touchedTitles: [Int32] = []
    var taskScores: [Float] = []
    var touchedTasks: [Int32] = []
    var best: [Float] = []
    var second: [Float] = []
    var extra: [Float] = []
    var seen: [Bool] = []
    var touchedOccupations: [Int32] = []

    public init() {}

    mutating func reset(titles: Int, occupations: Int) {
        if titleScores.count != titles { titleScores = Array(repeating: 0, count: titles) }
        if taskScores.count != occupations {
            taskScores = Array(repeating: 0, count: occupations)
            best = taskScores
            second = taskScores
            extra = taskScores
            seen = Array(repeating: false, count: occupations)
        }
        for occupation in touchedOccupations {
            let index = Int(occupation)
            best[index] = 0
            second[index] = 0
            extra[index] = 0
            seen[index] = false
        }
        touchedOccupations.removeAll(keepingCapacity: true)
    }

    mutating func touch(_ occupation: Int) {
        if !seen[occupation] {
            seen[occupation] = true
            touchedOccupations.append(Int32(occupation))
        }
    }
}
