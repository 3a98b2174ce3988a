import Foundation

/// A job posting from any source, normalized to one shape (`DESIGN.md`, RawJobData).
public struct RawJobData: Codable, Sendable, Equatable {
    /// Stable identifier: `<source>:<source_id>`.
    public var id: String
    /// The kind of source the posting came from.
    public var source: JobSourceKind
    /// The posting's identifier within its source.
    public var sourceId: String
    public var title: String
    public var company: String?
    public var locations: [String]
    public var remote: RemoteMode
    /// Free text as the source gives it, e.g. "Full-time", "Contract".
    public var employmentType: String?
    public var salary: Salary?
    public var descriptionText: String
    public var descriptionHtml: String?
    public var url: String?
    public var applyUrl: String?
    public var postedAt: Date?
    public var expiresAt: Date?
    public var departments: [String]
    public var categories: [String]
    /// Normalized company, title and primary location, for spotting one job in several sources.
    public var fingerprint: String
    public var fetchedAt: Date?
    /// Where the payload this record came from is kept.
    public var rawRef: RawRef?
    /// The same job as seen in other sources, kept when duplicates are collapsed.
    public var alsoSeenIn: [SourceSighting]

    /// Creates a posting; `id` is derived from `source` and `sourceId`.
    public init(
        source: JobSourceKind, sourceId: String, title: String, company: String? = nil,
        locations: [String] = [], remote: RemoteMode = .unknown, employmentType: String? = nil,
        salary: Salary? = nil, descriptionText: String = "", descriptionHtml: String? = nil,
        url: String? = nil, applyUrl: String? = nil, postedAt: Date? = nil, expiresAt: Date? = nil,
        departments: [String] = [], categories: [String] = [], fingerprint: String = "",
        fetchedAt: Date? = nil, rawRef: RawRef? = nil, alsoSeenIn: [SourceSighting] = []
    ) {
        self.id = RawJobData.makeID(source: source, sourceId: sourceId)
        self.source = source
        self.sourceId = sourceId
        self.title = title
        self.company = company
        self.locations = locations
        self.remote = remote
        self.employmentType = employmentType
        self.salary = salary
        self.descriptionText = descriptionText
        self.descriptionHtml = descriptionHtml
        self.url = url
        self.applyUrl = applyUrl
        self.postedAt = postedAt
        self.expiresAt = expiresAt
        self.departments = departments
        self.categories = categories
        self.fingerprint = fingerprint
        self.fetchedAt = fetchedAt
        self.rawRef = rawRef
        self.alsoSeenIn = alsoSeenIn
    }

    /// The stable id of a posting: `<source>:<source_id>`.
    public static func makeID(source: JobSourceKind, sourceId: String) -> String {
        "\(source.rawValue):\(sourceId)"
    }

    enum CodingKeys: String, CodingKey {
        case id, source, sourceId = "source_id", title, company, locations, remote
        case employmentType = "employment_type", salary
        case descriptionText = "description_text", descriptionHtml = "description_html"
        case url, applyUrl = "apply_url", postedAt = "posted_at", expiresAt = "expires_at"
        case departments, categories, fingerprint, fetchedAt = "fetched_at", rawRef = "raw_ref"
        case alsoSeenIn = "also_seen_in"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        source = try c.decode(JobSourceKind.self, forKey: .source)
        sourceId = try c.decode(String.self, forKey: .sourceId)
        title = try c.decode(String.self, forKey: .title)
        company = try c.decodeIfPresent(String.self, forKey: .company)
        locations = try c.decodeIfPresent([String].self, forKey: .locations) ?? []
        remote = try c.decodeIfPresent(RemoteMode.self, forKey: .remote) ?? .unknown
        employmentType = try c.decodeIfPresent(String.self, forKey: .employmentType)
        salary = try c.decodeIfPresent(Salary.self, forKey: .salary)
        descriptionText = try c.decodeIfPresent(String.self, forKey: .descriptionText) ?? ""
        descriptionHtml = try c.decodeIfPresent(String.self, forKey: .descriptionHtml)
        url = try c.decodeIfPresent(String.self, forKey: .url)
        applyUrl = try c.decodeIfPresent(String.self, forKey: .applyUrl)
        postedAt = try c.decodeIfPresent(Date.self, forKey: .postedAt)
        expiresAt = try c.decodeIfPresent(Date.self, forKey: .expiresAt)
        departments = try c.decodeIfPresent([String].self, forKey: .departments) ?? []
        categories = try c.decodeIfPresent([String].self, forKey: .categories) ?? []
        fingerprint = try c.decodeIfPresent(String.self, forKey: .fingerprint) ?? ""
        fetchedAt = try c.decodeIfPresent(Date.self, forKey: .fetchedAt)
        rawRef = try c.decodeIfPresent(RawRef.self, forKey: .rawRef)
        alsoSeenIn = try c.decodeIfPresent([SourceSighting].self, forKey: .alsoSeenIn) ?? []
    }
}

