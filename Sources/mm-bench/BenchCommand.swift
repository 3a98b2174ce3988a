import ArgumentParser

@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-bench",
        abstract: "Measure ManifestMatch's speed on generated data (build with -c release).",
        discussion: """
        Each subcommand generates its data from a seed, times the work, and reports ratios \
        against a baseline run in the same minute.

        Examples:
          swift build -c release --product mm-bench && swift build -c release --product mm-score
          .build/release/mm-bench score --data-dir /tmp/bench --numpy bench/numpy_baseline.py
        """,
        subcommands: [ScoreBenchmark.self])
}
