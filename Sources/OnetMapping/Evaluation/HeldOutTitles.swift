import MatchCore

/// A known title taken out of the index to test the coder on it.
public struct HeldOutTitle: Sendable, Equatable {
    public var text: String
    /// Index of the occupation the title belongs to.
    public var occupation: Int
    /// The normalized key hidden while the title is coded.
    public var key: String

    /// Whether the title is in the development split (one in five, by a stable hash of its
    /// key): weights are tuned and the calibration fitted on it, accuracy reported on the rest.
    public var isDevelopment: Bool { StableHash.value(of: key) % 5 == 0 }
}

/// Leave-one-out test titles: every alternate and reported title, coded by an index that
/// hides every title with the same normalized form.
public enum HeldOutTitles {
    /// The alternate and reported titles of `database`, one per (key, occupation), in index order.
    public static func all(in database: OnetDatabase) -> [HeldOutTitle] {
        var seen = Set<String>()
        var titles: [HeldOutTitle] = []
        for title in database.titles where title.kind == .alternate || title.kind == .reported {
            let key = TitleNormalizer.key(ofReferenceTitle: title.text)
            guard !key.isEmpty, seen.insert("\(title.occupation) \(key)").inserted else { continue }
            titles.append(HeldOutTitle(text: title.text, occupation: Int(title.occupation), key: key))
        }
        return titles
    }

    /// Per normalized form, every occupation O*NET lists a title of that form under (its own,
    /// alternate, short and reported titles; not ManifestMatch's curated ones).
    public static func listedOccupations(in database: OnetDatabase) -> [String: Set<Int>] {
        var listing: [String: Set<Int>] = [:]
        for title in database.titles where title.kind != .curated {
            let key = TitleNormalizer.key(ofReferenceTitle: title.text)
            if !key.isEmpty { listing[key, default: []].insert(Int(title.occupation)) }
        }
        return listing
    }

    /// The test split of `all(in:)`: titles never used for tuning or calibration.
    public static func test(in database: OnetDatabase) -> [HeldOutTitle] {
        all(in: database).filter { !$0.isDevelopment }
    }
}
