import Foundation
import MatchCore

/// A dated entry's lines: the heading lines (employer, title, place, dates), then its body.
struct EntryBlock {
    var heading: [String] = []
    var bullets: [String] = []
    var paragraphs: [String] = []
    /// Whether a heading line holds a date.
    var headingHasDate = false
}

/// Cuts a section's lines into entries: a run of heading lines (not bullets, not prose)
/// opens an entry, bullets and prose belong to the entry above, and a wrapped bullet's
/// continuation joins its bullet.
enum EntryGrouper {
    static func group(_ lines: [DocumentLine]) -> [EntryBlock] {
        let lines = joiningWrappedDateRanges(lines)
        var blocks: [EntryBlock] = []
        var lastWasBody = true
        var lastBodyWasBullet = false
        for (index, line) in lines.enumerated() {
            // "• Fire Lieutenant — Jan 2023 – Present" under its employer's line: a role held there,
            // bulleted as its duties are, is a heading.
            let text = bulletedRole(line.text) ?? line.text
            // A date inside a sentence ("… approved for 2026.", "between 01/2021 and") is not an entry's dates.
            let noteInEntry = !text.hasPrefix("• ") && isNoteInEntry(text)
            let hasDate = !text.hasPrefix("• ") && !noteInEntry && DateRangeParser.firstRange(in: text) != nil && !isRunningText(text)
            // A line the next one carries on in lower case ("SYSTEMS ADMINISTRATION: Administer
            // 210 …" over "clusters that host …") starts a paragraph, however short.
            // Not a heading wrapped inside its bracket ("Part-time Lecturer – Research Methods
            // (evening" over "programme)").
            let wraps = lines.indices.contains(index + 1) && !lines[index + 1].startsBlock && lines[index + 1].text.startsWithLowercaseWord
                && !closesBracket(of: text, in: lines[index + 1].text)
            if text.hasPrefix("• ") {
                if blocks.isEmpty { blocks.append(EntryBlock()) }
                blocks[blocks.count - 1].bullets.append(String(text.dropFirst(2)))
                lastWasBody = true
                lastBodyWasBullet = true
                continue
            }
            let lastBody = lastBodyWasBullet ? blocks.last?.bullets.last : blocks.last?.paragraphs.last
            // A dated line can still finish the sentence above: "… without a lost-time" over
            // "incident since 2021." (in lower case, or a few words that are no title or employer,
            // ending in a full stop: "… dropped" over "35% in 2023.").
            let finishesSentence = text.hasSuffix(".") && !endsSentence(lastBody) && (text.startsWithLowercaseWord
                || text.split(separator: " ").count <= 4 && EntryVocabulary.titleScore(text) == 0 && EntryVocabulary.companyScore(text) == 0
                || hasDate && dateInSentence(text))
            // A bullet that stops on a comma or semicolon goes on in the next line, dates or not
            // ("… disruptive passengers;" over "100% in my 2025 SEP and CRM recurrent.").
            let clauseGoesOn = lastBodyWasBullet && (lastBody?.hasSuffix(";") == true || lastBody?.hasSuffix(",") == true)
            if lastWasBody, !hasDate || endsMidSentence(lastBody) || finishesSentence || clauseGoesOn, !blocks.isEmpty,
               isContinuation(text, line: line, lastBodyWasBullet: lastBodyWasBullet, block: blocks[blocks.count - 1]) {
                if lastBodyWasBullet {
                    blocks[blocks.count - 1].bullets[blocks[blocks.count - 1].bullets.count - 1] += " " + text
                } else {
                    blocks[blocks.count - 1].paragraphs[blocks[blocks.count - 1].paragraphs.count - 1] += " " + text
                }
                continue
            }
            // A sentence wrapped before it could end in a full stop still reads as running text,
            // as does a line that stops on a joining word ("… in Python and GIS for"), unless its
            // fields are set apart as a heading's are ("Error message library — Side project,
            // published on" over "Medium").
            if !hasDate, noteInEntry || isProse(text) || wraps || isRunningText(text)
                || endsMidSentence(text) && ![" — ", " – ", " | ", "\t"].contains(where: text.containsText),
               blocks.isEmpty ? isRunningText(text) : !blocks[blocks.count - 1].heading.isEmpty {
                // Running text before the first entry introduces the section ("Contracting since
                // March 2023 as a sole trader (ABN) or through labour hire …"): a body with no heading.
                if blocks.isEmpty { blocks.append(EntryBlock()) }
                blocks[blocks.count - 1].paragraphs.append(text)
                lastWasBody = true
                lastBodyWasBullet = false
                continue
            }
            let next = lines.indices.contains(index + 1) ? lines[index + 1].text : nil
            if lastWasBody || blocks.isEmpty || blocks[blocks.count - 1].headingHasDate && hasDate
                || !hasDate && startsEmployerFirstEntry(after: blocks[blocks.count - 1], next: next) {
                blocks.append(EntryBlock())
            }
            blocks[blocks.count - 1].heading.append(text)
            if hasDate { blocks[blocks.count - 1].headingHasDate = true }
            lastWasBody = false
        }
        return blocks
    }

