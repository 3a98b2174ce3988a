/// Turns a posting's job title into the words that name the occupation.
///
/// Strips what postings add around a title: seniority ("Sr.", "Lead", "II"), level codes
/// ("L4", "Level 2"), gender markers ("(m/w/d)"), work arrangements ("- Remote", "Full-Time"),
/// and department or location suffixes after a dash, comma or bar (or "to": "Assistant to the
/// CEO"; or "in" before a state's code: "Medical Assistant in Phoenix, AZ"); reads "Team Lead"
/// and "Shift Lead" as a leader; expands common abbreviations (SWE, PM, RN, CNA, FP&A…), spells
/// British words the American way ("Labourer") and reads German job words in English
/// (`GermanTitleWords`); reads a school teacher's title by the level taught and a college
/// teacher's by the subject, as O*NET codes them; lower-cases and removes plural endings.
public enum TitleNormalizer {
    /// A title split into its segments, each a list of normalized words; the first non-empty
    /// segment is the title proper, the others are suffixes such as a department or a place.
    public struct Normalized: Sendable, Equatable {
        public var segments: [[String]]

        /// The title proper: the first segment with words left.
        public var primary: [String] { segments.first ?? [] }

        /// All words of all segments.
        public var allWords: [String] { segments.flatMap { $0 } }

        /// The exact-lookup key of the title proper.
        public var key: String { primary.joined(separator: " ") }
    }

    /// Normalizes a raw title.
    public static func normalize(_ title: String) -> Normalized {
        var segments: [[String]] = []
        var gradeLevel: [String]?
        for segment in withoutPlacesAfterIn(splitSegments(title)) {
            // Pay is no department ("$21.50/hr"); printed after the title itself without a
            // separator ("Construction Laborer $18-22/hr"), the title before it stays.
            guard let kept = segments.isEmpty ? withoutPay(segment) : isPay(segment) ? nil : segment else { continue }
            var parts = splittingAtTo(TextTokenizer.words(in: kept))
            // "PA to the Managing Director": a personal assistant, not a physician assistant.
            if parts.count == 2, parts[0] == ["pa"] { parts[0] = ["personal", "assistant"] }
            for part in parts {
                // "Grade 4": a level code to `clean`, a school level to a teacher's title.
                gradeLevel = gradeLevel ?? schoolLevelOfGrade(part)
                let words = segments.isEmpty ? clean(part, keepingAllNoise: false)
                    : schoolLevel(of: part) ?? clean(part, keepingAllNoise: false)
                if !words.isEmpty { segments.append(words) }
            }
        }
        if segments.isEmpty {
            // A title that is all "noise" ("Lead", "Principal") is a title after all.
            let words = clean(TextTokenizer.words(in: removingBrackets(title)), keepingAllNoise: true)
            if !words.isEmpty { segments.append(words) }
        }
        if let teacher = teacherAtLevel(segments, grade: gradeLevel) ?? academicTeacher(segments) { segments[0] = teacher }
        // A title O*NET codes by what follows it: a researcher's field, a medical officer's
        // specialty, the business a manager runs, an airline's aircraft or counter.
        if let occupation = postdoctoralResearcher(segments) ?? scientistOfField(segments) ?? socialScienceResearchAssistant(segments)
            ?? medicalOfficerOfSpecialty(segments) ?? managerOfBusiness(segments) ?? airlineRole(segments) {
            segments[0] = occupation
        }
        // "Executive Officer - Work Coach - DWP Jobcentre Plus", "HEO - Policy Adviser": a civil
        // service grade before the role; the role names the work. Not a department or a place
        // after the grade ("Administrative Officer (AO) - Home Office"), which names no role.
        if segments.count >= 2, TitleVocabulary.civilServiceGrades.contains(segments[0].joined(separator: " ")) {
            // The grade's letters in brackets may stand between ("Senior Executive Officer (SEO) - …").
            let role = segments[1].count == 1 && segments[1][0].count <= 4 ? 2 : 1
            if segments.count > role, let head = segments[role].last, TitleVocabulary.roleHeads.contains(head) {
                segments.removeFirst(role)
            }
        }
        return Normalized(segments: segments)
    }

