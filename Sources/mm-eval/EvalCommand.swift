import ArgumentParser
import StageCLI

@main
struct EvalCommand: StageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-eval",
        abstract: "Evaluate shortlists offline: ranking metrics and off-policy estimates, with confidence intervals.",
        discussion: """
        Every figure comes with a seeded bootstrap interval: the same inputs and --seed give the \
        same report, byte for byte, on any number of threads.

        Examples:
          mm-eval metrics samples/eval/matches.jsonl --judgments samples/eval/judgments.jsonl \\
              --jobs samples/eval/jobs.enriched.jsonl --k 3 --k 5 --seed 7 -o output/eval.metrics.json
          mm-eval ope samples/eval/feedback.jsonl --matches samples/eval/matches.jsonl \\
              --logged-matches samples/eval/logged.matches.jsonl --seed 7 -o output/eval.ope.json
          mm-eval import-obp random.csv --target-policy uniform.json -o random.interactions.jsonl
          mm-eval ope random.interactions.jsonl --log-type interactions -o - --quiet
        """,
        subcommands: [MetricsCommand.self, OffPolicyCommand.self, ImportOpenBanditCommand.self])
}
