import Foundation
import MatchCore

/// Turns experience sections into roles: position, employer, place, dates, highlights,
/// with several roles under one employer heading each given that employer.
enum WorkExtractor {
    static func extract(_ printed: [DocumentLine]) -> [ResumeWork] {
        let lines = LabelledEntries.rewritten(printed, form: .jobs)
        // A table of jobs under a row of column names is read by its columns; the lines before
        // and after it as entries.
        guard let (header, table) = lines.indices.lazy.compactMap({ index in WorkTable(header: lines[index].text).map { (index, $0) } }).first
        else { return extractEntries(lines) }
        var roles = extractEntries(Array(lines[..<header]))
        var tableRoles: [ResumeWork] = []
        var index = header + 1
        while index < lines.count {
            let text = lines[index].text
            if let role = table.role(text) {
                tableRoles.append(role)
            } else if text.hasPrefix("• "), !tableRoles.isEmpty {
                // A row's bullets under it.
                tableRoles[tableRoles.count - 1].highlights.append(String(text.dropFirst(2)))
            } else if !(lines.indices.contains(index + 1) && table.role(lines[index + 1].text) != nil) {
                // Not a programme's name over the rows below it ("Core Medical Training – Health
                // Education Yorkshire and the Humber"): the table has ended.
                break
            }
            index += 1
        }
        roles += tableRoles
        return roles + extract(Array(lines[index...]))
    }

