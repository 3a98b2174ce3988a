import Foundation

/// A source's circuit breaker: after `threshold` failed requests in a row it opens, and
/// the source is not asked again until `cooldown` has passed (across runs); then one
/// request is let through, and its success closes the breaker.
public struct BreakerState: Codable, Sendable, Equatable {
    public var consecutiveFailures = 0
    public var openedAt: Date?

    public init() {}

    enum CodingKeys: String, CodingKey {
        case consecutiveFailures = "consecutive_failures", openedAt = "opened_at"
    }

    /// When an open breaker lets a request through again; nil when closed or cooled down.
    public func blockedUntil(now: Date, cooldown: Double) -> Date? {
        guard let openedAt else { return nil }
        let until = openedAt.addingTimeInterval(cooldown)
        return until > now ? until : nil
    }

    /// Records a request that succeeded: the breaker closes.
    public mutating func recordSuccess() {
        consecutiveFailures = 0
        openedAt = nil
    }

    /// Records a failed request; returns true when this failure opens the breaker.
    public mutating func recordFailure(now: Date, threshold: Int) -> Bool {
        consecutiveFailures += 1
        // A half-open breaker (cooled down, still counting) opens again on its first failure.
        guard consecutiveFailures >= threshold || openedAt != nil else { return false }
        openedAt = now
        return true
    }
}
