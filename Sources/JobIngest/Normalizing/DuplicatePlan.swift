import MatchCore

/// Which records to keep, in which order, and which others each kept one stands for.
///
/// - The same id twice (one posting in two payloads, or two fetches): the later one wins.
/// - The same fingerprint in several sources: the records of the most structured source
///   are kept (an employer's ATS before an aggregator, an aggregator before a feed) and
///   the others become `also_seen_in` of the first of them. Postings of one source that
///   share a fingerprint are separate openings and all stay.
/// Kept records are ordered by id, so reruns give identical bytes.
struct DuplicatePlan: Sendable {
    /// Indices of the kept records, in output order.
    var kept: [Int]
    /// For a kept record that others fold into, by index: the indices of those others, by id.
    var sightings: [Int: [Int]]

    static let sourcePreference: [JobSourceKind] = [.greenhouse, .lever, .usajobs, .adzuna, .jobicy, .html, .linkedin, .rss]

    init(keys: [RecordKey], collapse: Bool) {
        var latestByID = [String: Int](minimumCapacity: keys.count)
        for (index, key) in keys.enumerated() { latestByID[key.id] = index }
        var unique = latestByID.values.sorted()
        sightings = [:]
        if collapse {
            // Records with one fingerprint end up side by side: no table of groups is built.
            let byFingerprint = unique.sorted { (keys[$0].fingerprint, $0) < (keys[$1].fingerprint, $1) }
            unique = []
            unique.reserveCapacity(byFingerprint.count)
            var start = 0
            while start < byFingerprint.count {
                var end = start + 1
                while end < byFingerprint.count && keys[byFingerprint[end]].fingerprint == keys[byFingerprint[start]].fingerprint {
                    end += 1
                }
                // Most fingerprints are one posting's: nothing to rank.
                if end == start + 1 {
                    unique.append(byFingerprint[start])
                    start = end
                    continue
                }
                let ranked = byFingerprint[start..<end].sorted { a, b in
                    let ra = Self.rank(keys[a].source), rb = Self.rank(keys[b].source)
                    return ra != rb ? ra < rb : keys[a].id < keys[b].id
                }
                // Postings of one source with one fingerprint are separate openings: all stay.
                let best = keys[ranked[0]].source
                unique += ranked.filter { keys[$0].source == best }
                let others = ranked.filter { keys[$0].source != best }.sorted { keys[$0].id < keys[$1].id }
                if !others.isEmpty { sightings[ranked[0]] = others }
                start = end
            }
        }
        kept = unique.sorted { keys[$0].id < keys[$1].id }
    }

    private static func rank(_ source: JobSourceKind) -> Int {
        sourcePreference.firstIndex(of: source) ?? sourcePreference.count
    }
}