    /// "Assistant Professor - Curriculum and Instruction", "Reader in Medieval History",
    /// "Sessional Instructor - Indigenous Studies": O*NET codes a college's teachers by subject,
    /// so an academic rank with its subject reads as that subject's postsecondary teacher
    /// ("medieval history teacher postsecondary"); nil for any other title.
    static func academicTeacher(_ segments: [[String]]) -> [String]? {
        guard let primary = segments.first, let rank = primary.lastIndex(where: TitleVocabulary.academicRanks.contains) else { return nil }
        let before = primary[..<rank]
        guard before.allSatisfy(TitleVocabulary.academicRankModifiers.contains),
              primary[rank] != "instructor" && primary[rank] != "tutor" || before.contains(where: { $0 == "sessional" || $0 == "adjunct" }) else { return nil }
        // The subject after "in" or "of" on the title's own segment, else the first suffix that
        // is not about the post ("Teaching and Scholarship").
        var subject = Array(primary[(rank + 1)...])
        if let first = subject.first, first == "in" || first == "of" { subject.removeFirst() } else if !subject.isEmpty { return nil }
        if subject.allSatisfy(TitleVocabulary.academicPostWords.contains) { subject = [] }
        if subject.isEmpty {
            for segment in segments.dropFirst() where !segment.allSatisfy(TitleVocabulary.academicPostWords.contains) {
                subject = segment.first == "in" || segment.first == "of" ? Array(segment.dropFirst()) : segment
                break
            }
        }
        guard !subject.isEmpty, subject.count <= 4 else { return nil }
        // The British name of the subject O*NET calls computer science.
        return (subject == ["computing"] ? ["computer", "science"] : subject) + ["teacher", "postsecondary"]
    }

    /// "Postdoctoral Fellow - Structural Biology", "Postdoctoral Research Associate in Plant
    /// Pathology": a postdoc is a scientist of the field named, which O*NET codes by the science
    /// ("structural biology scientist"), not a teaching assistant or a research assistant; nil
    /// for any other title or when no field is named.
    static func postdoctoralResearcher(_ segments: [[String]]) -> [String]? {
        guard let primary = segments.first, let first = primary.first, first == "postdoctoral" || first == "postdoc" else { return nil }
        var subject = Array(primary.drop(while: TitleVocabulary.postdoctoralRankWords.contains))
        if let head = subject.first, head == "in" || head == "of" { subject.removeFirst() } else if !subject.isEmpty { return nil }
        if subject.isEmpty, let field = segments.dropFirst().first(where: { !$0.allSatisfy(TitleVocabulary.academicPostWords.contains) }) {
            subject = field
        }
        guard !subject.isEmpty, subject.count <= 4 else { return nil }
        return subject + ["scientist"]
    }

    /// "Scientist II - Immunology", "Principal Scientist - Medicinal Chemistry", "Research
    /// Scientist - Protein Engineering": a bare scientist's title with the science after it reads
    /// as that science's scientist ("immunology scientist"); nil for any other title.
    static func scientistOfField(_ segments: [[String]]) -> [String]? {
        guard segments.count > 1, segments[0] == ["scientist"] || segments[0] == ["research", "scientist"] else { return nil }
        let field = segments[1]
        guard field.count <= 3, !field.allSatisfy(TitleVocabulary.academicPostWords.contains) else { return nil }
        return field + ["scientist"]
    }

    /// "Medical Officer (Psychiatry)", "Senior Medical Officer - General Medicine": a medical
    /// officer is a physician, whom O*NET codes by the specialty named after the title
    /// ("psychiatry physician"); nil for any other title or when no specialty is named.
    static func medicalOfficerOfSpecialty(_ segments: [[String]]) -> [String]? {
        guard segments.count > 1, segments[0] == ["medical", "officer"], (1...3).contains(segments[1].count),
              !segments[1].allSatisfy(TitleVocabulary.academicPostWords.contains) else { return nil }
        return segments[1] + ["physician"]
    }

    /// "General Manager - Pub & Kitchen", "Operations Manager - Trucking": the manager of a whole
    /// business or site, whom O*NET codes by the kind of business named after the title ("food
    /// service manager"); nil for any other title or when no kind of business is named.
    static func managerOfBusiness(_ segments: [[String]]) -> [String]? {
        guard segments.count > 1, TitleVocabulary.wholeBusinessManagers.contains(segments[0].joined(separator: " ")) else { return nil }
        return segments.dropFirst().lazy.flatMap { $0 }.compactMap { TitleVocabulary.businessManagers[$0] }.first
    }

    /// "Captain - A320 - Direct Entry", "Customer Service Agent - Gate & Ticket Counter": a
    /// captain of an aircraft type is an airline pilot, not a ship's master, and a customer
    /// service agent at an airport's counters a ticket agent; nil for any other title.
    static func airlineRole(_ segments: [[String]]) -> [String]? {
        guard segments.count > 1 else { return nil }
        let after = segments.dropFirst().joined()
        if segments[0] == ["captain"], after.contains(where: isAircraftType) { return ["airline", "pilot"] }
        if segments[0] == ["customer", "service", "agent"], after.contains(where: TitleVocabulary.airlineCounterWords.contains) {
            return ["reservation", "and", "transportation", "ticket", "agent"]
        }
        return nil
    }

