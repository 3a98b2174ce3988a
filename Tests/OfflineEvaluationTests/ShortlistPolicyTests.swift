import Foundation
import MatchCore
import Testing
@testable import OfflineEvaluation

/// The documented rules that turn feedback on old shortlists into interactions for a new one.
@Suite struct ShortlistPolicyTests {
    static func match(_ profile: String, _ job: String, _ rank: Int, skill: Double) -> Match {
        Match(profileId: profile, jobId: job, rank: rank, score: 1, components: ScoreComponents(features: [
            "skill_overlap": FeatureComponent(value: skill, weight: 0.5),
            "occupation_fit": FeatureComponent(value: 0.5, weight: 0.3),
        ]))
    }

    // The new shortlist of p1: j1, j2, j3. p2 has none.
    static let matches = [match("p1", "j1", 1, skill: 0.9), match("p1", "j2", 2, skill: 0.6), match("p1", "j3", 3, skill: 0.3)]

    static func policy(_ rule: AgreementRule) -> ShortlistPolicy {
        var shortlists = ShortlistSet()
        for match in matches { _ = shortlists.add(match) }
        return ShortlistPolicy(shortlists: shortlists, rule: rule, rewards: RewardMap(),
                               features: MatchFeatureTable(matches: matches))
    }

    static func event(_ id: String, _ profile: String, _ job: String, position: Int?, propensity: Double? = 0.5,
                      action: FeedbackAction = .apply) -> FeedbackEvent {
        FeedbackEvent(eventId: id, profileId: profile, jobId: job, action: action,
                      time: Date(timeIntervalSince1970: 1_790_000_000), position: position, propensity: propensity)
    }

    func interaction(_ policy: ShortlistPolicy, _ event: FeedbackEvent) throws -> LoggedInteraction {
        try policy.interaction(for: event).get()
    }

    @Test func positionRuleAgreesWhereTheNewShortlistHasTheJobAtThatPosition() throws {
        let policy = Self.policy(.position)
        // j2 logged at 2; the new shortlist's rank 2 is j2: agrees, π_e = 1.
        let agreeing = try interaction(policy, Self.event("e1", "p1", "j2", position: 2))
        #expect(agreeing.targetAgrees && agreeing.targetProbability == 1 && agreeing.reward == 1)
        // j1 logged at 2; the new shortlist puts j2 there: disagrees, π_e(j1) = 0, and DR's
        // direct model sees j2's features.
        let moved = try interaction(policy, Self.event("e2", "p1", "j1", position: 2))
        #expect(!moved.targetAgrees && moved.targetProbability == 0)
        #expect(moved.target.map(\.action) == ["j2"])
        // Position 4 is beyond the new shortlist, and p2 has no shortlist: the new policy shows nothing.
        #expect(try interaction(policy, Self.event("e3", "p1", "j3", position: 4)).target.isEmpty)
        #expect(try interaction(policy, Self.event("e4", "p2", "j1", position: 1)).target.isEmpty)
    }

    @Test func topKRuleAgreesWhereTheNewShortlistRanksTheJobWithinK() throws {
        let policy = Self.policy(.topK(2))
        #expect(try interaction(policy, Self.event("e1", "p1", "j2", position: 3)).targetAgrees)  // rank 2 ≤ 2
        #expect(try !interaction(policy, Self.event("e2", "p1", "j3", position: 1)).targetAgrees)  // rank 3 > 2
        #expect(try interaction(policy, Self.event("e3", "p1", "j1", position: nil)).targetAgrees, "no position needed")
    }

    @Test func eventsWithoutPropensityOrPositionAreRefusedWithTheReason() {
        let policy = Self.policy(.position)
        let noPropensity = policy.interaction(for: Self.event("e1", "p1", "j1", position: 1, propensity: nil))
        #expect(throws: LineProblem.self) { try noPropensity.get() }
        if case .failure(let problem) = noPropensity { #expect(problem.reason.hasPrefix("propensity is missing")) }
        if case .failure(let problem) = policy.interaction(for: Self.event("e2", "p1", "j1", position: nil)) {
            #expect(problem.reason.contains("--rule top-k"))
        } else {
            Issue.record("an event without a position was accepted under --rule position")
        }
    }

    @Test func featuresAreTheComponentValuesByNameThenAMissingFlag() throws {
        let table = MatchFeatureTable(matches: Self.matches)
        #expect(table.names == ["occupation_fit", "skill_overlap"])
        #expect(table.features(profileId: "p1", jobId: "j2") == [0.5, 0.6, 0])
        #expect(table.features(profileId: "p9", jobId: "j2") == [0, 0, 1])
    }

    @Test func rewardsAreConfigurable() throws {
        let rewards = try RewardMap(overrides: ["save=0.5", "dislike=-1"])
        #expect(rewards.reward(for: .save) == 0.5 && rewards.reward(for: .dislike) == -1 && rewards.reward(for: .apply) == 1)
        #expect(throws: ConfigurationError.self) { try RewardMap(overrides: ["click=1"]) }
    }
}
