import Foundation

/// A multinomial naive Bayes classifier of titles over occupations, trained on the release's
/// own title lists (occupation, alternate, short and reported titles).
///
/// Each kind of `TitleFeatures` is its own multinomial with its own weight. Counts are kept raw
/// (titles holding each feature, per occupation) so that a leave-one-out test can subtract the
/// held-out title's own contributions from every statistic before scoring it.
struct TitleClassifier: Sendable, Equatable, IndexStorable {
    /// Feature hash → feature id.
    let features: HashSlots
    /// Per feature: its kind's raw value.
    let featureKinds: [UInt8]
    /// Per feature: where its postings start in `postingOccupations`/`postingCounts` (one extra entry at the end).
    let postingStart: [Int32]
    let postingOccupations: [Int32]
    /// Per posting: how many of the occupation's titles hold the feature.
    let postingCounts: [Int32]
    /// Per occupation and kind (`occupation * kindCount + kind`): feature occurrences in its titles.
    let kindTotals: [Int32]
    /// Per occupation: how many titles it has.
    let titleCounts: [Int32]
    /// Per kind: distinct features seen.
    let vocabularySizes: [Int32]

    static let kindCount = TitleFeatures.Kind.allCases.count

    var occupationCount: Int { titleCounts.count }

    /// Counts the features of each title (`titles[i]` normalized words, of occupation `occupations[i]`).
    init(titles: [[String]], occupations: [Int32], occupationCount: Int) {
        var ids = Numbering<UInt64>()
        var kinds: [UInt8] = []
        var pairs: [Int64] = []
        var kindTotals = [Int32](repeating: 0, count: occupationCount * Self.kindCount)
        var titleCounts = [Int32](repeating: 0, count: occupationCount)
        for (words, occupation) in zip(titles, occupations) {
            titleCounts[Int(occupation)] += 1
            for feature in TitleFeatures.features(of: words) {
                let (id, isNew) = ids.id(feature.hash)
                if isNew { kinds.append(feature.kind.rawValue) }
                pairs.append(Int64(id) << 32 | Int64(occupation))
                kindTotals[Int(occupation) * Self.kindCount + Int(feature.kind.rawValue)] += 1
            }
        }
        pairs.sort()
        var start = [Int32](repeating: 0, count: kinds.count + 1)
        var postingOccupations: [Int32] = [], postingCounts: [Int32] = []
        var previous: Int64 = -1
        for pair in pairs {
            // Sorted pairs: a repeat is another title of the same occupation holding the feature.
            if pair == previous {
                postingCounts[postingCounts.count - 1] += 1
            } else {
                postingOccupations.append(Int32(truncatingIfNeeded: pair))
                postingCounts.append(1)
            }
            previous = pair
            start[Int(pair >> 32) + 1] = Int32(postingOccupations.count)
        }
        var vocabularySizes = [Int32](repeating: 0, count: Self.kindCount)
        for kind in kinds { vocabularySizes[Int(kind)] += 1 }
        features = HashSlots(ids.slots { $0 })
        featureKinds = kinds
        postingStart = start
        self.postingOccupations = postingOccupations
        self.postingCounts = postingCounts
        self.kindTotals = kindTotals
        self.titleCounts = titleCounts
        self.vocabularySizes = vocabularySizes
    }

    func write(to output: inout BinaryWriter) {
        features.write(to: &output)
        output.writePlain(featureKinds)
        for array in [postingStart, postingOccupations, postingCounts, kindTotals, titleCounts, vocabularySizes] {
            output.writePlain(array)
        }
    }

