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

    @Flag(help: "Reuse the JSONL files in --data-dir when they were generated with the same sizes and seed.")
    var reuseData = false

    func run() throws {
        let threadCount = threads ?? defaultThreadCount
        let weightsPath = weights ?? (FileManager.default.fileExists(atPath: "pipelines/weights.yaml") ? "pipelines/weights.yaml" : nil)
        let settings = try weightsPath.map(SettingsFile.load(path:)) ?? ScoringSettings()
        let folder = dataDir ?? NSTemporaryDirectory() + "mm-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { if dataDir == nil { try? FileManager.default.removeItem(atPath: folder) } }
        let jobsPath = folder + "/jobs.enriched.jsonl", profilesPath = folder + "/profiles.jsonl"
        let pairs = Double(jobs) * Double(candidates)

        report("mm-bench score: \(jobs) jobs × \(candidates) candidates, K = \(topK), \(threadCount) threads")
        report("  load average \(LoadAverage.text()) on \(ProcessInfo.processInfo.activeProcessorCount) cores (other work slows wall times; CPU times are given too)")
        let stamp = "jobs=\(jobs) candidates=\(candidates) vocabulary=\(vocabulary) seed=\(seed) schema=1\n"
        let stampPath = folder + "/bench.stamp"
        if reuseData, FileManager.default.contents(atPath: stampPath).map({ String(decoding: $0, as: UTF8.self) }) == stamp {
            report("  reusing \(folder)")
        } else {
            var phase = Phase()
            let generator = SyntheticRecords(seed: seed, vocabularySize: vocabulary)
            let jobRecords = orderedParallelMap(Array(0..<jobs), threads: threadCount) { generator.job($0) }
            let profileRecords = orderedParallelMap(Array(0..<candidates), threads: threadCount) { generator.profile($0) }
            try BenchData.write(jobRecords, to: jobsPath, threads: threadCount)
            try BenchData.write(profileRecords, to: profilesPath, threads: threadCount)
            try AtomicOutputFile.write(Data(stamp.utf8), to: stampPath)
            report("  generated and wrote \(folder) (\(Int(BenchData.megabytes(jobsPath) + BenchData.megabytes(profilesPath))) MB) in \(phase.end())")
        }

        report("in process, phase by phase:")
        var phase = Phase()
        let inputs = try ScoringInputs.read(jobs: jobsPath, profiles: profilesPath, threads: threadCount, shard: nil)
        report("  read and decode JSONL:   \(phase.end())")
        let corpus = JobCorpus(jobs: inputs.jobs, settings: settings, asOf: JobCorpus.latestPostingTime(of: inputs.jobs),
                                threads: threadCount)
        let scorer = BulkScorer(corpus: corpus, profiles: inputs.profiles, settings: settings, arms: nil,
                                seed: seed, threads: threadCount)
        report("  build indexes:           \(phase.end())")
        let shortlists = scorer.shortlists(for: inputs.profiles, topK: topK, threads: threadCount)
        let scoring = phase.end()
        report("  score all pairs, top K:  \(scoring) → \(String(format: "%.1f", pairs / scoring.wall / 1e6)) M pairs/s wall, \(String(format: "%.1f", pairs / scoring.cpu / 1e6)) M pairs per CPU-second")
        let kept = shortlists.reduce(0) { $0 + $1.count }
        report("  kept \(kept) matches; peak RSS \(Int(PeakMemory.selfMegabytes())) MB")

        let scoreTool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path + "/mm-score"
        var arguments = ["--jobs", jobsPath, "--profiles", profilesPath, "--top-k", "\(topK)", "--seed", "\(seed)",
                         "--threads", "\(threadCount)", "-o", folder + "/matches.jsonl", "--quiet"]
        if let weightsPath { arguments += ["--weights", weightsPath] }
        let swift = try ChildProcess.run(scoreTool, arguments)
        report("mm-score end to end (read JSONL, score, top K, explain, write):")
        report("  \(swift.summary), \(String(format: "%.1f", pairs / swift.seconds / 1e6)) M pairs/s, exit \(swift.status)")

        if let numpy {
            let python = try ChildProcess.run("python3", [numpy, "--jobs", jobsPath, "--profiles", profilesPath,
                                                               "--top-k", "\(topK)", "-o", folder + "/matches.numpy.jsonl"])
            report("NumPy/SciPy baseline end to end (same files, same formula):")
            report("  \(python.summary), exit \(python.status)")
            report("  " + python.output.trimmingCharacters(in: .whitespacesAndNewlines))
            report(String(format: "  mm-score is %.2f× faster by wall time, %.2f× by CPU time", python.seconds / swift.seconds,
                         python.cpuSeconds / swift.cpuSeconds))
        }
    }
}
