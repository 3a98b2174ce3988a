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
        let joined = joiningWrappedLists(lines)
        var groupName: String?
        for (index, line) in joined.enumerated() {
            let text = line.text.hasPrefix("• ") ? String(line.text.dropFirst(2)) : line.text
            // "Languages: Go, SQL", and a table row "Languages⇥Go, SQL" (one tab, a list after it).
            if let colon = text.firstIndex(ofASCII: UInt8(ascii: ":")) ?? tableRowLabelEnd(text),
               text[..<colon].split(separator: " ").count <= 4 {
                let group = text[..<colon].trimmingSpaces
                let members = items(String(text[text.index(after: colon)...]).trimmingScalars([":", " ", "\t"]))
                if !members.isEmpty {
                    skills.append(ResumeSkill(name: group, keywords: members))
                    continue
                }
            }
            let lineItems = items(text, bulleted: line.text.hasPrefix("• "))
            if let groupName, lineItems.count >= 2, !line.text.hasPrefix("• ") {
                // "Chronic care" over "Diabetes management; COPD management": the label over its list.
                skills.append(ResumeSkill(name: groupName, keywords: lineItems))
                seen.formUnion(lineItems.map { $0.lowercased() })
                continue
            }
            groupName = nil
            // A group's name styled as a heading ("Frontend" as a theme's <h3>) or over a list on
            // the next line, and a level printed alone ("Advanced"), are not skills.
            if lineItems.count == 1, !line.text.hasPrefix("• ") {
                // A grid of single skills (tab-separated cells) is no list under a label.
                let nextIsList = joined.indices.contains(index + 1) && !joined[index + 1].text.hasPrefix("• ")
                    && joined[index + 1].text.contains(where: { $0 == "," || $0 == ";" || $0 == "·" })
                    && items(joined[index + 1].text).count >= 2 && !joined[index + 1].text.contains(":")
                if line.isMarkedHeading || nextIsList && text.split(separator: " ").count <= 3 {
                    groupName = text
                    continue
                }
                if levelWords.contains(text.lowercased()) { continue }
            }
            for item in lineItems where seen.insert(item.lowercased()).inserted {
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
    /// "NetSuite · BlackLine …"): the two are one line, and so is an item whose bracket the wrap
    /// left open ("Marketing Automation (HubSpot," over "Marketo)"). A line ending in a
    /// separator, a short line, a bullet, a "Label:" line or a new block starts afresh.
    static func joiningWrappedLists(_ lines: [DocumentLine]) -> [DocumentLine] {
        let separators: Set<Character> = [",", ";", "·", "|", "•"]
        var joined: [DocumentLine] = []
        var previousLine: String?
        for (index, line) in lines.enumerated() {
            // A short line over another list is that list's label ("Chronic care"), not its tail;
            // one in lower case carries on the line above ("… traffic control" over "plans").
            let labelsNext = lines.indices.contains(index + 1) && line.text.split(separator: " ").count <= 3
                && !line.text.startsWithLowercaseWord
                && !line.text.contains(where: { separators.contains($0) })
                && lines[index + 1].text.filter({ separators.contains($0) }).count >= 1
            let leftOpen = previousLine.map { text in text.filter { $0 == "(" }.count > text.filter { $0 == ")" }.count } ?? false
            // In a narrow column a group's list wraps anywhere: after a comma or "and" it goes on
            // ("Registration: Loans and contracts," over "Condition reporting, Accessioning and"),
            // and a line in lower case finishes the item above ("Integrated pest" over "management (IPM)").
            let groupWraps = joined.last.map { previous in
                previous.text.contains(":") && (previousLine.map(endsMidList) ?? false || line.text.startsWithLowercaseWord)
            } ?? false
            // A PDF line wrapped before a word that starts in no capital ("… KONE MonoSpace,
            // Schindler" over "3300") goes on in it.
            let wrapsIntoThis = joined.last?.wrapsIntoNext == true && line.text.first.map { !$0.isUppercase } == true
            // A table row "Label⇥a, b, c" starts afresh too.
            if let previousText = previousLine, var previous = joined.last, !line.startsBlock, !line.text.hasPrefix("• "), !line.text.contains(":"),
               tableRowLabelEnd(line.text) == nil,
               leftOpen && line.text.contains(")") || groupWraps || wrapsIntoThis
                || !labelsNext && previousText.utf8.count >= 60 && previousText.filter({ separators.contains($0) }).count >= 2
                    && previousText.last.map({ !separators.contains($0) && $0 != "." }) == true {
                previous.text += " " + line.text
                previous.wrapsIntoNext = line.wrapsIntoNext
                joined[joined.count - 1] = previous
            } else {
                joined.append(line)
            }
            previousLine = line.text
        }
        return joined
    }

    /// Whether a list line stops after a comma or a joining word: its list goes on below.
    private static func endsMidList(_ text: String) -> Bool {
        text.hasSuffix(",") || ["and", "or", "&"].contains(text.split(separator: " ").last.map(String.init) ?? "")
    }

    /// Where the label of a two-cell row "Frameworks⇥SwiftUI, UIKit" ends; nil for other lines
    /// (a grid of single skills has several tabs and no list in its cells).
    private static func tableRowLabelEnd(_ text: String) -> String.Index? {
        guard let tab = text.firstIndex(ofASCII: UInt8(ascii: "\t")), text.utf8.filter({ $0 == 0x09 }).count == 1,
              text[tab...].contains(where: { $0 == "," || $0 == ";" }) else { return nil }
        return tab
    }

    /// Levels printed beside a skill ("Python (Grundkenntnisse)") or alone under a group.
    private static let levelWords: Set<String> = [
        "basic", "basics", "beginner", "elementary", "intermediate", "advanced", "expert", "master", "proficient", "familiar",
        "working knowledge", "good", "very good", "excellent", "sehr gut", "gut", "grundkenntnisse", "fortgeschritten",
        "experte", "débutant", "intermédiaire", "avancé", "básico", "intermedio", "avanzado",
    ]

    /// The skills of a list line, each without a level or the years of use in brackets after it
    /// ("SQL (gut)": "SQL"; "Phlebotomy (8 years)", as job boards print a profile's skills).
    /// A bullet that is one item may be a longer phrase ("Drain cleaning and sewer camera inspection").
    private static func items(_ text: String, bulleted: Bool = false) -> [String] {
        let found = ListSplitter.items(text).map { item in
            guard item.hasSuffix(")"), let open = item.lastIndex(of: "("), open > item.startIndex else { return item }
            let aside = item[item.index(after: open)..<item.index(before: item.endIndex)].lowercased()
            guard levelWords.contains(aside) || EntryNoise.isDuration(aside) else { return item }
            return item[..<open].trimmingSpaces
        }
        let maxWords = bulleted && found.count == 1 ? 7 : 5
        return found.filter { isSkill($0, maxWords: maxWords) }
    }

    /// A skill is a short phrase, not a sentence, measured without a bracketed list of examples
    /// ("Advanced Excel (VLOOKUP, pivot tables, Power Query)"); "References available on
    /// request" closing a list is none, nor is a phrase ending in a full stop or speaking of oneself.
    static func isSkill(_ item: String) -> Bool { isSkill(item, maxWords: 5) }

    private static func isSkill(_ item: String, maxWords: Int) -> Bool {
        var outside = ""
        var depth = 0
        for character in item {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 { outside.append(character) }
        }
        let words = outside.split(separator: " ")
        if words.count > 5 && (item.hasSuffix(".") || words.contains { firstPerson.contains($0.lowercased()) }) { return false }
        return words.count <= maxWords && outside.count <= 50 && item.count <= 90 && item.contains(where: \.isLetter)
            && !item.lowercased().hasPrefix("references available")
    }

    private static let firstPerson: Set<String> = ["i", "my", "me", "we", "our"]
}
