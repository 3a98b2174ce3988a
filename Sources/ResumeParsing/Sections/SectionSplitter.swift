import MatchCore
import Foundation

/// A stretch of a resume under one heading.
public struct ResumeSection: Sendable {
    public var kind: SectionKind
    /// The heading as printed; nil for the header.
    public var heading: String?
    public var lines: [DocumentLine]
    /// The heading's own line, kept for an unknown heading in case it turns out to be content.
    var headingLine: DocumentLine?
}

/// Splits cleaned lines into sections at headings, found by the lexicon and by layout (a line
/// styled like the lexicon's headings: same caps, size or marking), and classifies sections
/// whose heading is unknown by what they contain.
enum SectionSplitter {
    static func split(_ printed: [DocumentLine]) -> [ResumeSection] {
        let lines = SideBySideSections.unpaired(printed)
        let style = HeadingStyle(lines: lines)
        var sections = [ResumeSection(kind: .header, heading: nil, lines: [])]
        // A section opened inside a line ("Languages: English (native), …") ends at the next
        // blank line or gap: what follows is classified by its content (a skills line with no heading).
        var openedInline = false
        var underName = false
        for line in lines {
            // A sidebar read first puts the main column's top (the name, set far larger than any
            // heading, and the headline under it) after the sidebar's last section: it is not
            // that section's content (a certificate named "Leah Fontaine"). Basics read all lines.
            if sections.count > 1, line.startsBlock ? style.isNameSized(line) : underName && style.isLargerThanBody(line) {
                underName = true
                continue
            }
            underName = false
            let current = sections[sections.count - 1].kind
                        // The name and headline at the top often share the headings' style: an unknown
            // heading counts only after the first known one.
            let pastTop = sections.count > 1
            if let (kind, heading, rest) = heading(of: line, style: style, in: current, allowUnknown: pastTop) {
                sections.append(ResumeSection(kind: kind, heading: heading, lines: [], headingLine: line))
                openedInline = false
                if let rest, !rest.isEmpty {
                    sections[sections.count - 1].lines.append(DocumentLine(text: rest, size: line.size))
                    openedInline = true
                }
            } else if openedInline, line.startsBlock {
                sections.append(ResumeSection(kind: .other, heading: nil, lines: [line]))
                openedInline = false
            } else if current == .references, sections.count > 2, sections[sections.count - 1].lines.last.map(isOnRequest) == true {
                // "REFEREES" over "Available on request" is whole: in a sidebar read inside the main
                // column, what follows goes back to the section of its own column it broke into.
                let earlier = sections.indices.dropLast().dropFirst()
                let broken = earlier.last { sections[$0].lines.last?.column == line.column } ?? sections.count - 2
                sections[broken].lines.append(line)
            } else {
                sections[sections.count - 1].lines.append(line)
            }
        }
        // A styled line the lexicon does not know opens a section only if what follows differs
        // from the section above (a bold employer name in an experience section does not), and
        // never right under a heading with nothing under it yet: there it names the first
        // entry ("Volunteer" over "Code for Porto", a dated mentoring role).
        var merged: [ResumeSection] = []
        for var section in sections {
            if section.kind == .other, var previous = merged.last {
                // A title styled as the headings are ("Senior Stylist" as an <h3>) over its dated
                // employer line, with no bullets under it, is the next role of the experience above.
                let nextRole = previous.kind == .experience && section.heading.map { EntryVocabulary.titleScore($0) > 0 } == true
                    && section.lines.first.map { DateRangeParser.firstRange(in: $0.text) != nil } == true
                let kind = previous.lines.isEmpty && previous.kind != .header || nextRole ? nil : ContentClassifier.classify(section.lines)
                if kind == nil || kind == previous.kind {
                    previous.lines += [section.headingLine].compactMap { $0 } + section.lines
                    merged[merged.count - 1] = previous
                    continue
                }
                section.kind = kind!
            }
            merged.append(section)
        }
        return merged
    }

    /// "Available on request", "References upon request.": a references section with nothing more to say.
    private static func isOnRequest(_ line: DocumentLine) -> Bool {
        let text = SectionLexicon.normalize(line.text)
        return text.utf8.count <= 40 && (text.hasSuffix("on request") || text.hasSuffix("upon request"))
    }

    /// Marks printed around a heading ("— SKILLS —", "## Education", "Experience:").
    private static let headingEdges: Set<Unicode.Scalar> = [":", "-", "–", "—", "|", "#", "*", "_", " "]

