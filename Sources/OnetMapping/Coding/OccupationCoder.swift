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
    /// The kinds of title whose exact match decides the code (`Weights.curated`).
    static let decidingKinds: Set<TitleKind> = [.curated, .occupation]
    /// The search structures, as built at import and stored in the index file.
    let tables: CodingTables
    /// Per technology: its weight as evidence (rarer technologies say more).
    let technologyWeights: [Float]
    let classifierTables: TitleClassifier.Tables

    /// How much each kind of evidence counts.
    public struct Weights: Sendable {
        public var head: Float = 1.6
        public var suffixSegments: Float = 0.25
        public var secondTitle: Float = 0.3
        public var tasks: Float = 0.3
        public var exact: Float = 1.0
        /// Weight of an exact match with a curated title (`CuratedTitles`) or an occupation's own
        /// title, which decides the code.
        public var curated: Float = 3.0
        public var technology: Float = 0.3
        public var occupationTerms: Float = 2.0
        /// Weight of the title classifier's posterior, relative to the best title match.
        public var classifier: Float = 1.0
        /// Temperature of the classifier's posterior (naive Bayes is overconfident; above 1 softens it).
        public var temperature: Float = 1.0
        /// The title classifier's own parameters.
        var classifierParameters = TitleClassifier.Parameters()
        public var reviewBelow: Double = 0.5
        public init() {}

        /// The names `set(_:to:)` takes.
        public static let names = ["head", "suffixSegments", "secondTitle", "tasks", "exact", "technology", "occupationTerms",
                                   "curated", "classifier", "temperature", "smoothing", "prior"]
            + TitleFeatures.Kind.allCases.map { "kind.\($0)" }

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
            case "curated": curated = value
            case "classifier": classifier = value
            case "temperature": temperature = value
            case "smoothing": classifierParameters.smoothing = value
            case "prior": classifierParameters.prior = value
            default:
                guard let kind = TitleFeatures.Kind.allCases.first(where: { name == "kind.\($0)" }) else { return false }
                classifierParameters.kindWeights[Int(kind.rawValue)] = value
            }
            return true
        }
    }

    public let weights: Weights

    /// Builds the search structures for `database`.
    public convenience init(database: OnetDatabase, weights: Weights = Weights()) {
        self.init(database: database, weights: weights, tables: CodingTables(database: database))
    }

    /// A coder over search structures already built (read from an index file, or shared between coders).
    init(database: OnetDatabase, weights: Weights = Weights(), tables: CodingTables) {
        self.database = database
        self.weights = weights
        self.tables = tables
        let occupationCount = Float(max(1, database.occupations.count))
        technologyWeights = database.technologies.map { log(occupationCount / Float(max(1, $0.occupations.count))) }
        classifierTables = tables.classifier.tables(weights.classifierParameters)
    }

    /// The same search structures with other weights (for tuning).
    public func reweighted(_ weights: Weights) -> OccupationCoder {
        OccupationCoder(database: database, weights: weights, tables: tables)
    }

    /// The result of coding one title.
    public struct Coding: Sendable, Equatable {
        /// Up to five occupations (indexes into `database.occupations`) with their share of the evidence, best first.
        public var candidates: [(occupation: Int, score: Double)]
        /// Calibrated probability that the first candidate is right.
        public var confidence: Double
        /// True when the coder abstains: a person should check.
        public var needsReview: Bool
        /// The evidence the calibration reads: top share, margin, exact match (1 or 0), the title
        /// classifier's posterior of the top code, its highest posterior, and the share of the
        /// title's words it knows.
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
        let excluded = excludingKey.flatMap { tables.key($0) } ?? -1
        let normalized = qualified(TitleNormalizer.normalize(title), excluded: excluded)
        scratch.reset(titles: tables.titleIndex.documentCount, occupations: database.occupations.count)

        var query: [(term: Int32, weight: Float)] = []
        var primaryWords = normalized.primary
        for (segmentIndex, segment) in normalized.segments.enumerated() {
            let terms = segment.filter { !TitleVocabulary.stopWords.contains($0) }
            let head = headWord(of: segment)
            for word in terms {
                // Only the title itself is spell-corrected: a suffix is mostly places and
                // departments ("Tech Lead - Surrey" is not about surveys).
                guard let term = tables.term(word) ?? (segmentIndex == 0 ? tables.spelling.correct(word) : nil) else { continue }
                if segmentIndex == 0, let position = primaryWords.firstIndex(of: word) { primaryWords[position] = tables.words[Int(term)] }
                var weight: Float = segmentIndex == 0 ? 1 : weights.suffixSegments
                if segmentIndex == 0 && word == head { weight *= weights.head }
                if let existing = query.firstIndex(where: { $0.term == term }) {
                    query[existing].weight = max(query[existing].weight, weight)
                } else {
                    query.append((term, weight))
                }
            }
        }

        tables.titleIndex.score(query, into: &scratch.titleScores, touched: &scratch.touchedTitles)
        for document in scratch.touchedTitles {
            let score = scratch.titleScores[Int(document)]
            scratch.titleScores[Int(document)] = 0
            guard tables.titleKeys[Int(document)] != excluded else { continue }
            let occupation = Int(tables.titleOccupations[Int(document)])
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

        tables.occupationTerms.score(query, hidden: excluded >= 0 ? hidden(key: excluded) : nil,
                              factor: weights.occupationTerms, into: &scratch)

        let primaryQuery = query.filter { $0.weight >= 1 }
        tables.taskIndex.score(primaryQuery, into: &scratch.taskScores, touched: &scratch.touchedTasks)
        let topTask = scratch.touchedTasks.reduce(Float(0)) { max($0, scratch.taskScores[Int($1)]) }
        for occupation in scratch.touchedTasks {
            scratch.touch(Int(occupation))
            scratch.extra[Int(occupation)] += weights.tasks * scale * scratch.taskScores[Int(occupation)] / max(topTask, 1e-6)
            scratch.taskScores[Int(occupation)] = 0
        }
        scratch.touchedTasks.removeAll(keepingCapacity: true)

        var exactHit = false
        for key in exactKeys(normalized) {
            guard let keyId = tables.key(key), keyId != excluded else { continue }
            if !addDecidingEvidence(key: keyId, scale: scale, scratch: &scratch) {
                let range = tables.keyOccupations.range(Int(keyId))
                let total = Float(tables.keyCounts[Int(keyId)].reduce(0, +))
                for slot in range {
                    let occupation = Int(tables.keyOccupations.items[slot])
                    scratch.touch(occupation)
                    scratch.extra[occupation] += weights.exact * scale * Float(tables.keyCounts.items[slot]) / total
                }
            }
            exactHit = true
            break
        }

        let hiddenTitles = excludingKey.map { key in
            TitleClassifier.Hidden(features: TitleFeatures.features(of: key.split(separator: " ").map(String.init)),
                                   titles: excluded < 0 ? [] : zip(tables.keyOccupations[Int(excluded)], tables.keyCounts[Int(excluded)])
                                       .map { (occupation: $0.0, count: $0.1) })
        }
        let (classifierTop, coverage) = addClassifierEvidence(primaryWords, hidden: hiddenTitles, scale: scale, scratch: &scratch)

        var ranked: [(occupation: Int, score: Float)] = scratch.touchedOccupations.map { occupation in
            let index = Int(occupation)
            return (index, scratch.best[index] + weights.secondTitle * scratch.second[index] + scratch.extra[index])
        }
        addTechnologyEvidence(technologies, to: &ranked)
        let top = Self.best(5, of: ranked)
        let total = top.reduce(Float(0)) { $0 + $1.score }
        let candidates = top.map { (occupation: $0.occupation, score: total > 0 ? Double($0.score / total) : 0) }
        let margin = top.count > 1 && top[0].score > 0 ? Double((top[0].score - top[1].score) / top[0].score) : (top.isEmpty ? 0 : 1)
        let topPosterior = top.first.map { Double(scratch.posterior[$0.occupation]) } ?? 0
        let features: [Double] = [candidates.first?.score ?? 0, margin, exactHit ? 1 : 0, topPosterior, Double(classifierTop), coverage]
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

    /// When `key` is a curated title or an occupation's own title, gives the exact-match evidence,
    /// at the curated weight, to that occupation alone: a curated title says what postings mean
    /// by a title O*NET lists elsewhere ("Operations Manager" under Transportation, Storage, and
    /// Distribution Managers as well as General and Operations Managers; "Account Executive" only
    /// under Advertising and Promotions Managers), and an occupation's own title names it ("Avionics
    /// Technician" is also an alternate title of aerospace technicians). Returns false when the
    /// key is neither.
    private func addDecidingEvidence(key: Int32, scale: Float, scratch: inout CodingScratch) -> Bool {
        let deciding = tables.keyDocuments[Int(key)].lazy.filter { Self.decidingKinds.contains(self.database.titles[Int($0)].kind) }
        let count = deciding.count
        guard count > 0 else { return false }
        for document in deciding {
            let occupation = Int(tables.titleOccupations[Int(document)])
            scratch.touch(occupation)
            scratch.extra[occupation] += weights.curated * scale / Float(count)
        }
        return true
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

    /// Adds the title classifier's posterior over occupations (softened by the temperature) to
    /// the evidence in proportion to the best title match. Returns the top occupation posterior, and the
    /// share of the title's words the classifier knows (a title of unknown words gets a posterior
    /// from a few letters, which the calibration must not trust).
    private func addClassifierEvidence(_ words: [String], hidden: TitleClassifier.Hidden?, scale: Float,
                                       scratch: inout CodingScratch) -> (top: Float, coverage: Double) {
        guard !words.isEmpty else { return (0, 0) }
        let features = TitleFeatures.features(of: words)
        let known = tables.classifier.score(features, hidden: hidden, tables: classifierTables, into: &scratch.classifierScores)
        let coverage = Double(known) / Double(max(1, features.lazy.filter { $0.kind == .word }.count))
        var best: Float = 0
        posterior(of: scratch.classifierScores, into: &scratch.posterior, touched: &scratch.posteriorTouched)
        for occupation in scratch.posteriorTouched {
            let probability = scratch.posterior[Int(occupation)]
            best = max(best, probability)
            guard probability > 1e-3 else { continue }
            scratch.touch(Int(occupation))
            scratch.extra[Int(occupation)] += weights.classifier * scale * probability
        }
        return (best, coverage)
    }

    /// Softmax of log-likelihoods at the temperature, written for the entries within reach of
    /// the top (the rest round to zero), each listed in `touched`.
    private func posterior(of scores: [Float], into posterior: inout [Float], touched: inout [Int32]) {
        let top = scores.max() ?? 0
        let floor = top - 12 * weights.temperature
        var total: Float = 0
        for (index, score) in scores.enumerated() where score > floor {
            let value = exp((score - top) / weights.temperature)
            posterior[index] = value
            touched.append(Int32(index))
            total += value
        }
        for index in touched { posterior[Int(index)] /= total }
    }

    /// What hiding the titles of `key` removes from the occupations' documents.
    private func hidden(key: Int32) -> OccupationTermIndex.Hidden {
        var hidden = OccupationTermIndex.Hidden()
        for document in tables.keyDocuments[Int(key)] {
            let occupation = tables.titleOccupations[Int(document)]
            let terms = tables.titleTerms[Int(document)]
            for term in terms { hidden.counts[Int64(occupation) << 32 | Int64(term), default: 0] += 1 }
            hidden.lengths[occupation, default: 0] += Int32(terms.count)
        }
        return hidden
    }

    /// The head noun (`TitleFeatures.headIndex`).
    private func headWord(of words: [String]) -> String? {
        TitleFeatures.headIndex(in: words).map { words[$0] }
    }

    /// Keys to try for an exact match: the title proper, then every segment joined.
    private func exactKeys(_ normalized: TitleNormalizer.Normalized) -> [String] {
        var keys = [normalized.key]
        if normalized.segments.count > 1 { keys.append(normalized.allWords.joined(separator: " ")) }
        return keys
    }

    /// The title with the first suffix that, put before the title proper or after it, makes a
    /// known title, moved into the title proper: "Paraprofessional - Special Education" is a
    /// special education paraprofessional, "Labourer - Construction" a construction laborer.
    /// A title proper opening with "general" may drop it ("General Laborer - Construction" is a
    /// construction laborer). A suffix's first two words or more may do it alone ("Special
    /// Education Teacher - Middle School Resource Room" is a middle school special education
    /// teacher), when they hold no preposition ("In-Home Care" is a kind of care, not an "in
    /// home" caregiver); the rest stays a suffix.
    private func qualified(_ normalized: TitleNormalizer.Normalized, excluded: Int32) -> TitleNormalizer.Normalized {
        let primary = normalized.primary
        // "General Laborer - Construction" is a construction laborer: "general" only says the
        // suffix has not yet been read.
        let cores = primary.count >= 2 && primary[0] == "general" ? [primary, Array(primary.dropFirst())] : [primary]
        for (index, suffix) in normalized.segments.enumerated().dropFirst() {
            let shortest = suffix.contains(where: TitleVocabulary.stopWords.contains) ? suffix.count : min(2, suffix.count)
            for length in stride(from: suffix.count, through: shortest, by: -1) {
                let lead = Array(suffix.prefix(length))
                for words in cores.flatMap({ [lead + $0, $0 + lead] }) {
                    guard let key = tables.key(words.joined(separator: " ")), key != excluded else { continue }
                    var segments = normalized.segments
                    segments[0] = words
                    if length == suffix.count { segments.remove(at: index) } else { segments[index] = Array(suffix.dropFirst(length)) }
                    return TitleNormalizer.Normalized(segments: segments)
                }
            }
        }
        return normalized
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
    var classifierScores: [Float] = []
    var posterior: [Float] = []
    var posteriorTouched: [Int32] = []

    public init() {}

    mutating func reset(titles: Int, occupations: Int) {
        if titleScores.count != titles { titleScores = Array(repeating: 0, count: titles) }
        if taskScores.count != occupations {
            taskScores = Array(repeating: 0, count: occupations)
            best = taskScores
            second = taskScores
            extra = taskScores
            seen = Array(repeating: false, count: occupations)
            classifierScores = taskScores
            posterior = taskScores
        }
        for occupation in posteriorTouched { posterior[Int(occupation)] = 0 }
        posteriorTouched.removeAll(keepingCapacity: true)
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
