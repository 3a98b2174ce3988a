import ArgumentParser
import StageCLI

@main
struct EvalCommand: StageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-eval",
        abstract: "Evaluate shortlists offline: ranking metrics, off-policy estimates, weight sweeps and a feedback simulator.",
        discussion: """
        Every figure comes with a seeded bootstrap interval: the same inputs and --seed give the \
        same report, byte for byte, on any number of threads.

        Examples (in samples/eval):
          mm-eval metrics matches.jsonl --judgments judgments.jsonl -o metrics.json
          mm-eval ope feedback.jsonl --matches matches.jsonl --seed 7 -o ope.json
          mm-eval import-obp obp-random.csv --target-policy obp-target.json -o obp.jsonl
          mm-eval ope obp.jsonl --log-type interactions -o - --quiet
          mm-eval sweep --jobs jobs.enriched.jsonl --profiles profiles.jsonl \
            --judgments judgments.jsonl --metric ndcg@3 --grid \
            --set weights.occupation=0:0.6:0.2 -o sweep.jsonl --best-weights best.yaml
          mm-eval simulate --rounds 30 --seed 7 -o sim.jsonl --chart sim.svg
        """,
        subcommands: [MetricsCommand.self, OffPolicyCommand.self, ImportOpenBanditCommand.self, SweepCommand.self,
                      SimulateCommand.self])
}
