import MatchCore
/// What a part of a resume is about.
public enum SectionKind: String, Sendable, CaseIterable {
    /// The lines before the first heading: name, contact details, often a summary.
    case header
    case contact, summary, experience, education, skills, certificates, projects, awards
    case publications, volunteer, languages, interests, references
    /// Courses and job training listed apart from degrees and certificates (a US federal
    /// resume's "Job Related Training"): read into no field, so they are not taken for jobs.
    case training
    /// Details an application asks for (a federal resume's "Availability and Eligibility":
    /// citizenship, clearance, desired locations): not entries.
    case eligibility
    /// Professional memberships and affiliations ("American Association of Nurse Practitioners,
    /// 2020 – present"): dated lines, but not jobs; read into no field.
    case memberships
    /// A heading that is not in the lexicon; its content is classified by what it holds.
    case other

    /// Sections made of dated entries, whose lines may carry an entry's own skill list. An
    /// array, not a set: the skills these lists add follow this order, and a set's order
    /// changes from one process to the next.
    static let entryKinds: [SectionKind] = [.experience, .projects, .volunteer]
}

/// The lexicon of section headings and their synonyms.
enum SectionLexicon {
    private static let entries: [SectionKind: [String]] = [
        .contact: ["contact", "contact information", "contact info", "contact details", "personal details", "personal information", "details", "personal info", "personal particulars",
                   "say hello", "get in touch", "contact me",
                   // German CVs (Lebenslauf).
                   "persönliche daten", "persönliche angaben", "kontakt", "kontaktdaten"],
        .summary: ["summary", "professional summary", "career summary", "executive summary", "objective", "career objective",
                   "a propos", "à propos", "profile summary",
                   "profile", "professional profile", "about", "about me", "personal statement", "overview", "introduction", "highlights", "summary of qualifications",
                   "career highlights",
                   "profil", "kurzprofil", "über mich"],
        .experience: ["experience", "work experience", "professional experience", "work history", "employment", "employment history",
                      "career history", "relevant experience", "related experience", "professional background", "career", "positions held",
                      "industry experience", "experiences", "work", "professional history", "employment experience", "selected experience",
                      "positions", "research positions", "academic positions", "appointments", "academic appointments", "teaching",
                      "professional appointments", "staff appointments", "executive career", "executive experience",
                      "where i ve worked", "where i have worked", "work i ve done",
                      "roles", "current roles", "current positions", "current posts", "previous roles", "earlier roles",
                      "contract history", "contract roles", "contracting history", "freelance work", "freelance history",
                      "berufserfahrung", "berufliche erfahrung", "beruflicher werdegang", "berufliche laufbahn", "berufspraxis",
                      "praktika", "praktische erfahrung"],
        .education: ["education", "academic background", "education and training", "academics", "academic qualifications",
                     "academic history", "educational background", "education background", "education history",
                     "educational history", "academic credentials", "academic qualification", "educational qualification",
                     "training", "studies", "academic experience", "where i studied",
                     "academic qualifications", "educational qualifications", "qualifications",
                     "ausbildung", "bildungsweg", "bildung", "schulbildung", "studium", "akademische ausbildung",
                     "schulische ausbildung", "hochschulbildung", "schul und berufsausbildung"],
        .skills: ["skills", "technical skills", "core competencies", "competencies", "expertise", "areas of expertise", "technologies",
                  "tech stack", "tools", "key skills", "skills summary", "technical proficiencies", "proficiencies", "toolbox",
                  "core skills", "skill set", "skillset", "professional skills", "technical expertise", "abilities", "software", "computer skills",
                  "personal skills", "digital skills", "digital competence", "job-related skills", "top skills", "what i know", "what i do",
                  "what i m good at", "what i am good at",
                  "methods", "research methods", "methodologies", "strengths", "key strengths", "core strengths", "programming",
                  "kenntnisse", "fähigkeiten", "fachkenntnisse", "it kenntnisse", "edv kenntnisse", "kompetenzen",
                  "fachliche kompetenzen", "besondere kenntnisse", "sonstige kenntnisse"],
        .certificates: ["certifications", "certificates", "certification", "licenses", "licences", "licenses and certifications",
                        "licences and certifications", "certifications and licenses", "credentials", "professional certifications",
                        "licensure", "professional qualifications", "further qualifications", "additional qualifications",
                        "zertifikate", "zertifizierungen", "registration", "registrations", "professional registration",
                        // A tradesperson's cards and tickets ("TICKETS & TRAINING", "CARDS & TICKETS").
                        "tickets", "ticket", "safety tickets", "trade tickets", "cards", "cards and tickets", "tickets and cards"],
        .projects: ["projects", "personal projects", "selected projects", "side projects", "key projects", "open source",
                    "academic projects", "project experience", "notable projects", "portfolio", "projekte",
                    // A film or television editor's list of productions.
                    "credits", "selected credits", "filmography"],
        .awards: ["awards", "honors", "honours", "achievements", "awards and honors", "honors and awards", "recognition",
                  "grants", "grants and awards", "awards and grants", "fellowships", "grants and fellowships", "funding",
                  "accomplishments", "scholarships", "auszeichnungen"],
        .publications: ["publications", "papers", "selected publications", "talks", "presentations", "research", "patents",
                        // Shows a curator or artist lists are works presented, like talks: dated lines, not jobs.
                        "exhibitions", "exhibits", "solo exhibitions", "group exhibitions",
                        "publikationen", "veröffentlichungen"],
        .volunteer: ["volunteer", "volunteering", "volunteer experience", "volunteer work", "community involvement", "community",
                     "community service", "leadership", "leadership and volunteering", "activities", "extracurricular activities", "extra curricular activities",
                     "ehrenamt", "ehrenamtliches engagement"],
        .languages: ["languages", "spoken languages", "languages spoken", "spoken", "language skills", "language", "mother tongue", "mother tongues",
                     "other language", "other languages", "foreign languages", "languages known", "languages i speak", "langues", "idiomas", "sprachen",
                     "sprachkenntnisse", "fremdsprachen"],
        .interests: ["interests", "hobbies", "hobbies and interests", "personal interests", "interessen", "hobbys", "freizeit"],
        .references: ["references", "referees", "referenzen"],
        .training: ["job related training", "professional development", "continuing education", "continuing professional development", "cpd",
                    "training courses", "courses", "courses and training", "trainings",
                    "weiterbildung", "weiterbildungen", "fortbildung", "fortbildungen",
                    // Clinical rotations and practicums are supervised training, not jobs.
                    "clinical rotations", "rotations", "clinical placements", "practicum", "practicums", "clinical practicum"],
        .memberships: ["memberships", "professional memberships", "affiliations", "professional affiliations",
                       "professional activities", "professional service",
                       // An academic CV's committee work: "Chair, Safety Committee, 2018–present".
                       "service", "university service", "department service", "committee service",
                       "memberships and affiliations", "professional associations", "mitgliedschaften",
                       // Board seats and public appointments beside the career, not jobs.
                       "boards", "board appointments", "board service", "board memberships", "board positions",
                       "directorships", "non executive directorships", "public roles", "public appointments"],
        .eligibility: ["availability and eligibility", "availability", "eligibility", "work eligibility", "work authorization"],
    ]

