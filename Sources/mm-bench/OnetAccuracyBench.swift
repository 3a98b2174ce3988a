import ArgumentParser
import Foundation
import MatchCore
import OnetMapping

/// `mm-bench onet-accuracy`: leave-one-out occupation coding on noisy held-out titles.
struct OnetAccuracyBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "onet-accuracy",
        abstract: "Leave-one-out accuracy of occupation coding on held-out titles with posting noise.",
        discussion: """
        Every alternate and reported title is coded by an index that hides every title with \
        the same normalized form, after adding seeded posting noise (seniority, level codes, \
        gender markers, locations, departments, abbreviations, case, typos). Reports top-1 \
        detailed code, top-5 and major group, clean and noisy, beside a baseline that only \
        picks the occupation whose own title shares most words; and how well the confidence is calibrated.

        The titles are split by a stable hash of their normalized form: one in five is the \
        development split, on which the coder's weights were tuned and the confidence \
        calibrated; the other four are the test split, the figure to report. `--weight` \
        overrides are for tuning: use them with `--split development`.

        With `--newer-release`, it also codes the titles a later O*NET release added (its \
        alternate and reported titles whose normalized form the index does not hold at all): \
        titles nothing was hidden for, because the index never saw them.

        With `--coded-titles`, it also codes job titles as postings print them, each coded by \
        a person (`samples/onet/coded-titles/*.tsv`), with nothing hidden: the closest test \
        here to the titles the coder meets in real feeds.

        Examples:
          mm-bench onet-accuracy --index onet.idx --seed 7
          mm-bench onet-accuracy --index onet-27.idx --newer-release ../shared/onet/supplement_29.3_excel
          mm-bench onet-accuracy --index onet.idx --split development --coded-titles samples/onet/coded-titles/batch1.tsv
        """)

    @Option(help: "Index built by `mm-onet import`.")
    var index: String

    @Option(help: "Seed for the posting noise.")
    var seed: UInt64 = 1

    @Option(help: "Probability of each kind of noise (0–1).")
    var noiseRate: Double = 0.5

    /// Which held-out titles to code.
    enum Split: String, ExpressibleByArgument, CaseIterable {
        case development, test, both
    }

    @Option(help: "Held-out titles to code: development (for tuning), test (to report) or both.")
    var split: Split = .both

    @Option(help: "Code only every Nth held-out title (1: all).")
    var stride: Int = 1

    @Option(help: ArgumentHelp("Override a coder weight, e.g. tasks=0.2 (repeatable; for tuning).", valueName: "name=value"))
    var weight: [String] = []

    @Option(help: "Print this many missed titles with what they were coded to.")
    var showMisses = 0

    @Option(help: "Folder of a later O*NET release: also code the titles it added, unseen by the index.")
    var newerRelease: String?

    @Option(help: ArgumentHelp("A file of posting titles coded by a person (title, code, also): code them too (repeatable).",
                               valueName: "file"))
    var codedTitles: [String] = []

    func run() throws {
        let opened = try OnetIndex.open(path: index)
        let coder = opened.coder.reweighted(try weights())
        let database = coder.database
        let held = HeldOutTitles.all(in: database)
        let titles = Swift.stride(from: 0, to: held.count, by: max(1, stride)).map { held[$0] }
        print("O*NET occupation coding, leave-one-out on \(titles.count) held-out titles (\(database.release.version))")
        reportSplits(coder: coder, titles: titles)
        if showMisses > 0 { printMisses(coder: coder, titles: titles.filter { $0.isDevelopment }) }
        if let newerRelease {
            let added = try NewerReleaseTitles.load(folder: newerRelease, database: database)
            let picked = Swift.stride(from: 0, to: added.count, by: max(1, stride)).map { added[$0] }
            print("Titles added by the release in \(newerRelease), none of them in the index: \(picked.count)")
            reportSplits(coder: coder, titles: picked)
            if showMisses > 0 { printMisses(coder: coder, titles: picked.filter { $0.isDevelopment }) }
        }
        for path in codedTitles { try reportCoded(coder: coder, skills: opened.skills, path: path) }
        print("  targets: top-1 ≥ 85%, top-5 ≥ 95%, major group ≥ 93%")
    }

    /// Codes the titles of one coded-titles file and prints how often the coder agrees with the person.
    private func reportCoded(coder: OccupationCoder, skills: SkillExtractor, path: String) throws {
        let titles = try CodedTitles.load(path: path, database: coder.database)
        let result = CodingEvaluation.run(coder: coder, skills: skills, coded: titles, threads: defaultThreadCount)
        let ambiguous = titles.filter { $0.accepted.count > 1 }.count
        print("Posting titles coded by a person in \(path): \(titles.count) (\(ambiguous) with more than one accepted code)")
        print(String(format: "    top-1 %.1f%% (the person's first code), %.1f%% (any code they accept)  top-5 %.1f%%  major group %.1f%%",
                     result.topOneRate * 100, result.topOneAcceptedRate * 100, result.topFiveRate * 100, result.majorGroupRate * 100))
        print("      " + calibrationReport(result))
        guard showMisses > 0 else { return }
        let occupations = coder.database.occupations
        let misses = zip(titles.indices, result.firstCodes).compactMap { index, code -> (Int, Int)? in
            guard let code, !titles[index].accepted.contains(code) else { return nil }
            return (index, code)
        }
        for (index, code) in misses.prefix(showMisses) {
            let title = titles[index]
            print(String(format: "  miss: line %d \"%@\" is %@, coded %@ (confidence %.2f)", title.line, title.text,
                         occupations[title.occupation].title, occupations[code].title, result.observations[index].confidence))
        }
    }

    /// Reports the development and test splits of `titles` that `--split` asks for.
    private func reportSplits(coder: OccupationCoder, titles: [HeldOutTitle]) {
        let splits = [(Split.development, "development split (weights tuned and confidence calibrated here)", true),
                      (Split.test, "test split (never used for tuning: the figure to report)", false)]
        for (name, label, isDevelopment) in splits where split == .both || split == name {
            let part = titles.filter { $0.isDevelopment == isDevelopment }
            print("  \(label): \(part.count) titles")
            report(coder: coder, titles: part)
        }
    }

    /// Prints the baseline, then clean and noisy accuracy with the calibration of `titles`.
    private func report(coder: OccupationCoder, titles: [HeldOutTitle]) {
        let ceiling = AmbiguityCeiling(titles: titles, database: coder.database)
        print(String(format: "    %.1f%% of these titles have a normalized form O*NET lists under several occupations; no coder can score above top-1 %.1f%%, top-5 %.1f%%, major group %.1f%%",
                     ceiling.ambiguousShare * 100, ceiling.topOne * 100, ceiling.topFive * 100, ceiling.majorGroup * 100))
        let listing = HeldOutTitles.listedOccupations(in: coder.database)
        let baseline = wordOverlapBaseline(database: coder.database, titles: Swift.stride(from: 0, to: titles.count, by: 10).map { titles[$0] })
        print(String(format: "    baseline (occupation title with most words in common, every 10th clean title): top-1 %.1f%%", baseline * 100))
        for (label, noise) in [("clean titles", nil), ("posting noise \(noiseRate)", PostingNoise(rate: noiseRate))] as [(String, PostingNoise?)] {
            let started = Date()
            let result = CodingEvaluation.run(coder: coder, titles: titles, noise: noise, seed: seed, threads: defaultThreadCount,
                                              listing: listing)
            let seconds = Date().timeIntervalSince(started)
            print(String(format: "    %@: top-1 %.1f%% (%.1f%% coded to any occupation O*NET lists the title's form under)  top-5 %.1f%%  major group %.1f%%  (%.1f s)",
                         label, result.topOneRate * 100, result.topOneListedRate * 100, result.topFiveRate * 100,
                         result.majorGroupRate * 100, seconds))
            print("      " + calibrationReport(result))
        }
    }

    /// The coder's weights with the `--weight` overrides applied.
    private func weights() throws -> OccupationCoder.Weights {
        var weights = OccupationCoder.Weights()
        for setting in self.weight {
            let parts = setting.split(separator: "=")
            guard parts.count == 2, let value = Float(parts[1]), weights.set(String(parts[0]), to: value) else {
                throw ValidationError("--weight \(setting): give name=value with a name from \(OccupationCoder.Weights.names.joined(separator: ", "))")
            }
        }
        return weights
    }

    /// Prints missed noisy titles: the title, the right occupation and the coded one.
    private func printMisses(coder: OccupationCoder, titles: [HeldOutTitle]) {
        var random = SeededRandom(seed: seed)
        var shown = 0
        for title in titles where shown < showMisses {
            let noisy = PostingNoise(rate: noiseRate).apply(to: title.text, random: &random)
            let coding = coder.code(title: noisy, excludingKey: title.key)
            guard let first = coding.candidates.first, first.occupation != title.occupation else { continue }
            shown += 1
            let occupations = coder.database.occupations
            print("  miss: \"\(noisy)\" is \(occupations[title.occupation].title), coded \(occupations[first.occupation].title)")
        }
    }

    /// Top-1 of a naive coder: the occupation whose own title shares most words with the title (Jaccard).
    private func wordOverlapBaseline(database: OnetDatabase, titles: [HeldOutTitle]) -> Double {
        let occupationWords = database.occupations.map { Set(TextTokenizer.terms(in: $0.title)) }
        let right = orderedParallelMap(titles, threads: defaultThreadCount) { title -> Bool in
            let words = Set(TextTokenizer.terms(in: title.text))
            var best = (index: -1, score: 0.0)
            for (index, other) in occupationWords.enumerated() {
                let union = words.union(other).count
                let score = union == 0 ? 0 : Double(words.intersection(other).count) / Double(union)
                if score > best.score { best = (index, score) }
            }
            return best.index == title.occupation
        }.filter { $0 }.count
        return Double(right) / Double(max(1, titles.count))
    }

    /// Mean confidence against accuracy, and how often needs_review catches the misses.
    private func calibrationReport(_ result: CodingEvaluation) -> String {
        let observations = result.observations
        let meanConfidence = observations.reduce(0) { $0 + $1.confidence } / Double(max(1, observations.count))
        let brier = observations.reduce(0) { $0 + pow($1.confidence - ($1.correct ? 1 : 0), 2) } / Double(max(1, observations.count))
        let flagged = observations.filter { $0.confidence < 0.5 }
        let wrongFlagged = flagged.filter { !$0.correct }.count
        let wrong = observations.filter { !$0.correct }.count
        let kept = observations.filter { $0.confidence >= 0.5 }
        let keptAccuracy = Double(kept.filter(\.correct).count) / Double(max(1, kept.count))
        return String(format: "calibration: mean confidence %.3f vs accuracy %.3f, Brier %.3f; needs_review on %.1f%% of titles catches %.1f%% of the misses; accuracy of the rest %.1f%%",
                      meanConfidence, result.topOneRate, brier, Double(flagged.count) / Double(max(1, observations.count)) * 100,
                      Double(wrongFlagged) / Double(max(1, wrong)) * 100, keptAccuracy * 100)
    }
}

/// The best scores any coder could reach on leave-one-out titles: a normalized form that O*NET
/// lists under k occupations is one query with k right answers, so at most one of those k
/// titles is right at top-1 (min(k, 5) at top-5; the largest major group of them at major group).
struct AmbiguityCeiling {
    var ambiguousShare = 0.0
    var topOne = 0.0
    var topFive = 0.0
    var majorGroup = 0.0

    init(titles: [HeldOutTitle], database: OnetDatabase) {
        guard !titles.isEmpty else { return }
        let groups = Dictionary(grouping: titles, by: \.key).values
        let count = Double(titles.count)
        ambiguousShare = Double(groups.filter { $0.count > 1 }.reduce(0) { $0 + $1.count }) / count
        topOne = Double(groups.count) / count
        topFive = Double(groups.reduce(0) { $0 + min($1.count, 5) }) / count
        majorGroup = Double(groups.reduce(0) { total, group in
            let majors = Dictionary(grouping: group) { SOCCode.majorGroup(database.occupations[$0.occupation].code) }
            return total + (majors.values.map(\.count).max() ?? 0)
        }) / count
    }
}
