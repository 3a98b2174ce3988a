import ArgumentParser

@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-bench",
        abstract: "Measure ManifestMatch's accuracy and speed.",
        discussion: """
        Each subcommand measures one part and prints a small report, with a baseline measured \
        in the same process so the figures can be compared across machines.

        Examples:
          mm-bench onet-accuracy --index onet.idx
          mm-bench onet-speed --release ../shared/onet --supplement ../shared/onet/supplement_29.3_excel
        """,
        subcommands: [OnetAccuracyBench.self, OnetSpeedBench.self])
}