    /// The roles of experience lines read as entries: headings and the bullets and prose under them.
    private static func extractEntries(_ lines: [DocumentLine]) -> [ResumeWork] {
        var roles: [ResumeWork] = []
        // The employer whose line heads the roles below it, while those roles go on.
        var group: EmployerGroup?
        var agencyNameWraps = false
        let blocks = EntryGrouper.group(joiningWrappedHeadings(lines.compactMap { line in
            // The rest of an agency's name wrapped from the line above ("… — contracted through
            // Savanna HR" over "Solutions Ltd").
            if agencyNameWraps, !line.startsBlock, EntryNoise.isAgencyNameEnd(line.text) {
                agencyNameWraps = false
                return nil
            }
            agencyNameWraps = EntryNoise.withoutAgencyAside(line.text).runsOn
            guard !EntryNoise.isSubheading(line.text), !EntryNoise.holdsEmailAddress(line.text), !EntryNoise.isCareerBreak(line.text),
                  !EntryNoise.isEmployerNote(line.text), let text = EntryNoise.stripped(line.text) else { return nil }
            var kept = line
            kept.text = text
            return kept
        }))
        let headings = blocks.map { EntryHeading(lines: $0.heading) }
        let titlesComeFirst = HeadingOrder.titlesComeFirst(blocks.map(\.heading))
        for (index, block) in blocks.enumerated() {
            var headingLines = block.heading
            // "Employer — Title II (2018-2020), Title I (2017-2018)": the later titles are roles
            // of their own at the same employer.
            var laterTitles: [String] = []
            for (line, text) in headingLines.enumerated() {
                guard let titles = titlesWithOwnDates(text) else { continue }
                headingLines[line] = titles[0]
                laterTitles = Array(titles.dropFirst())
                break
            }
            let unknownTitle = titlesComeFirst ? HeadingOrder.unknownTitleOverEmployer(headingLines) : nil
            if unknownTitle == nil, headingLines.count >= 2, SectionLexicon.kind(ofHeading: headingLines[0]) != nil {
                // A sub-heading over the first role ("RELATED EXPERIENCE") names no employer, and
                // ends the group above it.
                headingLines.removeFirst()
                group = nil
            } else if unknownTitle == nil, headingLines.count >= 2, let employer = EntryHeading.employerLine(headingLines[0]) {
                // "Globex Inc" over "Engineer  2013 – 2016": the employer of the roles below it,
                // and where they were ("Globex Inc — Columbus, OH").
                group = EmployerGroup(company: employer.name, place: employer.place)
                headingLines.removeFirst()
            }
            // Under an employer line, whether it stood right above or headed an earlier role of
            // the group, a title's unit after a comma or dash stays with the title ("Nurse
            // Manager, Cardiovascular Intensive Care Unit", "General Manager - Operations").
            // A title line with its own place ("Staff Engineer, Piedmont Survey & Mapping,
            // Lynchburg, VA") names its own employer too; a place on a line of its own (LinkedIn's
            // "Dublin, County Dublin, Ireland" under a role's dates) names none.
            let underEmployerLine = headingLines.count < block.heading.count && group != nil
                || group != nil && (headings[index].placeStandsAlone || !titlesComeFirst && headings[index].location == nil)
            let heading = headingLines == block.heading && !underEmployerLine ? headings[index]
                : EntryHeading(lines: headingLines, underEmployerLine: underEmployerLine)
            let nextHeading = headings.indices.contains(index + 1) ? headings[index + 1] : nil
            // A sentence about the employer may follow its line ("Engineering and documentation
            // consultancy; employed as a consultant and placed with clients.").
            if block.bullets.isEmpty, block.paragraphs.count <= 1, block.paragraphs.allSatisfy({ $0.split(separator: " ").count <= 25 }) {
                if heading.isEmployerOnly(before: nextHeading) {
                    group = heading.segments.first.map { EmployerGroup(company: $0, place: heading.location) }
                    continue
                }
                // "Kvadrat Konsult AB — Gothenburg" (a place the place pattern does not know) over a dated title.
                if block.heading.count == 1, heading.dates == nil, let employer = EntryHeading.employerLine(block.heading[0]),
                   employer.place != nil, let nextHeading, nextHeading.dates != nil,
                   nextHeading.segments.first.map(EntryHeading.readsAsTitle) == true {
                    group = EmployerGroup(company: employer.name, place: employer.place)
                    continue
                }
            }
            // Only a note in brackets may follow such a line ("(4-outlet restaurant group, 640 covers)"),
            // or a line about the employer when the next role's dates lie within its years
            // ("JSE-listed soft drinks, juice and water group · R14.2bn revenue" under "Ukhozi
            // Beverages Limited, Johannesburg⇥2014 – present", over "Group Chief Executive Officer⇥2020 – present").
            if let employer = heading.employerWithTenure(before: nextHeading), block.bullets.isEmpty,
               block.paragraphs.allSatisfy({ $0.hasPrefix("(") })
                || block.paragraphs.count == 1 && Self.spans(heading.dates, nextHeading?.dates) {
                // Under the employer's own line, this is that employer's tenure and a note
                // ("August 2014 – Present · career department, 4 stations"): the group stays its.
                if headingLines.count == block.heading.count {
                    group = EmployerGroup(company: employer.name, place: employer.place, tenure: heading.dates)
                }
                continue
            }
            var role = heading.assign(underEmployer: group != nil)
            if let unknownTitle {
                role.position = unknownTitle.title
                role.name = unknownTitle.employer
                role.location = unknownTitle.place ?? role.location
            }
            var continuesGroup = false
            if headingLines.count < block.heading.count, let group, let other = role.name, heading.location == nil,
               EntryVocabulary.companyScore(other) == 0 {
                // Under its own employer line, the rest of a title's line is where, not who
                // ("Tidewater Labs" over "Senior Frontend Engineer⇥Lisbon, PT (remote)"). Not when
                // the place pattern already found the line's place: then the rest names the employer
                // ("Coordinator – Westerville Public Library, Westerville, OH" under a line that may
                // be no employer at all, such as an unknown heading "RELATED EXPERIENCE").
                role.name = group.company
                // A lone piece under the employer's line is the title whose words the vocabulary
                // does not know ("EMT-Basic — May 2011 – Jul 2014"), not a place.
                if role.position == nil, heading.segments.count == 1 {
                    role.position = other
                    role.location = role.location ?? group.place
                } else if role.location == nil {
                    role.location = group.place ?? other
                }
            } else if let group, group.placeAfterTitle, headingLines.count == block.heading.count, heading.segments.count == 2,
                      heading.location == nil, !isPlaceAfterTitle(heading.segments[0]), isPlaceAfterTitle(heading.segments[1]) {
                // The later roles of that group print the same way ("Paramedic · Glasgow", "Ambulance
                // Technician · Paisley"): the piece after the title is where, and the group goes on.
                role.position = heading.segments[0]
                role.name = group.company
                role.location = heading.segments[1]
                continuesGroup = true
            } else if let group, headingLines.count == block.heading.count, Self.spans(group.tenure, heading.dates),
                      heading.location == nil, let position = role.position, let other = role.name,
                      !EntryHeading.namesEmployer(other), let line = block.heading.first,
                      let start = line.range(of: position)?.lowerBound, let end = line.range(of: other)?.upperBound, start < end {
                // Within the years printed on the employer's own line, the rest of a title's line
                // is the title's aircraft, unit or season, not another employer ("Float Pilot, DHC-2
                // Beaver and Cessna 185 (seasonal)⇥1997 – 1999" under "Boreal Float Services Ltd. —
                // Red Lake, ON⇥1996 – 1999"), and the group goes on.
                role.position = String(line[start..<end])
                role.name = group.company
                role.location = group.place
                continuesGroup = true
            }
            if !continuesGroup, headingLines.count == block.heading.count, heading.segments.count > 1 {
                // A heading naming its own employer ends the employer group above it.
                group = nil
            }
            if role.name == nil, let group, role.position != nil {
                role.name = group.company
                if role.location == nil { role.location = group.place }
            }
            if let company = group?.company, role.name == company, group?.place == nil, let place = role.location,
               heading.segments.contains(place) {
                group?.placeAfterTitle = true
            }
            if role.position == nil, role.name == nil, role.dates == nil {
                // Lines without a heading continue the role above.
                if !roles.isEmpty {
                    roles[roles.count - 1].highlights += block.bullets
                    if !block.paragraphs.isEmpty { roles[roles.count - 1].summary = join(roles[roles.count - 1].summary, block.paragraphs) }
                }
                continue
            }
            // A job has dates and a title or an employer; a heading with neither (an unknown
            // heading such as "Projects Handled", a wrapped scrap such as "(2021–22)") is not one.
            // An undated heading is a job only when it names both ("Shop Assistant (summer job)"
            // over "Oileáin Crafts, Inis Oírr"), as a summer job listed last often is.
            guard role.position != nil || role.name != nil, role.dates != nil || isUndatedJob(role, heading: block.heading) else { continue }
            role.dates = role.dates.map(DateRangeParser.spanningSeason).map(DateRangeParser.closingSingleDate)
            role.highlights = block.bullets
            if !block.paragraphs.isEmpty { role.summary = block.paragraphs.joined(separator: " ") }
            roles.append(role)
            for title in laterTitles {
                var later = EntryHeading(lines: [title]).assign(underEmployer: true)
                later.name = later.name ?? role.name
                later.location = later.location ?? role.location
                roles.append(later)
            }
        }
        // Undated jobs count only beside dated ones: a section of undated headings is no list of jobs.
        return roles.contains { $0.dates != nil } ? roles : []
    }

    /// Whether `inner` lies within `outer`, by their years.
    private static func spans(_ outer: ResumeDateRange?, _ inner: ResumeDateRange?) -> Bool {
        guard let outer, let inner, let outerStart = outer.startDate?.prefix(4), let innerStart = inner.startDate?.prefix(4),
              innerStart >= outerStart else { return false }
        if outer.isCurrent { return true }
        guard let outerEnd = outer.endDate?.prefix(4), !inner.isCurrent, let innerEnd = inner.endDate?.prefix(4) else { return false }
        return innerEnd <= outerEnd
    }

    /// An undated heading of at most two lines that names a title and, apart from it, an employer
    /// that reads as no title: a job without dates.
    private static func isUndatedJob(_ role: ResumeWork, heading: [String]) -> Bool {
        guard heading.count <= 2, let position = role.position, let employer = role.name,
              EntryHeading.readsAsTitle(position), !EntryHeading.readsAsTitle(employer) else { return false }
        return SectionLexicon.kind(ofHeading: position) == nil
    }

    /// An employer line over the roles held there: its name, its place, and whether its first
    /// role printed a place after the title with no employer ("Advanced Practitioner ·
    /// Glasgow⇥Sept. 2020–Present" under "Scottish Ambulance Service"), as its later roles will.
    private struct EmployerGroup {
        let company: String
        let place: String?
        /// The years printed on the employer's own line, when they were.
        var tenure: ResumeDateRange?
        var placeAfterTitle = false
    }

