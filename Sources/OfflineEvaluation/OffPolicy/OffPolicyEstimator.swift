/// An estimator of a new policy's value (mean reward per logged slot) from a log gathered by
/// another policy.
public enum OffPolicyEstimator: String, CaseIterable, Codable, Sendable {
    /// Mean reward of the events where the new policy's choice equals the logged action
    /// (Li, Chu, Langford and Wang, WSDM 2011). Unbiased only when the logging policy was
    /// uniformly random; otherwise a quick sanity check.
    case replay
    /// Inverse propensity scoring: mean of π_e(a|x) / π_0(a|x) · r (Horvitz and Thompson, 1952).
    case ips
    /// Self-normalized IPS: Σ w r / Σ w with w = π_e / π_0 (Swaminathan and Joachims, 2015);
    /// slightly biased, often much less variable.
    case snips
    /// Doubly robust: mean of Σ_a π_e(a|x) q̂(x,a) + w (r − q̂(x,a_logged)), with q̂ a ridge
    /// direct model (Dudík, Langford and Li, ICML 2011); unbiased when either the propensities or
    /// the model are right.
    case dr
}
