import MatchCore

/// Reads skills sections: "Group: a, b, c" lines become grouped skills; other lines are
/// split into single skills. Skills an entry lists ("Stack: Go, Kafka" under a role) are
/// added after them unless already named.
enum SkillsExtractor {
    /// Labels of an entry's own skill list, besides the skills headings of the lexicon.
    private static let entryListLabels: Set<String> = ["stack", "environment", "tools used", "technologies used", "skills used",
                                                      "built with", "tech", "languages and tools", "tools and technologies"]

    /// The items of a line such as "Stack: Go, Kafka" or "Technologies used: Java, Redis"; nil for any other line.
    static func entrySkillList(_ text: String) -> [String]? {
        let body = text.hasPrefix("• ") ? String(text.dropFirst(2)) : text
        guard let colon = body.firstIndex(ofASCII: UInt8(ascii: ":")) else { return nil }
        let label = SectionLexicon.normalize(String(body[..<colon]))
        guard label.split(separator: " ").count <= 3,
              entryListLabels.contains(label) || SectionLexicon.kind(ofHeading: label) == .skills else { return nil }
        let items = ListSplitter.items(String(body[body.index(after: colon)...])).filter(isSkill)
        return items.isEmpty ? nil : items
    }

    static func extract(_ lines: [DocumentLine], adding entrySkills: [String] = []) -> [ResumeSkill] {
        var skills: [ResumeSkill] = []
        var seen = Set<String>()
        for line in joiningWrappedLists(lines) {
            let text = line.text.hasPrefix("• ") ? String(line.text.dropFirst(2)) : line.text
            // "Languages: Go, SQL", and a table row "Languages⇥Go, SQL" (one tab, a list after it).
            if let colon = text.firstIndex(ofASCII: UInt8(ascii: ":")) ?? tableRowLabelEnd(text),
               text[..<colon].split(separator: " ").count <= 4 {
                let group = text[..<colon].trimmingSpaces
                let members = ListSplitter.items(String(text[text.index(after: colon)...]).trimmingScalars([":", " ", "\t"])).filter(isSkill)
                if !members.isEmpty {
                    skills.append(ResumeSkill(name: group, keywords: members))
                    continue
                }
            }
            for item in ListSplitter.items(text) where isSkill(item) && seen.insert(item.lowercased()).inserted {
                skills.append(ResumeSkill(name: item))
            }
        }
        seen.formUnion(skills.flatMap { $0.keywords.map { $0.lowercased() } })
        for item in entrySkills where seen.insert(item.lowercased()).inserted {
            skills.append(ResumeSkill(name: item))
        }
        return skills
    }

    /// A long list line that stops mid-item goes on in the next line ("… · SAP · Oracle" over
    /// "NetSuite · BlackLine …"): the two are one line. A line ending in a separator, a short
    /// line, a bullet, a "Label:" line or a new block starts afresh.
    static func joiningWrappedLists(_ lines: [DocumentLine]) -> [DocumentLine] {
        let separators: Set<Character> = [",", ";", "·", "|", "•"]
        var joined: [DocumentLine] = []
        var previousLine: String?
        for line in lines {
            if let previousText = previousLine, var previous = joined.last, !line.startsBlock, !line.text.hasPrefix("• "), !line.text.contains(":"),
               previousText.utf8.count >= 60, previousText.filter({ separators.contains($0) }).count >= 2,
               let last = previousText.last, !separators.contains(last), last != "." {
                previous.text += " " + line.text
                joined[joined.count - 1] = previous
            } else {
                joined.append(line)
            }
            previousLine = line.text
        }
        return joined
    }

    /// Where the label of a two-cell row "Frameworks⇥SwiftUI, UIKit" ends; nil for other lines
    /// (a grid of single skills has several tabs and no list in its cells).
    private static func tableRowLabelEnd(_ text: String) -> String.Index? {
        guard let tab = text.firstIndex(ofASCII: UInt8(ascii: "\t")), text.utf8.filter({ $0 == 0x09 }).count == 1,
              text[tab...].contains(where: { $0 == "," || $0 == ";" }) else { return nil }
        return tab
    }

    /// A skill is a short phrase, not a sentence.
    static func isSkill(_ item: String) -> Bool {
        item.split(separator: " ").count <= 5 && item.count <= 50 && item.contains(where: \.isLetter)
    }
}
