import MatchCore

/// A contractor's CV often lists its contracts twice: a summary table of dates, clients and
/// titles, then the same contracts in full. The second listing of a role is no new job.
enum RepeatedRoles {
    /// The roles with each repeated one merged into its first listing: the same dates and a
    /// title that is the other's or begins it ("Network Engineer" and "Network Engineer – Data
    /// Centre Exit (Contract)"). The first listing keeps its title and employer and gains the
    /// repeat's place, summary and highlights where it has none.
    static func merged(_ roles: [ResumeWork]) -> [ResumeWork] {
        guard roles.count > 1 else { return roles }
        var kept: [ResumeWork] = []
        for role in roles {
            guard let first = kept.firstIndex(where: { repeats($0, role) }) else {
                kept.append(role)
                continue
            }
            if kept[first].location == nil { kept[first].location = role.location }
            if kept[first].summary == nil { kept[first].summary = role.summary }
            if kept[first].highlights.isEmpty { kept[first].highlights = role.highlights }
        }
        return kept
    }

    /// Whether `later` lists `earlier` again.
    private static func repeats(_ earlier: ResumeWork, _ later: ResumeWork) -> Bool {
        guard let dates = earlier.dates, dates.startDate != nil, let laterDates = later.dates, dates.startDate == laterDates.startDate,
              dates.endDate == laterDates.endDate, dates.isCurrent == laterDates.isCurrent,
              let one = earlier.position?.lowercased(), let other = later.position?.lowercased() else { return false }
        return one.hasPrefix(other) || other.hasPrefix(one)
    }
}
