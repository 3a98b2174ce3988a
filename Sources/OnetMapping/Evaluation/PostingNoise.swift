import MatchCore

/// Dresses a clean title the way job postings do, for accuracy tests: seniority, level codes,
/// gender markers, work arrangements, departments, places, abbreviations, case and typos.
public struct PostingNoise: Sendable {
    /// Probability that each kind of noise is added.
    public var rate: Double

    public init(rate: Double = 0.5) {
        self.rate = rate
    }

    static let prefixes = ["Senior ", "Sr. ", "Junior ", "Lead ", "Principal ", "Staff ", "Entry Level ", "Jr "]
    static let levels = [" II", " III", " I", " IV", " - Level 2", " (L4)", " 2", " Level III"]
    static let markers = [" (m/w/d)", " (m/f/d)", " (f/m/x)", " (w/m/d)", " (all genders)"]
    static let arrangements = [" - Remote", " (Remote)", " - Hybrid", " | Full-Time", " - Part Time", " (Contract)",
                               ", Night Shift", " - Work From Home", " (Temporary)", " - PRN"]
    static let suffixes = [" - Chicago, IL", ", London", " - Berlin", " | New York, NY", " - Austin, TX", " (Toronto)",
                           " - Operations", ", Finance Department", " - Customer Success", " - Northeast Region",
                           " | Acme Corp", " - Downtown Campus"]
    static let abbreviations: [(String, String)] = [
        ("Software Engineer", "SWE"), ("Registered Nurse", "RN"), ("Project Manager", "PM"),
        ("Certified Nursing Assistant", "CNA"), ("Manager", "Mgr"), ("Assistant", "Asst"),
        ("Representative", "Rep"), ("Engineer", "Engr"), ("Technician", "Tech"), ("Coordinator", "Coord"),
        ("Administrative", "Admin"), ("Human Resources", "HR"), ("Information Technology", "IT"),
        ("Vice President", "VP"), ("Director", "Dir"),
    ]

    /// The noisy form of `title`, drawn from `random`.
    public func apply(to title: String, random: inout SeededRandom) -> String {
        var text = title
        func chance(_ factor: Double = 1) -> Bool { random.nextUnit() < rate * factor }
        func pick(_ options: [String]) -> String { options[Int(random.next() % UInt64(options.count))] }
        if chance(0.6) {
            for (long, short) in Self.abbreviations where text.contains(long) {
                text = text.replacingOccurrences(of: long, with: short)
                break
            }
        }
        if chance(0.5) { text = pick(Self.prefixes) + text }
        if chance(0.3) { text += pick(Self.levels) }
        if chance(0.2) { text += pick(Self.markers) }
        if chance(0.4) { text += pick(Self.arrangements) }
        if chance(0.4) { text += pick(Self.suffixes) }
        if chance(0.2) { text = random.next() % 2 == 0 ? text.uppercased() : text.lowercased() }
        if chance(0.1) { text = typo(in: text, random: &random) }
        return text
    }

    /// Swaps two letters inside one long word of the title.
    private func typo(in text: String, random: inout SeededRandom) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let long = words.indices.filter { words[$0].count >= 7 && words[$0].allSatisfy(\.isLetter) }
        guard !long.isEmpty else { return text }
        let index = long[Int(random.next() % UInt64(long.count))]
        var letters = Array(words[index])
        let position = 2 + Int(random.next() % UInt64(letters.count - 4))
        letters.swapAt(position, position + 1)
        words[index] = String(letters)
        return words.joined(separator: " ")
    }
}