    private static let byPhrase: [String: SectionKind] = {
        var map: [String: SectionKind] = [:]
        for (kind, phrases) in entries { for phrase in phrases { map[phrase] = kind } }
        return map
    }()

    private static let bySquashedPhrase: [String: SectionKind] = {
        var map: [String: SectionKind] = [:]
        for (kind, phrases) in entries { for phrase in phrases { map[phrase.replacingText(" ", with: "")] = kind } }
        return map
    }()

    /// The words a heading can start with: lines starting otherwise are not looked up further.
    private static let openingWords: Set<String> = {
        var words = qualifiers
        for (_, phrases) in entries {
            for phrase in phrases {
                words.insert(String(phrase.split(separator: " ")[0]))
                words.insert(phrase.replacingText(" ", with: ""))
            }
        }
        return words
    }()

    private static let qualifiers: Set<String> = ["my", "selected", "relevant", "other", "additional", "key", "recent", "notable", "main", "further",
                                                  "previous", "prior", "earlier"]

    /// Labels that can only mean spoken languages ("Mother tongue(s)", "Other languages" in a
    /// European CV), unlike "Languages", which inside a skills section groups programming languages.
    static func namesSpokenLanguages(_ head: String) -> Bool {
        let phrase = normalize(removingParenthesised(head))
        return phrase.hasPrefix("mother tongue") || phrase.hasPrefix("other language") || phrase.hasPrefix("foreign language")
            || phrase.hasPrefix("spoken") || phrase == "languages spoken"
    }

