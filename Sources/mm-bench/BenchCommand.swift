import ArgumentParser

@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-bench",
        abstract: "Measure ManifestMatch's stages, as ratios against a baseline timed in the same process.",
        discussion: """
        Build with -c release before trusting a figure.

        Examples:
          swift build -c release --product mm-bench && .build/release/mm-bench export --candidates 2000
        """,
        subcommands: [ExportBench.self])
}
