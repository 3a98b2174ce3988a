import ArgumentParser
import Foundation
import MatchCore
import ThompsonScoring

/// `mm-bench score`: bulk scoring in process, then mm-score end to end, then the NumPy baseline.
struct ScoreBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "score",
        abstract: "Score generated jobs × candidates; report pairs/s, wall time and peak memory.",
        discussion: """
        Generates jobs and candidates in the record schema (20–40 skills each from a vocabulary \
        of --vocabulary), writes them as JSONL to --data-dir, then measures:
          1. scoring in this process (indexes built, every pair scored, top K kept);
          2. mm-score end to end on the JSONL files (read, score, top K, explain, write),
             run as a child process from the folder this mm-bench is in;
          3. with --numpy, bench/numpy_baseline.py on the same files, for the ratio.

        Example:
          .build/release/mm-bench score --jobs 100000 --candidates 1000 --top-k 50 \\
              --data-dir /tmp/mm-bench --numpy bench/numpy_baseline.py
        """)

    @Option(help: "Jobs to generate.")
    var jobs = 100_000

    @Option(help: "Candidates to generate.")
    var candidates = 1_000

    @Option(help: "Skill vocabulary size.")
    var vocabulary = 30_000

    @Option(name: .customLong("top-k"), help: "Jobs kept per candidate.")
    var topK = 50

    @Option(help: "Worker threads (default: every core).")
    var threads: Int?

    @Option(help: "Seed of the generated data and of the Thompson draws.")
    var seed: UInt64 = 1

    @Option(help: "Weights file (default: pipelines/weights.yaml when present, else the built-in defaults).")
    var weights: String?

    @Option(help: "Folder to write jobs.enriched.jsonl and profiles.jsonl to (kept after the run).")
    var dataDir: String?

    @Option(help: "Path of bench/numpy_baseline.py, to run the NumPy baseline on the same files.")
    var numpy: String?

    func run() throws {
        let threadCount = threads ?? defaultThreadCount
        let weightsPath = weights ?? (FileManager.default.fileExists(atPath: "pipelines/weights.yaml") ? "pipelines/weights.yaml" : nil)
        let settings = try weightsPath.map(SettingsFile.load(path:)) ?? ScoringSettings()
        let folder = dataDir ?? NSTemporaryDirectory() + "mm-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { if dataDir == nil { try? FileManager.default.removeItem(atPath: folder) } }

        print("mm-bench score: \(jobs) jobs × \(candidates) candidates, K = \(topK), \(threadCount) threads")
        let generator = SyntheticRecords(seed: seed, vocabularySize: vocabulary)
        var clock = Stopwatch()
        let jobRecords = orderedParallelMap(Array(0..<jobs), threads: threadCount) { generator.job($0) }
        let profileRecords = orderedParallelMap(Array(0..<candidates), threads: threadCount) { generator.profile($0) }
        print(String(format: "  generated in %.2f s", clock.lap()))
        let jobsPath = folder + "/jobs.enriched.jsonl", profilesPath = folder + "/profiles.jsonl"
        try BenchData.write(jobRecords, to: jobsPath, threads: threadCount)
        try BenchData.write(profileRecords, to: profilesPath, threads: threadCount)
        print(String(format: "  wrote %@ (%.0f MB) in %.2f s", folder, BenchData.megabytes(jobsPath) + BenchData.megabytes(profilesPath), clock.lap()))

        let pairs = Double(jobs) * Double(candidates)
        clock = Stopwatch()
        let asOf = JobCorpus.latestPostingTime(of: jobRecords)
        let corpus = JobCorpus(jobs: jobRecords, settings: settings, asOf: asOf)
        let scorer = BulkScorer(corpus: corpus, profiles: profileRecords, settings: settings, arms: nil,
                                seed: seed, threads: threadCount)
        let indexing = clock.lap()
        let shortlists = scorer.shortlists(for: profileRecords, topK: topK, threads: threadCount)
        let scoring = clock.lap()
        let kept = shortlists.reduce(0) { $0 + $1.count }
        print("in process (records already in memory):")
        print(String(format: "  indexes built in %.3f s", indexing))
        print(String(format: "  scored %.0f pairs in %.3f s: %.1f M pairs/s (%d kept)", pairs, scoring, pairs / scoring / 1e6, kept))
        print(String(format: "  peak RSS of mm-bench so far: %.0f MB (it also holds the generated records)", PeakMemory.selfMegabytes()))

        let scoreTool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path + "/mm-score"
        var arguments = ["--jobs", jobsPath, "--profiles", profilesPath, "--top-k", "\(topK)", "--seed", "\(seed)",
                         "--threads", "\(threadCount)", "-o", folder + "/matches.jsonl", "--quiet"]
        if let weightsPath { arguments += ["--weights", weightsPath] }
        let swift = try ChildProcess.run(scoreTool, arguments)
        print("mm-score end to end (read JSONL, score, top K, explain, write):")
        print(String(format: "  wall %.3f s, %.1f M pairs/s, peak RSS %.0f MB, exit %d", swift.seconds, pairs / swift.seconds / 1e6,
                     swift.peakMegabytes, swift.status))

        if let numpy {
            let python = try ChildProcess.run("/usr/bin/env", ["python3", numpy, "--jobs", jobsPath, "--profiles", profilesPath,
                                                               "--top-k", "\(topK)", "-o", folder + "/matches.numpy.jsonl"])
            print("NumPy/SciPy baseline end to end (same files, same formula):")
            print(String(format: "  wall %.3f s, peak RSS %.0f MB, exit %d", python.seconds, python.peakMegabytes, python.status))
            if !python.output.isEmpty { print("  " + python.output.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n", with: "\n  ")) }
            print(String(format: "  mm-score is %.2f× faster end to end", python.seconds / swift.seconds))
        }
    }
}
