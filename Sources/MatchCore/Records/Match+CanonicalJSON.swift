// Matches are written by the hundred thousand (a shortlist per candidate), so they write
// their JSON directly; the tests compare every byte with JSONEncoder's.

extension Match: CanonicalJSONWritable {
    static let canonicalMembers = CanonicalMembers<Match>([
        .init(key: CodingKeys.profileId.stringValue) { CanonicalJSON.writeString($0.profileId, into: &$1) },
        .init(key: CodingKeys.jobId.stringValue) { CanonicalJSON.writeString($0.jobId, into: &$1) },
        .init(key: CodingKeys.rank.stringValue) { CanonicalJSON.writeInteger($0.rank, into: &$1) },
        .init(key: CodingKeys.score.stringValue) { try CanonicalJSON.writeNumber($0.score, into: &$1) },
        .init(key: CodingKeys.components.stringValue) { try $0.components.writeCanonicalJSON(into: &$1) },
        .init(key: CodingKeys.matchedKeywords.stringValue) { CanonicalJSON.writeStrings($0.matchedKeywords, into: &$1) },
        .init(key: CodingKeys.matchedSkills.stringValue) { CanonicalJSON.writeStrings($0.matchedSkills, into: &$1) },
        .init(key: CodingKeys.reasons.stringValue) { CanonicalJSON.writeStrings($0.reasons, into: &$1) },
    ])
}

extension ScoreComponents: CanonicalJSONWritable {
    static let canonicalMembers = CanonicalMembers<ScoreComponents>([
        .init(key: CodingKeys.features.stringValue) { components, out in
            try CanonicalJSON.writeObject(components.features, into: &out) { try $0.writeCanonicalJSON(into: &$1) }
        },
        .init(key: CodingKeys.thompson.stringValue, isPresent: { $0.thompson != nil }) { try $0.thompson?.writeCanonicalJSON(into: &$1) },
    ])
}

extension FeatureComponent: CanonicalJSONWritable {
    static let canonicalMembers = CanonicalMembers<FeatureComponent>([
        .init(key: CodingKeys.value.stringValue) { try CanonicalJSON.writeNumber($0.value, into: &$1) },
        .init(key: CodingKeys.weight.stringValue) { try CanonicalJSON.writeNumber($0.weight, into: &$1) },
    ])
}

extension ThompsonComponent: CanonicalJSONWritable {
    static let canonicalMembers = CanonicalMembers<ThompsonComponent>([
        .init(key: CodingKeys.arm.stringValue) { CanonicalJSON.writeString($0.arm, into: &$1) },
        .init(key: CodingKeys.sample.stringValue) { try CanonicalJSON.writeNumber($0.sample, into: &$1) },
        .init(key: CodingKeys.posteriorMean.stringValue) { try CanonicalJSON.writeNumber($0.posteriorMean, into: &$1) },
        .init(key: CodingKeys.weight.stringValue) { try CanonicalJSON.writeNumber($0.weight, into: &$1) },
    ])
}
