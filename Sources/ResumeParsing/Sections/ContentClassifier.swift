import MatchCore
/// Decides what a section with an unknown (or no) heading holds, from its content.
enum ContentClassifier {
    static func classify(_ lines: [DocumentLine]) -> SectionKind? {
        guard !lines.isEmpty else { return nil }
        let texts = lines.map(\.text)
        let dated = texts.filter { DateRangeParser.firstRange(in: $0) != nil }.count
        // A place goes before degrees are looked for: "Boston, MA" is not an M.A.
        let degrees = texts.map(withoutPlace).filter {
            EntryVocabulary.degree(in: $0) != nil && EntryVocabulary.isInstitution($0) || EntryVocabulary.degree(in: $0) != nil && $0.count < 80
        }.count
        if degrees >= 1, dated >= 1 || texts.contains(where: EntryVocabulary.isInstitution) { return .education }
        if dated >= 1, texts.contains(where: { $0.hasPrefix("• ") }) || texts.contains(where: { EntryVocabulary.titleScore($0) > 0 }) { return .experience }
        // "Application Security Engineer · Chicago, IL" under the name is a headline, not a list.
        let listLike = texts.filter { text in
            guard PlaceParser.find(in: text) == nil else { return false }
            let items = ListSplitter.items(text.hasPrefix("• ") ? String(text.dropFirst(2)) : text)
            return items.count >= 3 && items.allSatisfy(SkillsExtractor.isSkill)
        }.count
        if listLike * 2 >= texts.count { return .skills }
        if texts.count <= 4, texts.allSatisfy({ EntryGrouper.isProse($0) }) { return .summary }
        return nil
    }

    private static func withoutPlace(_ text: String) -> String {
        guard let place = PlaceParser.find(in: text) else { return text }
        var rest = text
        rest.replaceSubrange(place.range, with: "\t")
        return rest
    }
}