    /// The text without the icons a template prints before a heading ("💼 Experience"):
    /// pictographs, other symbols, emoji selectors and joiners.
    static func withoutLeadingIcons(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, !first.isASCII else { return text }
        let scalars = text.unicodeScalars
        let start = scalars.firstIndex { scalar in
            !(scalar.properties.isEmojiPresentation || scalar.properties.generalCategory == .otherSymbol
              || scalar == "\u{FE0F}" || scalar == "\u{200D}" || scalar == " ")
        } ?? scalars.endIndex
        return String(scalars[start...])
    }

    /// The heading's words, lower-cased, "&" as "and", punctuation dropped.
    static func normalize(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return normalizeASCII(text) }
        var words = String.UnicodeScalarView()
        var pendingSpace = false
        func append(_ scalar: Unicode.Scalar) {
            if pendingSpace, !words.isEmpty { words.append(" ") }
            pendingSpace = false
            words.append(scalar)
        }
        for scalar in text.lowercased().unicodeScalars {
            if scalar == "&" {
                pendingSpace = true
                "and".unicodeScalars.forEach(append)
                pendingSpace = true
            } else if scalar.isASCII ? (scalar >= "a" && scalar <= "z") : scalar.properties.isAlphabetic {
                append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return String(words)
    }

    /// `normalize` for ASCII text (most headings), byte by byte.
    private static func normalizeASCII(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 4)
        var pendingSpace = false
        func append(_ byte: UInt8) {
            if pendingSpace, !bytes.isEmpty { bytes.append(0x20) }
            pendingSpace = false
            bytes.append(byte)
        }
        for byte in text.utf8 {
            if byte == UInt8(ascii: "&") {
                pendingSpace = true
                "and".utf8.forEach(append)
                pendingSpace = true
            } else if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") || byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
                append(byte | 0x20)
            } else {
                pendingSpace = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text without its first "(" to last ")" (a heading's aside: "Experience (selected)").
    private static func removingParenthesised(_ text: String) -> String {
        guard let open = text.firstIndex(ofASCII: UInt8(ascii: "(")), let close = text.lastIndex(ofASCII: UInt8(ascii: ")")), open < close else { return text }
        return String(text[..<open] + text[text.index(after: close)...])
    }

    /// The text up to its first space, "/", ",", "&" or ":" (skipping any at the start).
    private static func firstWord(of text: String) -> String {
        let utf8 = text.utf8
        func isBreak(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: ":")
        }
        guard let start = utf8.firstIndex(where: { !isBreak($0) }) else { return "" }
        let end = utf8[start...].firstIndex(where: isBreak) ?? utf8.endIndex
        return String(text[start..<end])
    }

    /// The kind a compound heading's parts name: the first part's, but a section whose entries
    /// are read wins over training, which is read into no field ("Courses & Certifications",
    /// "Weiterbildungen & Zertifikate": certificates), certificates win over memberships, whose
    /// lines are credentials too ("Memberships & Certificates"), and "training", which heads
    /// education on its own, yields to the part beside it ("Training & Certificates": certificates), as does
    /// "research", which heads publications on its own ("Research & Work Experience": work).
    /// When no part is known whole, a part's last word may name it ("SIA Licences & Training").
    private static func compoundKind(_ parts: [String]) -> SectionKind? {
        func readKinds(_ phrases: [String]) -> [SectionKind] {
            phrases.compactMap { $0 == "training" || $0 == "research" ? nil : byPhrase[$0] }
        }
        // When no part is known, a part may end in a word the lexicon knows ("SIA Licences & Training").
        let exact = readKinds(parts)
        let kinds = exact.isEmpty ? readKinds(parts.map { String($0.split(separator: " ").last ?? "") }) : exact
        if kinds.first == .memberships, kinds.contains(.certificates) { return .certificates }
        return kinds.first { $0 != .training } ?? kinds.first ?? parts.lazy.compactMap { byPhrase[$0] }.first
    }

    /// Labels of fields inside an entry that read like headings: USAJOBS's resume builder prints
    /// them under each job and each school.
    private static let fieldLabels: Set<String> = ["relevant coursework licensures and certifications",
                                                   "duties accomplishments and related skills"]

    /// "RECRUITING TOOLS", "LAB SKILLS", "KITCHEN EXPERIENCE": two or three words in capitals
    /// ending in "skills", "tools" or "experience", whatever the first word.
    private static func namesKindOfList(_ text: String) -> Bool {
        guard text.utf8.allSatisfy({ !($0 >= 0x61 && $0 <= 0x7A) }), text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return false }
        let words = text.split(separator: " ")
        return (2...3).contains(words.count) && (words.last == "SKILLS" || words.last == "TOOLS" || words.last == "EXPERIENCE")
    }

    /// The section a short compound heading names when one of its parts is known ("Registration
    /// & certificates", "LICENSE / CERTIFICATIONS": certificates); callers ask it of lines marked
    /// as headings or in capitals.
    static func kind(ofCompound text: String) -> SectionKind? {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "/") }), text.first?.isUppercase == true,
              text.split(separator: " ").count <= 6 else { return nil }
        return compoundKind(text.lowercased().split(whereSeparator: { $0 == "&" || $0 == "," || $0 == "/" }).map { normalize(String($0)) })
    }

    /// The section a heading names, including compound headings ("Skills & Interests": skills).
    static func kind(ofHeading text: String) -> SectionKind? {
        // Most lines are far from a heading: leave them before any string work.
        guard text.utf8.count <= 80, text.utf8.lazy.filter({ $0 == 0x20 }).count <= 8 else { return nil }
        // "EXTRA-CURRICULAR ACTIVITIES": a hyphen inside the first word parts it too.
        let opening = normalize(firstWord(of: text))
        // "REGISTRATION & CERTIFICATIONS", "TRADE QUALIFICATIONS, LICENCES & TRAINING", "LICENSE /
        // CERTIFICATIONS": in capitals, a compound heading may open with a word the lexicon does
        // not know.
        if !openingWords.contains(opening), !text.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }), let kind = kind(ofCompound: text) {
            return kind
        }
        guard openingWords.contains(opening) || namesKindOfList(text)
                || opening.utf8.contains(0x20) && openingWords.contains(String(opening.split(separator: " ")[0])) else { return nil }
        let phrase = normalize(removingParenthesised(text))
        guard !phrase.isEmpty, phrase.split(separator: " ").count <= 6, !fieldLabels.contains(phrase) else { return nil }
        if let kind = byPhrase[phrase] { return kind }
        // "Previous career: hair & beauty": a kind of work, then which work, after a colon.
        if let colon = text.range(of: ": "), text[colon.upperBound...].split(separator: " ").count <= 4,
           kind(ofHeading: String(text[..<colon.lowerBound])) == .experience {
            return .experience
        }
        for separator in [" and ", " or ", " und "] where phrase.containsText(separator) {
            if let kind = compoundKind(phrase.pieces(separatedBy: separator)) { return kind }
        }
        let original = text.lowercased()
        for separator in ["/", ",", "|"] where original.containsText(separator) {
            if let kind = compoundKind(original.pieces(separatedBy: separator).map(normalize)) { return kind }
        }
        // "My Experience", "Selected Work Experience": a qualifier before a known heading.
        let words = phrase.split(separator: " ").map(String.init)
        if words.count > 1, words.count <= 4, let first = words.first, qualifiers.contains(first) {
            return kind(ofHeading: words.dropFirst().joined(separator: " "))
        }
        // "Research Experience", "Teaching Experience": kinds of work; "Clinical Skills": skills.
        if words.count <= 3, words.last == "experience" { return .experience }
        if words.count <= 3, words.last == "skills" || words.last == "tools" { return .skills }
        // "S K I L L S" closed up to "SKILLS" loses its word breaks: "WORKHISTORY".
        return bySquashedPhrase[phrase.replacingText(" ", with: "")]
    }
}
