import Foundation
import MatchCore

/// What diversity counts of a job: its company and its O*NET occupation.
public struct JobFacets: Sendable, Equatable {
    public var company: String?
    public var occupation: String?

    public init(company: String?, occupation: String?) {
        self.company = company
        self.occupation = occupation
    }

    /// The facets of an enriched job; a company is compared trimmed and lower-cased.
    public init(_ job: EnrichedJob) {
        let company = job.job.company?.trimmingCharacters(in: .whitespaces).lowercased()
        self.init(company: company?.isEmpty == false ? company : nil, occupation: job.enrichment.onet?.socCode)
    }
}