    /// A place's name as it follows a title: a few words naming neither a title nor an employer.
    private static func isPlaceAfterTitle(_ piece: String) -> Bool {
        piece.split(separator: " ").count <= 3 && piece.first?.isUppercase == true && EntryVocabulary.titleScore(piece) == 0
            && EntryVocabulary.companyScore(piece) == 0 && !EntryHeading.endsInLegalForm(piece)
    }

    /// A heading line holding two or more titles, each with its dates after it ("Dauphin County
    /// IT, Harrisburg, PA — Systems Administrator II (2018-2020), Systems Administrator I
    /// (2017-2018)"): the line cut after each date, the first piece keeping what came before
    /// its title, and what follows the last date when it names the employer ("Head Teller
    /// (2000–2002) and Teller (1997–2000), Corn Belt Federal Credit Union, Mitchell, SD"). Nil
    /// unless every later piece reads as a title.
    static func titlesWithOwnDates(_ line: String) -> [String]? {
        let matches = DateRangeParser.matches(in: line)
        guard matches.count >= 2 else { return nil }
        var pieces: [String] = []
        var start = line.startIndex
        for match in matches {
            guard match.location.lowerBound >= start else { return nil }
            // A year inside a title's own bracket ("Harvest Cellar Hand (vintage 2015)") is no date of a role.
            if !pieces.isEmpty, opensBracketWithWords(line[start..<match.location.lowerBound]) { return nil }
            var end = match.location.upperBound
            if end < line.endIndex, line[end] == ")" { end = line.index(after: end) }
            let piece = withoutLeadingAnd(line[start..<end].trimmingScalars([",", ";", " "]))
            if !pieces.isEmpty {
                let title = withoutLeadingAnd(line[start..<match.location.lowerBound].trimmingScalars([",", ";", " ", "("]))
                guard EntryHeading.readsAsTitle(title) else { return nil }
            }
            pieces.append(piece)
            start = end
        }
        let tail = line[start...].trimmingScalars([" ", ".", ";"])
        if tail.isEmpty { return pieces }
        // The employer after the titles: ", Name" in capitals, with no title in it.
        let employer = tail.trimmingScalars([",", " "])
        guard tail.hasPrefix(","), employer.first?.isUppercase == true, !EntryHeading.readsAsTitle(employer) else { return nil }
        pieces[0] += ", " + employer
        return pieces
    }

    /// Whether `text` leaves a bracket open with words after it ("… Hand (vintage ").
    private static func opensBracketWithWords(_ text: Substring) -> Bool {
        guard let open = text.lastIndex(of: "("), !text[open...].contains(")") else { return false }
        return text[text.index(after: open)...].contains(where: \.isLetter)
    }

    /// A title after "and" or "&" without it.
    private static func withoutLeadingAnd(_ text: String) -> String {
        for lead in ["and ", "& "] where text.hasPrefix(lead) { return String(text.dropFirst(lead.count)) }
        return text
    }

    private static func join(_ summary: String?, _ paragraphs: [String]) -> String {
        ([summary].compactMap { $0 } + paragraphs).joined(separator: " ")
    }

    /// A heading line that a narrow column cut after "&" ("Tallgrass Software, Boulder, CO —
    /// Content Strategist &" over "Copywriter"), or a date range cut after its dash ("Mar 2021 —"
    /// over "Present"), is one line with the next.
    private static func joiningWrappedHeadings(_ lines: [DocumentLine]) -> [DocumentLine] {
        var joined: [DocumentLine] = []
        for line in lines {
            guard var last = joined.last, !last.text.hasPrefix("• "), !line.text.hasPrefix("• "), !line.startsBlock else {
                joined.append(line)
                continue
            }
            // "Planning Student (Co-op," over "8-month term)": a heading wrapped inside its bracket.
            if last.text.hasSuffix(" &") || endsWithOpenRange(last.text, before: line.text) || wrapsInsideBracket(last.text, line.text) {
                last.text += " " + line.text
                joined[joined.count - 1] = last
            } else if let (completed, rest) = timelineEnd(of: last.text, in: line.text) {
                last.text = completed
                joined[joined.count - 1] = last
                if !rest.isEmpty { joined.append(DocumentLine(text: rest, size: line.size)) }
            } else {
                joined.append(line)
            }
        }
        return joined
    }

    /// Whether `text` leaves a bracket open that `next`, a few words without a tab, closes at its end.
    private static func wrapsInsideBracket(_ text: String, _ next: String) -> Bool {
        guard next.hasSuffix(")"), !next.contains("("), !next.utf8.contains(0x09), next.split(separator: " ").count <= 3,
              let open = text.lastIndex(of: "(") else { return false }
        return !text[open...].contains(")") && !text[open...].utf8.contains(0x09)
    }

    /// A timeline column beside the entries, its range wrapped: "Mar 2021 —⇥Title at Employer"
    /// over "Present⇥Manage four communities …" gives the first line with "Mar 2021 — Present"
    /// and the rest of the second.
    private static func timelineEnd(of text: String, in next: String) -> (String, String)? {
        guard let tab = text.firstIndex(of: "\t") else { return nil }
        let cell = String(text[..<tab])
        let nextTab = next.firstIndex(of: "\t")
        let head = String(next[..<(nextTab ?? next.endIndex)])
        guard endsWithOpenRange(cell, before: head) else { return nil }
        let rest = nextTab.map { String(next[next.index(after: $0)...]) } ?? ""
        return (cell + " " + head + text[tab...], rest)
    }

    /// Whether `text` ends with a date and a dash whose other end is `next` ("Mar 2021 —" over "Present").
    private static func endsWithOpenRange(_ text: String, before next: String) -> Bool {
        guard ["—", "–", "-"].contains(where: { text.hasSuffix(" " + $0) }),
              let alone = DateRangeParser.firstRange(in: text), alone.range.endDate == nil, !alone.range.isCurrent,
              let joined = DateRangeParser.firstRange(in: text + " " + next) else { return false }
        return joined.range.endDate != nil || joined.range.isCurrent
    }
}

