import Foundation

/// The exact Beta CDF, for testing the sampler: the regularized incomplete beta function
/// I_x(a, b) by Lentz's continued fraction (Numerical Recipes, 3rd ed., §6.4).
enum BetaDistribution {
    static func cdf(_ x: Double, alpha a: Double, beta b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let logNorm: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
        let logPowers: Double = a * log(x) + b * log(1 - x)
        let logFront = logNorm + logPowers
        // The fraction converges fast for x < (a + 1) / (a + b + 2); use the symmetry otherwise.
        if x < (a + 1) / (a + b + 2) {
            return exp(logFront) * continuedFraction(x, a, b) / a
        }
        return 1 - exp(logFront) * continuedFraction(1 - x, b, a) / b
    }

    private static func continuedFraction(_ x: Double, _ a: Double, _ b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var h = d
        for m in 1...10_000 {
            let m = Double(m)
            let even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 + even * d
            if abs(d) < tiny { d = tiny }
            c = 1 + even / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            h *= d * c
            let odd = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 + odd * d
            if abs(d) < tiny { d = tiny }
            c = 1 + odd / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < 1e-15 { break }
        }
        return h
    }

    /// The Kolmogorov–Smirnov statistic of `samples` against Beta(a, b).
    static func ksStatistic(_ samples: [Double], alpha: Double, beta: Double) -> Double {
        let sorted = samples.sorted()
        let n = Double(sorted.count)
        var worst = 0.0
        for (index, value) in sorted.enumerated() {
            let f = cdf(value, alpha: alpha, beta: beta)
            worst = max(worst, f - Double(index) / n, Double(index + 1) / n - f)
        }
        return worst
    }
}
