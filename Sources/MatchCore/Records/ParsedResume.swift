import Foundation

/// A resume parsed into fields aligned with the JSON Resume schema (`DESIGN.md`, ParsedResume).
///
/// Keys are snake_case (`start_date`, not JSON Resume's `startDate`); `mm-resumes
/// --json-resume-dir` writes the camelCase form for the JSON Resume ecosystem.
public struct ParsedResume: Codable, Sendable, Equatable {
    /// Stable identifier of the candidate's resume.
    public var id: String
    /// Path of the file the resume was read from.
    public var sourceFile: String
    /// SHA-256 of the file's bytes, lower-case hex.
    public var sha256: String
    public var format: ResumeFormat
    /// Number of pages, for paged formats.
    public var pages: Int?
    /// Problems met while parsing that did not stop it, for a person to check.
    @EmptyIfMissing public var warnings: [String]
    /// The extracted, cleaned text in reading order.
    public var text: String
    public var basics: ResumeBasics
    @EmptyIfMissing public var work: [ResumeWork]
    @EmptyIfMissing public var education: [ResumeEducation]
    @EmptyIfMissing public var skills: [ResumeSkill]
    @EmptyIfMissing public var certificates: [ResumeCertificate]
    @EmptyIfMissing public var projects: [ResumeProject]
    @EmptyIfMissing public var awards: [ResumeAward]
    @EmptyIfMissing public var publications: [ResumePublication]
    @EmptyIfMissing public var volunteer: [ResumeVolunteer]
    @EmptyIfMissing public var languages: [ResumeLanguage]

    public init(
        id: String, sourceFile: String, sha256: String, format: ResumeFormat, pages: Int? = nil,
        warnings: [String] = [], text: String, basics: ResumeBasics = ResumeBasics(),
        work: [ResumeWork] = [], education: [ResumeEducation] = [], skills: [ResumeSkill] = [],
        certificates: [ResumeCertificate] = [], projects: [ResumeProject] = [],
        awards: [ResumeAward] = [], publications: [ResumePublication] = [],
        volunteer: [ResumeVolunteer] = [], languages: [ResumeLanguage] = []
    ) {
        self.id = id
        self.sourceFile = sourceFile
        self.sha256 = sha256
        self.format = format
        self.pages = pages
        self.warnings = warnings
        self.text = text
        self.basics = basics
        self.work = work
        self.education = education
        self.skills = skills
        self.certificates = certificates
        self.projects = projects
        self.awards = awards
        self.publications = publications
        self.volunteer = volunteer
        self.languages = languages
    }

    enum CodingKeys: String, CodingKey {
        case id, sourceFile = "source_file", sha256, format, pages, warnings, text, basics
        case work, education, skills, certificates, projects, awards, publications, volunteer, languages
    }
}

/// The file formats a resume can come in.
public enum ResumeFormat: String, Codable, Sendable, CaseIterable {
    case pdf, docx, txt, markdown, html
}

/// Who the candidate is and how to reach them (JSON Resume `basics`).
public struct ResumeBasics: Codable, Sendable, Equatable {
    public var name: String?
    /// Headline, e.g. "Senior Data Engineer".
    public var label: String?
    public var email: String?
    /// E.164 where the country is known, otherwise as printed.
    public var phone: String?
    public var url: String?
    public var summary: String?
    public var location: ResumeLocation?
    @EmptyIfMissing public var profiles: [ResumeProfileLink]

    public init(name: String? = nil, label: String? = nil, email: String? = nil, phone: String? = nil,
                url: String? = nil, summary: String? = nil, location: ResumeLocation? = nil,
                profiles: [ResumeProfileLink] = []) {
        self.name = name
        self.label = label
        self.email = email
        self.phone = phone
        self.url = url
        self.summary = summary
        self.location = location
        self.profiles = profiles
    }
}

/// Where the candidate lives.
public struct ResumeLocation: Codable, Sendable, Equatable {
    public var address: String?
    public var postalCode: String?
    public var city: String?
    /// ISO 3166-1 alpha-2, e.g. "US".
    public var countryCode: String?
    public var region: String?

    public init(address: String? = nil, postalCode: String? = nil, city: String? = nil,
                countryCode: String? = nil, region: String? = nil) {
        self.address = address
        self.postalCode = postalCode
        self.city = city
        self.countryCode = countryCode
        self.region = region
    }

    enum CodingKeys: String, CodingKey {
        case address, postalCode = "postal_code", city, countryCode = "country_code", region
    }
}

/// A profile on another site, such as LinkedIn or GitHub.
public struct ResumeProfileLink: Codable, Sendable, Equatable {
    public var network: String
    public var username: String?
    public var url: String?

    public init(network: String, username: String? = nil, url: String? = nil) {
        self.network = network
        self.username = username
        self.url = url
    }
}

/// A span of time as printed on a resume and as parsed.
///
/// Dates are ISO 8601 partial dates (`2020`, `2020-01` or `2020-01-15`), as JSON Resume uses.
public struct ResumeDateRange: Codable, Sendable, Equatable {
    public var startDate: String?
    public var endDate: String?
    /// True when the entry runs to the present ("2019 – Present").
    public var isCurrent: Bool
    /// The dates exactly as printed, e.g. "Summer 2013 – now".
    public var dateText: String?

    public init(startDate: String? = nil, endDate: String? = nil, isCurrent: Bool = false, dateText: String? = nil) {
        self.startDate = startDate
        self.endDate = endDate
        self.isCurrent = isCurrent
        self.dateText = dateText
    }

