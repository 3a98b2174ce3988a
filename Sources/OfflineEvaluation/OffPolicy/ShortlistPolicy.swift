import MatchCore

/// A new weighting's shortlists (a Match file from `mm-score`) seen as a policy, so that logged
/// feedback events can be turned into interactions the estimators read.
///
/// The new policy is deterministic: for an event it either takes the logged action with
/// probability 1 or takes another (or none). See `AgreementRule` for the exact rules.
public struct ShortlistPolicy: Sendable {
    public let shortlists: ShortlistSet
    public let rule: AgreementRule
    public let rewards: RewardMap
    public let features: MatchFeatureTable

    public init(shortlists: ShortlistSet, rule: AgreementRule, rewards: RewardMap, features: MatchFeatureTable) {
        self.shortlists = shortlists
        self.rule = rule
        self.rewards = rewards
        self.features = features
    }

    /// The interaction for a logged event, or why the event cannot be used.
    public func interaction(for event: FeedbackEvent) -> Result<LoggedInteraction, LineProblem> {
        if let problem = event.problems().first { return .failure(LineProblem(problem)) }
        guard let propensity = event.propensity else {
            return .failure(LineProblem("propensity is missing; off-policy estimates need the probability with which the job was shown"))
        }
        let profile = event.profileId
        let target: [TargetAction]
        switch rule {
        case .position:
            guard let position = event.position else {
                return .failure(LineProblem("position is missing; --rule position needs the 1-based position the job was shown at (or use --rule top-k)"))
            }
            target = shortlists.job(for: profile, atRank: position).map {
                [TargetAction(action: $0, probability: 1, features: features.features(profileId: profile, jobId: $0))]
            } ?? []
        case .topK(let k):
            let kept = shortlists.rank(of: event.jobId, for: profile).map { $0 <= k } ?? false
            target = kept ? [TargetAction(action: event.jobId, probability: 1,
                                          features: features.features(profileId: profile, jobId: event.jobId))] : []
        }
        return .success(LoggedInteraction(
            id: event.eventId, contextId: profile, action: event.jobId,
            actionFeatures: features.features(profileId: profile, jobId: event.jobId), position: event.position,
            reward: rewards.reward(for: event.action), propensity: propensity, target: target))
    }
}
