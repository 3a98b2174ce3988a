import Foundation
import MatchCore

/// Builds a candidate profile from a parsed resume and the candidate's own input.
///
/// Occupation: the headline, else the latest role, coded with the resume's technologies as
/// evidence. RIASEC: the interests of the occupations of every role, weighted by years held.
/// Education: the highest degree. Experience: the years the work dates cover up to `asOf`.
/// Then the career answers shift education, RIASEC, skills and targets by their rules.
public struct ProfileEnricher: Sendable {
    public let index: OnetIndex
    public let questions: CareerQuestions?
    /// The date "present" means in work dates.
    public let asOf: Date

    public init(index: OnetIndex, questions: CareerQuestions?, asOf: Date) {
        self.index = index
        self.questions = questions
        self.asOf = asOf
    }

    /// The profile for `resume`, with `input` applied when the candidate gave one.
    public func enrich(_ resume: ParsedResume, input: CandidateInputs.Prepared?, scratch: inout CodingScratch) -> CandidateProfile {
        let found = index.skills.extract(from: resume.text, field: "text")
        let technologies = found.compactMap { index.skills.technology(forId: $0.id) }
        let latest = resume.work.max { startMonth($0) < startMonth($1) }
        let headline = resume.basics.label ?? latest?.position
        var enrichment = Enrichment(skills: found)
        let facts = OccupationFacts(database: index.database)
        if let headline, !headline.trimmingCharacters(in: .whitespaces).isEmpty {
            let coding = index.coder.code(title: headline, technologies: technologies, scratch: &scratch)
            if let top = coding.candidates.first {
                enrichment.onet = index.assignment(for: coding)
                enrichment.skills += facts.inferredSkills(of: top.occupation, excluding: Set(found.map(\.id)))
                enrichment.jobZone = index.database.occupations[top.occupation].jobZone
                enrichment.workActivities = facts.workActivities(of: top.occupation)
            }
        }
        enrichment.riasec = historyInterests(resume.work, scratch: &scratch)
        enrichment.educationLevel = EducationLevelParser.highestLevel(
            in: resume.education.map { [$0.studyType, $0.area].compactMap { $0 }.joined(separator: " ") })
            ?? EducationLevelParser.levels(in: resume.text).max()
        enrichment.experienceYears = ExperienceParser.yearsWorked(resume.work, asOf: asOf)
            ?? ExperienceParser.requiredYears(in: resume.text)
        var profile = CandidateProfile(resume: resume, enrichment: enrichment,
                                       keywords: input?.keywords ?? [], targets: input?.targets ?? [])
        for (questionId, answer) in input?.answers ?? [] {
            guard let effect = questions?.question(id: questionId)?.answers[answer] else { continue }
            profile.answers.append(CareerAnswer(questionId: questionId, answer: answer, effects: apply(effect, to: &profile)))
        }
        return profile
    }

    /// Applies one answer's rules; returns what changed, as sentences.
    func apply(_ effect: CareerQuestions.Effect, to profile: inout CandidateProfile) -> [String] {
        var effects: [String] = []
        let before = profile.enrichment.educationLevel
        if let level = effect.educationLevel { profile.enrichment.educationLevel = level }
        if let level = effect.educationAtLeast { profile.enrichment.educationLevel = max(level, profile.enrichment.educationLevel ?? 1) }
        if profile.enrichment.educationLevel != before {
            effects.append("education_level \(before.map(String.init) ?? "none") → \(profile.enrichment.educationLevel!)")
        }
        if let shifts = effect.riasec, !shifts.isEmpty {
            if profile.enrichment.riasec.count != 6 { profile.enrichment.riasec = Array(repeating: 4, count: 6) }
            for (offset, dimension) in CareerQuestions.dimensions.enumerated() {
                guard let shift = shifts[dimension] else { continue }
                let old = profile.enrichment.riasec[offset]
                let new = OnetIndex.rounded(min(7, max(1, old + shift)))
                guard new != old else { continue }
                profile.enrichment.riasec[offset] = new
                effects.append(String(format: "riasec %@ %.2f → %.2f", dimension, old, new))
            }
        }
        for id in effect.skills ?? [] where !profile.enrichment.skills.contains(where: { $0.id == id }) {
            guard let element = index.database.element(id: id) else { continue }
            profile.enrichment.skills.append(SkillMention(id: id, name: element.name, kind: element.kind == .knowledge ? .knowledge : .skill))
            effects.append("skills + \(id) \(element.name)")
        }
        for code in effect.targets ?? [] where !profile.targets.contains(where: { $0.socCode == code }) {
            guard let occupation = index.database.occupationIndex(code: code) else { continue }
            profile.targets.append(OccupationTarget(socCode: code, title: index.database.occupations[occupation].title))
            effects.append("targets + \(code) \(index.database.occupations[occupation].title)")
        }
        return effects
    }

    /// RIASEC of the roles' occupations, weighted by years in each role (at least half a year).
    func historyInterests(_ work: [ResumeWork], scratch: inout CodingScratch) -> [Double] {
        var sum = [Double](repeating: 0, count: 6), total = 0.0
        for role in work {
            guard let position = role.position,
                  let top = index.coder.code(title: position, scratch: &scratch).candidates.first else { continue }
            let riasec = index.database.occupations[top.occupation].riasec
            guard riasec.count == 6 else { continue }
            let years = max(0.5, ExperienceParser.yearsWorked([role], asOf: asOf) ?? 0.5)
            for dimension in 0..<6 { sum[dimension] += riasec[dimension] * years }
            total += years
        }
        return total > 0 ? sum.map { OnetIndex.rounded($0 / total) } : []
    }

    private func startMonth(_ work: ResumeWork) -> Int {
        work.dates?.startDate.flatMap(ExperienceParser.months(ofISO:)) ?? Int.min
    }
}