    enum CodingKeys: String, CodingKey {
        case startDate = "start_date", endDate = "end_date", isCurrent = "is_current", dateText = "date_text"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        startDate = try c.decodeIfPresent(String.self, forKey: .startDate)
        endDate = try c.decodeIfPresent(String.self, forKey: .endDate)
        isCurrent = try c.decodeIfPresent(Bool.self, forKey: .isCurrent) ?? false
        dateText = try c.decodeIfPresent(String.self, forKey: .dateText)
    }
}

/// One role held (JSON Resume `work`); several roles at one company are several entries.
public struct ResumeWork: Codable, Sendable, Equatable {
    /// The employer.
    public var name: String?
    public var position: String?
    public var location: String?
    public var url: String?
    public var dates: ResumeDateRange?
    public var summary: String?
    @EmptyIfMissing public var highlights: [String]

    public init(name: String? = nil, position: String? = nil, location: String? = nil, url: String? = nil,
                dates: ResumeDateRange? = nil, summary: String? = nil, highlights: [String] = []) {
        self.name = name
        self.position = position
        self.location = location
        self.url = url
        self.dates = dates
        self.summary = summary
        self.highlights = highlights
    }
}

/// One course of study (JSON Resume `education`).
public struct ResumeEducation: Codable, Sendable, Equatable {
    public var institution: String?
    public var url: String?
    /// Field of study, e.g. "Computer Science".
    public var area: String?
    /// Degree, e.g. "Bachelor of Science".
    public var studyType: String?
    public var dates: ResumeDateRange?
    /// Grade, e.g. "3.8/4.0".
    public var score: String?
    @EmptyIfMissing public var courses: [String]

    public init(institution: String? = nil, url: String? = nil, area: String? = nil, studyType: String? = nil,
                dates: ResumeDateRange? = nil, score: String? = nil, courses: [String] = []) {
        self.institution = institution
        self.url = url
        self.area = area
        self.studyType = studyType
        self.dates = dates
        self.score = score
        self.courses = courses
    }

    enum CodingKeys: String, CodingKey {
        case institution, url, area, studyType = "study_type", dates, score, courses
    }
}

/// A skill or a named group of skills (JSON Resume `skills`).
public struct ResumeSkill: Codable, Sendable, Equatable {
    /// The skill, or the group's heading ("Languages") when `keywords` lists its members.
    public var name: String
    public var level: String?
    @EmptyIfMissing public var keywords: [String]

    public init(name: String, level: String? = nil, keywords: [String] = []) {
        self.name = name
        self.level = level
        self.keywords = keywords
    }
}

/// A certificate or licence.
public struct ResumeCertificate: Codable, Sendable, Equatable {
    public var name: String
    public var date: String?
    public var issuer: String?
    public var url: String?

    public init(name: String, date: String? = nil, issuer: String? = nil, url: String? = nil) {
        self.name = name
        self.date = date
        self.issuer = issuer
        self.url = url
    }
}

/// A project the candidate worked on.
public struct ResumeProject: Codable, Sendable, Equatable {
    public var name: String
    public var description: String?
    public var url: String?
    public var dates: ResumeDateRange?
    @EmptyIfMissing public var highlights: [String]
    @EmptyIfMissing public var keywords: [String]

    public init(name: String, description: String? = nil, url: String? = nil, dates: ResumeDateRange? = nil,
                highlights: [String] = [], keywords: [String] = []) {
        self.name = name
        self.description = description
        self.url = url
        self.dates = dates
        self.highlights = highlights
        self.keywords = keywords
    }
}

/// An award or honour.
public struct ResumeAward: Codable, Sendable, Equatable {
    public var title: String
    public var date: String?
    public var awarder: String?
    public var summary: String?

    public init(title: String, date: String? = nil, awarder: String? = nil, summary: String? = nil) {
        self.title = title
        self.date = date
        self.awarder = awarder
        self.summary = summary
    }
}

/// A publication.
public struct ResumePublication: Codable, Sendable, Equatable {
    public var name: String
    public var publisher: String?
    public var releaseDate: String?
    public var url: String?
    public var summary: String?

    public init(name: String, publisher: String? = nil, releaseDate: String? = nil, url: String? = nil,
                summary: String? = nil) {
        self.name = name
        self.publisher = publisher
        self.releaseDate = releaseDate
        self.url = url
        self.summary = summary
    }

    enum CodingKeys: String, CodingKey {
        case name, publisher, releaseDate = "release_date", url, summary
    }
}

/// Volunteer work.
public struct ResumeVolunteer: Codable, Sendable, Equatable {
    public var organization: String?
    public var position: String?
    public var url: String?
    public var dates: ResumeDateRange?
    public var summary: String?
    @EmptyIfMissing public var highlights: [String]

    public init(organization: String? = nil, position: String? = nil, url: String? = nil,
                dates: ResumeDateRange? = nil, summary: String? = nil, highlights: [String] = []) {
        self.organization = organization
        self.position = position
        self.url = url
        self.dates = dates
        self.summary = summary
        self.highlights = highlights
    }
}

/// A spoken language and how well the candidate speaks it.
public struct ResumeLanguage: Codable, Sendable, Equatable {
    public var language: String
    public var fluency: String?

    public init(language: String, fluency: String? = nil) {
        self.language = language
        self.fluency = fluency
    }
}
