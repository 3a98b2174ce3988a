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

        Example:
          mm-bench normalize --postings 100000 --files 100
        """)

    @Option(help: "Postings to generate.")
    var postings = 100_000

    @Option(help: "Board files to spread them over.")
    var files = 100

    @Option(help: "Approximate HTML description size in bytes.")
    var descriptionBytes = 4096

    @Option(help: "Worker threads (default: every core).")
    var threads: Int?

    @Option(help: "Seed of the generated text.")
    var seed: UInt64 = 1

    func run() throws {
        let folder = NSTemporaryDirectory() + "mm-bench-normalize-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = GreenhouseCorpus(seed: seed, descriptionBytes: descriptionBytes)
        var payloads: [PayloadFile] = []
        var totalBytes = 0
        for index in 0..<files {
            let count = postings / files + (index < postings % files ? 1 : 0)
            let path = folder + String(format: "/board-%04d.json", index)
            let data = generator.board(index: index, postings: count)
            try AtomicOutputFile.write(data, to: path)
            totalBytes += data.count
            payloads.append(PayloadFile(path: path, kind: .greenhouse, parameters: ["board_token": "board\(index)"]))
        }
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
        print(String(format: "peak RSS: %.1f MB after the baseline, %.1f MB at the end", baselinePeak, PeakMemory.selfMegabytes()))
    }
}