/// The heading lines of one entry, taken apart into dates, place and text segments.
struct EntryHeading {
    var dates: ResumeDateRange?
    var location: String?
    /// Whether the place stood on a line of its own ("Dublin, County Dublin, Ireland" under a
    /// role's dates, as LinkedIn prints it): it names no employer beside it.
    var placeStandsAlone = false
    /// The remaining pieces of text, in reading order.
    var segments: [String] = []

    private static let pieceEdges: Set<Character> = [" ", ",", "|", "–", "—", "-", "(", ")", "·", "•", ":", ";", "\t"]
    private static let separators = ["\t", " | ", " · ", " • ", " — ", " – ", " - ", " @ ", " at ", ", ", ": "]

    /// Reads heading `lines`; `underEmployerLine` when the employer's own line stood right above
    /// them (and was taken off).
    init(lines: [String], underEmployerLine: Bool = false) {
        var texts: [String] = []
        var placeLine: Int?
        for line in Self.joiningWrappedBrackets(lines) {
            var text = Self.unbracketingTitle(line)
            if dates == nil, let match = DateRangeParser.firstRange(in: text) {
                dates = match.range
                text.replaceSubrange(match.location, with: "\t")
            }
            if location == nil, let place = PlaceParser.find(in: text)?.range ?? PlaceParser.australianSuburb(in: text) {
                location = String(text[place])
                text.replaceSubrange(place, with: "\t")
                placeLine = texts.count
                placeStandsAlone = !text.contains(where: \.isLetter)
            }
            texts.append(text)
        }
        for (index, text) in texts.enumerated() {
            let kept = Self.keptSeparators(line: index, of: texts, placeLine: placeLine, underEmployerLine: underEmployerLine)
            // The comma kept inside the title's piece parts an employer from its place still
            // ("Marlowe Finch LLP, London" after "Paralegal, Commercial Litigation -").
            var pieces = Self.split(text, keeping: kept).flatMap { piece in
                kept.contains(", ") && piece.containsText(", ") && Self.namesEmployer(piece.pieces(separatedBy: ", ")[0])
                    ? Self.split(piece, keeping: kept.subtracting([", "])) : [piece]
            }
            if !kept.contains(", ") { pieces = Self.joiningTitleUnit(pieces, in: text) }
            // A street address under the employer ("3990 E. Broad St., Columbus, OH 43213"):
            // only its place counts, the street and postcode are neither title nor employer.
            if pieces.contains(where: EntryNoise.isAddressPiece) { continue }
            segments += pieces
        }
    }

    private static let dashes: Set<String> = [" — ", " – ", " - "]
    /// The separators that stay inside a title's line when another line names the employer.
    private static let titleWholeSeparators = dashes.union([", ", ": "])

    /// "PCN Operations Lead (secondment, one day a⇥Jan 2023 – Mar 2024" over "week)": a title
    /// wrapped inside its bracket. The closing words join the title, before the dates' tab.
    private static func joiningWrappedBrackets(_ lines: [String]) -> [String] {
        var joined: [String] = []
        for line in lines {
            if let last = joined.last, line.first?.isLowercase == true, line.containsText(")"),
               last.filter({ $0 == "(" }).count > last.filter({ $0 == ")" }).count {
                let tab = last.firstIndex(of: "\t") ?? last.endIndex
                joined[joined.count - 1] = String(last[..<tab]) + " " + line + String(last[tab...])
            } else {
                joined.append(line)
            }
        }
        return joined
    }

    /// "Manager, External Reporting, Kinzie Street Capital Corp., Chicago, IL": on a line of
    /// commas whose employer ends in its legal form, the piece between the title and the
    /// employer (a few words, no title's and no legal form) is the title's unit.
    private static func joiningTitleUnit(_ pieces: [String], in text: String) -> [String] {
        guard pieces.count >= 3, readsAsTitle(pieces[0]), EntryVocabulary.titleScore(pieces[1]) == 0, !endsInLegalForm(pieces[1]),
              wordCount(outsideBrackets: pieces[1]) <= 4,
              // Not a legal form alone, which is the piece before's ("Aerovance Components de México, S.A. de C.V.").
              pieces[2...].contains(where: { piece in
                  endsInLegalForm(piece) && !EntryVocabulary.legalForms.contains(piece.lowercased().trimmingScalars([".", " "]))
              }),
              text.containsText(pieces[0] + ", " + pieces[1]) else { return pieces }
        return [pieces[0] + ", " + pieces[1]] + pieces[2...]
    }

    /// "Sabine Steel Works (Welder/Fitter), 2015–17": a title in brackets after the employer is a
    /// field of its own (not "Charge Nurse (Medical-Surgical)", whose bracket qualifies a title).
    private static func unbracketingTitle(_ line: String) -> String {
        guard let open = line.firstIndex(ofASCII: UInt8(ascii: "(")), open > line.startIndex,
              let close = line[open...].firstIndex(of: ")") else { return line }
        let inside = String(line[line.index(after: open)..<close])
        let before = line[..<open].trimmingSpaces
        guard readsAsTitle(inside), !readsAsTitle(before), EntryVocabulary.titleScore(before) == 0 else { return line }
        return before + "\t" + inside + "\t" + line[line.index(after: close)...]
    }

