import MatchCore

/// Finds technologies, skills and knowledge areas named in text, with where each was found.
///
/// One Aho–Corasick pass over the case-folded UTF-8 bytes finds every dictionary entry:
/// O*NET technology examples (and the product without its vendor: "Excel" for "Microsoft
/// Excel"), commodity titles, skill and knowledge names, and curated aliases (js → JavaScript).
/// A match counts only at word boundaries; short or ambiguous entries must match in case too.
/// Overlapping matches keep the leftmost, then the longest.
public final class SkillExtractor: Sendable, IndexStorable {
    /// What a pattern stands for.
    struct Entry: Sendable {
        var id: String
        var name: String
        var kind: SkillKind
        /// Index into the database's technologies, or -1.
        var technology: Int32
    }

    /// A dictionary pattern: its bytes as written, its entry, and whether case must match.
    struct Pattern: Sendable {
        var bytes: [UInt8]
        var entry: Int32
        var caseSensitive: Bool
    }

    private let entries: [Entry]
    private let patterns: [Pattern]
    private let automaton: AhoCorasick

    /// Number of dictionary patterns, for reports.
    public var patternCount: Int { patterns.count }

    private init(entries: [Entry], patterns: [Pattern], automaton: AhoCorasick) {
        self.entries = entries
        self.patterns = patterns
        self.automaton = automaton
    }

    func write(to output: inout BinaryWriter) {
        output.write(entries.map(\.id))
        output.write(entries.map(\.name))
        output.writePlain(entries.map { UInt8(SkillKind.allCases.firstIndex(of: $0.kind)!) })
        output.writePlain(entries.map(\.technology))
        FlatLists(patterns.map(\.bytes)).write(to: &output)
        output.writePlain(patterns.map(\.entry))
        output.writePlain(patterns.map { UInt8($0.caseSensitive ? 1 : 0) })
        automaton.write(to: &output)
    }

    /// Reads the dictionary and automaton as `write(to:)` stored them.
    convenience init(reading input: inout BinaryReader) throws {
        let ids = try input.readStrings(), names = try input.readStrings()
        let kinds: [UInt8] = try input.readPlain(), technologies: [Int32] = try input.readPlain()
        let bytes = try FlatLists<UInt8>(reading: &input)
        let patternEntries: [Int32] = try input.readPlain(), caseSensitive: [UInt8] = try input.readPlain()
        let automaton = try AhoCorasick(reading: &input)
        try input.require(names.count == ids.count && kinds.count == ids.count && technologies.count == ids.count
            && kinds.allSatisfy { Int($0) < SkillKind.allCases.count }
            && patternEntries.count == bytes.count && caseSensitive.count == bytes.count
            && patternEntries.allSatisfy { $0 >= 0 && Int($0) < ids.count } && automaton.patternCount == bytes.count)
        let entries = ids.indices.map {
            Entry(id: ids[$0], name: names[$0], kind: SkillKind.allCases[Int(kinds[$0])], technology: technologies[$0])
        }
        let patterns = patternEntries.indices.map {
            Pattern(bytes: Array(bytes[$0]), entry: patternEntries[$0], caseSensitive: caseSensitive[$0] != 0)
        }
        self.init(entries: entries, patterns: patterns, automaton: automaton)
    }

    /// Builds the dictionary from the database's technologies, commodities, skills and knowledge.
    public convenience init(database: OnetDatabase) {
        var entries: [Entry] = []
        var entryIndex: [String: Int32] = [:]
        var patterns: [Pattern] = []
        var seenPatterns = Set<[UInt8]>()
        func entry(_ id: String, _ name: String, _ kind: SkillKind, _ technology: Int32) -> Int32 {
            if let known = entryIndex[id] { return known }
            let index = Int32(entries.count)
            entries.append(Entry(id: id, name: name, kind: kind, technology: technology))
            entryIndex[id] = index
            return index
        }
        func add(_ text: String, _ entry: Int32, caseSensitive: Bool? = nil) {
            // Names come trimmed from the release; this only guards against stray spaces (cheaply:
            // Foundation's trimming bridges to NSString and showed in profiles of index opening).
            let trimmed = text.utf8.first == 0x20 || text.utf8.last == 0x20
                ? text.trimmingCharacters(in: .whitespaces) : text
            guard !trimmed.isEmpty else { return }
            let sensitive = caseSensitive ?? (trimmed.count <= SkillAliases.caseSensitiveLength)
            let folded = Self.fold(Array(trimmed.utf8))
            // The first pattern for a folded spelling wins: full names come before derived ones.
            guard seenPatterns.insert(folded + [sensitive ? 1 : 0]).inserted else { return }
            patterns.append(Pattern(bytes: Array(trimmed.utf8), entry: entry, caseSensitive: sensitive))
        }
        var technologyByName: [String: Int32] = [:]
        for (index, technology) in database.technologies.enumerated() {
            technologyByName[technology.name] = Int32(index)
            add(technology.name, entry("tech:" + technology.name, technology.name, .technology, Int32(index)))
        }
        for technology in database.technologies {
            let id = entryIndex["tech:" + technology.name]!
            for variant in Self.derivedNames(of: technology.name) {
                let single = !variant.contains(" ")
                if single && SkillAliases.ambiguousProducts.contains(variant.lowercased()) { continue }
                add(variant, id, caseSensitive: single && variant.count <= 4)
            }
        }
        for technology in database.technologies where !technology.commodityTitle.isEmpty {
            add(technology.commodityTitle, entry(technology.commodityCode, technology.commodityTitle, .technology, -1))
        }
        for element in database.elements where element.kind == .skill || element.kind == .knowledge {
            // Leaves only ("2.A.1.a"), not headings such as "2.C.1 Business and Management".
            guard element.id.split(separator: ".").count >= 4 || element.id.hasPrefix("2.C") else { continue }
            guard !SkillAliases.everydayElementNames.contains(element.name.lowercased()) else { continue }
            add(element.name, entry(element.id, element.name, element.kind == .skill ? .skill : .knowledge, -1))
        }
        for (alias, canonical) in SkillAliases.all {
            let technology = technologyByName[canonical] ?? -1
            add(alias, entry("tech:" + canonical, canonical, .technology, technology))
        }
        self.init(entries: entries, patterns: patterns, automaton: AhoCorasick(patterns: patterns.map { Self.fold($0.bytes) }))
    }