    /// The section a line opens, with the text after an inline heading ("Skills: Go, SQL").
    static func heading(of printed: DocumentLine, style: HeadingStyle, in current: SectionKind, allowUnknown: Bool) -> (SectionKind, String, String?)? {
        var line = printed
        line.text = withoutNoteAfterHeading(line.text)
        let text = SectionLexicon.withoutLeadingIcons(line.text).replacingText("\t", with: " ")
        if let tabbed = tabbedHeading(line.text, in: current, startsBlock: line.startsBlock) { return tabbed }
        guard !text.hasPrefix("• "), text.count <= 60 else {
            return inlineHeading(text, in: current, startsBlock: line.startsBlock)
        }
        let bare = text.trimmingScalars(headingEdges)
        // "Key Achievements" or "Responsibilities" right under a role heads the role's bullets.
        if SectionKind.entryKinds.contains(current), !line.startsBlock, EntryNoise.isSubheading(bare) { return nil }
        if let kind = SectionLexicon.kind(ofHeading: bare), looksLikeHeading(bare, line: line),
           !style.isKnown || style.sharesMarks(line) || text.hasSuffix(":") {
            return (kind, bare, nil)
        }
        // A marked heading in sentence case naming certificates beside an unknown word
        // ("Registration & certificates" as an <h2>); "Grant Writing & Research" over a role's
        // lines is no publications section.
        if line.isMarkedHeading, SectionLexicon.kind(ofCompound: bare) == .certificates { return (.certificates, bare, nil) }
        if let inline = inlineHeading(text, in: current, startsBlock: line.startsBlock) { return inline }
        if allowUnknown, style.isKnown, style.matchesUnknown(line), !bare.contains(where: \.isNumber), bare.split(separator: " ").count <= 4,
           !bare.containsText("@"), !bare.isEmpty {
            return (.other, bare, nil)
        }
        return nil
    }

    /// "WORK HISTORY (dispatched from the IBEW 1245 hall unless noted)", "CURRENT ROLES (held at
    /// the same time)": a heading of up to three words in capitals with a note in brackets after
    /// it, without the note.
    static func withoutNoteAfterHeading(_ text: String) -> String {
        guard text.hasSuffix(")"), let open = text.range(of: " ("), open.lowerBound > text.startIndex else { return text }
        let head = text[..<open.lowerBound]
        guard head.split(separator: " ").count <= 3, !head.contains(where: \.isLowercase) else { return text }
        return String(head)
    }

    /// Whether a lexicon phrase stands as a heading rather than a word in a sentence: marked,
    /// in capitals, or a short line starting with a capital ("Work History", and in sentence
    /// case "Professional experience", "Licenses & certifications").
    private static func looksLikeHeading(_ bare: String, line: DocumentLine) -> Bool {
        if line.isMarkedHeading || bare.uppercased() == bare { return true }
        return bare.first?.isUppercase ?? false && bare.split(separator: " ").count <= 5
    }

    /// "Skills: Python, Go" opens the skills section with "Python, Go" as its first line.
    /// Inside a skills section, "Languages: Go, SQL" or "Tools: …" is a group of skills instead,
    /// and right under an entry's lines ("Technologies: Go, Kafka" under a role's bullets) the
    /// entry's own skill list; after a blank line or a gap it still opens the skills section.
    private static func inlineHeading(_ text: String, in current: SectionKind, startsBlock: Bool) -> (SectionKind, String, String?)? {
        guard let colon = text.firstIndex(ofASCII: UInt8(ascii: ":")) else { return nil }
        return labelledHeading(head: text[..<colon].trimmingSpaces, rest: text[text.index(after: colon)...].trimmingSpaces,
                               in: current, startsBlock: startsBlock)
    }

    /// A label column read across ("Mother tongue(s)⇥Czech", "Digital skills⇥SQL, Excel"): the
    /// label opens its section when the lexicon knows it, as "Label: …" does. A heading column
    /// in capitals beside its content ("EXPERIENCE⇥Farm Manager⇥2016 – Present") opens any
    /// section, experience too; a heading wrapped in its cell ("CERTIFICATIONS &" over
    /// "LICENSES") is named by its first line.
    private static func tabbedHeading(_ text: String, in current: SectionKind, startsBlock: Bool) -> (SectionKind, String, String?)? {
        guard let tab = text.firstIndex(ofASCII: UInt8(ascii: "\t")), !text.hasPrefix("• ") else { return nil }
        var head = text[..<tab].trimmingSpaces
        let isHeadingCell = head.uppercased() == head && head.filter(\.isLetter).count >= 4
        if isHeadingCell { head = head.trimmingScalars(["&", " "]) }
        return labelledHeading(head: head, rest: text[text.index(after: tab)...].trimmingSpaces,
                               in: current, startsBlock: startsBlock, isHeadingCell: isHeadingCell)
    }

