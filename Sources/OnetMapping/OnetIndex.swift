import Foundation
import MatchCore

/// An opened index: the database with its occupation coder and skill extractor built.
public final class OnetIndex: Sendable {
    public let database: OnetDatabase
    public let coder: OccupationCoder
    public let skills: SkillExtractor
    /// The index file's path, SHA-256 and size, when it was read from one.
    public let fingerprint: FileFingerprint?

    /// Builds the search structures for `database`.
    public convenience init(database: OnetDatabase, fingerprint: FileFingerprint? = nil) {
        self.init(coder: OccupationCoder(database: database), skills: SkillExtractor(database: database), fingerprint: fingerprint)
    }

    init(coder: OccupationCoder, skills: SkillExtractor, fingerprint: FileFingerprint?) {
        database = coder.database
        self.coder = coder
        self.skills = skills
        self.fingerprint = fingerprint
    }

    /// Reads the index file at `path` with the search structures stored in it.
    public static func open(path: String) throws -> OnetIndex {
        let (contents, fingerprint) = try OnetIndexFile.readContents(from: path)
        return OnetIndex(coder: contents.coder, skills: contents.skills,
                         fingerprint: fingerprint)
    }

    /// The assignment `mm-enrich` writes for a coding: the top code and the runners-up.
    public func assignment(for coding: OccupationCoder.Coding) -> OnetAssignment? {
        guard let first = coding.candidates.first else { return nil }
        let occupations = database.occupations
        return OnetAssignment(
            socCode: occupations[first.occupation].code, title: occupations[first.occupation].title,
            confidence: Self.rounded(coding.confidence), needsReview: coding.needsReview,
            alternatives: coding.candidates.dropFirst().map {
                OnetAlternative(socCode: occupations[$0.occupation].code, title: occupations[$0.occupation].title,
                                score: Self.rounded($0.score))
            })
    }

    /// Four decimals: enough to rank, few enough to keep outputs stable and readable.
    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
