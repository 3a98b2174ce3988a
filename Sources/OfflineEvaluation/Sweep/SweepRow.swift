/// One configuration's figures.
public struct SweepRow: Sendable {
    /// 1-based position of the configuration in the order the sweep generated it.
    public var configuration: Int
    public var settings: [(key: String, value: Double)]
    /// Metric names and estimates, in `WeightSweep.metricNames` order.
    public var metrics: [(name: String, estimate: IntervalEstimate)]

    /// The estimate of the metric named `name`.
    public func estimate(_ name: String) -> IntervalEstimate? {
        metrics.first { $0.name == name }?.estimate
    }
}