    private static func labelledHeading(head: String, rest: String, in current: SectionKind, startsBlock: Bool,
                                        isHeadingCell: Bool = false) -> (SectionKind, String, String?)? {
        guard head.split(separator: " ").count <= 3, let kind = SectionLexicon.kind(ofHeading: head),
              kind != .experience || isHeadingCell, head.first?.isUppercase ?? false else { return nil }
        if current == .skills, kind == .skills || kind == .languages, !SectionLexicon.namesSpokenLanguages(head),
           !(kind == .languages && SpokenLanguages.startsWithLanguage(rest)) { return nil }
        // "Training: strength and conditioning, HIIT, …", "Leadership: Operating budgets, …" or
        // a museum registrar's "Registration: Loans and contracts, …" under Skills is a group of
        // skills, not the section "Training", "Leadership" or "Registration" heads elsewhere;
        // so is "Leadership & governance: Nursing workforce planning, …".
        let firstWord = SectionLexicon.normalize(head).split(separator: " ").first.map(String.init) ?? ""
        if current == .skills, ["training", "leadership", "registration"].contains(firstWord), rest.contains(",") {
            return nil
        }
        if SectionKind.entryKinds.contains(current), kind == .skills, !startsBlock { return nil }
        // "LEADERSHIP: Served a 120-day detail as acting team lead …" in a duty paragraph is a
        // run-in lead, not a section.
        if SectionKind.entryKinds.contains(current), EntryGrouper.isRunningText(rest) { return nil }
        return (kind, head, rest)
    }
}

/// How this resume styles its headings, learned from the lines the lexicon recognises:
/// the marks (caps, size, bold or heading style) that most of them share. A PDF's bold font
/// counts only when the headings share no other mark (job titles are often bold too).
///
/// Headings larger than the body may come in more than one size (a sidebar's smaller than the
/// main column's): each size that a known heading has counts.
struct HeadingStyle {
    private var allCaps = false
    /// The sizes of the known headings, when most of them are set larger than the body.
    private var sizes: [Double] = []
    private var marked = false
    private var bold = false
    /// The median size: the body text's.
    private var bodySize: Double?
    /// The largest size, when it is half again the largest known heading's: the name's.
    private var nameSize: Double?

    init(lines: [DocumentLine]) {
        let sizes = lines.compactMap(\.size).sorted()
        let bodySize = sizes.isEmpty ? nil : sizes[sizes.count / 2]
        self.bodySize = bodySize
        let known = lines.filter { line in
            !line.text.hasPrefix("• ") && line.text.count <= 40
                && SectionLexicon.kind(ofHeading: SectionLexicon.withoutLeadingIcons(line.text).trimmingScalars([":", " "])) != nil
        }
        guard known.count >= 2 else { return }
        func most(_ test: (DocumentLine) -> Bool) -> Bool { known.filter(test).count * 3 >= known.count * 2 }
        allCaps = most { $0.text.uppercased() == $0.text }
        marked = most(\.isMarkedHeading)
        let knownSizes = known.compactMap(\.size)
        if knownSizes.count == known.count, let largest = sizes.last, let headingSize = knownSizes.max(), largest >= headingSize * 1.5 {
            nameSize = largest
        }
        if knownSizes.count == known.count, let bodySize, most({ ($0.size ?? 0) > bodySize * 1.1 }) {
            self.sizes = knownSizes.filter { $0 > bodySize * 1.1 }
        }
        if !allCaps, !marked, self.sizes.isEmpty { bold = most(\.isBold) }
    }

    /// Whether the resume's headings have any mark that sets them apart.
    var isKnown: Bool { allCaps || marked || !sizes.isEmpty || bold }

    /// Whether a line carries every mark the known headings share.
    func sharesMarks(_ line: DocumentLine) -> Bool {
        if allCaps && (line.text.uppercased() != line.text || line.text.filter(\.isLetter).count < 4) { return false }
        if !sizes.isEmpty {
            guard let lineSize = line.size, sizes.contains(where: { abs(lineSize - $0) <= $0 * 0.05 }) else { return false }
        }
        return (!marked || line.isMarkedHeading) && (!bold || line.isBold)
    }

    /// Whether a line is set in the name's size, far larger than any heading.
    func isNameSized(_ line: DocumentLine) -> Bool {
        guard let nameSize, let size = line.size else { return false }
        return size >= nameSize * 0.95
    }

    /// Whether a line is set larger than the body text (a headline under the name).
    func isLargerThanBody(_ line: DocumentLine) -> Bool {
        guard let bodySize, let size = line.size else { return false }
        return size > bodySize * 1.1
    }

    /// Whether a line not in the lexicon stands out as a heading: it shares the marks, and
    /// when capitals are the only mark, it also starts a block.
    func matchesUnknown(_ line: DocumentLine) -> Bool {
        sharesMarks(line) && (!sizes.isEmpty || marked || bold || line.startsBlock)
    }
}