    /// "a320", "b767", "e175", "crj900": an airliner's type.
    static func isAircraftType(_ word: String) -> Bool {
        let letters = word.prefix { $0.isLetter }
        let digits = word.dropFirst(letters.count)
        return ["a", "b", "e", "crj", "erj", "md"].contains(String(letters)) && (3...4).contains(digits.count)
            && digits.allSatisfy(\.isNumber)
    }

    /// "Research Associate - Psychology Department": a research assistant of a social science,
    /// which O*NET codes apart from the laboratory's (`CuratedTitles`: "Research Associate");
    /// nil for any other title.
    static func socialScienceResearchAssistant(_ segments: [[String]]) -> [String]? {
        guard segments.count > 1, segments[0] == ["research", "associate"] || segments[0] == ["research", "assistant"],
              segments[1...].contains(where: { $0.contains(where: TitleVocabulary.socialSciences.contains) }) else { return nil }
        return ["social", "science", "research", "assistant"]
    }

    /// "Physical Education Teacher - Elementary", "Music Teacher (K-5)", "Primary Class Teacher -
    /// KS2": O*NET codes school teachers by the level they teach, not by their subject, so a
    /// teacher's title that names a level reads as that level's teacher ("elementary school
    /// teacher"), a special education or career and technical one keeping that; a relief, supply
    /// or occasional teacher is a substitute. Not a tutor or an assistant, whose occupations span
    /// the levels; nil when no level is named.
    static func teacherAtLevel(_ segments: [[String]], grade: [String]? = nil) -> [String]? {
        // A head teacher heads the school ("Head Teacher - Primary School"): a principal, not a teacher.
        guard let primary = segments.first, primary.last == "teacher", primary != ["head", "teacher"] else { return nil }
        // "Casual Relief Teacher (CRT) - Primary", "Occasional Teacher": a substitute at any level.
        if primary.count > 1, primary.contains(where: TitleVocabulary.substituteWords.contains) { return ["substitute", "teacher"] }
        guard !primary.contains(where: TitleVocabulary.teacherKinds.contains),
              let level = segments.lazy.compactMap(schoolLevelNamed).first ?? grade else { return nil }
        let kind: [String] = primary.contains("special") ? ["special", "education"]
            : primary.contains("career") || primary.contains("vocational") ? ["career", "technical", "education"] : []
        return kind + level + ["teacher"]
    }

    /// The school level of a grade the raw words name ("Grade 4", "grade 11"), which `clean`
    /// drops as a level code.
    static func schoolLevelOfGrade<Words: Collection<String>>(_ words: Words) -> [String]? {
        let words = Array(words)
        guard let at = words.firstIndex(of: "grade"), at + 1 < words.count, let grade = Int(words[at + 1]), (1...12).contains(grade) else {
            return nil
        }
        return schoolLevel(ofGrade: grade)
    }

    /// The school a grade is taught in: 1–5 elementary, 6–8 middle, 9–12 secondary.
    private static func schoolLevel(ofGrade grade: Int) -> [String] {
        grade <= 5 ? ["elementary", "school"] : grade <= 8 ? ["middle", "school"] : ["secondary", "school"]
    }

