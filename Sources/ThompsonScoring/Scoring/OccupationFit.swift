import MatchCore

/// How well a candidate fits occupations: as they are (their own code) and as they want to be
/// (their targets), through the SOC hierarchy and the occupations' shared skills.
struct OccupationFit: Sendable {
    let own: SOCCode?
    /// Targets with weights scaled so the largest is 1.
    let targets: [(code: SOCCode, weight: Double)]
    let settings: OccupationSettings
    /// Share of the manifest side, 0 when the candidate has no targets.
    let manifestShare: Double

    init(profile: CandidateProfile, settings: ScoringSettings) {
        own = profile.enrichment.onet.flatMap { SOCCode($0.socCode) }
        let parsed = profile.targets.compactMap { target in SOCCode(target.socCode).map { ($0, target.weight) } }
        let top = parsed.map(\.1).max() ?? 0
        targets = top > 0 ? parsed.map { ($0.0, $0.1 / top) } : []
        self.settings = settings.occupation
        manifestShare = targets.isEmpty ? 0 : settings.dualProfile.manifestShare
    }

    /// Similarity of two occupations: the hierarchy's, with part of the remaining gap filled by
    /// the Jaccard overlap of their skill sets.
    func similarity(_ a: SOCCode, _ b: SOCCode, skillsA: [Int32], skillsB: [Int32]) -> Double {
        let hierarchy = settings.similarity(commonDepth: a.commonDepth(with: b))
        guard hierarchy < 1, settings.sharedSkillShare > 0 else { return hierarchy }
        return hierarchy + (1 - hierarchy) * settings.sharedSkillShare * jaccard(skillsA, skillsB)
    }

    /// Similarity of the candidate's own occupation (match) or targets (manifest) to each
    /// corpus occupation, with one last slot, `unknown`, for jobs without a code.
    func rows(occupations: OccupationIndex, candidateSkills: [Int32], unknown: Double) -> (match: [Double], manifest: [Double]) {
        func skills(of code: SOCCode) -> [Int32] {
            occupations.index(of: code).map { occupations.skillSets[$0] } ?? []
        }
        var match = [Double](repeating: unknown, count: occupations.codes.count + 1)
        if let own {
            let ownSkills = occupations.index(of: own).map { occupations.skillSets[$0] } ?? candidateSkills
            for (index, code) in occupations.codes.enumerated() {
                match[index] = similarity(own, code, skillsA: ownSkills, skillsB: occupations.skillSets[index])
            }
        }
        guard !targets.isEmpty else { return (match, match) }
        var manifest = [Double](repeating: unknown, count: occupations.codes.count + 1)
        let targetSkills = targets.map { skills(of: $0.code) }
        for (index, code) in occupations.codes.enumerated() {
            var best = 0.0
            for (position, target) in targets.enumerated() {
                let value = target.weight * similarity(target.code, code, skillsA: targetSkills[position],
                                                       skillsB: occupations.skillSets[index])
                best = max(best, value)
            }
            manifest[index] = best
        }
        return (match, manifest)
    }

    /// The candidate's fit to an arm group (1 inside it), blending match and manifest sides;
    /// 0 for the group of jobs without a code.
    func toGroup(_ code: SOCCode?, level: SOCLevel) -> Double {
        guard let code else { return 0 }
        func fit(_ candidate: SOCCode) -> Double {
            let depth = candidate.commonDepth(with: code)
            return depth >= level.depth ? 1 : settings.similarity(commonDepth: depth)
        }
        let matchFit = own.map(fit) ?? 0
        guard !targets.isEmpty else { return matchFit }
        let manifestFit = targets.map { $0.weight * fit($0.code) }.max() ?? 0
        return (1 - manifestShare) * matchFit + manifestShare * manifestFit
    }
}
