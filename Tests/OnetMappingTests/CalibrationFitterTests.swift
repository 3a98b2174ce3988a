import Foundation
import MatchCore
import OnetMapping
import Testing

@Suite struct CalibrationFitterTests {
    @Test func recoversTheProbabilityOfAKnownLogisticModel() {
        var random = SeededRandom(seed: 9)
        var features: [[Double]] = [], outcomes: [Bool] = []
        for _ in 0..<4000 {
            let x = random.nextUnit()
            let p = 1 / (1 + exp(-(-2 + 4 * x)))
            features.append([x])
            outcomes.append(random.nextUnit() < p)
        }
        let calibration = CalibrationFitter.fit(features: features, correct: outcomes)
        #expect(abs(calibration.probability([0.5]) - 0.5) < 0.05)
        #expect(abs(calibration.probability([1.0]) - 1 / (1 + exp(-2))) < 0.05)
    }
}