    /// The role of a bullet that is a short title and its date range, set apart by a dash or a
    /// bar ("• Driver/Engineer — Apr 2018 – Dec 2022") or, after a title, its employer and their
    /// place, in brackets ("• Special Constable (volunteer), Derbyshire Constabulary, Derby
    /// (1992–1994)"); nil for any other line.
    static func bulletedRole(_ text: String) -> String? {
        // Most bullets hold no dash or bar before a date: leave them before the date scan.
        guard text.hasPrefix("• "), text.hasSuffix(")") || roleSeparators.contains(where: text.containsText) else { return nil }
        let role = String(text.dropFirst(2))
        guard let match = DateRangeParser.firstRange(in: role), match.range.endDate != nil || match.range.isCurrent else { return nil }
        let title = role[..<match.location.lowerBound]
        let rest = role[match.location.upperBound...].trimmingSpaces
        let bracketed = title.hasSuffix(" (") && rest == ")"
        guard rest.isEmpty || bracketed, let separator = bracketed ? " (" : roleSeparators.first(where: { title.hasSuffix($0) }) else { return nil }
        let words = title.dropLast(separator.count).split(separator: " ")
        // A title, its employer and their place set apart by commas may run longer ("• Charter
        // Pilot, Cessna 206 (winters), Lakeshore Air Charter, Kenora, ON — 1997 – 1999"); a full
        // stop only ends an employer's legal form ("Ltd.").
        let pieces = title.contains(",") ? String(title.dropLast(separator.count)).pieces(separatedBy: ", ") : [String(title)]
        guard !bracketed || pieces.count >= 3, (1...(pieces.count >= 3 ? 14 : 8)).contains(words.count), words.first?.first?.isUppercase == true,
              pieces.allSatisfy({ !$0.contains(".") || EntryHeading.endsInLegalForm($0) && !$0.dropLast().contains(". ") }) else { return nil }
        return role
    }

    private static let roleSeparators = [" — ", " – ", " | "]

    /// "Midland Parcel Network Ltd, Minworth" over "Parcel Sorter⇥Nov 2020 - Jan 2021" with no
    /// bullets, then "Apex Security Staffing Ltd, West Midlands" over a dated title: in a
    /// layout that puts the employer over the dated title, an undated line after a complete
    /// heading, before a dated line, is the next employer (where the title comes first with
    /// its dates, the line under it is its own employer).
    private static func startsEmployerFirstEntry(after block: EntryBlock, next: String?) -> Bool {
        guard block.headingHasDate, block.heading.count >= 2, let next, !next.hasPrefix("• "),
              DateRangeParser.firstRange(in: block.heading[0]) == nil,
              let last = block.heading.last, DateRangeParser.firstRange(in: last) != nil else { return false }
        return DateRangeParser.firstRange(in: next) != nil && !isRunningText(next)
    }

    private static let rangeDashes: [String] = [" –", " —", " -", "–", "—", " to"]

    /// "2012-09 -⇥Bachelor of Arts" over "2015-06⇥Manchester Metropolitan University": a date
    /// column too narrow for its range wrapped it after the dash. The range is whole again in
    /// the first line's cell, and the second line keeps its other cells.
    static func joiningSplitDateCells(_ lines: [DocumentLine]) -> [DocumentLine] {
        var result: [DocumentLine] = []
        var index = 0
        while index < lines.count {
            var line = lines[index]
            if index + 1 < lines.count, let tab = line.text.firstIndex(of: "\t"),
               rangeDashes.contains(where: { line.text[..<tab].hasSuffix($0) }) {
                let next = lines[index + 1]
                let nextCell = next.text[..<(next.text.firstIndex(of: "\t") ?? next.text.endIndex)]
                let range = String(line.text[..<tab] + " " + nextCell)
                let seam = range.index(range.startIndex, offsetBy: line.text[..<tab].count)
                if let match = DateRangeParser.firstRange(in: range), match.location.lowerBound < seam,
                   match.location.upperBound == range.endIndex {
                    line.text = range + line.text[tab...]
                    result.append(line)
                    var rest = next
                    rest.text = next.text[nextCell.endIndex...].trimmingScalars(["\t", " "])
                    if !rest.text.isEmpty { result.append(rest) }
                    index += 2
                    continue
                }
            }
            result.append(line)
            index += 1
        }
        return result
    }

