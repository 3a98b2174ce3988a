import MatchCore

/// Enriches a job posting: occupation, skills, education, experience, interests, job zone.
public struct JobEnricher: Sendable {
    public let index: OnetIndex

    public init(index: OnetIndex) {
        self.index = index
    }

    /// The posting with its enrichment.
    public func enrich(_ job: RawJobData, scratch: inout CodingScratch) -> EnrichedJob {
        let found = mergeMentions([
            index.skills.extract(from: job.title, field: "title"),
            index.skills.extract(from: job.descriptionText, field: "description_text"),
        ])
        let technologies = found.compactMap { index.skills.technology(forId: $0.id) }
        let coding = index.coder.code(title: job.title, technologies: technologies, scratch: &scratch)
        var enrichment = Enrichment(
            skills: found,
            educationLevel: EducationLevelParser.requiredLevel(in: job.descriptionText),
            experienceYears: ExperienceParser.requiredYears(in: job.descriptionText))
        if let top = coding.candidates.first {
            let facts = OccupationFacts(database: index.database)
            let occupation = index.database.occupations[top.occupation]
            enrichment.onet = index.assignment(for: coding)
            enrichment.skills += facts.inferredSkills(of: top.occupation, excluding: Set(found.map(\.id)))
            enrichment.educationLevel = enrichment.educationLevel ?? occupation.typicalEducationLevel
            enrichment.riasec = facts.riasec(of: top.occupation)
            enrichment.jobZone = occupation.jobZone
            enrichment.workActivities = facts.workActivities(of: top.occupation)
        }
        return EnrichedJob(job: job, enrichment: enrichment)
    }
}
