import MatchCore

/// How confidence intervals are drawn: replicates, level, seed and threads.
public struct BootstrapSettings: Sendable, Equatable {
    /// Resamples drawn; 1,000 gives stable 95% bounds to about two decimals.
    public var replicates: Int
    /// Coverage of the interval, e.g. 0.95 for the 2.5th to 97.5th percentiles.
    public var level: Double
    /// Run seed; each statistic draws from its own stream under it.
    public var seed: UInt64
    /// Worker threads; the interval is the same for any count.
    public var threads: Int

    public init(replicates: Int = 1000, level: Double = 0.95, seed: UInt64 = 0, threads: Int = defaultThreadCount) throws {
        guard replicates >= 1 else {
            throw ConfigurationError("--replicates \(replicates) must be 1 or more (1000 is usual)")
        }
        guard level > 0, level < 1 else {
            throw ConfigurationError("--level \(level) must be between 0 and 1, e.g. 0.95 for a 95% interval")
        }
        self.replicates = replicates
        self.level = level
        self.seed = seed
        self.threads = max(1, threads)
    }
}
