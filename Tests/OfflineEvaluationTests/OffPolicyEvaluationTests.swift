import Foundation
import MatchCore
import Testing
@testable import OfflineEvaluation

@Suite struct OffPolicyEvaluationTests {
    static let settings = try! BootstrapSettings(replicates: 500, level: 0.95, seed: 11, threads: 2)
    static let model = try! DirectModelSettings()

    // e1: logged a (propensity 0.5), new policy a with 1: w = 2, reward 1.
    // e2: logged a (propensity 0.25), new policy a 0.5 / b 0.5 (tie, a listed first): w = 2, reward 0.
    // e3: logged a (propensity 1), new policy b: w = 0, reward 1.
    static let handLog = [
        LoggedInteraction(id: "e1", contextId: "c1", action: "a", reward: 1, propensity: 0.5,
                          target: [TargetAction(action: "a", probability: 1)]),
        LoggedInteraction(id: "e2", contextId: "c2", action: "a", reward: 0, propensity: 0.25,
                          target: [TargetAction(action: "a", probability: 0.5), TargetAction(action: "b", probability: 0.5)]),
        LoggedInteraction(id: "e3", contextId: "c3", action: "a", reward: 1, propensity: 1,
                          target: [TargetAction(action: "b", probability: 1)]),
    ]

    @Test func replayCountsOnlyTheEventsWhereTheNewPolicyAgrees() {
        let evaluation = OffPolicyEvaluation(log: Self.handLog)
        // The new policy's choice is the logged a in e1 and e2 (tie to the first listed), b in e3.
        #expect(evaluation.agreements == 2)
        // Replay: mean reward of e1 and e2 = (1 + 0) / 2.
        #expect(evaluation.estimate(.replay, bootstrap: Self.settings, directModel: Self.model).value == 0.5)
    }

    @Test func ipsAndSnipsByHand() {
        let evaluation = OffPolicyEvaluation(log: Self.handLog)
        // IPS: (2·1 + 2·0 + 0·1) / 3 = 2/3.
        let ips = evaluation.estimate(.ips, bootstrap: Self.settings, directModel: Self.model)
        #expect(abs(ips.value! - 2.0 / 3) < 1e-12)
        // SNIPS: (2·1 + 2·0 + 0·1) / (2 + 2 + 0) = 1/2.
        #expect(evaluation.estimate(.snips, bootstrap: Self.settings, directModel: Self.model).value == 0.5)
        // Effective sample size: (2 + 2 + 0)² / (4 + 4 + 0) = 2.
        #expect(evaluation.effectiveSampleSize == 2)
    }

    @Test func replayWithNoAgreementIsUndefined() {
        let evaluation = OffPolicyEvaluation(log: [Self.handLog[2]])
        #expect(evaluation.estimate(.replay, bootstrap: Self.settings, directModel: Self.model).value == nil)
    }

    @Test(arguments: [OffPolicyEstimator.ips, .snips, .dr])
    func estimateOnASimulatedLogHoldsTheTrueValueInItsInterval(_ estimator: OffPolicyEstimator) {
        let simulation = OffPolicySimulation(events: 4000, seed: 77)
        let evaluation = OffPolicyEvaluation(log: simulation.log)
        let estimate = evaluation.estimate(estimator, bootstrap: Self.settings, directModel: Self.model)
        #expect(estimate.covers(simulation.trueValue),
                "\(estimator): true \(simulation.trueValue), estimate \(estimate)")
        // The log itself is worth less than the new policy: a naive mean would mislead. The
        // paired difference finds the new policy better (its interval lies above 0).
        let logged = evaluation.loggedValue(bootstrap: Self.settings)
        #expect(!logged.covers(simulation.trueValue))
        let improvement = evaluation.improvement(estimator, bootstrap: Self.settings, directModel: Self.model)
        #expect((improvement.lower ?? 0) > 0, "\(estimator): \(improvement)")
        // Its value is exactly the estimate minus the logged mean.
        #expect(abs(improvement.value! - (estimate.value! - logged.value!)) < 1e-12)
    }

    /// IPS is unbiased: over many independent logs its error averages to zero (within three
    /// standard errors); SNIPS's small bias stays inside the same band at this size.
    @Test(arguments: [OffPolicyEstimator.ips, .snips])
    func errorsAverageToZeroOverManyLogs(_ estimator: OffPolicyEstimator) throws {
        let settings = try BootstrapSettings(replicates: 1, seed: 0, threads: 1)
        let errors = (0..<300).map { seed -> Double in
            let simulation = OffPolicySimulation(events: 300, seed: UInt64(1000 + seed))
            let estimate = OffPolicyEvaluation(log: simulation.log).estimate(estimator, bootstrap: settings, directModel: Self.model)
            return estimate.value! - simulation.trueValue
        }
        let mean = errors.reduce(0, +) / Double(errors.count)
        let variance = errors.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(errors.count - 1)
        let standardError = (variance / Double(errors.count)).squareRoot()
        #expect(abs(mean) < 3 * standardError, "mean error \(mean), standard error \(standardError)")
    }

    /// With a direct model that fits the rewards exactly, DR equals the true value whatever the weights.
    @Test func doublyRobustWithAnExactModelIsExact() throws {
        var generator = SeededRandom(seed: 5)
        var log: [LoggedInteraction] = []
        var truth = 0.0
        func reward(_ x: Double, _ action: String) -> Double { 0.2 + 0.5 * x + (action == "b" ? 0.1 : 0) }
        for index in 0..<200 {
            let x = generator.nextUnit()
            let action = generator.nextUnit() < 0.3 ? "a" : "b"
            log.append(LoggedInteraction(
                id: "e\(index)", contextId: "c\(index)", features: [x], action: action, reward: reward(x, action),
                propensity: action == "a" ? 0.3 : 0.7,
                target: [TargetAction(action: "a", probability: 0.9), TargetAction(action: "b", probability: 0.1)]))
            truth += 0.9 * reward(x, "a") + 0.1 * reward(x, "b")
        }
        truth /= 200
        let estimate = OffPolicyEvaluation(log: log).estimate(
            .dr, bootstrap: Self.settings, directModel: try DirectModelSettings(lambda: 1e-9, folds: 2))
        #expect(abs(estimate.value! - truth) < 1e-6, "DR \(estimate.value!) truth \(truth)")
    }

    @Test func ridgeRecoversALine() {
        let xs = [0.0, 1, 2, 3]
        let model = RidgeRegression(rows: xs.map { [(0, 1.0), (1, $0)] }, targets: xs.map { 1 + 2 * $0 }, columns: 2, lambda: 0)
        #expect(abs(model.weights[0] - 1) < 1e-9 && abs(model.weights[1] - 2) < 1e-9)
    }

    @Test func invalidInteractionsSayWhatIsWrong() {
        var event = Self.handLog[1]
        event.propensity = 0
        #expect(event.problems().first?.contains("propensity 0.0 must be in (0, 1]") == true)
        event.propensity = 0.5
        event.target = [TargetAction(action: "a", probability: 0.8), TargetAction(action: "b", probability: 0.8)]
        #expect(event.problems().first?.contains("sum to 1.6") == true)
    }
}