    /// The school level words name, in O*NET's words: "Elementary", "Primary", "KS2", "2nd
    /// Grade" (elementary school); "Middle School"; "Secondary", "High School", "Post-Primary",
    /// "KS3" (secondary school); "Kindergarten", "Reception"; "Preschool".
    private static func schoolLevelNamed(_ words: [String]) -> [String]? {
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : nil
            switch word {
            case "post" where next == "primary": return ["secondary", "school"]
            case "primary" where index == 0 || words[index - 1] != "post": return ["elementary", "school"]
            case "elementary", "ks1", "ks2": return ["elementary", "school"]
            case "middle": return ["middle", "school"]
            case "secondary", "ks3", "ks4", "ks5": return ["secondary", "school"]
            case "high" where next == "school": return ["secondary", "school"]
            case "kindergarten", "reception": return ["kindergarten"]
            case "preschool", "prek", "pk": return ["preschool"]
            case "pre" where next == "k": return ["preschool"]
            default:
                // "2nd Grade", "5th": an ordinal grade.
                let digits = word.prefix { $0.isNumber }
                guard next == "grade" || index == words.count - 1, ["st", "nd", "rd", "th"].contains(word.dropFirst(digits.count)),
                      let grade = Int(digits) else { continue }
                return schoolLevel(ofGrade: grade)
            }
        }
        return nil
    }

    /// The normalized key of an O*NET title (no segment splitting: O*NET titles use commas inside).
    public static func key(ofReferenceTitle title: String) -> String {
        clean(TextTokenizer.words(in: removingBrackets(title))).joined(separator: " ")
    }

    /// Removes text in brackets; keeps it when nothing else is left.
    static func removingBrackets(_ title: String) -> String {
        guard title.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{") }) else {
            return title
        }
        var out = "", depth = 0
        for character in title {
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth = max(0, depth - 1)
            default: if depth == 0 { out.append(character) }
            }
        }
        return out.contains(where: \.isLetter) ? out : title
    }

    /// Splits on the separators postings put between a title and its suffixes; text in brackets
    /// is a suffix of its own ("Special Education Teacher (K-5)", "Engineer (Software)").
    static func splitSegments(_ title: String) -> [String] {
        var segments: [String] = [], current = ""
        var previous: Character = " "
        let characters = Array(title)
        for (index, character) in characters.enumerated() {
            let next: Character = index + 1 < characters.count ? characters[index + 1] : " "
            let isDashSeparator = (character == "-" && previous == " " && next == " ") || character == "–" || character == "—"
            if isDashSeparator || isSegmentSeparator(character) {
                segments.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        segments.append(current)
        return segments
    }

    /// "Medical Assistant in Phoenix, AZ": capitalized words after " in ", in a segment that a
    /// state or province code follows, name a place, so they go; "Lecturer in Adult Nursing" and
    /// "Assistant in Nursing (AIN)" keep their field.
    static func withoutPlacesAfterIn(_ segments: [String]) -> [String] {
        guard segments.count > 1 else { return segments }
        var kept = segments
        for index in 0..<(segments.count - 1) where isRegionCode(segments[index + 1]) {
            let words = segments[index].split(separator: " ")
            guard let preposition = words.lastIndex(of: "in"), preposition > 0, preposition < words.count - 1 else { continue }
            if words[(preposition + 1)...].allSatisfy({ $0.first?.isUppercase == true }) {
                kept[index] = words[..<preposition].joined(separator: " ")
            }
        }
        return kept
    }

    /// Two capital letters alone: a US state's or Canadian province's code ("AZ", "ON").
    private static func isRegionCode(_ segment: String) -> Bool {
        let letters = segment.utf8.filter { $0 != UInt8(ascii: " ") }
        return letters.count == 2 && letters.allSatisfy { (65...90).contains($0) }
    }

    /// Bars, commas, colons, semicolons, middle dots and brackets end a segment.
    private static func isSegmentSeparator(_ character: Character) -> Bool {
        switch character {
        case "|", ",", ":", ";", "·", "(", ")", "[", "]", "{", "}": true
        default: false
        }
    }

    /// A segment with a currency sign is pay ("$21.50/hr", "£28k + OTE"), not a department.
    private static func isPay(_ segment: String) -> Bool {
        segment.unicodeScalars.contains { $0 == "$" || $0 == "£" || $0 == "€" }
    }

    /// The title before the pay in a segment ("Construction Laborer $18-22/hr"); nil when the
    /// segment is pay alone.
    private static func withoutPay(_ segment: String) -> String? {
        guard let sign = segment.firstIndex(where: { $0 == "$" || $0 == "£" || $0 == "€" }) else { return segment }
        let before = segment[..<sign]
        return before.contains(where: \.isLetter) ? String(before) : nil
    }

    /// The school level a suffix names by grades ("K-5", "Grades 6-8", "9-12", "K-5 Resource")
    /// or by the British word ("Primary"), in the words O*NET's titles use; nil for any other
    /// suffix.
    static func schoolLevel<Words: Collection<String>>(of words: Words) -> [String]? {
        var words = Array(words)
        var graded = false
        if words.first == "grades" || words.first == "grade" {
            words.removeFirst()
            graded = true
        }
        if words == ["primary"] || words == ["primary", "school"] { return ["elementary", "school"] }
        let kindergarten = words.first.map { ["k", "pk", "prek", "tk"].contains($0) } ?? false
        // Words after the grades ("K-5 Resource") only when the grades are surely grades.
        guard words.count == 2 || words.count > 2 && (graded || kindergarten), let last = Int(words[1]) else { return nil }
        let first = kindergarten ? 0 : Int(words[0])
        guard let first, first < last, last <= 12 else { return nil }
        switch (first, last) {
        case (_, ...6), (0...2, 8): return ["elementary", "school"]
        case (5...7, ...9): return ["middle", "school"]
        case (8...10, _): return ["high", "school"]
        default: return nil
        }
    }

    /// "Executive Assistant to the CEO": the words after "to" name whom the job serves, not the
    /// job, so they become a suffix segment.
    static func splittingAtTo(_ words: [String]) -> [ArraySlice<String>] {
        guard let to = words.firstIndex(of: "to"), to > 0 else { return [words[...]] }
        return [words[..<to], words[(to + 1)...]]
    }

    /// Expands abbreviations, drops noise words and plural endings; when only noise is left,
    /// keeps it if `keepingAllNoise` (a title such as "Principal" names an occupation).
    static func clean<Words: Collection<String>>(_ raw: Words, keepingAllNoise: Bool = true) -> [String] {
        var expanded: [String] = []
        let raw = Array(raw)
        var skipNext = false
        for (index, word) in raw.enumerated() {
            if skipNext {
                skipNext = false
                continue
            }
            if index + 1 < raw.count, let replacement = TitleVocabulary.pairedAbbreviations[word]?[raw[index + 1]] {
                expanded.append(contentsOf: replacement)
                skipNext = true
            } else if let replacement = TitleVocabulary.abbreviations[word] ?? GermanTitleWords.english(word) {
                expanded.append(contentsOf: replacement)
            } else {
                expanded.append(TitleVocabulary.britishSpellings[word] ?? word)
            }
        }
        var kept: [String] = []
        var lastKept = -1
        var index = 0
        while index < expanded.count {
            let word = expanded[index]
            if index + 1 < expanded.count, TitleVocabulary.noisePhrases.contains(word + " " + expanded[index + 1]) {
                index += 2
                continue
            }
            if word == "lead", let previous = kept.last, TitleVocabulary.ledGroups.contains(previous) {
                kept.append("leader")
                lastKept = index
            } else if !isNoise(at: index, in: expanded) {
                kept.append(TextTokenizer.stem(word))
                lastKept = index
            }
            index += 1
        }
        // Noise was dropped after the last kept word: a stop word it left at the end
        // ("Verkäufer in Teilzeit") goes too.
        while lastKept < expanded.count - 1, kept.count > 1, let last = kept.last, TitleVocabulary.stopWords.contains(last) {
            kept.removeLast()
        }
        if kept.isEmpty && keepingAllNoise {
            return expanded.filter { !TitleVocabulary.levelWords.contains($0) }.map(TextTokenizer.stem)
        }
        return kept
    }

    /// Whether the word at `index` is seniority or arrangement noise ("Senior", "Remote"; but not
    /// after "of" or "for": "Chief of Staff"; nor "principal" ending a title: "Assistant
    /// Principal"; nor "contract" before the work it names: "Contract Specialist"), "travel"
    /// before a clinical title, or a level code.
    private static func isNoise(at index: Int, in words: [String]) -> Bool {
        let word = words[index]
        let isObject = index > 0 && (words[index - 1] == "of" || words[index - 1] == "for")
        let isSchoolHead = word == "principal" && index == words.count - 1
        let isContractWork = word == "contract" && index + 1 < words.count && TitleVocabulary.contractWork.contains(words[index + 1])
        if TitleVocabulary.noiseWords.contains(word) && !isObject && !isSchoolHead && !isContractWork { return true }
        if word == "travel" && words[(index + 1)...].contains(where: TitleVocabulary.clinicalHeads.contains) { return true }
        return isLevelCode(word, position: index, next: index + 1 < words.count ? words[index + 1] : nil)
    }

    /// Level codes: roman numerals after the first word, "L4", "IC3", "E5", bare numbers (not an
    /// aircraft's type, "A320"), and a level word before one of those or at the end ("Level 2",
    /// "Grade 7"); a level word before another word is part of the title ("3rd Grade Teacher",
    /// "Step Dancer").
    static func isLevelCode(_ word: String, position: Int, next: String?) -> Bool {
        if TitleVocabulary.levelWords.contains(word) {
            guard let next else { return true }
            return !TitleVocabulary.levelWords.contains(next) && isLevelCode(next, position: position + 1, next: nil)
        }
        if position > 0 && TitleVocabulary.romanNumerals.contains(word) { return true }
        // "A320", "B767": an aircraft's type names the fleet, not a level.
        if isAircraftType(word) { return false }
        // A British key stage ("KS2") names the pupils' ages, not a grade of the job.
        if word.hasPrefix("ks") { return false }
        let bytes = word.utf8
        let letters = bytes.prefix { (97...122).contains($0) }.count
        let digits = bytes.dropFirst(letters)
        return !digits.isEmpty && letters <= 2 && digits.allSatisfy { (48...57).contains($0) }
    }
}