    init(reading input: inout BinaryReader) throws {
        features = try HashSlots(reading: &input)
        featureKinds = try input.readPlain()
        postingStart = try input.readPlain()
        postingOccupations = try input.readPlain()
        postingCounts = try input.readPlain()
        kindTotals = try input.readPlain()
        titleCounts = try input.readPlain()
        vocabularySizes = try input.readPlain()
        let occupations = titleCounts.count
        try input.require(postingStart.count == featureKinds.count + 1 && postingStart.first == 0
            && postingOccupations.count == postingCounts.count && Int(postingStart.last ?? -1) == postingCounts.count
            && kindTotals.count == occupations * Self.kindCount && vocabularySizes.count == Self.kindCount
            && featureKinds.allSatisfy { Int($0) < Self.kindCount } && postingCounts.allSatisfy { $0 > 0 }
            && postingOccupations.allSatisfy { $0 >= 0 && Int($0) < occupations }
            && zip(postingStart, postingStart.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// How the classifier weighs its evidence.
    struct Parameters: Sendable {
        /// Per kind of feature (word, bigram, head, modifier+head, characters).
        var kindWeights: [Float] = [1, 1, 1, 1, 0.25]
        /// Additive smoothing of the counts.
        var smoothing: Float = 0.1
        /// Weight of the log prior (occupations with more titles are more likely a priori).
        var prior: Float = 2
    }

    /// The held-out titles' own contributions: their features and how many titles of each occupation held them.
    struct Hidden {
        var features: [TitleFeatures.Feature]
        var titles: [(occupation: Int32, count: Int32)]

        func count(in occupation: Int32) -> Int32 { titles.first { $0.occupation == occupation }?.count ?? 0 }
    }

    /// Precomputed logs for given parameters: the per-count evidence, each posting's weighted
    /// evidence (so that scoring a feature is one addition per occupation that has it), and the
    /// per-(occupation, kind) normalizers.
    struct Tables: Sendable {
        var logCount: [Float]
        var postingEvidence: [Float]
        var logNormalizer: [Float]
        var logPrior: [Float]
        var parameters: Parameters
    }

    func tables(_ parameters: Parameters) -> Tables {
        let maxCount = Int(postingCounts.max() ?? 0)
        let logCount = (0...maxCount).map { log(1 + Float($0) / parameters.smoothing) }
        var logNormalizer = [Float](repeating: 0, count: kindTotals.count)
        for (slot, total) in kindTotals.enumerated() {
            logNormalizer[slot] = normalizer(total: total, kind: slot % Self.kindCount, smoothing: parameters.smoothing)
        }
        let logPrior = titleCounts.map { log(Float($0) + 1) }
        var postingEvidence = [Float](repeating: 0, count: postingCounts.count)
        for feature in featureKinds.indices {
            let weight = parameters.kindWeights[Int(featureKinds[feature])]
            for posting in Int(postingStart[feature])..<Int(postingStart[feature + 1]) {
                postingEvidence[posting] = weight * logCount[Int(postingCounts[posting])]
            }
        }
        return Tables(logCount: logCount, postingEvidence: postingEvidence, logNormalizer: logNormalizer, logPrior: logPrior,
                      parameters: parameters)
    }

    private func normalizer(total: Int32, kind: Int, smoothing: Float, vocabularyChange: Int32 = 0) -> Float {
        log(Float(total) / smoothing + Float(vocabularySizes[kind] - vocabularyChange))
    }

    /// The log-likelihood of `query` (hashed features) under each occupation, written to `scores`
    /// (one per occupation), with `hidden` titles' contributions removed first. Returns how many
    /// of the query's word features the classifier knows (the rest are unseen and skipped).
    @discardableResult
    func score(_ query: [TitleFeatures.Feature], hidden: Hidden?, tables: Tables, into scores: inout [Float]) -> Int {
        let weights = tables.parameters.kindWeights
        var queried = [Int32](repeating: 0, count: Self.kindCount)
        var vocabularyChange = [Int32](repeating: 0, count: Self.kindCount)
        let prior = tables.parameters.prior
        for occupation in 0..<occupationCount { scores[occupation] = prior * tables.logPrior[occupation] }
        for feature in query {
            guard let id = features.id(for: feature.hash) else { continue }
            let first = Int(postingStart[Int(id)]), end = Int(postingStart[Int(id) + 1])
            let weight = weights[Int(feature.kind.rawValue)]
            if let hidden, hidden.features.contains(feature) {
                var left: Int32 = 0
                for posting in first..<end {
                    let count = postingCounts[posting] - hidden.count(in: postingOccupations[posting])
                    left += count
                    if count > 0 { scores[Int(postingOccupations[posting])] += weight * tables.logCount[Int(count)] }
                }
                // Seen only in the held-out titles: to the classifier it is an unknown feature.
                if left == 0 { continue }
            } else {
                // The hot loop of coding: one addition per posting, without bounds checks (the
                // postings' occupations were checked to be in range when built or read).
                scores.withUnsafeMutableBufferPointer { scores in
                    postingOccupations.withUnsafeBufferPointer { occupations in
                        tables.postingEvidence.withUnsafeBufferPointer { evidence in
                            for posting in first..<end { scores[Int(occupations[posting])] += evidence[posting] }
                        }
                    }
                }
            }
            queried[Int(feature.kind.rawValue)] += 1
        }
        if let hidden {
            for feature in hidden.features {
                guard let id = features.id(for: feature.hash) else { continue }
                let first = Int(postingStart[Int(id)]), end = Int(postingStart[Int(id) + 1])
                let total = (first..<end).reduce(Int32(0)) { $0 + postingCounts[$1] }
                let held = (first..<end).reduce(Int32(0)) { $0 + hidden.count(in: postingOccupations[$1]) }
                if total == held { vocabularyChange[Int(feature.kind.rawValue)] += 1 }
            }
        }
        let factors = (0..<Self.kindCount).map { weights[$0] * Float(queried[$0]) }
        scores.withUnsafeMutableBufferPointer { scores in
            tables.logNormalizer.withUnsafeBufferPointer { normalizers in
                for occupation in 0..<occupationCount {
                    let row = occupation * Self.kindCount
                    var total: Float = 0
                    for kind in 0..<Self.kindCount { total += factors[kind] * normalizers[row + kind] }
                    scores[occupation] -= total
                }
            }
        }
        let knownWords = Int(queried[Int(TitleFeatures.Kind.word.rawValue)])
        guard let hidden else { return knownWords }
        // Put back the normalizers and priors of the occupations that lost titles (and of every
        // occupation when a feature left the vocabulary).
        let changed = vocabularyChange.contains { $0 > 0 }
        for occupation in 0..<occupationCount {
            let removed = hidden.count(in: Int32(occupation))
            guard removed > 0 || changed else { continue }
            for kind in 0..<Self.kindCount where queried[kind] > 0 {
                let slot = occupation * Self.kindCount + kind
                let heldKind = removed * Int32(hidden.features.lazy.filter { Int($0.kind.rawValue) == kind }.count)
                let corrected = normalizer(total: kindTotals[slot] - heldKind, kind: kind, smoothing: tables.parameters.smoothing,
                                           vocabularyChange: vocabularyChange[kind])
                scores[occupation] += weights[kind] * Float(queried[kind]) * (tables.logNormalizer[slot] - corrected)
            }
            if removed > 0 {
                scores[occupation] += prior * (log(Float(titleCounts[occupation] - removed) + 1) - tables.logPrior[occupation])
            }
        }
        return knownWords
    }
}
