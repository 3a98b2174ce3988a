import Foundation

/// Timeouts, retries and the circuit breaker: the settings that decide how hard mm-fetch tries.
///
/// The defaults are those a nightly job wants; sources.yaml's `fetch:` section can change
/// each (tests make them short).
public struct FetchPolicy: Sendable, Equatable {
    /// Seconds one request may take to answer (connect and first bytes).
    public var requestTimeout: Double = 30
    /// Seconds one request may take in all, body included.
    public var resourceTimeout: Double = 60
    /// Retries after the first attempt, on timeouts, 429 and 5xx.
    public var maxRetries: Int = 4
    /// The first backoff delay in seconds; it doubles on each retry.
    public var backoffInitial: Double = 1
    /// The longest backoff delay, in seconds.
    public var backoffMax: Double = 8
    /// The longest Retry-After waited for, in seconds; a server asking more fails the source for this run.
    public var maxRetryAfter: Double = 120
    /// Consecutive failed requests after which a source's breaker opens.
    public var breakerThreshold: Int = 5
    /// Seconds an open breaker keeps a source from being asked again (across runs).
    public var breakerCooldown: Double = 3600
    /// The most pages fetched from one source in one run.
    public var maxPages: Int = 20
    /// The largest payload accepted, in bytes.
    public var maxPayloadBytes: Int = 50 << 20
    /// A PEM file of certificates trusted besides the system's roots (a company proxy, a
    /// private feed), or nil for the system's alone.
    public var caFile: String?

    public init() {}

    /// The delay before retry number `attempt` (1-based): 1, 2, 4, 8 seconds…, never above `backoffMax`.
    public func backoff(attempt: Int) -> Double {
        min(backoffMax, backoffInitial * pow(2, Double(max(0, attempt - 1))))
    }
}
