import Foundation
import MatchCore
import Testing
@testable import ThompsonScoring

@Suite struct BetaSamplerTests {
    static let shapes: [(Double, Double)] = [(0.5, 0.5), (0.2, 0.8), (0.05, 3), (1, 1), (2, 5), (9, 1.5), (40, 60)]
    static let draws = 20_000

    private func sample(_ alpha: Double, _ beta: Double, key: String = "ks") -> [Double] {
        var random = SeededRandom.stream(seed: 11, key: [key, "\(alpha)", "\(beta)"])
        return (0..<Self.draws).map { _ in BetaSampler.sample(alpha: alpha, beta: beta, using: &random) }
    }

    @Test func referenceCDFMatchesKnownValues() {
        // Beta(1, 1) is uniform; Beta(2, 1) has CDF x²; Beta(0.5, 0.5) is the arcsine law.
        #expect(abs(BetaDistribution.cdf(0.3, alpha: 1, beta: 1) - 0.3) < 1e-12)
        #expect(abs(BetaDistribution.cdf(0.6, alpha: 2, beta: 1) - 0.36) < 1e-12)
        let arcsine = 2 / Double.pi * asin(0.2.squareRoot())
        #expect(abs(BetaDistribution.cdf(0.2, alpha: 0.5, beta: 0.5) - arcsine) < 1e-10)
    }

    @Test(arguments: shapes)
    func kolmogorovSmirnovAgainstTheExactCDF(alpha: Double, beta: Double) {
        let statistic = BetaDistribution.ksStatistic(sample(alpha, beta), alpha: alpha, beta: beta)
        // Critical value at the 0.1% level: 1.95 / √n.
        #expect(statistic < 1.95 / Double(Self.draws).squareRoot(), "D = \(statistic) for Beta(\(alpha), \(beta))")
    }

    @Test(arguments: shapes)
    func meanAndVarianceMatchTheFormulas(alpha: Double, beta: Double) {
        let values = sample(alpha, beta, key: "moments")
        let n = Double(values.count)
        let mean = values.reduce(0, +) / n
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
        let expectedMean = alpha / (alpha + beta)
        let expectedVariance = alpha * beta / ((alpha + beta) * (alpha + beta) * (alpha + beta + 1))
        #expect(abs(mean - expectedMean) < 5 * (expectedVariance / n).squareRoot())
        #expect(abs(variance / expectedVariance - 1) < 0.08, "variance \(variance) vs \(expectedVariance)")
        #expect(values.allSatisfy { (0...1).contains($0) })
    }

    @Test func gammaWithShapeBelowOneHasTheRightMean() {
        var random = SeededRandom(seed: 3)
        let values = (0..<Self.draws).map { _ in BetaSampler.gamma(shape: 0.3, using: &random) }
        let mean = values.reduce(0, +) / Double(values.count)
        // Gamma(0.3, 1): mean 0.3, standard deviation √0.3.
        #expect(abs(mean - 0.3) < 5 * (0.3 / Double(values.count)).squareRoot())
        #expect(values.allSatisfy { $0 >= 0 && $0.isFinite })
    }

    @Test func tinyShapesStayInsideTheUnitInterval() {
        var random = SeededRandom(seed: 5)
        let values = (0..<2_000).map { _ in BetaSampler.sample(alpha: 0.001, beta: 0.001, using: &random) }
        #expect(values.allSatisfy { (0...1).contains($0) && $0.isFinite })
        // Beta(ε, ε) puts its mass at the two ends, about half on each.
        let low = values.filter { $0 < 0.5 }.count
        #expect((800...1_200).contains(low))
    }

    @Test func theSameStreamGivesTheSameDraws() {
        var first = SeededRandom.stream(seed: 9, key: ["p1", "15-1200"])
        var second = SeededRandom.stream(seed: 9, key: ["p1", "15-1200"])
        var other = SeededRandom.stream(seed: 9, key: ["p1", "15-1300"])
        let a = (0..<50).map { _ in BetaSampler.sample(alpha: 0.7, beta: 2, using: &first) }
        let b = (0..<50).map { _ in BetaSampler.sample(alpha: 0.7, beta: 2, using: &second) }
        let c = (0..<50).map { _ in BetaSampler.sample(alpha: 0.7, beta: 2, using: &other) }
        #expect(a == b)
        #expect(a != c)
    }
}
