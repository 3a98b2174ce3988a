import MatchCore

/// What an occupation brings to an enrichment: interests, job zone, top work activities and skills.
struct OccupationFacts {
    let database: OnetDatabase

    /// Skills and knowledge rated important for the occupation, as mentions without evidence.
    func inferredSkills(of occupation: Int, excluding present: Set<String>) -> [SkillMention] {
        var mentions: [SkillMention] = []
        var skills = 0, knowledge = 0
        for rating in database.occupations[occupation].ratings where rating.importance >= 3 {
            let element = database.elements[Int(rating.element)]
            guard !present.contains(element.id) else { continue }
            if element.kind == .skill && skills < 8 {
                skills += 1
                mentions.append(SkillMention(id: element.id, name: element.name, kind: .skill))
            } else if element.kind == .knowledge && knowledge < 5 {
                knowledge += 1
                mentions.append(SkillMention(id: element.id, name: element.name, kind: .knowledge))
            }
        }
        return mentions
    }

    /// The occupation's five most important work activities, when the release rates them.
    func workActivities(of occupation: Int) -> [WorkActivity] {
        database.occupations[occupation].ratings.lazy
            .filter { database.elements[Int($0.element)].kind == .workActivity }
            .prefix(5)
            .map { WorkActivity(id: database.elements[Int($0.element)].id, name: database.elements[Int($0.element)].name,
                                importance: OnetIndex.rounded($0.importance)) }
    }

    /// The occupation's RIASEC scores, rounded.
    func riasec(of occupation: Int) -> [Double] {
        database.occupations[occupation].riasec.map(OnetIndex.rounded)
    }
}

/// Merges mentions of the same skill found in several fields, keeping first-seen order.
func mergeMentions(_ lists: [[SkillMention]]) -> [SkillMention] {
    var merged: [SkillMention] = []
    var slot: [String: Int] = [:]
    for mention in lists.joined() {
        if let index = slot[mention.id] {
            merged[index].evidence += mention.evidence
        } else {
            slot[mention.id] = merged.count
            merged.append(mention)
        }
    }
    return merged
}
