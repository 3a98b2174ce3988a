import Foundation
import GRDB
import MatchCore

/// A candidate as a run saw them: a row of the `profiles` table, keyed by run and profile id.
public struct StoredProfile: Codable, Sendable, Equatable {
    public var runId: String
    public var id: String
    /// The resume file the profile was built from.
    public var sourceFile: String
    public var name: String?
    public var email: String?
    /// Headline, e.g. "Senior Data Engineer".
    public var label: String?
    public var socCode: String?
    public var occupationTitle: String?
    /// JSON list of the candidate's keywords.
    public var keywords: [String]

    /// The row for `profile` in run `runId`.
    public init(runId: String, profile: CandidateProfile) {
        self.runId = runId
        id = profile.id
        sourceFile = profile.resume.sourceFile
        name = profile.resume.basics.name
        email = profile.resume.basics.email
        label = profile.resume.basics.label
        socCode = profile.enrichment.onet?.socCode
        occupationTitle = profile.enrichment.onet?.title
        keywords = profile.keywords
    }

    enum CodingKeys: String, CodingKey {
        case runId = "run_id", id, sourceFile = "source_file", name, email, label
        case socCode = "soc_code", occupationTitle = "occupation_title", keywords
    }
}

extension StoredProfile: StoredRecordCoding {
    public static let databaseTableName = "profiles"
}