/// The source kinds ManifestMatch reads (`DESIGN.md`).
public enum JobSourceKind: String, Codable, Sendable, CaseIterable {
    case greenhouse, lever, adzuna, usajobs, jobicy, linkedin, rss, html
}

/// Whether a job is done remotely, partly remotely or on site.
public enum RemoteMode: String, Codable, Sendable, CaseIterable {
    case remote, hybrid, onsite, unknown
}

/// A pay range with its currency and period.
public struct Salary: Codable, Sendable, Equatable {
    public var min: Double?
    public var max: Double?
    /// ISO 4217 code, e.g. "USD".
    public var currency: String?
    public var period: SalaryPeriod?
    /// True when the source estimated the figure rather than the employer stating it.
    public var isEstimate: Bool

    public init(min: Double? = nil, max: Double? = nil, currency: String? = nil,
                period: SalaryPeriod? = nil, isEstimate: Bool = false) {
        self.min = min
        self.max = max
        self.currency = currency
        self.period = period
        self.isEstimate = isEstimate
    }

    enum CodingKeys: String, CodingKey {
        case min, max, currency, period, isEstimate = "is_estimate"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        min = try c.decodeIfPresent(Double.self, forKey: .min)
        max = try c.decodeIfPresent(Double.self, forKey: .max)
        currency = try c.decodeIfPresent(String.self, forKey: .currency)
        period = try c.decodeIfPresent(SalaryPeriod.self, forKey: .period)
        isEstimate = try c.decodeIfPresent(Bool.self, forKey: .isEstimate) ?? false
    }
}

/// The period a salary figure is paid over.
public enum SalaryPeriod: String, Codable, Sendable, CaseIterable {
    case hour, day, week, month, year

    /// How many of this period make a working year (2,080 hours, 260 days, 52 weeks).
    public var perYear: Double {
        switch self {
        case .hour: 2080
        case .day: 260
        case .week: 52
        case .month: 12
        case .year: 1
        }
    }
}

/// Where a record's raw payload is kept: a file and a position inside it.
public struct RawRef: Codable, Sendable, Equatable {
    /// Path of the payload file, as the stage was given it.
    public var file: String
    /// 1-based line, for line-oriented payloads.
    public var line: Int?
    /// Position inside a structured payload, e.g. `jobs[3]` or a JSON pointer.
    public var pointer: String?

    public init(file: String, line: Int? = nil, pointer: String? = nil) {
        self.file = file
        self.line = line
        self.pointer = pointer
    }
}

/// Another source in which the same job (same fingerprint) was seen.
public struct SourceSighting: Codable, Sendable, Equatable {
    public var id: String
    public var source: JobSourceKind
    public var url: String?

    public init(id: String, source: JobSourceKind, url: String? = nil) {
        self.id = id
        self.source = source
        self.url = url
    }
}
