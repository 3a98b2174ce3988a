/// Lines and pieces inside an experience section that belong to no entry field: sub-headings
/// over a role's bullets ("Key Achievements") and the employment type and duration LinkedIn
/// prints beside employers and dates ("Acme · Full-time", "Apr 2021 - Present · 2 yrs 10 mos").
enum EntryNoise {
    /// Sub-headings a role's bullets are grouped under.
    private static let subheadings: Set<String> = [
        "achievements", "key achievements", "selected achievements", "main achievements", "accomplishments",
        "key accomplishments", "selected accomplishments", "responsibilities", "key responsibilities",
        "main responsibilities", "duties", "key duties", "duties and responsibilities", "highlights", "key highlights",
        "key contributions", "contributions", "results", "key results", "impact",
        // A US federal resume's label over each job's duty paragraphs.
        "duties accomplishments and related skills", "duties and accomplishments",
        // Over a long career's oldest jobs, inside the experience section.
        "earlier career", "early career", "earlier", "earlier roles", "earlier positions",
    ]

    private static let employmentTypes: Set<String> = [
        "full-time", "full time", "part-time", "part time", "contract", "contractor", "internship", "freelance",
        "self-employed", "seasonal", "apprenticeship", "temporary", "permanent",
    ]

    private static let durationUnits: Set<String> = ["yr", "yrs", "year", "years", "mo", "mos", "month", "months"]
    /// Pieces of those words as printed ("2 Years", "1 yr", "3 mos").
    private static let durationProbes = ["ear", "EAR", "yr", "Yr", "YR", "mo", "Mo", "MO"]
    private static let durationWords = durationUnits.union(["less", "than", "a"])

    /// Whether the line only heads a role's bullets ("Key Achievements", "Responsibilities:").
    static func isSubheading(_ text: String) -> Bool {
        text.utf8.count <= 50 && subheadings.contains(SectionLexicon.normalize(text))
    }

    /// Words that open a line about time away from work ("2019 – 2020: Career break (family care)").
    private static let breakOpenings = ["career break", "sabbatical", "gap year", "parental leave", "family leave", "maternity leave",
                                        "paternity leave", "employment gap"]

    /// Pieces of those words as written in any case but the first letter's.
    private static let breakProbes = ["reak", "REAK", "abbatical", "ABBATICAL", "ap year", "AP YEAR", "eave", "EAVE", "mployment gap",
                                      "MPLOYMENT GAP"]

    /// Whether the line accounts for a gap between jobs rather than naming one: dates and a career break.
    static func isCareerBreak(_ text: String) -> Bool {
        // Most lines hold none of the words: leave them before the date scan.
        guard breakProbes.contains(where: text.containsText), let dates = DateRangeParser.firstRange(in: text) else { return false }
        var rest = text
        rest.replaceSubrange(dates.location, with: "")
        let opening = SectionLexicon.normalize(rest)
        return breakOpenings.contains { opening.hasPrefix($0) }
    }

    /// Whether the line describes the employer above it rather than naming a role: a phrase in
    /// lower case around a word for a business ("Fabless semiconductor company – storage and
    /// networking SoCs", "India design centre of a US semiconductor company").
    static func isEmployerNote(_ text: String) -> Bool {
        guard text.first?.isUppercase == true, !text.hasSuffix("."), businessWords.contains(where: text.containsText) else { return false }
        let words = text.split(separator: " ").filter { $0.contains(where: \.isLetter) }
        guard (3...10).contains(words.count), words.contains(where: { businessWords.contains(String($0)) }) else { return false }
        let lowercase = words.dropFirst().filter { $0.first?.isLowercase == true }.count
        return lowercase * 3 >= (words.count - 1) * 2 && DateRangeParser.firstRange(in: text) == nil
    }

    /// Words for a business, in lower case, that `isEmployerNote` looks for.
    private static let businessWords = ["company", "firm", "manufacturer", "start-up", "startup", "subsidiary", "consultancy",
                                        "multinational", "distributor", "retailer"]

