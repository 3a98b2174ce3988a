/// How a simulated night picks each candidate's shortlist.
public enum SimulationPolicy: Sendable, Equatable, CustomStringConvertible {
    /// Ranks by the weighted features plus θ drawn from each arm's posterior (what `mm-score` does).
    case thompson
    /// Ranks by the weighted features plus each arm's posterior mean: no exploration.
    case greedy
    /// The greedy list, with each slot replaced by a uniformly random job with probability ε.
    case epsilonGreedy(Double)
    /// K uniformly random jobs among those passing the hard filters.
    case random

    /// The name in tables: `thompson`, `greedy`, `epsilon-greedy`, `random`.
    public var description: String {
        switch self {
        case .thompson: "thompson"
        case .greedy: "greedy"
        case .epsilonGreedy: "epsilon-greedy"
        case .random: "random"
        }
    }
}
