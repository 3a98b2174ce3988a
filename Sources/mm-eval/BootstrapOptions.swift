import ArgumentParser
import MatchCore
import OfflineEvaluation
import StageCLI

/// The confidence-interval options the evaluating subcommands share.
struct BootstrapOptions: ParsableArguments {
    @Option(help: "Bootstrap resamples per figure.")
    var replicates = 1000

    @Option(help: "Confidence level of the intervals, e.g. 0.95.")
    var level = 0.95

    /// The settings for a run; the seed is --seed, 0 when not given.
    func settings(stage: StageOptions) throws -> BootstrapSettings {
        try BootstrapSettings(replicates: replicates, level: level, seed: stage.seed ?? 0, threads: stage.threadCount)
    }

    /// The options as manifest parameters.
    var parameters: [String: String] {
        ["replicates": "\(replicates)", "level": "\(level)"]
    }
}

extension StageOptions {
    /// Refuses --shard: an evaluation needs every candidate and every event at once.
    func requireWholeInput(command: String) throws {
        if let shard {
            throw ConfigurationError("mm-eval \(command) does not take --shard \(shard) (figures need every candidate; merge shards first with mm-export --merge)")
        }
    }
}