    /// Lines whose date range the wrap cut after its dash or its end's month ("… Columbus, OH (Jan
    /// 2011 –" over "June 2011)", "Mar 2015 – Jun" over "2019") joined, so the entry keeps both ends instead of the end opening an entry
    /// of its own.
    static func joiningWrappedDateRanges(_ lines: [DocumentLine]) -> [DocumentLine] {
        var result: [DocumentLine] = []
        for line in lines {
            // The cut may fall after the dash or after the end's month ("Mar 2015 – Jun" over "2019").
            if let last = result.last, rangeDashes.contains(where: { last.text.hasSuffix($0) }) || endsInMonth(last.text),
               DateRangeParser.firstRange(in: last.text) != nil {
                let joined = last.text + " " + line.text
                let seam = joined.index(joined.startIndex, offsetBy: last.text.count)
                if let match = DateRangeParser.firstRange(in: joined), match.location.lowerBound < seam, match.location.upperBound > seam {
                    result[result.count - 1].text = joined
                    continue
                }
            }
            result.append(line)
        }
        return result
    }

    /// A sentence rather than a heading: long, or ending in a full stop (callers rule out dated
    /// lines). A heading can end in a full stop too ("Senior Marketing Manager, Lindenwood
    /// Outdoor Co.", moderncv's "Title, Company, City."), but its words are capitalised names.
    static func isProse(_ text: String) -> Bool {
        // An aside closing the line counts for nothing ("Grounds Crew (summer job) - Riverbend
        // Golf & Country Club, Saskatoon, SK (3 summers during high school)").
        let words = withoutClosingAside(text).split(separator: " ").filter { $0.contains(where: \.isLetter) }
        guard words.count >= 6 else { return false }
        // "Social Work Intern (MSW field placement) | Duluth Family Resource Center | Duluth, MN":
        // short fields between bars are a heading however many words they hold.
        if text.containsText(" | "), text.pieces(separatedBy: " | ").allSatisfy({ $0.split(separator: " ").count <= 6 }) {
            return false
        }
        let lowercase = words.filter { $0.first?.isLowercase ?? false }.count
        // A long heading of capitalised names ("Inland Northwest Regional Medical Center,
        // Spokane, WA — Registered Nurse, Progressive Care Unit") is no sentence.
        if lowercase <= 1, !text.hasSuffix(".") { return false }
        return words.count >= 12 || text.hasSuffix(".") && lowercase >= 2
    }

    /// The line without a note in brackets at its end (three or more words in lower case), when
    /// words come before it.
    private static func withoutClosingAside(_ text: String) -> Substring {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex else { return text[...] }
        let aside = text[text.index(after: open)...].dropLast()
        guard aside.split(separator: " ").filter({ $0.first?.isLowercase == true }).count >= 3 else { return text[...] }
        return text[..<open]
    }

    /// A dated line that is a sentence inside an entry, not a heading: a promotion ("Promoted to
    /// Senior Store Manager, Marion flagship (2013)."), a line stopping on a joining word
    /// ("… Modbury (2008 – 2013) and Marion, the"), or a sentence ending in one year ("Harvest
    /// Fresh Store Manager of the Year, 2016.").
    private static func isNoteInEntry(_ text: String) -> Bool {
        if text.hasPrefix("Promoted to ") || !text.utf8.contains(0x09) && endsOnJoiningWord(text) { return true }
        guard text.hasSuffix("."), let match = DateRangeParser.matches(in: text).last, match.range.endDate == nil, !match.range.isCurrent else { return false }
        let after = text[match.location.upperBound...]
        return after == "." || after == ")."
    }

