import Foundation

// The fast path of the job records (`RawJobData`, `Enrichment` and `EnrichedJob`, which a jobs
// file holds by the hundred thousand): one pass over each object's members in file order,
// with no listing of the members first and no `Decodable` containers. Each reads the same
// keys with the same rules as its `Decodable` conformance (see `JSONCursorDecodable`);
// anything else throws, and the line is decoded again by JSONDecoder.

/// RawJobData's members as they are read, in any order. A double optional is a member that
/// may be null: nil while unread, `.some(nil)` when null.
struct RawJobDataMembers {
    var id: String?, source: JobSourceKind?, sourceId: String?, title: String?
    var company: String??, locations: [String]??, remote: RemoteMode??, employmentType: String??
    var salary: Salary??, descriptionText: String??, descriptionHtml: String??, url: String??
    var applyUrl: String??, postedAt: Date??, expiresAt: Date??, departments: [String]??
    var categories: [String]??, fingerprint: String??, fetchedAt: Date??, rawRef: RawRef??
    var alsoSeenIn: [SourceSighting]??

    /// Reads the member named `key` if it is one of RawJobData's; false for any other key.
    mutating func read(_ key: UnsafeBufferPointer<UInt8>, _ cursor: inout JSONCursor) throws -> Bool {
        switch key.count {
        case 2 where key.equals("id"): try cursor.read(into: &id)
        case 3 where key.equals("url"): try cursor.readNullable(into: &url)
        case 5 where key.equals("title"): try cursor.read(into: &title)
        case 6 where key.equals("source"): try cursor.read(into: &source)
        case 6 where key.equals("remote"): try cursor.readNullable(into: &remote)
        case 6 where key.equals("salary"): try cursor.readNullable(into: &salary)
        case 7 where key.equals("company"): try cursor.readNullable(into: &company)
        case 7 where key.equals("raw_ref"): try cursor.readNullable(into: &rawRef)
        case 9 where key.equals("source_id"): try cursor.read(into: &sourceId)
        case 9 where key.equals("locations"): try cursor.readNullable(into: &locations)
        case 9 where key.equals("apply_url"): try cursor.readNullable(into: &applyUrl)
        case 9 where key.equals("posted_at"): try cursor.readNullable(into: &postedAt)
        case 10 where key.equals("expires_at"): try cursor.readNullable(into: &expiresAt)
        case 10 where key.equals("categories"): try cursor.readNullable(into: &categories)
        case 10 where key.equals("fetched_at"): try cursor.readNullable(into: &fetchedAt)
        case 11 where key.equals("departments"): try cursor.readNullable(into: &departments)
        case 11 where key.equals("fingerprint"): try cursor.readNullable(into: &fingerprint)
        case 12 where key.equals("also_seen_in"): try cursor.readNullable(into: &alsoSeenIn)
        case 15 where key.equals("employment_type"): try cursor.readNullable(into: &employmentType)
        case 16 where key.equals("description_text"): try cursor.readNullable(into: &descriptionText)
        case 16 where key.equals("description_html"): try cursor.readNullable(into: &descriptionHtml)
        default: false
        }
    }

    /// The record; throws when a required member is missing.
    func record() throws -> RawJobData {
        var job = RawJobData(
            source: try requiredMember(source), sourceId: try requiredMember(sourceId), title: try requiredMember(title),
            company: company ?? nil, locations: (locations ?? nil) ?? [], remote: (remote ?? nil) ?? .unknown,
            employmentType: employmentType ?? nil, salary: salary ?? nil, descriptionText: (descriptionText ?? nil) ?? "",
            descriptionHtml: descriptionHtml ?? nil, url: url ?? nil, applyUrl: applyUrl ?? nil,
            postedAt: postedAt ?? nil, expiresAt: expiresAt ?? nil, departments: (departments ?? nil) ?? [],
            categories: (categories ?? nil) ?? [], fingerprint: (fingerprint ?? nil) ?? "", fetchedAt: fetchedAt ?? nil,
            rawRef: rawRef ?? nil, alsoSeenIn: (alsoSeenIn ?? nil) ?? [])
        // The id is the record's own, not the one the initializer derives.
        job.id = try requiredMember(id)
        return job
    }
}

/// Enrichment's members as they are read, in any order.
struct EnrichmentMembers {
    var onet: OnetAssignment??, skills: EmptyIfMissing<SkillMention>?, educationLevel: Int??
    var experienceYears: Double??, riasec: EmptyIfMissing<Double>?, jobZone: Int??
    var workActivities: EmptyIfMissing<WorkActivity>?

