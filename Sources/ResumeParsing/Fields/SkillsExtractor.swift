import MatchCore

/// Reads skills sections: "Group: a, b, c" lines become grouped skills; other lines are
/// split into single skills.
enum SkillsExtractor {
    static func extract(_ lines: [DocumentLine]) -> [ResumeSkill] {
        var skills: [ResumeSkill] = []
        var seen = Set<String>()
        for line in lines {
            let text = line.text.hasPrefix("• ") ? String(line.text.dropFirst(2)) : line.text
            if let colon = text.firstIndex(of: ":"), text[..<colon].split(separator: " ").count <= 4 {
                let group = text[..<colon].trimmingSpaces
                let members = ListSplitter.items(String(text[text.index(after: colon)...])).filter(isSkill)
                if !members.isEmpty {
                    skills.append(ResumeSkill(name: group, keywords: members))
                    continue
                }
            }
            for item in ListSplitter.items(text) where isSkill(item) && seen.insert(item.lowercased()).inserted {
                skills.append(ResumeSkill(name: item))
            }
        }
        return skills
    }

    /// A skill is a short phrase, not a sentence.
    static func isSkill(_ item: String) -> Bool {
        item.split(separator: " ").count <= 5 && item.count <= 50 && item.contains(where: \.isLetter)
    }
}
