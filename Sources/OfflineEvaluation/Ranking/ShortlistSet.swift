import MatchCore

/// Every candidate's shortlist (job ids in rank order), gathered from Match records.
public struct ShortlistSet: Sendable {
    private var ranked: [String: [Int: String]] = [:]

    public init() {}

    /// Adds a match; returns why it cannot be added (a rank or a job given twice for a profile).
    public mutating func add(_ match: Match) -> String? {
        var list = ranked[match.profileId, default: [:]]
        if let other = list[match.rank] {
            return "\(match.profileId) already has \(other) at rank \(match.rank); each rank holds one job"
        }
        if let (rank, _) = list.first(where: { $0.value == match.jobId }) {
            return "\(match.profileId) already has \(match.jobId) at rank \(rank); a job appears once per shortlist"
        }
        list[match.rank] = match.jobId
        ranked[match.profileId] = list
        return nil
    }

    /// Profile ids, sorted.
    public var profileIds: [String] { ranked.keys.sorted() }

    /// A profile's job ids in rank order (gaps in the ranks closed up); empty when it has none.
    public func jobs(for profileId: String) -> [String] {
        guard let list = ranked[profileId] else { return [] }
        return list.keys.sorted().map { list[$0]! }
    }

    /// The job a profile's shortlist holds at a 1-based rank, as written in the matches.
    public func job(for profileId: String, atRank rank: Int) -> String? {
        ranked[profileId]?[rank]
    }

    /// The rank a profile's shortlist gives a job, as written in the matches.
    public func rank(of jobId: String, for profileId: String) -> Int? {
        ranked[profileId]?.first(where: { $0.value == jobId })?.key
    }

    /// Every job id shortlisted for anyone.
    public var jobIds: Set<String> {
        Set(ranked.values.flatMap(\.values))
    }
}