    /// Reads the member named `key` if it is one of Enrichment's; false for any other key.
    mutating func read(_ key: UnsafeBufferPointer<UInt8>, _ cursor: inout JSONCursor) throws -> Bool {
        switch key.count {
        case 4 where key.equals("onet"): try cursor.readNullable(into: &onet)
        case 6 where key.equals("skills"): try cursor.read(into: &skills)
        case 6 where key.equals("riasec"): try cursor.read(into: &riasec)
        case 8 where key.equals("job_zone"): try cursor.readNullable(into: &jobZone)
        case 15 where key.equals("education_level"): try cursor.readNullable(into: &educationLevel)
        case 15 where key.equals("work_activities"): try cursor.read(into: &workActivities)
        case 16 where key.equals("experience_years"): try cursor.readNullable(into: &experienceYears)
        default: false
        }
    }

    var record: Enrichment {
        Enrichment(onet: onet ?? nil, skills: skills?.wrappedValue ?? [], educationLevel: educationLevel ?? nil,
                   experienceYears: experienceYears ?? nil, riasec: riasec?.wrappedValue ?? [], jobZone: jobZone ?? nil,
                   workActivities: workActivities?.wrappedValue ?? [])
    }
}

extension RawJobData: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws {
        var members = RawJobDataMembers()
        try cursor.readObject { key, cursor in try members.read(key, &cursor) }
        self = try members.record()
    }
}

extension EnrichedJob: JSONCursorDecodable {
    /// The job's and the enrichment's members stand side by side in one object.
    init(cursor: inout JSONCursor) throws {
        var job = RawJobDataMembers(), enrichment = EnrichmentMembers()
        try cursor.readObject { key, cursor in
            try job.read(key, &cursor) || enrichment.read(key, &cursor)
        }
        self.init(job: try job.record(), enrichment: enrichment.record)
    }
}

extension Salary: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws {
        var min: Double??, max: Double??, currency: String??, period: SalaryPeriod??, isEstimate: Bool??
        try cursor.readObject { key, cursor in
            if key.equals("min") { return try cursor.readNullable(into: &min) }
            if key.equals("max") { return try cursor.readNullable(into: &max) }
            if key.equals("currency") { return try cursor.readNullable(into: &currency) }
            if key.equals("period") { return try cursor.readNullable(into: &period) }
            if key.equals("is_estimate") { return try cursor.readNullable(into: &isEstimate) }
            return false
        }
        self.init(min: min ?? nil, max: max ?? nil, currency: currency ?? nil, period: period ?? nil,
                  isEstimate: (isEstimate ?? nil) ?? false)
    }
}

extension RawRef: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws {
        var file: String?, line: Int??, pointer: String??
        try cursor.readObject { key, cursor in
            if key.equals("file") { return try cursor.read(into: &file) }
            if key.equals("line") { return try cursor.readNullable(into: &line) }
            if key.equals("pointer") { return try cursor.readNullable(into: &pointer) }
            return false
        }
        self.init(file: try requiredMember(file), line: line ?? nil, pointer: pointer ?? nil)
    }
}

extension SourceSighting: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws {
        var id: String?, source: JobSourceKind?, url: String??
        try cursor.readObject { key, cursor in
            if key.equals("id") { return try cursor.read(into: &id) }
            if key.equals("source") { return try cursor.read(into: &source) }
            if key.equals("url") { return try cursor.readNullable(into: &url) }
            return false
        }
        self.init(id: try requiredMember(id), source: try requiredMember(source), url: url ?? nil)
    }
}

extension OnetAssignment: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws {
        var socCode: String?, title: String?, confidence: Double?, needsReview: Bool??
        var alternatives: EmptyIfMissing<OnetAlternative>?
        try cursor.readObject { key, cursor in
            if key.equals("soc_code") { return try cursor.read(into: &socCode) }
            if key.equals("title") { return try cursor.read(into: &title) }
            if key.equals("confidence") { return try cursor.read(into: &confidence) }
            if key.equals("needs_review") { return try cursor.readNullable(into: &needsReview) }
            if key.equals("alternatives") { return try cursor.read(into: &alternatives) }
            return false
        }
        self.init(socCode: try requiredMember(socCode), title: try requiredMember(title),
                  confidence: try requiredMember(confidence), needsReview: (needsReview ?? nil) ?? false,
                  alternatives: alternatives?.wrappedValue ?? [])
    }
}

extension WorkActivity: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws {
        var id: String?, name: String?, importance: Double??
        try cursor.readObject { key, cursor in
            if key.equals("id") { return try cursor.read(into: &id) }
            if key.equals("name") { return try cursor.read(into: &name) }
            if key.equals("importance") { return try cursor.readNullable(into: &importance) }
            return false
        }
        self.init(id: try requiredMember(id), name: try requiredMember(name), importance: importance ?? nil)
    }
}
