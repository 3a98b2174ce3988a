import Foundation

/// A record type with rules beyond its JSON shape, and a canonical form.
public protocol ValidatedRecord: Codable, Sendable {
    /// The record's stable id (for sharding and rejects).
    var stableId: String { get }
    /// The record in canonical form, or the first rule it breaks.
    func normalized() -> Result<Self, LineProblem>
}

extension RawJobData: ValidatedRecord {
    public var stableId: String { id }

    public func normalized() -> Result<RawJobData, LineProblem> {
        if let problem = jobProblems().first { return .failure(LineProblem(problem)) }
        return .success(self)
    }

    func jobProblems() -> [String] {
        var found: [String] = []
        let expected = RawJobData.makeID(source: source, sourceId: sourceId)
        if sourceId.isEmpty { found.append("source_id is empty") }
        if id != expected { found.append("id \"\(id)\" should be \"\(expected)\" (source:source_id)") }
        if title.isBlank { found.append("title is empty") }
        if let salary, let low = salary.min, let high = salary.max, low > high {
            found.append("salary.min \(low) is above salary.max \(high)")
        }
        return found
    }
}

extension ParsedResume: ValidatedRecord {
    public var stableId: String { id }

    public func normalized() -> Result<ParsedResume, LineProblem> {
        if id.isEmpty { return .failure(LineProblem("id is empty")) }
        if let pages, pages < 0 { return .failure(LineProblem("pages \(pages) is negative")) }
        return .success(self)
    }
}

extension EnrichedJob: ValidatedRecord {
    public var stableId: String { job.id }

    public func normalized() -> Result<EnrichedJob, LineProblem> {
        if let problem = (job.jobProblems() + enrichment.problems()).first { return .failure(LineProblem(problem)) }
        return .success(self)
    }
}

extension CandidateProfile: ValidatedRecord {
    public var stableId: String { id }

    public func normalized() -> Result<CandidateProfile, LineProblem> {
        if case .failure(let problem) = resume.normalized() { return .failure(problem) }
        if let problem = enrichment.problems().first { return .failure(LineProblem(problem)) }
        let cleaned = KeywordList.normalize(keywords)
        if let problem = cleaned.problems.first { return .failure(LineProblem(problem)) }
        if let target = targets.first(where: { $0.weight < 0 || !$0.weight.isFinite }) {
            return .failure(LineProblem("target \(target.socCode) has weight \(target.weight); give a number of 0 or more"))
        }
        var profile = self
        profile.keywords = cleaned.keywords
        return .success(profile)
    }
}

extension Match: ValidatedRecord {
    public var stableId: String { profileId }

    public func normalized() -> Result<Match, LineProblem> {
        if let problem = problems().first { return .failure(LineProblem(problem)) }
        return .success(self)
    }
}

extension FeedbackEvent: ValidatedRecord {
    public var stableId: String { profileId }

    public func normalized() -> Result<FeedbackEvent, LineProblem> {
        if let problem = problems().first { return .failure(LineProblem(problem)) }
        if time > Date().addingTimeInterval(300) {
            return .failure(LineProblem("time \(ISO8601Timestamp.format(time)) is in the future"))
        }
        return .success(self)
    }
}
