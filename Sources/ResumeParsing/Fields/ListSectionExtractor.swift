import Foundation
import MatchCore

/// Reads the list-like sections (awards, publications, languages, projects,
/// volunteer work): each item is a line or an entry, with its date and issuer where printed.
enum ListSectionExtractor {
    /// An item's text with its date taken out, and the date as an ISO partial date.
    struct DatedItem {
        var text: String
        var date: String?
        var pieces: [String]
    }

    static func datedItems(_ lines: [DocumentLine]) -> [DatedItem] {
        lines.compactMap { line in
            var text = line.text.hasPrefix("• ") ? String(line.text.dropFirst(2)) : line.text
            var date: String?
            if let match = DateRangeParser.firstRange(in: text) {
                date = match.range.endDate ?? match.range.startDate
                text.replaceSubrange(match.location, with: "\t")
            }
            // A certificate or award name may hold commas ("Teaching Certificate, Biology 7-12")
            // and hyphens ("AWS Certified Solutions Architect - Associate").
            // "Microsoft Certified: Azure Administrator Associate" keeps its colon too.
            // A line that separates its issuer with an em dash keeps en dashes inside the name
            // ("Journeyperson Certificate – Automotive Service Technician (Red Seal) — Alberta …").
            let keeping: Set<String> = text.containsText(" — ") ? [" at ", ", ", " - ", ": ", " – "] : [" at ", ", ", " - ", ": "]
            var pieces = EntryHeading.split(text, keeping: keeping)
            guard let first = pieces.first else { return nil }
            if pieces.count >= 2, isLevel(pieces[1]) || isQualifierBeforeIssuer(pieces[1]), let start = text.rangeOfText(first),
               let end = text.range(of: pieces[1], range: start.upperBound..<text.endIndex) {
                // "ACI Concrete Field Testing Technician – Grade I", "NATE Certification – Air
                // Conditioning and Gas Heating Service, North American Technician Excellence": the
                // level or speciality after the dash is part of the name.
                pieces.replaceSubrange(0...1, with: [String(text[start.lowerBound..<end.upperBound])])
            }
            return DatedItem(text: pieces[0], date: date, pieces: pieces)
        }
    }

    /// "HVAC, Oklahoma Construction Industries Board": after a dash, a piece and then a name in
    /// capitals without digits (the issuer), so the piece qualifies the credential; not "American
    /// Heart Association, current" nor "CompTIA, ID COMP0010223", where the piece is the issuer.
    private static func isQualifierBeforeIssuer(_ piece: String) -> Bool {
        let parts = piece.pieces(separatedBy: ", ")
        guard parts.count >= 2 else { return false }
        let issuer = parts[1].trimmingSpaces
        return issuer.first?.isUppercase == true && !issuer.contains(where: \.isNumber)
    }

    private static let levelWords: Set<String> = ["grade", "level", "class", "tier", "part", "stage", "step"]

    /// The tiers vendors certify at ("AWS Certified Developer – Associate", "ISTQB Certified
    /// Tester – Foundation Level (CTFL)").
    private static let tiers: Set<String> = ["associate", "professional", "expert", "specialty", "foundation", "foundation level",
                                             "advanced level", "expert level", "practitioner", "fundamentals"]

    /// "Grade I", "Level 2", "Class A", "Associate": a credential's level.
    private static func isLevel(_ piece: String) -> Bool {
        let tier = (piece.firstIndex(of: "(").map { piece[..<$0] } ?? Substring(piece)).trimmingSpaces.lowercased()
        if tiers.contains(tier) { return true }
        let words = piece.split(separator: " ")
        guard words.count == 2, levelWords.contains(words[0].lowercased()) else { return false }
        let mark = words[1]
        return mark.allSatisfy(\.isNumber) || mark.count == 1 && mark.first?.isUppercase == true
            || mark.allSatisfy { "IVX".contains($0) }
    }

    static func awards(_ lines: [DocumentLine]) -> [ResumeAward] {
        datedItems(lines).map { ResumeAward(title: $0.text, date: $0.date, awarder: $0.pieces.dropFirst().first) }
    }

    static func publications(_ lines: [DocumentLine]) -> [ResumePublication] {
        lines.compactMap { line in
            var text = line.text.hasPrefix("• ") ? String(line.text.dropFirst(2)) : line.text
            var date: String?
            if let match = DateRangeParser.matches(in: text).last {
                date = match.range.startDate
                text.replaceSubrange(match.location, with: "")
            }
            let name = text.trimmingScalars([" ", ",", ".", "(", ")", "\t"])
            return name.isEmpty ? nil : ResumePublication(name: name, releaseDate: date)
        }
    }

    /// "English (native), Spanish – fluent" → English/native, Spanish/fluent. When some items
    /// are known languages, an item that is neither a known language nor given a fluency is a
    /// line that ran into the section (a name, a city) and is left out.
    static func languages(_ lines: [DocumentLine]) -> [ResumeLanguage] {
        let items = languageItems(lines).filter { !skillFacets.contains($0.language.lowercased()) }
        guard items.contains(where: { SpokenLanguages.isLanguage($0.language) }) else { return items }
        // A name no list holds counts with a level beside it ("Twi (native)"); other labelled
        // lines that ran into the section ("Notice Period : 60 days") do not.
        return items.filter { $0.fluency.map(readsAsLevel) == true || SpokenLanguages.isLanguage($0.language) }
    }

