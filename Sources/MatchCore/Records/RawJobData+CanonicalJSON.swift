// Postings are written by the hundred thousand (mm-normalize), so they write their JSON
// directly; the tests compare every byte with JSONEncoder's.

extension RawJobData: CanonicalJSONWritable {
    static let canonicalMembers = CanonicalMembers<RawJobData>([
        .init(key: CodingKeys.id.stringValue) { CanonicalJSON.writeString($0.id, into: &$1) },
        .init(key: CodingKeys.source.stringValue) { CanonicalJSON.writeString($0.source.rawValue, into: &$1) },
        .init(key: CodingKeys.sourceId.stringValue) { CanonicalJSON.writeString($0.sourceId, into: &$1) },
        .init(key: CodingKeys.title.stringValue) { CanonicalJSON.writeString($0.title, into: &$1) },
        .optional(CodingKeys.company.stringValue, \.company, CanonicalJSON.writeString),
        .init(key: CodingKeys.locations.stringValue) { CanonicalJSON.writeStrings($0.locations, into: &$1) },
        .init(key: CodingKeys.remote.stringValue) { CanonicalJSON.writeString($0.remote.rawValue, into: &$1) },
        .optional(CodingKeys.employmentType.stringValue, \.employmentType, CanonicalJSON.writeString),
        .optional(CodingKeys.salary.stringValue, \.salary) { try $0.writeCanonicalJSON(into: &$1) },
        .init(key: CodingKeys.descriptionText.stringValue) { CanonicalJSON.writeString($0.descriptionText, into: &$1) },
        .optional(CodingKeys.descriptionHtml.stringValue, \.descriptionHtml, CanonicalJSON.writeString),
        .optional(CodingKeys.url.stringValue, \.url, CanonicalJSON.writeString),
        .optional(CodingKeys.applyUrl.stringValue, \.applyUrl, CanonicalJSON.writeString),
        .optional(CodingKeys.postedAt.stringValue, \.postedAt, CanonicalJSON.writeDate),
        .optional(CodingKeys.expiresAt.stringValue, \.expiresAt, CanonicalJSON.writeDate),
        .init(key: CodingKeys.departments.stringValue) { CanonicalJSON.writeStrings($0.departments, into: &$1) },
        .init(key: CodingKeys.categories.stringValue) { CanonicalJSON.writeStrings($0.categories, into: &$1) },
        .init(key: CodingKeys.fingerprint.stringValue) { CanonicalJSON.writeString($0.fingerprint, into: &$1) },
        .optional(CodingKeys.fetchedAt.stringValue, \.fetchedAt, CanonicalJSON.writeDate),
        .optional(CodingKeys.rawRef.stringValue, \.rawRef) { try $0.writeCanonicalJSON(into: &$1) },
        .init(key: CodingKeys.alsoSeenIn.stringValue) { record, out in
            try CanonicalJSON.writeArray(record.alsoSeenIn, into: &out) { try $0.writeCanonicalJSON(into: &$1) }
        },
    ])
}

extension Salary: CanonicalJSONWritable {
    static let canonicalMembers = CanonicalMembers<Salary>([
        .optional(CodingKeys.min.stringValue, \.min, CanonicalJSON.writeNumber),
        .optional(CodingKeys.max.stringValue, \.max, CanonicalJSON.writeNumber),
        .optional(CodingKeys.currency.stringValue, \.currency, CanonicalJSON.writeString),
        .optional(CodingKeys.period.stringValue, \.period) { CanonicalJSON.writeString($0.rawValue, into: &$1) },
        .init(key: CodingKeys.isEstimate.stringValue) { CanonicalJSON.writeBool($0.isEstimate, into: &$1) },
    ])
}

extension RawRef: CanonicalJSONWritable {
    static let canonicalMembers = CanonicalMembers<RawRef>([
        .init(key: "file") { CanonicalJSON.writeString($0.file, into: &$1) },
        .optional("line", \.line, CanonicalJSON.writeInteger),
        .optional("pointer", \.pointer, CanonicalJSON.writeString),
    ])
}

extension SourceSighting: CanonicalJSONWritable {
    static let canonicalMembers = CanonicalMembers<SourceSighting>([
        .init(key: "id") { CanonicalJSON.writeString($0.id, into: &$1) },
        .init(key: "source") { CanonicalJSON.writeString($0.source.rawValue, into: &$1) },
        .optional("url", \.url, CanonicalJSON.writeString),
    ])
}
