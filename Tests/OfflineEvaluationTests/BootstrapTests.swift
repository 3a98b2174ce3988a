import Foundation
import MatchCore
import Testing
@testable import OfflineEvaluation

@Suite struct BootstrapTests {
    @Test func quantileInterpolatesBetweenOrderStatistics() {
        // Type 7 on 1, 2, 3, 4: p 0.25 sits at position 0.75 between 1 and 2 → 1.75.
        #expect(Bootstrap.quantile([1, 2, 3, 4], 0.25) == 1.75)
        #expect(Bootstrap.quantile([1, 2, 3, 4], 0) == 1)
        #expect(Bootstrap.quantile([1, 2, 3, 4], 1) == 4)
    }

    @Test func resamplesDrawAsManyUnitsAsThereAreAndRepeatFromTheStream() {
        let counts = Bootstrap.resample(units: 50, stream: SeededRandom.stream(seed: 9, key: ["x"]))
        #expect(counts.reduce(0, +) == 50)
        #expect(counts.contains(0), "drawing with replacement leaves some units out")
        #expect(counts == Bootstrap.resample(units: 50, stream: SeededRandom.stream(seed: 9, key: ["x"])))
        #expect(counts != Bootstrap.resample(units: 50, stream: SeededRandom.stream(seed: 10, key: ["x"])))
    }

    @Test func sameSeedSameIntervalForAnyThreadCountOtherSeedAnother() throws {
        let values = (0..<80).map { Double($0 % 7) }
        let one = Bootstrap.mean(of: values, key: "m", settings: try BootstrapSettings(replicates: 300, seed: 1, threads: 1))
        let four = Bootstrap.mean(of: values, key: "m", settings: try BootstrapSettings(replicates: 300, seed: 1, threads: 4))
        let other = Bootstrap.mean(of: values, key: "m", settings: try BootstrapSettings(replicates: 300, seed: 2, threads: 4))
        #expect(one == four)
        #expect(one.value == other.value)
        #expect(one.lower != other.lower || one.upper != other.upper)
    }

    @Test func constantDataGivesAPointInterval() throws {
        let estimate = Bootstrap.mean(of: Array(repeating: 0.3, count: 20), key: "c", settings: try BootstrapSettings(replicates: 50))
        for bound in [estimate.value, estimate.lower, estimate.upper] {
            #expect(abs(try #require(bound) - 0.3) < 1e-12)
        }
    }

    @Test func undefinedRatioIsNullNotANumber() throws {
        let estimate = Bootstrap.ratio(numerators: [0, 0], denominators: [0, 0], key: "r", settings: try BootstrapSettings(replicates: 20))
        #expect(estimate == IntervalEstimate(value: nil, lower: nil, upper: nil))
    }

    /// Over many samples from a known distribution, the 90% interval of the mean should hold the
    /// true mean about 90% of the time (the percentile bootstrap runs a little short on small samples).
    @Test func ninetyPercentIntervalsCoverTheTrueMeanAboutNinetyPercentOfTheTime() throws {
        var generator = SeededRandom(seed: 2026)
        var covered = 0
        let trials = 200
        for trial in 0..<trials {
            // Exponential with mean 1, sample of 60.
            let sample = (0..<60).map { _ in -log(1 - generator.nextUnit()) }
            let settings = try BootstrapSettings(replicates: 400, level: 0.9, seed: UInt64(trial), threads: 2)
            if Bootstrap.mean(of: sample, key: "mean", settings: settings).covers(1) { covered += 1 }
        }
        let rate = Double(covered) / Double(trials)
        #expect(rate > 0.82 && rate < 0.96, "coverage \(rate)")
    }

    @Test func settingsRefuseMeaninglessValues() {
        #expect(throws: ConfigurationError.self) { try BootstrapSettings(replicates: 0) }
        #expect(throws: ConfigurationError.self) { try BootstrapSettings(level: 1) }
        #expect(throws: ConfigurationError.self) { try BootstrapSettings(level: 0) }
    }
}
