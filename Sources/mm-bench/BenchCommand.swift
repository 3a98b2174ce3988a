import ArgumentParser

@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-bench",
        abstract: "Measure ManifestMatch's stages, as ratios against a baseline timed in the same process or minute.",
        discussion: """
        Each subcommand times one stage's core on a realistic input and prints the ratio to a \
        baseline measured in the same process or minute, so figures from different machines \
        compare. Build with -c release before trusting a figure.

        Examples:
          swift build -c release --product mm-bench
          .build/release/mm-bench normalize --postings 100000
          .build/release/mm-bench resumes --samples samples/resumes/files --count 500
          .build/release/mm-bench onet-accuracy --index onet.idx
          .build/release/mm-bench onet-speed --release ../shared/onet --supplement ../shared/onet/supplement_29.3_excel
          .build/release/mm-bench score --data-dir /tmp/bench --numpy bench/numpy_baseline.py
          .build/release/mm-bench export --candidates 2000
          .build/release/mm-bench eval-sweep --candidates 1000 --jobs 10000 --configurations 100
        """,
        subcommands: [
            NormalizeBenchmark.self, ResumesBenchmark.self, OnetAccuracyBench.self, OnetSpeedBench.self,
            ScoreBenchmark.self, ExportBench.self, EvalSweepBenchmark.self,
        ])
}