    /// The separators that stay inside a piece of heading line `index`: a title's dash or comma
    /// before its unit ("Charge Nurse – Telemetry", "Senior Financial Analyst, FP&A") when
    /// another line of the heading is the employer's own (an employer's word in it, or a name
    /// beside the place) or stood right above it, or the line itself names one
    /// (`hasTitleQualifier`); in a line of two table cells, the title's cell is judged alone.
    private static func keptSeparators(line index: Int, of texts: [String], placeLine: Int?, underEmployerLine: Bool) -> Set<String> {
        let text = texts[index]
        if let kept = titleQualifierSeparators(text) { return kept }
        // A title's line over the employer's own line with its place ("Lecturer (part-time):
        // Clinical Trial Monitoring and GCP" over "Akademie für Klinische Forschung Süd, Munich"):
        // that line names who and where, so this one is the title whole.
        // Asked only of a line with such a separator, the costly tests last.
        if texts.indices.contains(index + 1), case let line = text.trimmed(of: pieceEdges),
           titleWholeSeparators.contains(where: line.containsText), !line.containsText(" | "),
           texts[index + 1].trimmingSpaces.first?.isUppercase == true,
           readsAsTitle(line) || split(line).first.map(readsAsTitle) == true && !split(line).contains(where: endsInLegalForm),
           let employer = employerLine(texts[index + 1]), employer.place != nil || placeLine == index + 1 {
            return titleWholeSeparators
        }
        // A title alone over a line of employer, place and dates parted by bars ("Senior
        // Occupational Therapist – Neurosciences" over "Te Whatu Ora – Te Toka Tumai Auckland |
        // Grafton, Auckland | Feb 2024 – current"): the bars part the fields, so a dash in either
        // line stays inside its field.
        if texts.count == 2, let bars = texts.firstIndex(where: { $0.containsText(" | ") }),
           texts[bars].pieces(separatedBy: " | ").count >= 3, !texts[1 - bars].containsText(" | "), !texts[1 - bars].containsText("\t") {
            return dashes
        }
        // An employer named alone on another line of the heading ("Alberta Health Services⇥Calgary,
        // AB" under "Registered Dietitian II – Southern Alberta Renal Program") leaves the title's
        // unit as much room as the employer's line above it does. Asked only of a field with a
        // dash: the other lines' pieces cost a split each.
        func roomyUnit() -> Bool {
            underEmployerLine || texts.indices.contains { other in
                other != index && split(texts[other]).first.map { namesEmployer($0) && !readsAsTitle($0) } == true
            }
        }
        func kept(in field: String) -> Set<String> {
            // Under the employer's line the unit may hold an organisation's word ("Project Engineer – Embedded Systems").
            let roomy = dashes.contains(where: field.containsText) && roomyUnit()
            let dashed = isQualifiedTitle(field, at: dashes, anyQualifier: roomy, longUnit: roomy)
            // Under the employer's line both may qualify the title ("General Manager, Sales – VIC/TAS").
            if dashed, underEmployerLine, isQualifiedTitle(field, at: [", "], longUnit: true) { return dashes.union([", "]) }
            if dashed { return dashes }
            if isQualifiedTitle(field, at: [", "], anyQualifier: underEmployerLine, longUnit: underEmployerLine) { return [", "] }
            // An employer's name ending in its legal form ("Paylane Technologies Ltd"), or alone
            // beside its place ("Emory University, Atlanta, GA"), leaves no doubt where the
            // employer is, so the title's unit may hold an organisation's word ("Graduate Trainee,
            // Data & Analytics", "Graduate Research Assistant, Department of Epidemiology").
            guard isQualifiedTitle(field, at: [", "], anyQualifier: true),
                  texts.indices.contains(where: { other in
                      other != index && (split(texts[other]).contains(where: endsInLegalForm) || other == placeLine && namesEmployerAlone(texts[other]))
                  }) else { return [] }
            return [", "]
        }
        // The title's own cell decides ("Etobicoke Lakeshore Hospital, Toronto, ON —⇥Lead Pharmacy
        // Technician, Sterile Compounding"), when a cell beside it names the employer.
        if text.utf8.contains(UInt8(ascii: "\t")) {
            let cells = text.pieces(separatedBy: "\t").map { $0.trimmed(of: pieceEdges) }.filter { $0.contains(where: \.isLetter) }
            if cells.count == 2, let (title, separators) = cells.indices.lazy.map({ ($0, kept(in: cells[$0])) }).first(where: { !$0.1.isEmpty }),
               EntryVocabulary.companyScore(cells[1 - title]) > 0 || placeLine == index {
                return separators
            }
        }
        let kept = kept(in: text.trimmed(of: pieceEdges))
        guard !kept.isEmpty else { return [] }
        // Under the employer's line (a heading the lexicon knows, "RELATED EXPERIENCE", is none),
        // unless the line has its own place and so its own employer too.
        if underEmployerLine, placeLine != index { return kept }
        let employerElsewhere = texts.indices.contains { other in
            let rest = texts[other].trimmed(of: pieceEdges)
            guard other != index, rest.contains(where: \.isLetter), !readsAsTitle(rest) else { return false }
            return EntryVocabulary.companyScore(rest) > 0 || other == placeLine || split(rest).contains(where: endsInLegalForm)
        }
        return employerElsewhere ? kept : []
    }

    /// "Staff Nurse – ICU, St. Brendan’s Regional Medical Center": commas part the fields and the
    /// dash in the first one joins a title to its unit or specialty (short, neither a title nor
    /// an employer), while another field names the employer. Between bars, middle dots or em
    /// dashes, the employer's field may come first and need no marker word ("Ozark Freight |
    /// Regional Driver - Dedicated Account | 07/2021 - Present"), and a comma may join the title
    /// to its team ("Senior Technical Writer, API Platform · Lanternpay"). The separators to keep
    /// inside the title, or nil when the line has no such title.
    static func titleQualifierSeparators(_ line: String) -> Set<String>? {
        // A hyphen or en dash parts the title from the employer when an employer follows it
        // alone ("Paralegal, Commercial Litigation - Marlowe Finch LLP, London").
        let bar = [" | ", " · ", " — "].first { line.containsText($0) } ?? [" – ", " - "].first { dash in
            let fields = line.pieces(separatedBy: dash)
            return fields.count == 2 && fields[0].containsText(", ")
                && (EntryVocabulary.companyScore(fields[1]) > 0 || split(fields[1]).contains(where: endsInLegalForm))
        }
        let fields = line.pieces(separatedBy: bar ?? ", ")
        guard fields.count >= 2 else { return nil }
        for index in bar != nil ? Array(fields.indices) : [0] {
            let others = fields.indices.filter { $0 != index }.map { fields[$0] }
            let employerElsewhere = bar != nil ? others.contains { $0.contains(where: \.isLetter) }
                : others.contains { EntryVocabulary.companyScore($0) > 0 }
            guard employerElsewhere else { continue }
            if isQualifiedTitle(fields[index]) { return dashes }
            if bar != nil, isQualifiedTitle(fields[index], at: [", "]) { return [", "] }
        }
        return nil
    }

    /// Words that end the name of a unit within an employer ("Emergency Department").
    private static let unitWords: Set<String> = ["department", "unit", "division", "team", "ward"]

