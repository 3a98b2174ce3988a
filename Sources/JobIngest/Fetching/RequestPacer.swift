import Foundation

/// Keeps a source's requests at least `RateLimit.spacing` apart.
actor RequestPacer {
    private let spacing: Double
    private var next = ContinuousClock.now

    init(limit: RateLimit) {
        spacing = limit.spacing
    }

    /// Waits until the next request may go.
    func wait() async throws {
        let now = ContinuousClock.now
        let start = max(now, next)
        next = start.advanced(by: .milliseconds(Int64(spacing * 1000)))
        if start > now { try await Task.sleep(until: start, clock: .continuous) }
    }
}
