import Foundation
import MatchCore

/// A resume in the JSON Resume schema (jsonresume.org, v1.0.0): camelCase keys and dates at
/// entry level, for the tools of that ecosystem (themes, exporters).
public struct JSONResumeDocument: Encodable, Sendable {
    struct Basics: Encodable {
        var name, label, email, phone, url, summary: String?
        var location: Location?
        var profiles: [ResumeProfileLink]
    }
    struct Location: Encodable {
        var address, postalCode, city, countryCode, region: String?
    }
    struct Work: Encodable {
        var name, position, location, url, startDate, endDate, summary: String?
        var highlights: [String]
    }
    struct Volunteer: Encodable {
        var organization, position, url, startDate, endDate, summary: String?
        var highlights: [String]
    }
    struct Education: Encodable {
        var institution, url, area, studyType, startDate, endDate, score: String?
        var courses: [String]
    }
    struct Skill: Encodable {
        var name: String
        var level: String?
        var keywords: [String]
    }
    struct Certificate: Encodable { var name: String; var date, issuer, url: String? }
    struct Award: Encodable { var title: String; var date, awarder, summary: String? }
    struct Publication: Encodable { var name: String; var publisher, releaseDate, url, summary: String? }
    struct Language: Encodable { var language: String; var fluency: String? }
    struct Project: Encodable {
        var name: String
        var description, url, startDate, endDate: String?
        var highlights, keywords: [String]
    }
    struct Meta: Encodable { var canonical: String?; var version: String }

    let basics: Basics
    let work: [Work]
    let volunteer: [Volunteer]
    let education: [Education]
    let awards: [Award]
    let certificates: [Certificate]
    let publications: [Publication]
    let skills: [Skill]
    let languages: [Language]
    let projects: [Project]
    let meta: Meta

    /// The JSON Resume form of a parsed resume.
    public init(_ resume: ParsedResume) {
        let b = resume.basics
        basics = Basics(name: b.name, label: b.label, email: b.email, phone: b.phone, url: b.url, summary: b.summary,
                        location: b.location.map { Location(address: $0.address, postalCode: $0.postalCode, city: $0.city,
                                                             countryCode: $0.countryCode, region: $0.region) },
                        profiles: b.profiles)
        work = resume.work.map {
            Work(name: $0.name, position: $0.position, location: $0.location, url: $0.url,
                 startDate: $0.dates?.startDate, endDate: $0.dates?.endDate, summary: $0.summary, highlights: $0.highlights)
        }
        volunteer = resume.volunteer.map {
            Volunteer(organization: $0.organization, position: $0.position, url: $0.url, startDate: $0.dates?.startDate,
                      endDate: $0.dates?.endDate, summary: $0.summary, highlights: $0.highlights)
        }
        education = resume.education.map {
            Education(institution: $0.institution, url: $0.url, area: $0.area, studyType: $0.studyType,
                      startDate: $0.dates?.startDate, endDate: $0.dates?.endDate, score: $0.score, courses: $0.courses)
        }
        awards = resume.awards.map { Award(title: $0.title, date: $0.date, awarder: $0.awarder, summary: $0.summary) }
        certificates = resume.certificates.map { Certificate(name: $0.name, date: $0.date, issuer: $0.issuer, url: $0.url) }
        publications = resume.publications.map {
            Publication(name: $0.name, publisher: $0.publisher, releaseDate: $0.releaseDate, url: $0.url, summary: $0.summary)
        }
        skills = resume.skills.map { Skill(name: $0.name, level: $0.level, keywords: $0.keywords) }
        languages = resume.languages.map { Language(language: $0.language, fluency: $0.fluency) }
        projects = resume.projects.map {
            Project(name: $0.name, description: $0.description, url: $0.url, startDate: $0.dates?.startDate,
                    endDate: $0.dates?.endDate, highlights: $0.highlights, keywords: $0.keywords)
        }
        meta = Meta(canonical: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json", version: "v1.0.0")
    }

    /// Pretty JSON with sorted keys, newline-terminated.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The file name for a resume id: `resume:cv/jane-doe` → `cv/jane-doe.json`.
    public static func relativePath(forId id: String) -> String {
        (id.hasPrefix(ResumeIdentity.prefix) ? String(id.dropFirst(ResumeIdentity.prefix.count)) : id) + ".json"
    }
}
