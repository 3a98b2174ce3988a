import ArgumentParser

@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-bench",
        abstract: "Measure the speed of ManifestMatch's stages against a baseline run in the same minute.",
        discussion: """
        Each subcommand times one stage's core on a realistic input and prints the ratio to a \
        baseline measured in the same process or minute, so figures from different machines compare.

        Examples:
          mm-bench resumes --samples samples/resumes/files --count 500
        """,
        subcommands: [ResumesBenchmark.self])
}