    /// Words of a language level: "native", "fluent (C2)", "professional working proficiency".
    private static let languageLevelWords = ["native", "mother", "home language", "fluent", "bilingual", "basic", "beginner", "elementary",
                                     "intermediate", "advanced", "conversational", "proficien", "professional", "working", "limited",
                                     "level", "speaker", "muttersprache", "verhandlungssicher", "grundkenntnisse", "a1", "a2", "b1",
                                     "b2", "c1", "c2"]

    private static func readsAsLevel(_ fluency: String) -> Bool {
        let lower = fluency.lowercased()
        return languageLevelWords.contains { lower.containsText($0) }
    }

    /// The list after a "Languages:" label on a line of another section ("Affiliations &
    /// Languages"), when every item names a spoken language; nil otherwise ("Languages: Python,
    /// SQL" is a skills line).
    static func labelledLanguageList(_ line: String) -> DocumentLine? {
        guard line.utf8.contains(UInt8(ascii: ":")) else { return nil }
        let text = line.hasPrefix("• ") ? String(line.dropFirst(2)) : line
        guard let colon = text.firstIndex(ofASCII: UInt8(ascii: ":")),
              SectionLexicon.kind(ofHeading: String(text[..<colon])) == .languages else { return nil }
        let list = DocumentLine(text: text[text.index(after: colon)...].trimmingSpaces)
        let items = languageItems([list])
        guard !items.isEmpty, items.allSatisfy({ SpokenLanguages.isLanguage($0.language) }) else { return nil }
        return list
    }

    /// The skills a language's level is given for ("Spanish: Spoken - Intermediate; Written -
    /// Novice"): levels of the language before them, not languages.
    private static let skillFacets: Set<String> = ["spoken", "written", "read", "reading", "writing", "speaking", "listening",
                                                   "spoken interaction", "spoken production", "oral", "comprehension", "understanding"]

    private static func languageItems(_ lines: [DocumentLine]) -> [ResumeLanguage] {
        lines.flatMap { line -> [ResumeLanguage] in
            let text = withLevelCellJoined(line.text.hasPrefix("• ") ? String(line.text.dropFirst(2)) : line.text)
            return ListSplitter.items(text).flatMap(splittingLanguagePairs).compactMap { item in
                var (name, fluency) = languageAndFluency(item)
                let words = name.split(separator: " ")
                if (2...3).contains(words.count), SpokenLanguages.isLanguage(String(words[0])) {
                    // "Polish native", "English fluent": a level printed after the language with only a space
                    // (or a column gap), and before a level in brackets ("English Fluent (C2)").
                    let level = words.dropFirst().joined(separator: " ")
                    (name, fluency) = (String(words[0]), fluency.map { "\(level) (\($0))" } ?? level)
                }
                guard !name.isEmpty, name.split(separator: " ").count <= 3 else { return nil }
                return ResumeLanguage(language: name, fluency: fluency)
            }
        }
    }

    /// A two-cell row "English⇥Fluent (C2)" as "English – Fluent (C2)": the second cell is the
    /// first's level, unless it names a language too ("English⇥French").
    private static func withLevelCellJoined(_ text: String) -> String {
        let cells = text.pieces(separatedBy: "\t")
        guard cells.count == 2, SpokenLanguages.isLanguage(cells[0].trimmingSpaces),
              !SpokenLanguages.isLanguage(languageAndFluency(cells[1]).name) else { return text }
        return cells[0].trimmingSpaces + " – " + cells[1].trimmingSpaces
    }

    /// "Telugu and Hindi" at a list's end: two languages.
    private static func splittingLanguagePairs(_ item: String) -> [String] {
        let parts = item.pieces(separatedBy: " and ").map { $0.trimmingSpaces }
        return parts.count == 2 && parts.allSatisfy(SpokenLanguages.isLanguage) ? parts : [item]
    }

    /// "German (native)", "Spanish – fluent", "French: B2" → the language and its level; the
    /// first mark counts ("Welsh – fluent (spoken and written)": Welsh).
    static func languageAndFluency(_ item: String) -> (name: String, fluency: String?) {
        var name = item
        var fluency: String?
        let separators = [" – ", " - ", ": ", " — "]
        if let open = item.firstIndex(ofASCII: UInt8(ascii: "(")),
           !separators.contains(where: { item.rangeOfText($0).map { $0.lowerBound < open } ?? false }) {
            name = String(item[..<open])
            fluency = item[item.index(after: open)...].trimmingScalars([")", " "])
        } else if let separator = separators.compactMap({ separator in item.rangeOfText(separator).map { (separator, $0.lowerBound) } })
            .min(by: { $0.1 < $1.1 })?.0 {
            let parts = item.pieces(separatedBy: separator)
            name = parts[0]
            fluency = parts.dropFirst().joined(separator: separator)
        }
        return (name.trimmingSpaces, fluency?.isEmpty == true ? nil : fluency)
    }

    static func projects(_ lines: [DocumentLine]) -> [ResumeProject] {
        EntryGrouper.group(lines).compactMap { block in
            let heading = EntryHeading(lines: block.heading)
            guard let name = heading.segments.first else { return nil }
            let description = heading.segments.dropFirst().joined(separator: " ")
            let summary = ([description.isEmpty ? nil : description] + block.paragraphs.map { Optional($0) }).compactMap { $0 }
            return ResumeProject(name: name, description: summary.isEmpty ? nil : summary.joined(separator: " "),
                                 dates: heading.dates, highlights: block.bullets)
        }
    }

    static func volunteer(_ lines: [DocumentLine]) -> [ResumeVolunteer] {
        WorkExtractor.extract(lines).map {
            ResumeVolunteer(organization: $0.name, position: $0.position, url: $0.url, dates: $0.dates,
                            summary: $0.summary, highlights: $0.highlights)
        }
    }
}
