/// A statistic's value on the whole sample, with its bootstrap percentile interval.
///
/// `value` is nil when the statistic is undefined on the sample (a ratio with nothing below
/// the line, such as replay when the new policy never agrees with the log); the bounds are nil
/// when no bootstrap replicate defined it either.
public struct IntervalEstimate: Codable, Sendable, Equatable {
    public var value: Double?
    public var lower: Double?
    public var upper: Double?

    public init(value: Double?, lower: Double?, upper: Double?) {
        self.value = value
        self.lower = lower
        self.upper = upper
    }

    /// Whether `truth` lies within the interval, bounds included.
    public func covers(_ truth: Double) -> Bool {
        guard let lower, let upper else { return false }
        return lower <= truth && truth <= upper
    }

    enum CodingKeys: String, CodingKey {
        case value, lower, upper
    }

    // Undefined values are written as null rather than left out, so every report has one shape.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(value, forKey: .value)
        try c.encode(lower, forKey: .lower)
        try c.encode(upper, forKey: .upper)
    }
}
