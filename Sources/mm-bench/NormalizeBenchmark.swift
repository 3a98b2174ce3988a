import ArgumentParser
import Foundation
import JobIngest
import MatchCore

/// `mm-bench normalize`: mm-normalize's pipeline on a generated Greenhouse corpus.
struct NormalizeBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "normalize",
        abstract: "Time normalization of generated Greenhouse-shaped postings.",
        discussion: """
        Writes --postings postings with ~--description-bytes of HTML each (HTML-escaped, as \
        Greenhouse sends content=true) into --files board files, then runs the mm-normalize \
        pipeline on them. The baseline is reading and JSON-parsing the same files alone. \
        Reports postings/s, MB/s and the process's peak resident memory (getrusage).

        Examples:
          mm-bench normalize --postings 100000                     # 100 board files
          mm-bench normalize --postings 200000 --files 100         # boards twice as large
          mm-bench normalize --data-dir /tmp/mm-normalize --reuse-data   # keep the corpus between runs
        """)

    @Option(help: "Postings to generate.")
    var postings = 100_000

    @Option(help: "Board files to spread them over (default: one for every 1,000 postings, about a large employer's board; memory grows with the size of a board file, not with their number).")
    var files: Int?

    @Option(help: "Approximate HTML description size in bytes.")
    var descriptionBytes = 4096

    @Option(help: "Worker threads (default: every core).")
    var threads: Int?

    @Option(help: "Seed of the generated text.")
    var seed: UInt64 = 1

    @Option(help: "Folder to write the board files to (kept after the run).")
    var dataDir: String?

    @Flag(help: "Reuse the board files in --data-dir when they were generated with the same sizes and seed.")
    var reuseData = false

    func run() throws {
        let folder = dataDir ?? NSTemporaryDirectory() + "mm-bench-normalize-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { if dataDir == nil { try? FileManager.default.removeItem(atPath: folder) } }
        let files = self.files ?? max(1, postings / 1_000)
        let stamp = "postings=\(postings) files=\(files) description_bytes=\(descriptionBytes) seed=\(seed) schema=1\n"
        let stampPath = folder + "/bench.stamp"
        let reusing = reuseData && FileManager.default.contents(atPath: stampPath).map { String(decoding: $0, as: UTF8.self) } == stamp
        var generator = GreenhouseCorpus(seed: seed, descriptionBytes: descriptionBytes)
        var payloads: [PayloadFile] = []
        var totalBytes = 0
        for index in 0..<files {
            let count = postings / files + (index < postings % files ? 1 : 0)
            let path = folder + String(format: "/board-%04d.json", index)
            if reusing, let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int {
                totalBytes += size
            } else {
                let data = generator.board(index: index, postings: count)
                try AtomicOutputFile.write(data, to: path)
                totalBytes += data.count
            }
            payloads.append(PayloadFile(path: path, kind: .greenhouse, parameters: ["board_token": "board\(index)"]))
        }
        if !reusing { try AtomicOutputFile.write(Data(stamp.utf8), to: stampPath) }
        let threadCount = threads ?? defaultThreadCount
        let megabytes = Double(totalBytes) / 1_048_576
        print(String(format: "corpus: %d postings in %d files, %.1f MB, %d threads (peak RSS so far %.1f MB)",
                     postings, files, megabytes, threadCount, PeakMemory.selfMegabytes()))

        let baselineStart = Date()
        let parsed = orderedParallelMap(payloads, threads: threadCount) { file -> Int in
            let data = FileManager.default.contents(atPath: file.path) ?? Data()
            return (try? JSONNode.parse(data))?["jobs"].array.count ?? 0
        }.reduce(0, +)
        let baseline = Date().timeIntervalSince(baselineStart)
        let baselinePeak = PeakMemory.selfMegabytes()

        // The description step alone: unescaping `content` and reading it with libxml2's HTML
        // parser into text, which every record needs; the rest of normalize is measured against it.
        let textStart = Date()
        let textBytes = orderedParallelMap(payloads, threads: threadCount) { file -> Int in
            let data = FileManager.default.contents(atPath: file.path) ?? Data()
            let jobs = (try? JSONNode.parse(data))?["jobs"].array ?? []
            return jobs.reduce(0) { $0 + DescriptionText.fromHTML($1["content"].string.map(DescriptionText.unescapeOnce)).utf8.count }
        }.reduce(0, +)
        let textOnly = Date().timeIntervalSince(textStart)

        let output = folder + "/jobs.jsonl"
        let sink = try AtomicOutputFile(path: output)
        let start = Date()
        var rejected = 0
        let summary = try NormalizePipeline(threads: threadCount).run(payloads, into: sink, spillFolder: folder) { _ in rejected += 1 }
        try sink.commit()
        let elapsed = Date().timeIntervalSince(start)

        let rate = Double(summary.read) / elapsed
        let baselineRate = Double(parsed) / baseline
        print(String(format: "baseline (read + JSON parse): %.2f s, %.0f postings/s, %.1f MB/s", baseline, baselineRate, megabytes / baseline))
        print(String(format: "normalize: %.2f s, %.0f postings/s, %.1f MB/s, %d written, %d rejected",
                     elapsed, rate, megabytes / elapsed, summary.written, rejected))
        print(String(format: "ratio normalize/baseline: %.2f", rate / baselineRate))
        print(String(format: "descriptions alone (unescape + libxml2 HTML parse to text, %.1f MB of text): %.2f s, %.0f postings/s; normalize takes %.2f× as long",
                     Double(textBytes) / 1_048_576, textOnly, Double(parsed) / textOnly, elapsed / textOnly))
        print(String(format: "peak RSS: %.1f MB after the baseline, %.1f MB at the end", baselinePeak, PeakMemory.selfMegabytes()))
    }
}

