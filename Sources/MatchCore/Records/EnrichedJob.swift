/// A job posting with its O*NET enrichment (`DESIGN.md`, EnrichedJob).
///
/// In JSON the fields of `job` and `enrichment` stand side by side in one object.
public struct EnrichedJob: Codable, Sendable, Equatable {
    public var job: RawJobData
    public var enrichment: Enrichment

    public init(job: RawJobData, enrichment: Enrichment) {
        self.job = job
        self.enrichment = enrichment
    }

    public init(from decoder: Decoder) throws {
        job = try RawJobData(from: decoder)
        enrichment = try Enrichment(from: decoder)
    }

    public func encode(to encoder: Encoder) throws {
        try job.encode(to: encoder)
        try enrichment.encode(to: encoder)
    }
}
