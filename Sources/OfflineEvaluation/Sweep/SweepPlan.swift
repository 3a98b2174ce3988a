import Foundation
import MatchCore
import ThompsonScoring

/// The records a sweep scores and evaluates.
public struct SweepData: Sendable {
    public var jobs: [EnrichedJob]
    public var profiles: [CandidateProfile]
    public var arms: ArmsFile?
    /// Relevance judgments, for the ranking metrics.
    public var judgments: JudgmentSet?
    /// Logged feedback events with position and propensity, for the off-policy estimates.
    public var feedback: [FeedbackEvent]
    /// The time job ages are measured from.
    public var asOf: Date

    public init(jobs: [EnrichedJob], profiles: [CandidateProfile], arms: ArmsFile? = nil, judgments: JudgmentSet? = nil,
                feedback: [FeedbackEvent] = [], asOf: Date) {
        self.jobs = jobs
        self.profiles = profiles.sorted { $0.id < $1.id }
        self.arms = arms
        self.judgments = judgments
        self.feedback = feedback
        self.asOf = asOf
    }
}

/// What a sweep varies and how it measures.
public struct SweepPlan: Sendable {
    /// The weights file every configuration starts from (its `seed` is the Thompson seed).
    public var base: WeightsDocument
    public var configurations: [SweepConfiguration]
    /// Cut-off of the ranking metrics and coverage.
    public var k: Int
    public var relevantGrade: Int
    public var rewards: RewardMap
    public var bootstrap: BootstrapSettings
    public var threads: Int

    public init(base: WeightsDocument, configurations: [SweepConfiguration], k: Int, relevantGrade: Int = 1,
                rewards: RewardMap = RewardMap(), bootstrap: BootstrapSettings, threads: Int) {
        self.base = base
        self.configurations = configurations
        self.k = k
        self.relevantGrade = relevantGrade
        self.rewards = rewards
        self.bootstrap = bootstrap
        self.threads = threads
    }
}
