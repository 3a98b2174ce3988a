import ArgumentParser
import Foundation
import MatchCore
import OfflineEvaluation
import StageCLI

struct OffPolicyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ope",
        abstract: "Off-policy estimates of a new weighting's value from logged feedback.",
        discussion: """
        Reads feedback events (with the position and propensity each job was shown with) and \
        the new weighting's matches from mm-score, and estimates the mean reward per shown slot \
        the new shortlists would earn: replay, IPS, self-normalized IPS and doubly robust, each \
        with a bootstrap interval over events. With --rule position (the default) an event \
        counts where the new shortlist holds the logged job at the logged position; with \
        --rule top-k where it holds the job within its top --k (propensities are then the \
        probability the job was shown at all, and DR is not defined). With --log-type \
        interactions the inputs are LoggedInteraction lines that carry their own new-policy \
        probabilities (mm-eval import-obp writes them).

        Examples (in samples/eval):
          mm-eval ope feedback.jsonl --matches matches.jsonl --seed 7 -o ope.json
          mm-eval ope feedback.jsonl --matches matches.jsonl \\
            --logged-matches logged.matches.jsonl --write-interactions i.jsonl -o ope.json
          mm-eval ope feedback.jsonl --matches matches.jsonl --rule top-k --k 3 \\
            --reward save=0.5 --estimator ips --estimator snips -o -
        """)

    @OptionGroup var stage: StageOptions
    @OptionGroup var bootstrap: BootstrapOptions

    @Option(help: "What the inputs hold: feedback (FeedbackEvent, with --matches) or interactions (LoggedInteraction).")
    var logType: LogType = .feedback

    @Option(help: "The new weighting's Match JSONL (from mm-score); needed for feedback logs.")
    var matches: String?

    @Option(help: "The Match JSONL the logged jobs were shown from: their features for DR's direct model.")
    var loggedMatches: String?

    @Option(help: "position: the new shortlist has the job at the logged position; top-k: within its top --k.")
    var rule: RuleName = .position

    @Option(name: .customLong("k"), help: "The cut-off of --rule top-k.")
    var cutoff = 10

    @Option(help: ArgumentHelp("Reward of a feedback action, ACTION=NUMBER; repeatable.", discussion: "Default: apply, save and like 1; skip and dislike 0."))
    var reward: [String] = []

    @Option(help: "Estimators to report; repeatable. Default: all that the rule allows.")
    var estimator: [OffPolicyEstimator] = []

    @Option(help: "Ridge penalty of DR's direct model.")
    var ridgeLambda = 1.0

    @Option(help: "Cross-fitting folds of DR's direct model (1: fit and predict on all events).")
    var folds = 2

    @Option(help: "Also write the interactions the estimates were made from (JSONL), to inspect them.")
    var writeInteractions: String?

    func validate() throws {
        if logType == .interactions, matches != nil || loggedMatches != nil || !reward.isEmpty {
            throw ValidationError("--matches, --logged-matches and --reward are for feedback logs; interactions carry their own targets and rewards")
        }
    }

    func run() throws {
        try stage.requireWholeInput(command: "ope")
        let agreement: AgreementRule = rule == .position ? .position : .topK(cutoff)
        let rewards = try RewardMap(overrides: reward)
        let directModel = try DirectModelSettings(lambda: ridgeLambda, folds: folds)
        let estimators = try chosenEstimators(agreement)
        var parameters = bootstrap.parameters
        parameters["command"] = "ope"
        parameters["log_type"] = logType.rawValue
        parameters["estimators"] = estimators.map(\.rawValue).joined(separator: ",")
        if logType == .feedback {
            parameters["rule"] = agreement.description
            parameters["rewards"] = rewards.description
        }
        if estimators.contains(.dr) {
            parameters["ridge_lambda"] = "\(ridgeLambda)"
            parameters["folds"] = "\(folds)"
        }
        let run = try StageRun(tool: "mm-eval", options: stage, parameters: parameters, unit: "events")
        let settings = try bootstrap.settings(stage: stage)

        let loaded = try loadInteractions(run: run, rule: agreement, rewards: rewards)
        var outputs: [FileFingerprint] = []
        if let writeInteractions {
            let writer = JSONLWriter<LoggedInteraction>(sink: try openOutput(writeInteractions))
            for interaction in loaded.log { try writer.write(interaction) }
            try writer.finish()
            outputs.append(writer.sink.fingerprint.with(records: writer.count))
        }
        let evaluation = OffPolicyEvaluation(log: loaded.log)
        let report = OffPolicyReport(evaluation: evaluation, estimators: estimators, settings: settings,
                                     directModel: directModel, rule: logType == .feedback ? agreement.description : nil)
        outputs.insert(try writeReport(report, table: report.table, run: run), at: 0)
        try run.finish(inputs: loaded.inputs, outputs: outputs)
    }

    private func chosenEstimators(_ agreement: AgreementRule) throws -> [OffPolicyEstimator] {
        let topK = logType == .feedback && agreement != .position
        if topK && estimator.contains(.dr) {
            throw ConfigurationError("--estimator dr needs --rule position: with --rule top-k the new policy's choice at each slot is not known")
        }
        if !estimator.isEmpty { return OffPolicyEstimator.allCases.filter(estimator.contains) }
        return OffPolicyEstimator.allCases.filter { !(topK && $0 == .dr) }
    }
}

/// What the inputs of `mm-eval ope` hold.
enum LogType: String, ExpressibleByArgument, CaseIterable {
    case feedback, interactions
}

/// The agreement rules by name.
enum RuleName: String, ExpressibleByArgument, CaseIterable {
    case position
    case topK = "top-k"
}

extension OffPolicyEstimator: ExpressibleByArgument {}