    /// A line of running text, even with a date in it: at least seven words in lower case (five
    /// when it ends in a full stop), which entry headings (names, titles, places, dates) do not have.
    static func isRunningText(_ text: Substring) -> Bool {
        let needed = text.hasSuffix(".") ? 5 : 7
        var lowercaseWords = 0
        for word in text.split(separator: " ") where word.first?.isLowercase ?? false {
            lowercaseWords += 1
            if lowercaseWords >= needed { return true }
        }
        return false
    }

    private static let joiningWords: Set<Substring> = ["of", "and", "or", "the", "a", "an", "to", "for", "in", "with", "at", "by", "from", "on"]

    /// Words that put a date inside a sentence ("moving to Workday Payroll in 2025.").
    private static let dateLeads: Set<Substring> = ["in", "by", "since", "until", "from", "during", "of", "for"]

    /// Whether the line's date follows a word that puts it in a sentence, after other words in
    /// lower case ("Workforce Now; moving to Workday Payroll in 2025.").
    private static func dateInSentence(_ text: String) -> Bool {
        guard let date = DateRangeParser.firstRange(in: text)?.location else { return false }
        let before = text[..<date.lowerBound].split(separator: " ")
        guard let lead = before.last, dateLeads.contains(lead) else { return false }
        return before.dropLast().filter { $0.first?.isLowercase == true }.count >= 2
    }

    /// Whether a paragraph or bullet stops mid-sentence: inside brackets ("… no unplanned
    /// outage (completed") or after a word such as "of" ("hand receipts for $1.8M of"). The next
    /// line finishes it, even when it holds a date ("03/2023).", "IT equipment … (2016).").
    private static func endsMidSentence(_ paragraph: String?) -> Bool {
        guard let paragraph else { return false }
        if let open = paragraph.lastIndex(of: "("), !paragraph[open...].contains(")") { return true }
        // "… certificate issued in March" over "2026 with no further rounds.": a month's year follows it.
        return endsOnJoiningWord(paragraph) || paragraph.utf8.count > 20 && endsInMonth(paragraph)
    }

    /// Whether the text's last word is one such as "of", "and" or "the".
    private static func endsOnJoiningWord(_ text: String) -> Bool {
        joiningWords.contains(text[(text.lastIndex(of: " ").map { text.index(after: $0) } ?? text.startIndex)...])
    }

    /// Whether the text's last word names a month ("… in March", "Mar 2015 – Jun").
    private static func endsInMonth(_ text: String) -> Bool {
        guard let space = text.lastIndex(of: " ") else { return false }
        let word = text[text.index(after: space)...].lowercased().trimmingScalars(["."])
        return word.count >= 3 && DateRangeParser.monthNames.contains(word)
    }

    static func isRunningText(_ text: String) -> Bool { isRunningText(text[...]) }

    /// Whether a paragraph or bullet ends a sentence (true when there is none).
    private static func endsSentence(_ paragraph: String?) -> Bool {
        guard let paragraph else { return true }
        return paragraph.hasSuffix(".") || paragraph.hasSuffix("!") || paragraph.hasSuffix("?")
    }

    /// Whether `text` leaves a bracket open that a short `next` line closes.
    private static func closesBracket(of text: String, in next: String) -> Bool {
        guard text.filter({ $0 == "(" }).count > text.filter({ $0 == ")" }).count, let close = next.firstIndex(of: ")") else { return false }
        return next[..<close].split(separator: " ").count <= 3
    }

    /// A line that carries on the bullet or paragraph above it.
    private static func isContinuation(_ text: String, line: DocumentLine, lastBodyWasBullet: Bool, block: EntryBlock) -> Bool {
        guard !line.startsBlock, !text.isEmpty, !text.utf8.contains(0x09) else { return false }
        if lastBodyWasBullet ? block.bullets.isEmpty : block.paragraphs.isEmpty { return false }
        let previous = lastBodyWasBullet ? block.bullets.last! : block.paragraphs.last!
        // "… in Python and GIS for" over "1,400 stores.": a line that stops on a joining word
        // goes on, whatever words the next line holds.
        if text.startsWithLowercaseWord || endsMidSentence(previous) { return true }
        guard !endsSentence(previous), previous.count > 55, EntryVocabulary.companyScore(text) == 0 else { return false }
        // "… a six-month coaching track for new" over "Scrum Masters.": after a word in lower
        // case, a few words ending in a full stop finish the sentence, title words or not.
        let finishesSentence = text.hasSuffix(".") && text.split(separator: " ").count <= 3
            && previous.split(separator: " ").last?.first?.isLowercase == true
        return finishesSentence || EntryVocabulary.titleScore(text) == 0
    }
}