    /// Shorter names a technology goes by: without " software", without its vendor, its trailing acronym.
    static func derivedNames(of name: String) -> [String] {
        var names: [String] = []
        var current = name
        if current.hasSuffix(" software") {
            current = String(current.dropLast(" software".count))
            names.append(current)
        }
        var stripped = true
        while stripped {
            stripped = false
            for vendor in SkillAliases.vendors where current.hasPrefix(vendor + " ") && current.count > vendor.count + 2 {
                current = String(current.dropFirst(vendor.count + 1))
                names.append(current)
                stripped = true
                break
            }
        }
        let words = name.split(separator: " ")
        if words.count >= 3, let last = words.last, last.count >= 2, last.count <= 6,
           last.allSatisfy({ $0.isUppercase || $0.isNumber }) {
            names.append(String(last))
            names.append(words.dropLast().joined(separator: " "))
        }
        return names
    }

    /// ASCII lower-case; other bytes unchanged.
    static func fold(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    }

    /// A word byte: ASCII letter or digit, or part of a non-ASCII character.
    @inline(__always) static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte >= 128
    }

    /// One accepted occurrence: byte range and entry.
    struct Occurrence {
        var start: Int
        var end: Int
        var entry: Int32
    }

    /// The non-overlapping occurrences in `text`, leftmost then longest first.
    func occurrences(in text: String) -> (bytes: [UInt8], found: [Occurrence]) {
        let original = Array(text.utf8)
        let folded = Self.fold(original)
        var candidates: [Occurrence] = []
        folded.withUnsafeBufferPointer { buffer in
            automaton.matches(in: buffer) { start, end, patternId in
                if start > 0 && Self.isWordByte(buffer[start - 1]) && Self.isWordByte(buffer[start]) { return }
                if end < buffer.count && Self.isWordByte(buffer[end]) && Self.isWordByte(buffer[end - 1]) { return }
                let pattern = patterns[Int(patternId)]
                if pattern.caseSensitive && !original[start..<end].elementsEqual(pattern.bytes) { return }
                candidates.append(Occurrence(start: start, end: end, entry: pattern.entry))
            }
        }
        candidates.sort { ($0.start, $1.end) < ($1.start, $0.end) }
        var kept: [Occurrence] = []
        var reach = 0
        for candidate in candidates where candidate.start >= reach {
            kept.append(candidate)
            reach = candidate.end
        }
        return (original, kept)
    }

    /// The skills named in `text` (one mention per skill, with up to `maxSpans` evidence spans),
    /// in order of first appearance. Spans are Unicode-scalar offsets into `text`.
    public func extract(from text: String, field: String, maxSpans: Int = 3) -> [SkillMention] {
        let (bytes, found) = occurrences(in: text)
        var mentions: [SkillMention] = []
        var slot: [Int32: Int] = [:]
        var scalarOffset = 0, byteOffset = 0
        func scalars(upTo byte: Int) -> Int {
            while byteOffset < byte {
                if bytes[byteOffset] & 0xC0 != 0x80 { scalarOffset += 1 }
                byteOffset += 1
            }
            return scalarOffset
        }
        for occurrence in found {
            let start = scalars(upTo: occurrence.start)
            let end = scalars(upTo: occurrence.end)
            let span = EvidenceSpan(field: field, start: start, end: end,
                                    text: String(decoding: bytes[occurrence.start..<occurrence.end], as: UTF8.self))
            if let index = slot[occurrence.entry] {
                if mentions[index].evidence.count < maxSpans { mentions[index].evidence.append(span) }
            } else {
                let entry = entries[Int(occurrence.entry)]
                slot[occurrence.entry] = mentions.count
                mentions.append(SkillMention(id: entry.id, name: entry.name, kind: entry.kind, evidence: [span]))
            }
        }
        return mentions
    }

    /// Indexes of the O*NET technologies named in `text`, for occupation evidence.
    public func technologies(in text: String) -> [Int32] {
        var seen = Set<Int32>()
        return occurrences(in: text).found.compactMap { occurrence in
            let technology = entries[Int(occurrence.entry)].technology
            return technology >= 0 && seen.insert(technology).inserted ? technology : nil
        }
    }

    /// The technology index of a mention's id, when it names one.
    public func technology(forId id: String) -> Int32? {
        entries.first { $0.id == id && $0.technology >= 0 }?.technology
    }
}