    /// Whether a heading line, its place taken out, is one employer's name and nothing else.
    private static func namesEmployerAlone(_ text: String) -> Bool {
        let pieces = split(text)
        guard pieces.count == 1, let name = pieces.first else { return false }
        return namesEmployer(name)
    }

    /// Whether a piece names an employer: an organisation's word or a legal form, and no title word.
    static func namesEmployer(_ name: String) -> Bool {
        EntryVocabulary.titleScore(name) == 0 && (EntryVocabulary.companyScore(name) > 0 || EntryVocabulary.isInstitution(name) || endsInLegalForm(name))
    }

    /// "Regional Driver - Dedicated Account", "Registered Nurse – Emergency Department (Per
    /// Diem)": a title, one of `separators`, and a short qualifier that is neither a title nor
    /// an employer (a unit's name may hold an employer's word such as "department"; with
    /// `anyQualifier`, any word).
    private static func isQualifiedTitle(_ field: String, at separators: Set<String> = dashes, anyQualifier: Bool = false,
                                         longUnit: Bool = false) -> Bool {
        let parts = separators.compactMap { separator in field.containsText(separator) ? piecesOutsideBrackets(field, separator) : nil }
        guard parts.count == 1, let split = parts.first, split.count == 2 else { return false }
        let qualifier = split[1]
        let isUnit = EntryVocabulary.words(qualifier.pieces(separatedBy: "(")[0]).last.map(unitWords.contains) ?? false
        // A unit's name may run to four words under the employer's line ("Cardiovascular Intensive Care Unit"),
        // and so may any qualifier there ("Graduation Intern, Supply Chain Network Design").
        let words = wordCount(outsideBrackets: qualifier)
        guard words <= 3 || words == 4 && longUnit && (isUnit || anyQualifier), EntryVocabulary.titleScore(qualifier) == 0, readsAsTitle(split[0]) else { return false }
        return anyQualifier || isUnit || EntryVocabulary.companyScore(qualifier) == 0
    }

    /// The pieces between occurrences of `separator` outside brackets: "Adjunct Trainer, WSQ
    /// Facilities Management (part-time, weekends)" is two pieces at ", ".
    private static func piecesOutsideBrackets(_ text: String, _ separator: String) -> [String] {
        let pieces = text.pieces(separatedBy: separator)
        guard pieces.count > 2 || text.firstIndex(ofASCII: UInt8(ascii: "(")) != nil else { return pieces }
        var joined: [String] = []
        var depth = 0
        for piece in pieces {
            if depth > 0 { joined[joined.count - 1] += separator + piece } else { joined.append(piece) }
            depth += piece.filter { $0 == "(" }.count - piece.filter { $0 == ")" }.count
            depth = max(depth, 0)
        }
        return joined
    }

    /// Pieces of a heading line, split at the separators people use between fields.
    /// `keeping` names separators that stay inside a piece: " at " in education and
    /// certificate lines, ", " and " - " inside certificate names.
    static func split(_ text: String, keeping: Set<String> = []) -> [String] {
        var pieces = [text]
        for separator in separators where !keeping.contains(separator) {
            pieces = pieces.flatMap { piece -> [String] in
                separator == " at " || separator == ", " ? splitIfBothSidesCount(piece, separator) : piece.pieces(separatedBy: separator)
            }
        }
        return pieces.map(trimmedPiece)
            .filter { $0.contains(where: \.isLetter) }
    }

    /// A piece without separators and brackets at its ends, except a bracket that closes one
    /// the piece opened: "Charge Nurse (Medical-Surgical)", "Professional Engineer (PE)".
    private static func trimmedPiece(_ piece: String) -> String {
        let core = piece.trimmed(of: pieceEdges)
        guard core.contains("("), core.filter({ $0 == "(" }).count > core.filter({ $0 == ")" }).count,
              piece.containsText(core + ")") else { return core }
        return core + ")"
    }

    /// "Engineer at Acme" splits; a sentence with " at " in it does not. At commas, a legal
    /// form stays with its name ("Fuji Trading Co., Ltd.", "Brandt & Keller, CPAs"), a firm
    /// named after its partners stays whole ("Brandt, Keller & Associates"), and a numbered
    /// qualifier stays with its title ("Teaching Assistant, CSE 332", "Teacher, Grade 4").
    private static func splitIfBothSidesCount(_ piece: String, _ separator: String) -> [String] {
        var parts: [String] = []
        for part in piece.pieces(separatedBy: separator) {
            let bare = part.lowercased().trimmed(of: [".", " "])
            if let last = parts.last, last.filter({ $0 == "(" }).count > last.filter({ $0 == ")" }).count
                || separator == ", " && (EntryVocabulary.legalForms.contains(bare) || endsInTitleWord(last) && isNumberedQualifier(part)) {
                // A comma or "at" inside a bracket parts nothing ("Home Health Aide (part-time,
                // weekends)", "Kitchen Porter (weekend & summer job while at school)").
                parts[parts.count - 1] = last + separator + part
            } else if separator == ", ", isPartnersName(part) {
                var name = part
                while let last = parts.last, isPartnerSurname(last) {
                    name = parts.removeLast() + separator + name
                }
                parts.append(name)
            } else {
                parts.append(part)
            }
        }
        // A name with its legal form may run longer ("Aerovance Components de México, S.A. de C.V.").
        guard parts.count > 1, parts.allSatisfy({ wordCount(outsideBrackets: $0) <= (endsInLegalForm($0) ? 9 : 6) }) else { return [piece] }
        return separator == " at " && parts.count != 2 ? [piece] : parts
    }

    /// "CSE 332", "Grade 4", "Band 5": a word or two and a number, naming a course, grade or band.
    private static func isNumberedQualifier(_ part: String) -> Bool {
        let words = part.trimmed(of: [" "]).split(separator: " ")
        guard (2...3).contains(words.count), let first = words.first, let last = words.last else { return false }
        // A range of numbers counts too ("Grades 7–8", "Grades K-5").
        let ends = last.split(whereSeparator: { $0 == "-" || $0 == "–" })
        let isNumber = (1...2).contains(ends.count) && ends.allSatisfy { $0.allSatisfy(\.isNumber) || $0 == "K" }
            && ends.last?.allSatisfy(\.isNumber) == true
        return first.allSatisfy(\.isLetter) && first.first?.isUppercase == true && isNumber
    }

