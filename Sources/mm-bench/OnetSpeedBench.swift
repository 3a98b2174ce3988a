import ArgumentParser
import Foundation
import MatchCore
import OnetMapping

/// `mm-bench onet-speed`: import time, index open time, titles coded per second, skill extraction MB/s.
struct OnetSpeedBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "onet-speed",
        abstract: "Time the O*NET import, opening the index, occupation coding and skill extraction.",
        discussion: """
        Coding and extraction run on one thread. Each figure comes with a baseline measured in \
        the same process (opening: reading the file's bytes only, and rebuilding the search \
        structures instead of reading them; coding: normalizing titles only; extraction: folding \
        the text's case only), so the ratio says what the work costs beyond touching the input.

        Example:
          mm-bench onet-speed --release ../shared/onet --supplement ../shared/onet/supplement_29.3_excel
        """)

    @Option(help: "Release folder or zip to import (the index is written to a temporary file and opened from it).")
    var release: String

    @Option(help: "Folder or zip with files the release lacks.")
    var supplement: [String] = []

    @Option(help: "Megabytes of description text to extract skills from.")
    var megabytes = 20

    func run() throws {
        var started = Date()
        let database = try IndexBuilder.build(release: openRelease(at: release), supplements: supplement.map(openRelease(at:)))
        let path = NSTemporaryDirectory() + "mm-bench-onet-\(getpid()).idx"
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try OnetIndexFile.write(database, to: path)
        let importSeconds = Date().timeIntervalSince(started)
        started = Date()
        _ = FileManager.default.contents(atPath: path)
        let readSeconds = Date().timeIntervalSince(started)
        started = Date()
        let index = try OnetIndex.open(path: path)
        let openSeconds = Date().timeIntervalSince(started)
        started = Date()
        _ = OnetIndex(database: index.database)
        let rebuildSeconds = Date().timeIntervalSince(started)
        print("O*NET speed (\(database.release.version), \(database.occupations.count) occupations, \(database.titles.count) titles)")
        print(String(format: "  import (all cores, with calibration, writing the index): %.2f s   target < 30 s", importSeconds))
        print(String(format: "  open index: %.0f ms   target < 300 ms", openSeconds * 1000))
        print(String(format: "    baseline, reading the file's bytes only: %.0f ms; rebuilding the search structures instead of reading them: %.0f ms",
                     readSeconds * 1000, rebuildSeconds * 1000))
        measureCoding(index)
        measureExtraction(index)
    }

    /// Codes noisy held-out titles on one thread, against normalizing them only.
    private func measureCoding(_ index: OnetIndex) {
        var random = SeededRandom(seed: 1)
        let noise = PostingNoise()
        let titles = HeldOutTitles.all(in: index.database).map { noise.apply(to: $0.text, random: &random) }
        var scratch = CodingScratch()
        var started = Date()
        var keys = 0
        for title in titles { keys &+= TitleNormalizer.normalize(title).key.utf8.count }
        let baseline = Double(titles.count) / Date().timeIntervalSince(started)
        started = Date()
        var coded = 0
        for title in titles where !index.coder.code(title: title, scratch: &scratch).candidates.isEmpty { coded += 1 }
        let rate = Double(titles.count) / Date().timeIntervalSince(started)
        print(String(format: "  occupation coding, one thread: %.0f titles/s (%d titles, %d coded)   target ≥ 20,000/s", rate, titles.count, coded))
        print(String(format: "    baseline, normalizing only: %.0f titles/s; coding costs %.1f× normalizing", baseline, baseline / rate))
        _ = keys
    }

    /// Extracts skills from task statements and descriptions repeated to `megabytes`, on one thread.
    private func measureExtraction(_ index: OnetIndex) {
        var documents: [String] = index.database.tasks.map(\.text) + index.database.occupations.map(\.description)
        documents = stride(from: 0, to: documents.count, by: 20).map { documents[$0..<min(documents.count, $0 + 20)].joined(separator: " ") }
        var corpus: [String] = []
        var bytes = 0
        while bytes < megabytes << 20 {
            for document in documents {
                corpus.append(document)
                bytes += document.utf8.count
            }
        }
        var started = Date()
        var folded = 0
        for text in corpus { folded &+= text.utf8.reduce(0) { $0 &+ Int($1 | 0x20) } }
        let baseline = Double(bytes) / 1_048_576 / Date().timeIntervalSince(started)
        started = Date()
        var mentions = 0
        for text in corpus { mentions += index.skills.extract(from: text, field: "description_text").count }
        let rate = Double(bytes) / 1_048_576 / Date().timeIntervalSince(started)
        print(String(format: "  skill extraction, one thread: %.1f MB/s over %.1f MB (%d patterns, %d mentions)   target ≥ 10 MB/s",
                     rate, Double(bytes) / 1_048_576, index.skills.patternCount, mentions))
        print(String(format: "    baseline, folding case only: %.1f MB/s; extraction costs %.1f× the fold", baseline, baseline / rate))
        _ = folded
    }
}
