import MatchCore
@testable import OfflineEvaluation

/// A simulated log whose new-policy value is known: four actions, two context features,
/// Bernoulli rewards with mean μ(x, a), a logging policy that favours other actions than the
/// new one, all drawn from `SeededRandom`.
struct OffPolicySimulation {
    static let actions = 4

    /// μ(x, a): between 0.1 and 0.7, depending on both the context and the action.
    static func meanReward(_ x: [Double], _ action: Int) -> Double {
        let loadings = [[1.0, 0.0], [0.0, 1.0], [0.5, 0.5], [0.2, 0.2]]
        return 0.1 + 0.6 * (x[0] * loadings[action][0] + x[1] * loadings[action][1])
    }

    /// The logging policy π_0(a | x): mostly actions 3 and 2 when x0 is small, 0 and 1 otherwise.
    static func loggingPolicy(_ x: [Double]) -> [Double] {
        x[0] < 0.5 ? [0.1, 0.2, 0.3, 0.4] : [0.4, 0.3, 0.2, 0.1]
    }

    /// The new policy π_e(a | x): 0.7 on the action with the highest mean reward, 0.1 on each other.
    static func newPolicy(_ x: [Double]) -> [Double] {
        let means = (0..<actions).map { meanReward(x, $0) }
        let best = means.indices.max { means[$0] < means[$1] }!
        return (0..<actions).map { $0 == best ? 0.7 : 0.1 }
    }

    let log: [LoggedInteraction]
    /// The new policy's true value on the log's contexts: mean over them of Σ_a π_e(a|x) μ(x, a).
    let trueValue: Double

    init(events: Int, seed: UInt64) {
        var generator = SeededRandom(seed: seed)
        var log: [LoggedInteraction] = []
        var total = 0.0
        for index in 0..<events {
            let x = [generator.nextUnit(), generator.nextUnit()]
            let logging = Self.loggingPolicy(x)
            let target = Self.newPolicy(x)
            let action = Self.draw(logging, &generator)
            let reward = generator.nextUnit() < Self.meanReward(x, action) ? 1.0 : 0.0
            total += (0..<Self.actions).reduce(0) { $0 + target[$1] * Self.meanReward(x, $1) }
            log.append(LoggedInteraction(
                id: "e\(index)", contextId: "c\(index)", features: x, action: "a\(action)", reward: reward,
                propensity: logging[action],
                target: (0..<Self.actions).map { TargetAction(action: "a\($0)", probability: target[$0]) }))
        }
        self.log = log
        trueValue = total / Double(events)
    }

    private static func draw(_ probabilities: [Double], _ generator: inout SeededRandom) -> Int {
        var u = generator.nextUnit()
        for (index, probability) in probabilities.enumerated() {
            if u < probability { return index }
            u -= probability
        }
        return probabilities.count - 1
    }
}
