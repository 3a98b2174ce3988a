/// The order a section prints its entries' heading lines in, read from the entries whose lines
/// say plainly which is the title, and used for those that do not.
///
/// A resume prints every entry the same way. When "Climbing Crew Leader" (a title word) stands
/// over "Green Mountain Tree Care, Williston, VT", then "Arborist / Climber" over "Champlain
/// Valley Tree Service, South Burlington, VT" is a title over its employer too, although no
/// word of it is known as a title's.
enum HeadingOrder {
    /// Whether the section's entries put the title's line above the employer's: more entries
    /// read that way (a title over a line that is none) than the other way round.
    static func titlesComeFirst(_ headings: [[String]]) -> Bool {
        var titleFirst = 0, employerFirst = 0
        for heading in headings {
            let undated = heading.filter { DateRangeParser.firstRange(in: $0) == nil }
            guard undated.count >= 2 else { continue }
            let first = EntryHeading.readsAsTitle(undated[0]), second = EntryHeading.readsAsTitle(undated[1])
            if first && !second { titleFirst += 1 }
            if second && !first { employerFirst += 1 }
        }
        return titleFirst > employerFirst
    }

    /// In a title-first section, a heading of an unknown title's line, an employer's line (with
    /// its place) and a line of dates: the title and the employer. Nil for any other heading.
    static func unknownTitleOverEmployer(_ lines: [String]) -> (title: String, employer: String, place: String?)? {
        guard lines.count == 3, DateRangeParser.firstRange(in: lines[2]) != nil,
              !EntryHeading.readsAsTitle(lines[0]), !EntryHeading.readsAsTitle(lines[1]),
              EntryHeading.employerLine(lines[0]) != nil, let employer = EntryHeading.employerLine(lines[1]),
              lines[0].split(separator: " ").count <= 6, EntryVocabulary.companyScore(lines[0]) == 0,
              !EntryHeading.endsInLegalForm(lines[0]) else { return nil }
        return (lines[0], employer.name, employer.place)
    }
}
