import Foundation

/// Lines under a course of study that are about it and name no school or degree of their own:
/// placements, theses, advisors, tracks, exchanges, honours programmes and lists of courses.
enum EducationRemarks {
    private static let placementLabels = ["fieldwork", "rotations", "clinical rotations", "practicum", "placements", "clinicals",
                                          "practice teaching", "teaching practice", "student teaching"]

    /// A line labelled as the course's placements ("Level II Fieldwork: …", "Clinical rotations: …").
    static func isPlacementNote(_ text: String) -> Bool {
        guard let colon = text.firstIndex(ofASCII: UInt8(ascii: ":")) else { return false }
        let label = text[..<colon].lowercased()
        return label.split(separator: " ").count <= 4 && placementLabels.contains(where: label.hasSuffix)
    }

    /// Words that end the label of a list of courses ("Relevant Coursework:", "MSc modules:",
    /// "Core subjects:").
    private static let courseLabels = ["coursework", "course work", "courses", "modules", "subjects", "classes"]

    /// Last words of the labels of remarks on a course ("Advisor:", "Semester abroad:",
    /// "Track:", "Honors:", "Evening MBA Program · Concentrations:").
    private static let remarkLabels: Set<String> = ["advisor", "adviser", "advisors", "supervisor", "supervisors", "committee",
                                                    "track", "abroad", "exchange", "activities", "societies", "memberships",
                                                    "honors", "honours", "awards", "scholarship", "scholarships", "focus", "capstone",
                                                    "project", "concentration", "concentrations"]

    /// Honours programmes and societies a line about the course may open with ("Honors College ·
    /// NSF REU in Biostatistics, summer 2017").
    private static let remarkOpenings = ["honors college", "honours college", "honors program", "honours programme", "dean's list",
                                         "phi beta kappa"]

    /// The labels USAJOBS's resume builder prints under each school.
    private static let federalLabels = ["relevant coursework, licensures and certifications:", "credits earned:"]

    /// The field on a line of its own labelled as the major ("Major: Business Administration").
    static func labelledMajor(_ text: String) -> String? {
        guard text.hasPrefix("Major:") || text.hasPrefix("MAJOR:") else { return nil }
        let value = text.dropFirst("Major:".count).trimmingSpaces
        return value.isEmpty ? nil : value
    }

    /// A remark on the course above: a label of `remarkLabels` before a colon, one of
    /// `remarkOpenings`, or a few words ending in "track" ("Biochemistry track").
    static func isLabelledRemark(_ text: String) -> Bool {
        let lower = text.lowercased()
        if remarkOpenings.contains(where: lower.hasPrefix) || federalLabels.contains(where: lower.hasPrefix) { return true }
        let label: Substring
        if let colon = text.firstIndex(ofASCII: UInt8(ascii: ":")) {
            // The last of several notes set apart by middle dots labels the list after it.
            let head = String(text[..<colon])
            label = Substring(head.pieces(separatedBy: " · ").last ?? head)
        } else {
            guard text.split(separator: " ").count <= 4, lower.hasSuffix(" track") else { return false }
            label = Substring(text)
        }
        let words = label.split(separator: " ").map { $0.lowercased() }
        // "Exchange term:", "Study abroad semester:": time away from the course is part of it.
        return words.count <= 4 && (words.last.map(remarkLabels.contains) == true || words.contains("exchange") || words.contains("abroad"))
    }

    /// A list of subjects with their grades after a qualification's name ("Advanced Highers:
    /// Chemistry (A), Mathematics (A), Biology (B)"): the results of the entry above, not an
    /// entry of its own.
    static func isSubjectGrades(_ text: String) -> Bool {
        // "A Levels: Chemistry (C), … - Xaverian College, Manchester, 2012 - 2014" is an entry.
        guard let colon = text.firstIndex(ofASCII: UInt8(ascii: ":")),
              EntryVocabulary.degree(in: String(text[..<colon])) != nil, !EntryVocabulary.isInstitution(text) else { return false }
        let grades = text[colon...].split(separator: "(").dropFirst().filter { piece in
            guard let close = piece.firstIndex(of: ")") else { return false }
            let grade = piece[..<close]
            return (1...2).contains(grade.count) && grade.first?.isUppercase == true && grade.allSatisfy { $0.isLetter || $0 == "*" || $0 == "+" }
        }
        return grades.count >= 2
    }

    /// A line of notes set apart by middle dots, one of them the course's level on a national
    /// framework ("QQI Level 6 · Commis Chef Apprenticeship · Distinction"): what the course
    /// above was, not a course of its own.
    static func isFrameworkNote(_ text: String) -> Bool {
        let pieces = text.pieces(separatedBy: " · ")
        return pieces.count >= 2 && pieces.contains { piece in
            let words = piece.trimmingSpaces.split(separator: " ")
            return (2...3).contains(words.count) && words[words.count - 2] == "Level" && words.last!.allSatisfy(\.isNumber)
                && (words.count == 2 || words[0].allSatisfy(\.isUppercase))
        }
    }

