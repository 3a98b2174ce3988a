/// How a logged feedback event is compared with a new shortlist.
public enum AgreementRule: Sendable, Equatable, CustomStringConvertible {
    /// The new policy shows, at the logged 1-based position, the job at that rank of its
    /// shortlist: it agrees with the event when that job is the logged one. The event's
    /// propensity must be the probability the logging policy put that job at that position.
    case position
    /// The new policy agrees with the event when its shortlist ranks the logged job within its
    /// top K. The event's propensity must be the probability the logging policy showed that job
    /// at all (in its shortlist of the same length). Doubly robust is not defined for this rule.
    case topK(Int)

    public var description: String {
        switch self {
        case .position: "position"
        case .topK(let k): "top-\(k)"
        }
    }
}
