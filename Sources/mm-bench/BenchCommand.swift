import ArgumentParser

@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-bench",
        abstract: "Measure the speed of ManifestMatch's stages on generated data.",
        discussion: """
        Each subcommand generates its own input, times the stage's core, and reports \
        throughput with a baseline measured in the same process, as a ratio.

        Examples:
          mm-bench normalize --postings 100000
        """,
        subcommands: [NormalizeBenchmark.self])
}
