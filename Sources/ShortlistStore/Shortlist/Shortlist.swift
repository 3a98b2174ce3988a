import Foundation
import MatchCore

/// One candidate's ranked jobs: a line of `shortlists.jsonl`.
public struct Shortlist: Codable, Sendable, Equatable {
    public var runId: String
    public var profileId: String
    public var candidate: CandidateSummary
    /// The jobs in rank order; empty when nothing matched.
    public var jobs: [ShortlistEntry]

    public init(runId: String, profileId: String, candidate: CandidateSummary, jobs: [ShortlistEntry]) {
        self.runId = runId
        self.profileId = profileId
        self.candidate = candidate
        self.jobs = jobs
    }

    enum CodingKeys: String, CodingKey {
        case runId = "run_id", profileId = "profile_id", candidate, jobs
    }
}

/// Who a shortlist is for.
public struct CandidateSummary: Codable, Sendable, Equatable {
    public var name: String?
    public var email: String?
    public var label: String?
    public var socCode: String?
    public var occupationTitle: String?

    public init(name: String? = nil, email: String? = nil, label: String? = nil, socCode: String? = nil,
                occupationTitle: String? = nil) {
        self.name = name
        self.email = email
        self.label = label
        self.socCode = socCode
        self.occupationTitle = occupationTitle
    }

    enum CodingKeys: String, CodingKey {
        case name, email, label, socCode = "soc_code", occupationTitle = "occupation_title"
    }
}

/// One job on a shortlist, with its score and why.
public struct ShortlistEntry: Codable, Sendable, Equatable {
    public var rank: Int
    public var score: Double
    public var jobId: String
    public var title: String
    public var company: String?
    public var locations: [String]
    public var remote: String
    public var url: String?
    public var applyUrl: String?
    public var postedAt: Date?
    public var socCode: String?
    public var occupationTitle: String?
    public var reasons: [String]
    public var matchedKeywords: [String]
    public var matchedSkills: [String]
    public var components: ScoreComponents

    public init(rank: Int, score: Double, jobId: String, title: String, company: String?, locations: [String],
                remote: String, url: String?, applyUrl: String?, postedAt: Date?, socCode: String?,
                occupationTitle: String?, reasons: [String], matchedKeywords: [String], matchedSkills: [String],
                components: ScoreComponents) {
        self.rank = rank
        self.score = score
        self.jobId = jobId
        self.title = title
        self.company = company
        self.locations = locations
        self.remote = remote
        self.url = url
        self.applyUrl = applyUrl
        self.postedAt = postedAt
        self.socCode = socCode
        self.occupationTitle = occupationTitle
        self.reasons = reasons
        self.matchedKeywords = matchedKeywords
        self.matchedSkills = matchedSkills
        self.components = components
    }

    enum CodingKeys: String, CodingKey {
        case rank, score, jobId = "job_id", title, company, locations, remote, url, applyUrl = "apply_url"
        case postedAt = "posted_at", socCode = "soc_code", occupationTitle = "occupation_title", reasons
        case matchedKeywords = "matched_keywords", matchedSkills = "matched_skills", components
    }
}
