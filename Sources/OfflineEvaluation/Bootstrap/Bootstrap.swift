import MatchCore

/// The seeded percentile bootstrap (Efron and Tibshirani, "An Introduction to the Bootstrap", 1993).
///
/// Units (candidates for ranking metrics, logged events for off-policy estimates) are drawn with
/// replacement. Replicate `r` of the statistic named `key` draws from the stream
/// `SeededRandom.stream(seed:key: ["bootstrap", key, r])`, so intervals are reproducible from the
/// seed, independent of the thread count, and adding a statistic to a report leaves the others'
/// intervals unchanged.
public enum Bootstrap {
    /// The statistic on all units and its percentile interval.
    ///
    /// `statistic` receives how many times each unit was drawn (all ones for the full sample) and
    /// returns nil where it is undefined; such replicates are left out of the percentiles.
    /// `centered` shifts the replicates by the bootstrap's estimate of bias (the value minus
    /// their mean) before taking percentiles: for statistics such as coverage, a count of
    /// distinct items, which a resample (holding about 63% of the distinct units) understates.
    public static func estimate(
        units: Int, key: String, settings: BootstrapSettings, centered: Bool = false,
        statistic: @escaping @Sendable (_ multiplicities: [Int]) -> Double?
    ) -> IntervalEstimate {
        let value = statistic(Array(repeating: 1, count: units))
        guard units > 0 else { return IntervalEstimate(value: value, lower: nil, upper: nil) }
        let replicates = orderedParallelMap(Array(0..<settings.replicates), threads: settings.threads) { replicate in
            statistic(resample(units: units, stream: SeededRandom.stream(
                seed: settings.seed, key: ["bootstrap", key, String(replicate)])))
        }
        let sorted = replicates.compactMap { $0 }.sorted()
        guard !sorted.isEmpty else { return IntervalEstimate(value: value, lower: nil, upper: nil) }
        let shift = centered ? (value ?? 0) - sorted.reduce(0, +) / Double(sorted.count) : 0
        let tail = (1 - settings.level) / 2
        return IntervalEstimate(value: value, lower: quantile(sorted, tail) + shift, upper: quantile(sorted, 1 - tail) + shift)
    }

    /// The mean of `values` with its interval.
    public static func mean(of values: [Double], key: String, settings: BootstrapSettings) -> IntervalEstimate {
        ratio(numerators: values, denominators: Array(repeating: 1, count: values.count), key: key, settings: settings)
    }

    /// Σ numerator / Σ denominator over the units drawn, with its interval; undefined when the
    /// denominators drawn sum to zero.
    public static func ratio(numerators: [Double], denominators: [Double], key: String,
                             settings: BootstrapSettings) -> IntervalEstimate {
        precondition(numerators.count == denominators.count, "one numerator and one denominator per unit")
        return estimate(units: numerators.count, key: key, settings: settings) { counts in
            var top = 0.0, bottom = 0.0
            for (index, count) in counts.enumerated() where count > 0 {
                top += Double(count) * numerators[index]
                bottom += Double(count) * denominators[index]
            }
            return bottom == 0 ? nil : top / bottom
        }
    }

    /// How many times each of `units` units is drawn in `units` draws with replacement.
    static func resample(units: Int, stream: SeededRandom) -> [Int] {
        var generator = stream
        var counts = Array(repeating: 0, count: units)
        for _ in 0..<units {
            // Lemire's multiply-high maps 64 random bits onto 0..<units without a modulo's skew
            // beyond 2^-64 per unit, and gives the same index on every platform.
            counts[Int(generator.next().multipliedFullWidth(by: UInt64(units)).high)] += 1
        }
        return counts
    }

    /// The `p` quantile of sorted values, interpolating linearly between order statistics
    /// (Hyndman and Fan's type 7, the default of R and NumPy).
    static func quantile(_ sorted: [Double], _ p: Double) -> Double {
        let position = Double(sorted.count - 1) * p
        let below = Int(position.rounded(.down))
        let above = min(below + 1, sorted.count - 1)
        return sorted[below] + (position - Double(below)) * (sorted[above] - sorted[below])
    }
}
