import ArgumentParser
import MatchCore

/// The options every stage shares (`DESIGN.md`, stage contract), pulled in with `@OptionGroup`.
public struct StageOptions: ParsableArguments {
    @Argument(help: "Input files; - (or none) reads standard input.")
    public var inputs: [String] = []

    @Option(name: .shortAndLong, help: "Output file; - writes standard output.")
    public var output: String = "-"

    @Option(help: ArgumentHelp("Where rejected records go.", discussion: "Default: <output>.rejects.jsonl beside the output; with -o -, rejects are only logged."))
    public var rejects: String?

    @Option(help: ArgumentHelp("Where the run manifest goes.", discussion: "Default: <output>.manifest.json beside the output; none with -o -."))
    public var manifest: String?

    @Option(help: ArgumentHelp("Keep only the records whose stable id hashes to shard I of N (1 ≤ I ≤ N).", valueName: "I/N"))
    public var shard: ShardSpec?

    @Option(help: "Seed for every random draw; the same seed gives the same bytes.")
    public var seed: UInt64?

    @Option(help: ArgumentHelp("Exit 1 when more than this share of records is rejected (0–1).", valueName: "rate"))
    public var maxRejectRate: Double = 0.5

    @Option(help: "Worker threads (default: every core). Output is the same for any count.")
    public var threads: Int?

    @Flag(name: .shortAndLong, help: "Print only errors: no progress line, no warnings.")
    public var quiet = false

    @Option(help: "Log lines as text for people or json for log collectors.")
    public var logFormat: LogFormat = .text

    public init() {}

    public mutating func validate() throws {
        guard (0...1).contains(maxRejectRate) else {
            throw ValidationError("--max-reject-rate \(maxRejectRate) is outside 0–1 (e.g. 0.05 allows 5% rejects)")
        }
        if let threads, threads < 1 {
            throw ValidationError("--threads must be 1 or more")
        }
    }

    /// The inputs as given, or standard input when none were.
    public var inputPaths: [String] { inputs.isEmpty ? ["-"] : inputs }

    /// The worker thread count to use.
    public var threadCount: Int { threads ?? defaultThreadCount }

    /// The rejects path: the one given, or the default beside the output.
    public var rejectsPath: String? { rejects ?? RejectsWriter.defaultPath(forOutput: output) }

    /// The manifest path: the one given, or the default beside the output.
    public var manifestPath: String? {
        manifest ?? (output == "-" ? nil : RunManifest.path(forOutput: output))
    }
}

/// How log lines are written to standard error.
public enum LogFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json
}

extension ShardSpec: ExpressibleByArgument {
    public init?(argument: String) {
        try? self.init(parsing: argument)
    }
}
