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
        return interval(value: value, replicates: replicates, settings: settings, centered: centered)
    }

    /// The percentile interval of the replicates that are defined.
    private static func interval(value: Double?, replicates: [Double?], settings: BootstrapSettings,
                                 centered: Bool) -> IntervalEstimate {
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
        sums(of: [numerators, denominators], key: key, settings: settings) { $0[1] == 0 ? nil : $0[0] / $0[1] }
    }

    /// A statistic of per-unit columns' sums over the units drawn (`combine` gets one sum per
    /// column), with its interval: the same resamples as `estimate`, summed as they are drawn,
    /// which is several times faster for large samples.
    public static func sums(
        of columns: [[Double]], key: String, settings: BootstrapSettings,
        combine: @escaping @Sendable (_ sums: [Double]) -> Double?
    ) -> IntervalEstimate {
        let units = columns.first?.count ?? 0
        precondition(columns.allSatisfy { $0.count == units }, "every column has one value per unit")
        let value = combine(columns.map { $0.reduce(0, +) })
        guard units > 0 else { return IntervalEstimate(value: value, lower: nil, upper: nil) }
        // A unit's values side by side, so each draw reads one cache line.
        let width = columns.count
        var rows = Array(repeating: 0.0, count: units * width)
        for (column, values) in columns.enumerated() {
            for (unit, value) in values.enumerated() { rows[unit * width + column] = value }
        }
        let table = rows
        let replicates = orderedParallelMap(Array(0..<settings.replicates), threads: settings.threads) { replicate in
            var generator = SeededRandom.stream(seed: settings.seed, key: ["bootstrap", key, String(replicate)])
            var totals = Array(repeating: 0.0, count: width)
            table.withUnsafeBufferPointer { table in
                totals.withUnsafeMutableBufferPointer { totals in
                    for _ in 0..<units {
                        let start = draw(below: units, &generator) * width
                        for column in 0..<width { totals[column] += table[start + column] }
                    }
                }
            }
            return combine(totals)
        }
        return interval(value: value, replicates: replicates, settings: settings, centered: false)
    }

    /// How many times each of `units` units is drawn in `units` draws with replacement.
    static func resample(units: Int, stream: SeededRandom) -> [Int] {
        var generator = stream
        var counts = Array(repeating: 0, count: units)
        for _ in 0..<units { counts[draw(below: units, &generator)] += 1 }
        return counts
    }

    /// A uniform index in 0..<units.
    @inline(__always)
    static func draw(below units: Int, _ generator: inout SeededRandom) -> Int {
        // Lemire's multiply-high maps 64 random bits onto 0..<units without a modulo's skew
        // beyond 2^-64 per unit, and gives the same index on every platform.
        Int(generator.next().multipliedFullWidth(by: UInt64(units)).high)
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