    /// The last names of a firm's partners, joined by "&" ("Keller & Associates", "Meagher & Flom").
    private static func isPartnersName(_ part: String) -> Bool {
        let words = part.trimmed(of: [" "]).split(separator: " ")
        guard words.count >= 3, words.count <= 5, words.contains("&") else { return false }
        return words.allSatisfy { $0 == "&" || $0.first?.isUppercase == true }
    }

    /// One capitalised word, not a title word, before a partners' name ("Brandt" in "Brandt,
    /// Keller & Associates").
    private static func isPartnerSurname(_ part: String) -> Bool {
        let words = part.trimmed(of: [" "]).split(separator: " ")
        guard words.count == 1, let word = words.first, word.count >= 2, word.allSatisfy(\.isLetter),
              word.first?.isUppercase == true, word.dropFirst().contains(where: \.isLowercase) else { return false }
        return EntryVocabulary.titleScore(String(word)) == 0 && EntryVocabulary.companyScore(String(word)) == 0
    }

    /// Words of a piece not counting a bracketed aside or an ampersand ("Diploma in Culinary Arts
    /// (Ausbildung zum Koch)": 5; "Neonatal & Pediatric ICU": 3).
    private static func wordCount(outsideBrackets text: String) -> Int {
        var depth = 0
        var outside = ""
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 { outside.append(character) }
        }
        return outside.split(separator: " ").filter { $0 != "&" }.count
    }

    /// The employer (and its place, when printed), when a heading line holds nothing else (no date, no title word).
    static func employerLine(_ line: String) -> (name: String, place: String?)? {
        guard DateRangeParser.firstRange(in: line) == nil else { return nil }
        var text = line
        var place: String?
        if let found = PlaceParser.find(in: text) {
            place = String(text[found.range])
            text.replaceSubrange(found.range, with: "\t")
        }
        // With no title before it, " at " is part of a name ("University at Albany Libraries"),
        // not "Title at Employer".
        guard let first = split(text).first, !readsAsTitle(first) else { return nil }
        let pieces = split(text, keeping: [" at "])
        guard let employer = pieces.first, !readsAsTitle(employer) else { return nil }
        if pieces.count == 1 { return (employer, place) }
        // "Azteca Logistics, Mexico City", "Kinetic Castings Ltd., Waluj MIDC, Aurangabad": an
        // employer and an unlisted place.
        let unlisted = pieces.dropFirst()
        guard unlisted.count <= 2, unlisted.allSatisfy({ piece in
            piece.split(separator: " ").count <= 3 && EntryVocabulary.titleScore(piece) == 0
                && EntryVocabulary.companyScore(piece) == 0 && piece.first?.isUppercase == true
        }) else { return nil }
        return (employer, place ?? unlisted.joined(separator: ", "))
    }

    /// A heading that is only an employer, with roles under it (each in the next blocks).
    func isEmployerOnly(before next: EntryHeading?) -> Bool {
        guard segments.count == 1, let next else { return false }
        let onlyTitle = next.segments.count == 1 && Self.readsAsTitle(next.segments[0])
        return !Self.readsAsTitle(segments[0]) && onlyTitle && next.dates != nil
    }

    /// The employer of the roles below, when the heading is an employer's line with the years
    /// spent there ("SAFFRON COAST HOSPITALITY PVT. LTD., Bengaluru  Jul 2018 - Till Date") and
    /// the next heading a title with dates of its own: no piece is a title, and the first names
    /// an employer by a legal form or an organisation's word.
    func employerWithTenure(before next: EntryHeading?) -> (name: String, place: String?)? {
        guard dates != nil, let next, next.dates != nil, next.segments.first.map(Self.readsAsTitle) == true,
              segments.allSatisfy({ EntryVocabulary.titleScore($0) == 0 }), let employer = segments.first,
              Self.endsInLegalForm(employer) || EntryVocabulary.companyScore(employer) > 0 else { return nil }
        let place = location ?? segments.first { $0 != employer && $0.split(separator: " ").count <= 3 && $0.first?.isUppercase == true }
        return (employer, place)
    }

    /// Decides which segment is the position and which the employer. Under an employer line,
    /// a lone piece ending in a title word is the title whole ("Guest Services Agent", not
    /// "Agent" at "Guest Services").
    func assign(underEmployer: Bool = false) -> ResumeWork {
        var role = ResumeWork(location: location, dates: dates)
        var pieces = segments
        // Under an employer a title keeps its unit ("Project Engineer – Embedded Systems"),
        // whose words would not make it read as a title alone.
        let title = pieces.count == 1 && underEmployer ? Self.withoutUnit(pieces[0]) : nil
        let titleWithUnit = title.map { $0 != pieces[0] && Self.readsAsTitle($0) } ?? false
        if pieces.count == 1, !(underEmployer && Self.endsInTitleWord(pieces[0])), !titleWithUnit, let split = Self.splitRunTogether(pieces[0]) {
            pieces = [split.title, split.company]
        }
        guard !pieces.isEmpty else { return role }
        let titleScores = pieces.map(EntryVocabulary.titleScore)
        let companyScores = pieces.map(EntryVocabulary.companyScore)
        if pieces.count == 1 {
            if titleWithUnit || Self.readsAsTitle(pieces[0]) { role.position = pieces[0] } else { role.name = pieces[0] }
            return role
        }
        // A piece ending in a title word ("Software Engineer II") reads as the title even when it
        // also holds an employer's word ("software").
        let leans = pieces.indices.map { titleScores[$0] - companyScores[$0] + (Self.endsInTitleWord(pieces[$0]) ? 1 : 0) }
        let positionIndex: Int
        if let best = titleScores.indices.max(by: { (leans[$0], -$0) < (leans[$1], -$1) }),
           titleScores[best] > 0 {
            positionIndex = best
        } else if let company = pieces.indices.first(where: { Self.endsInLegalForm(pieces[$0]) })
                    ?? companyScores.indices.first(where: { companyScores[$0] > 0 }) {
            // A legal form at the end ("Rheinland Consulting GmbH") names the employer more surely
            // than a marker word does ("co" in "Senior-Beraterin SAP FI/CO").
            positionIndex = company == 0 ? 1 : 0
        } else {
            positionIndex = 0
        }
        role.position = pieces[positionIndex]
        let rest = pieces.indices.filter { $0 != positionIndex }
        // An employer's name is capitalised: a note ("3 summers during high school") names none.
        let named = rest.filter { !Self.readsAsNote(pieces[$0]) }
        var companyIndex = named.first { companyScores[$0] > 0 } ?? named.first ?? rest.first!
        // "Institute for Marine and Antarctic Studies (IMAS), University of Tasmania, Hobart": a
        // university's institute or school, then the university, which employs.
        if Self.namesAcademicDivision(pieces[companyIndex]),
           let university = rest.first(where: { $0 > companyIndex && pieces[$0].containsText("Universit") && !Self.namesAcademicDivision(pieces[$0]) }) {
            companyIndex = university
        }
        role.name = pieces[companyIndex]
        if role.location == nil, let placeIndex = rest.first(where: { $0 > companyIndex }) ?? rest.first(where: { $0 != companyIndex }),
           pieces[placeIndex].split(separator: " ").count <= 3 {
            role.location = pieces[placeIndex]
        }
        return role
    }

    /// Whether a piece names a part of a university ("Institute for Marine and Antarctic
    /// Studies", "School of Chemistry", "Faculty of Law", "Centre for …").
    private static func namesAcademicDivision(_ piece: String) -> Bool {
        ["Institute for ", "Institute of ", "School of ", "Faculty of ", "Department of ", "Centre for ", "Center for "].contains { piece.hasPrefix($0) }
    }

    /// A piece with two or more words in lower case besides joining words ("3 days a week"), as
    /// a note has and a name ("University of the West of England", "Troqueles y Herramentales
    /// del Bajío") has not.
    private static func readsAsNote(_ piece: String) -> Bool {
        !endsInLegalForm(piece) && piece.split(separator: " ").filter { $0.first?.isLowercase == true && !nameJoiningWords.contains($0) }.count >= 2
    }

    /// Words in lower case that join the words of a name.
    private static let nameJoiningWords: Set<Substring> = [
        "of", "the", "and", "for", "at", "on", "in", "a", "an", "de", "del", "della", "di", "da", "do", "dos", "das", "du", "des",
        "la", "le", "les", "el", "y", "e", "et", "und", "für", "van", "von", "der", "den", "zu", "och", "og", "z", "o.o.", "s.r.o.",
    ]

    /// A title without the unit after its first comma or dash.
    private static func withoutUnit(_ text: String) -> String {
        for separator in [", ", " – ", " - ", " — "] where text.containsText(separator) {
            return text.pieces(separatedBy: separator)[0]
        }
        return text
    }

    /// Whether the last word is a legal form ("Acme Ltd.", "Niehl GmbH & Co. KG").
    static func endsInLegalForm(_ text: String) -> Bool {
        guard let last = text.split(separator: " ").last else { return false }
        return EntryVocabulary.legalForms.contains(last.lowercased().trimmingScalars([".", ",", ")"]))
    }

    private static let levelMarks: Set<String> = ["i", "ii", "iii", "iv", "v", "1", "2", "3", "4", "5"]

    /// Whether the last word, after a level ("II", "3") or a bracketed aside ("(25B)"), is a
    /// title word: "Software Engineer II", "Information Technology Specialist (25B)".
    static func endsInTitleWord(_ text: String) -> Bool {
        var core = Substring(text)
        if core.hasSuffix(")"), let open = core.lastIndex(of: "("), open > core.startIndex { core = core[..<open] }
        var words = EntryVocabulary.words(String(core))
        while let last = words.last, levelMarks.contains(last) { words.removeLast() }
        // "Electrical Engineering Co-op": a work term named after its discipline ("Hill Country
        // Food Co-op" is a grocer).
        if words.last == "co-op", words.count >= 2, words[words.count - 2].hasSuffix("ing") { return true }
        return words.last.map { EntryVocabulary.titleWords.contains($0) } ?? false
    }

    /// A lone piece is a title when it ends in a title word ("Software Engineer") or has one and no legal form.
    static func readsAsTitle(_ text: String) -> Bool {
        let words = EntryVocabulary.words(text)
        guard !words.isEmpty else { return false }
        // Without a title word only a hyphenated ending can make a title ("… Engineering Co-op"):
        // most pieces are not read twice.
        guard EntryVocabulary.titleScore(text) > 0 else { return text.utf8.contains(UInt8(ascii: "-")) && endsInTitleWord(text) }
        return endsInTitleWord(text) || EntryVocabulary.companyScore(text) == 0
    }

    /// "Acme Corp Senior Engineer" or "Senior Engineer Acme Corp": cut at the boundary
    /// between the employer's legal form and the title's head noun.
    static func splitRunTogether(_ text: String) -> (title: String, company: String)? {
        let words = text.split(separator: " ").map(String.init)
        let lowered = words.map { $0.lowercased().trimmingScalars([".", ","]) }
        guard let lastTitle = lowered.lastIndex(where: { EntryVocabulary.titleWords.contains($0) }),
              let anyMarker = lowered.lastIndex(where: { EntryVocabulary.companyMarkers.contains($0) }) else { return nil }
        // A legal form ("Ltd", "Inc") ends an employer's name more surely than "Systems" does.
        let legalForm = lowered.lastIndex { EntryVocabulary.legalForms.contains($0) }
        let marker = legalForm.map { $0 < lastTitle ? $0 : anyMarker } ?? anyMarker
        if marker < lastTitle {
            // Employer first: the title begins after the legal form ("Acme Corp Senior Engineer").
            guard marker >= 1, marker + 1 < words.count,
                  !lowered[...marker].contains(where: { EntryVocabulary.titleWords.contains($0) }) else { return nil }
            return (words[(marker + 1)...].joined(separator: " "), words[...marker].joined(separator: " "))
        }
        guard lastTitle + 1 < marker, !lowered[(lastTitle + 1)...].contains(where: { EntryVocabulary.titleWords.contains($0) }) else { return nil }
        return (words[...lastTitle].joined(separator: " "), words[(lastTitle + 1)...].joined(separator: " "))
    }
}