    /// A running page header with the candidate's contact details ("Jane Doe · jane@example.com"):
    /// an address, not " @ " between a title and an employer.
    static func holdsEmailAddress(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "@")) else { return false }
        let bytes = Array(text.utf8)
        return bytes.indices.contains { index in
            bytes[index] == UInt8(ascii: "@") && index > 0 && index + 1 < bytes.count && bytes[index - 1] != 0x20 && bytes[index + 1] != 0x20
        }
    }

    /// Labels of an entry's fields written as "Label : value" (common in South Asian CVs).
    private static let fieldLabels: Set<String> = [
        "designation", "position", "role", "job title", "title", "company", "organisation", "organization", "employer",
        "company name", "duration", "period", "tenure", "dates", "location", "place", "positions held", "position held",
        "positions",
        // A long career's older jobs summed up on one line ("Earlier roles: Head Teller (2000–2002)
        // and Teller (1997–2000), Corn Belt Federal Credit Union").
        "earlier roles", "earlier positions", "earlier career", "earlier experience", "prior roles", "previous roles",
    ]
    /// Labelled lines that describe the whole history, not an entry, and the details a US
    /// federal resume prints for each job ("Salary: $98,496 USD per year | Hours per week: 40",
    /// "Series/Grade: GS-2210-12", "Supervisor: Maria Delgado, (614) 555-0132"): none is a title or employer.
    private static let droppedLabels: Set<String> = [
        "total experience", "overall experience", "total work experience", "salary", "hours per week", "hours", "series grade",
        "grade", "pay plan", "series", "supervisor", "supervisor name", "time in grade", "department", "may we contact your supervisor",
        "reason for leaving", "okay to contact this supervisor", "number of employees supervised",
    ]

    /// Labels over a role's bullets, with or without a bracket after them (`stripped`).
    private static let dutiesLabels = ["duties", "responsibilities", "key responsibilities", "main duties"]

    /// The line without employment-type and duration pieces, field labels ("Designation :
    /// Quality Engineer" → "Quality Engineer") and list numbering ("1. Acme Ltd" → "Acme Ltd");
    /// nil when nothing else is left.
    static func stripped(_ text: String) -> String? {
        var text = text
        let lower = text.lowercased()
        // The wrapped end of a federal resume's supervisor line ("555-0133; may contact").
        if lower.hasSuffix("may contact") || lower.hasSuffix("may not contact"), text.first?.isNumber == true { return nil }
        if let colon = text.firstIndex(ofASCII: UInt8(ascii: ":")) {
            let label = SectionLexicon.normalize(String(text[..<colon]))
            if droppedLabels.contains(label) { return nil }
            // "Duties (planner):" over its bullets heads them, as "Responsibilities:" does.
            if text[text.index(after: colon)...].allSatisfy(\.isWhitespace), dutiesLabels.contains(where: label.hasPrefix) { return nil }
            // "Office of Procurement Operations · Supervisor: Angela Whitfield, …": the last of
            // several notes set apart by middle dots labels the line too.
            if let last = String(text[..<colon]).pieces(separatedBy: " · ").last, droppedLabels.contains(SectionLexicon.normalize(last)) {
                return nil
            }
            if fieldLabels.contains(label) {
                text = text[text.index(after: colon)...].trimmingSpaces
                if text.isEmpty { return nil }
            }
        } else if let tab = text.firstIndex(of: "\t"), text.utf8.distance(from: text.utf8.startIndex, to: tab) <= 24,
                  let first = text.utf8.first, first >= 0x41, first <= 0x5A {
            // A form's cells: "Organisation⇥Oda Municipal Assembly, Akim Oda", "Duties⇥• Took part in …".
            let label = text[..<tab].lowercased().trimmingScalars([" "])
            if droppedLabels.contains(label) { return nil }
            if fieldLabels.contains(label) || dutiesLabels.contains(label) {
                text = text[text.index(after: tab)...].trimmingSpaces
                // "Dates⇥Position, employer and main duties": a row of column names, no job.
                let next = text.prefix { $0.isLetter || $0 == " " }.split(separator: " ").first.map { $0.lowercased() }
                if text.isEmpty || next.map(fieldLabels.contains) == true { return nil }
            }
        }
        if let numbered = withoutNumbering(text) { text = numbered }
        if isAgencyLine(text) { return nil }
        return withoutEmploymentDetails(withoutCompanyHistory(withoutAgencyAside(withoutEngagementNotes(text)).text))
    }

    /// The line without a contractor's notes on the engagement between bars or middle dots:
    /// its length ("12-month contract", "6-month contract, extended 2 months") and its roster
    /// ("FIFO 14/7", "DIDO, 5 days on / 2 off"), which are neither employer nor place.
    static func withoutEngagementNotes(_ text: String) -> String {
        guard text.containsText(" | ") || text.containsText(" · ") else { return text }
        var kept: [String] = []
        for bar in text.pieces(separatedBy: " | ") {
            let dots = bar.pieces(separatedBy: " · ").filter { !isEngagementNote($0) }
            if !dots.isEmpty { kept.append(dots.joined(separator: " · ")) }
        }
        return kept.joined(separator: " | ")
    }

    private static func isEngagementNote(_ piece: String) -> Bool {
        let lower = piece.trimmingSpaces.lowercased()
        if ["fifo", "dido", "bido", "direct contract", "direct engagement"].contains(where: lower.hasPrefix) { return true }
        // "12-month contract", "3-month contract, extended 2 months", "9-month assignment".
        let words = lower.split(separator: " ")
        guard words.count >= 2, let first = words.first, first.first?.isNumber == true,
              ["-month", "-week", "-year", "-day"].contains(where: first.hasSuffix) else { return false }
        return ["contract", "contract,", "assignment", "assignment,", "engagement", "engagement,"].contains(String(words[1]))
    }

    /// Words that open an aside naming the staffing agency a contractor was placed through
    /// ("Polderbank N.V., Amsterdam · contract through TalentBrug B.V."): the employer named
    /// before it is the client the work was done for.
    private static let agencyLeads = [
        "via ", "through ", "contract through ", "contracted through ", "contract via ", "contracted via ", "placed by ",
        "placed through ", "placed via ", "on assignment through ", "on assignment via ", "on assignment from ",
        "assigned through ", "assigned via ", "employed through ", "engaged through ", "engaged via ",
    ]
    /// Pieces of those words, so that most lines are passed over with a few byte searches.
    private static let agencyProbes = ["via ", "Via ", "hrough ", "HROUGH ", "laced ", "ssign", "ngaged "]
    /// What may stand before such an aside.
    private static let asideOpenings = [" · ", " – ", " — ", " - ", ", ", " ("]

    /// Whether the text opens with a word for an agency and the agency's capitalised name ("via Ironbark …").
    private static func opensWithAgency(_ text: Substring) -> Bool {
        let lower = text.prefix(24).lowercased()
        guard let lead = agencyLeads.first(where: lower.hasPrefix) else { return false }
        return text.dropFirst(lead.count).first?.isUppercase == true
    }

    /// Whether the line only names the agency ("via Ironbark Technical Recruitment"), or says
    /// there was none ("direct contract" under a client's name).
    static func isAgencyLine(_ text: String) -> Bool {
        agencyProbes.contains(where: text.containsText) && opensWithAgency(text[...])
            || text.utf8.count <= 20 && directEngagements.contains(text.lowercased())
    }

    /// Lines saying a contractor worked for the client with no agency between.
    private static let directEngagements: Set<String> = ["direct contract", "direct", "direct client", "direct engagement", "direct hire"]

    /// The line without an aside naming the agency ("… – contracted through Savanna HR Solutions
    /// Ltd", "(contract through PeopleLink Staffing Pte Ltd)"), and whether the aside ran to the
    /// line's end without a closing bracket, so that its name may wrap onto the next line.
    static func withoutAgencyAside(_ text: String) -> (text: String, runsOn: Bool) {
        guard agencyProbes.contains(where: text.containsText) else { return (text, false) }
        for opening in asideOpenings {
            for offset in TextSearch.offsets(of: opening, in: text) {
                let start = text.utf8.index(text.startIndex, offsetBy: offset)
                let asideStart = text.utf8.index(start, offsetBy: opening.utf8.count)
                let aside = text[asideStart...]
                guard opensWithAgency(aside) else { continue }
                let kept = String(text[..<start])
                guard opening == " (", let close = aside.firstIndex(of: ")") else { return (kept, true) }
                return ((kept + text[aside.index(after: close)...]).trimmingSpaces, false)
            }
        }
        return (text, false)
    }

    /// Whether a line is the wrapped end of an agency's name: at most three words, no date, and
    /// a legal form or a business's word at the end ("Solutions Ltd", "GmbH").
    static func isAgencyNameEnd(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (1...3).contains(words.count), let last = words.last, DateRangeParser.firstRange(in: text) == nil else { return false }
        let word = last.lowercased().trimmingScalars([".", ","])
        return EntryVocabulary.legalForms.contains(word) || EntryVocabulary.companyMarkers.contains(word)
    }

    private static let companyHistoryLeads = ["acquired by ", "formerly ", "now part of ", "now ", "a subsidiary of ", "merged with ", "merged into ",
                                              "own firm", "own company", "own business", "own practice"]

    /// An employer without the aside on its history ("Kessler Orthopedics (acquired by Meridian
    /// MedTech, 2021)"), whose date is not the role's, or on being the candidate's own
    /// ("Lindholm Språk (own firm, part-time)").
    private static func withoutCompanyHistory(_ text: String) -> String {
        guard let open = text.firstIndex(ofASCII: UInt8(ascii: "(")), open > text.startIndex,
              let close = text[open...].firstIndex(of: ")") else { return text }
        let aside = text[text.index(after: open)..<close].lowercased()
        guard companyHistoryLeads.contains(where: aside.hasPrefix) else { return text }
        return (text[..<open].trimmingSpaces + text[text.index(after: close)...]).trimmingSpaces
    }

    private static let streetWords: Set<String> = [
        "st", "street", "ave", "avenue", "blvd", "boulevard", "rd", "road", "dr", "drive", "ln", "lane", "way", "ct", "court",
        "pl", "place", "pkwy", "parkway", "hwy", "highway", "suite", "ste", "sq", "square", "terrace", "cir", "circle",
    ]

    /// A piece of a postal address: a house number and a street ("3990 E. Broad St.", "5215
    /// Thurlow St.") or a US ZIP code after the state ("43213 United States").
    static func isAddressPiece(_ piece: String) -> Bool {
        let words = piece.split(separator: " ")
        // "Bldg 5303 Martin Road", "Building 4203": a building's number opens the address.
        if words.count >= 2, buildingWords.contains(words[0].lowercased().trimmingScalars(["."])), words[1].first?.isNumber == true { return true }
        guard let first = words.first, first.first?.isNumber ?? false, first.allSatisfy({ $0.isNumber || $0.isLetter }) else { return false }
        if first.count == 5, first.allSatisfy(\.isNumber) { return true }
        return words.dropFirst().contains { streetWords.contains($0.lowercased().trimmingScalars(["."])) }
    }

    private static let buildingWords: Set<String> = ["bldg", "building", "suite", "ste"]

    /// "1. Acme Ltd" or "2) Acme Ltd" without its number; nil when the line is not numbered.
    private static func withoutNumbering(_ text: String) -> String? {
        let bytes = Array(text.utf8.prefix(5))
        guard let end = bytes.firstIndex(where: { !($0 >= 0x30 && $0 <= 0x39) }), (1...2).contains(end),
              end + 1 < bytes.count, bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: ")"), bytes[end + 1] == 0x20 else { return nil }
        return String(text.dropFirst(end + 2))
    }

    /// Employment types that, alone on a line, name who the work was for ("Self-employed" over
    /// its roles, as LinkedIn prints it).
    private static let employerStandIns: Set<String> = ["self-employed", "freelance"]

    private static func withoutEmploymentDetails(_ text: String) -> String? {
        if employerStandIns.contains(text.lowercased()) { return text }
        // LinkedIn's "Save to PDF": a company's total time alone under its name ("7 years 3
        // months") and each role's after its dates ("January 2024 - Present (2 years 11 months)").
        // Most lines hold no word of a duration and are passed over with a few byte searches.
        if durationProbes.contains(where: text.containsText) {
            if isDuration(text.lowercased()) { return nil }
            if text.hasSuffix(")"), let open = text.lastIndex(of: "("), isDuration(text[text.index(after: open)...].dropLast().lowercased()) {
                return withoutEmploymentDetails(text[..<open].trimmingSpaces)
            }
        }
        guard text.containsText(" · ") || employmentTypes.contains(text.lowercased()) else { return text }
        let kept = text.pieces(separatedBy: " · ").filter { piece in
            let lower = piece.trimmingSpaces.lowercased()
            return !employmentTypes.contains(lower) && !isDuration(lower)
        }
        return kept.isEmpty ? nil : kept.joined(separator: " · ")
    }

    /// "2 yrs 10 mos", "1 yr", "less than a year", "5+ years", in lower case.
    static func isDuration(_ lower: String) -> Bool {
        let words = lower.split(separator: " ")
        return words.contains { durationUnits.contains(String($0)) }
            && words.allSatisfy { word in
                let number = word.hasSuffix("+") ? word.dropLast() : word[...]
                return !number.isEmpty && number.allSatisfy(\.isNumber) || durationWords.contains(String(word))
            }
    }
}
