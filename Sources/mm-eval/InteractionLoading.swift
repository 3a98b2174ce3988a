import MatchCore
import OfflineEvaluation
import StageCLI

extension OffPolicyCommand {
    /// Reads the inputs as interactions, rejecting events that cannot be used and events whose
    /// feature shape differs from the first one kept.
    func loadInteractions(run: StageRun, rule: AgreementRule, rewards: RewardMap) throws
        -> (log: [LoggedInteraction], inputs: [FileFingerprint]) {
        var inputs: [FileFingerprint] = []
        var log: [LoggedInteraction] = []
        var shape: FeatureShape?
        var seen = Set<String>()
        func keep(_ interaction: LoggedInteraction) -> String? {
            if let problem = interaction.problems().first { return problem }
            if let shape, interaction.shape != shape {
                return "has \(interaction.shape) where the first event has \(shape); give every event the same"
            }
            guard seen.insert(interaction.id).inserted else {
                return "id \(interaction.id) was seen before; an event counts once"
            }
            shape = interaction.shape
            log.append(interaction)
            return nil
        }
        switch logType {
        case .interactions:
            for path in stage.inputPaths {
                inputs.append(try run.loadRecords(LoggedInteraction.self, from: path, problem: keep).fingerprint)
            }
        case .feedback:
            guard let matches else {
                throw ConfigurationError("feedback logs need --matches: the new weighting's Match JSONL from mm-score")
            }
            var shortlists = ShortlistSet()
            let newMatches = try run.loadRecords(Match.self, from: matches) { $0.problems().first ?? shortlists.add($0) }
            inputs.append(newMatches.fingerprint)
            var featureSource = newMatches.records
            if let loggedMatches {
                let shown = try run.loadRecords(Match.self, from: loggedMatches) { $0.problems().first }
                inputs.append(shown.fingerprint)
                featureSource += shown.records
            }
            let policy = ShortlistPolicy(shortlists: shortlists, rule: rule, rewards: rewards,
                                         features: MatchFeatureTable(matches: featureSource))
            for path in stage.inputPaths {
                let loaded = try run.loadRecords(FeedbackEvent.self, from: path) { event in
                    switch policy.interaction(for: event) {
                    case .failure(let problem): problem.reason
                    case .success(let interaction): keep(interaction)
                    }
                }
                inputs.append(loaded.fingerprint)
            }
        }
        return (log, inputs)
    }
}