    /// Whether `next` is the rest of the remark on the line before, wrapped by a narrow column:
    /// it starts in lower case, or with a school's word finishing the name the remark left
    /// unfinished ("Exchange: Copenhagen Business" over "School, Semester 2, 2012"), or is a
    /// short bracket.
    static func continues(_ remark: String, with next: String) -> Bool {
        // "… Universidad de Granada, Spain" over "(2014)": a bracket of a word or two closes it.
        if next.hasPrefix("("), next.hasSuffix(")"), next.split(separator: " ").count <= 2 { return true }
        guard let last = remark.last, last.isLetter, let first = next.split(whereSeparator: { $0 == " " || $0 == "," }).first else { return false }
        return first.first?.isLowercase == true
            || EntryVocabulary.institutionWords.contains(first.lowercased()) && !next.split(separator: ",")[0].contains(" ")
    }

    /// A note on the course above rather than a course: what became of a part of it ("PgCert
    /// awarded 2022; Independent and Supplementary Prescribing completed 2024"), or who ran it
    /// ("Delivered with the Scottish Ambulance Academy").
    static func isCourseNote(_ text: String) -> Bool {
        let words = text.split(separator: " ", maxSplits: 2)
        guard words.count >= 2 else { return false }
        let first = words[0].lowercased()
        let second = words[1].lowercased().trimmingScalars([",", ";", ":"])
        if providers.contains(first), providerLinks.contains(second) { return true }
        guard outcomes.contains(second), let degree = EntryVocabulary.degree(in: text) else { return false }
        return text[degree] == words[0]
    }

    /// Whether a line opens with a degree's length ("Two-year diploma", "3-year programme").
    static func isLengthRemark(_ text: String) -> Bool {
        guard let first = text.split(separator: " ", maxSplits: 1).first, first.hasSuffix("-year") else { return false }
        let count = first.dropLast("-year".count).lowercased()
        return ["one", "two", "three", "four", "five"].contains(count) || Int(count) != nil
    }

    private static let providers: Set<String> = ["delivered", "taught", "run", "offered", "accredited", "validated", "franchised"]
    private static let providerLinks: Set<String> = ["with", "by", "at", "through", "jointly"]
    private static let outcomes: Set<String> = ["awarded", "completed", "conferred", "obtained", "achieved", "passed", "gained"]

    /// What a labelled education line holds (`labelledField`).
    enum LabelledField {
        /// A field's value under its label ("Institution: Unisa" → "Unisa").
        case value(String)
        /// A note to leave out ("Progress: 9 of 27 modules completed", or a label with nothing after it).
        case note
    }

    /// A labelled education field ("Qualification:⇥Diploma in …", "Institution: Unisa",
    /// "Year:⇥2011", "Progress: …"); nil for a line without such a label ("Subjects: …" lists
    /// courses, `courses(in:)`).
    static func labelledField(_ text: String) -> LabelledField? {
        guard let colon = text.firstIndex(of: ":"), text.distance(from: text.startIndex, to: colon) <= 20 else { return nil }
        let label = text[..<colon].lowercased()
        if noteLabels.contains(label) { return .note }
        guard fieldLabels.contains(label) else { return nil }
        let value = text[text.index(after: colon)...].trimmingScalars([" ", "\t"])
        return value.isEmpty ? .note : .value(value)
    }

    private static let fieldLabels: Set<String> = ["qualification", "institution", "school", "college", "university", "year",
                                                   "years", "period", "degree", "course", "field of study"]
    private static let noteLabels: Set<String> = ["progress"]

    /// Whether a degree piece names an exchange or a semester abroad.
    static func isExchange(_ piece: String) -> Bool {
        let lower = piece.lowercased()
        return lower.containsText("exchange ") || lower.containsText("abroad")
    }

    private static let thesisWords: Set<String> = ["thesis", "dissertation", "masterarbeit", "bachelorarbeit", "diplomarbeit"]

    /// A line about the course's thesis ("Master thesis: …", "Dissertation – …", "Masterarbeit:
    /// …", or such a piece among middle dots): its title is no school, and "Master" in it no
    /// second degree.
    static func isThesisNote(_ text: String) -> Bool {
        // Also as a piece among middle dots ("RIBA Part 2 · Commendation · Thesis: …").
        text.pieces(separatedBy: " · ").contains { piece in
            piece.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "’" }).prefix(3)
                .contains { thesisWords.contains($0.lowercased()) }
        }
    }

    /// The courses a labelled list names ("Relevant Coursework: …", "MSc modules: …"), or nil.
    static func courses(in text: String) -> [String]? {
        guard let colon = text.firstIndex(ofASCII: UInt8(ascii: ":")) else { return nil }
        let label = text[..<colon].lowercased()
        guard label.split(separator: " ").count <= 4, courseLabels.contains(where: label.hasSuffix) else { return nil }
        return ListSplitter.items(String(text[text.index(after: colon)...]))
    }
}
