import Foundation
import MatchCore

/// Education printed as a table under a row of column names ("Qualification | Institution |
/// Board / University | Year | Percentage / CGPA"), as Indian, Nigerian and many European CVs
/// print it. A row under the names is read by its columns instead of being guessed from its
/// words, and the row of names itself is no course of study.
struct EducationTable {
    /// What a column holds.
    enum Column {
        case qualification, institution, year, score
        /// A column the record has no field for (the examining board, the town).
        case other
    }

    let columns: [Column]

    /// The columns a line of names gives, or nil when the line is not one: at least three
    /// cells, every one a known column name, one of them the qualification.
    init?(header: String) {
        guard let named = TableCells.columns(header, names: Self.columnNames) else { return nil }
        var columns: [Column] = []
        for column in named {
            // "Institute | University": the first names the school, the second the university
            // that awards its degrees.
            columns.append(column == .institution && columns.contains(.institution) ? .other : column)
        }
        guard columns.contains(.qualification), columns.contains(.institution) || columns.contains(.year) else { return nil }
        self.columns = columns
    }

    /// The course of study in a row of cells, or nil when the row does not have the table's
    /// cells (a wrapped row, a note under the table).
    func entry(_ row: String) -> ResumeEducation? {
        let cells = TableCells.cells(row)
        guard cells.count == columns.count else { return nil }
        var entry = ResumeEducation()
        var years: [String] = []
        var inProgress = false
        for (column, cell) in zip(columns, cells) where !Self.isEmptyCell(cell) {
            switch column {
            case .qualification:
                let qualification = EducationExtractor.withoutLowercaseAside(cell)
                inProgress = qualification != cell && Self.inProgressAsides.contains { cell.lowercased().hasSuffix("(\($0))") }
                (entry.studyType, entry.area) = Self.studyTypeAndArea(qualification)
            case .institution:
                entry.institution = EducationExtractor.withoutLowercaseAside(EducationExtractor.joiningInstitutions(cell.pieces(separatedBy: ", "))[0])
            case .year:
                years.append(cell)
            case .score:
                entry.score = cell
            case .other:
                break
            }
        }
        if let match = DateRangeParser.firstRange(in: years.joined(separator: " – ")) {
            var dates = match.range
            if dates.endDate == nil && !dates.isCurrent {
                // A lone year is when the qualification was (or will be) awarded.
                dates = ResumeDateRange(endDate: dates.startDate, dateText: dates.dateText)
            }
            if inProgress { dates.isCurrent = true }
            entry.dates = dates
        }
        guard entry.studyType != nil || entry.institution != nil else { return nil }
        return entry
    }

    /// The degree and its field: "B.Sc. (Hons) Statistics" as any degree line; a qualification
    /// the degree list does not know, with its stream in brackets ("Intermediate (BiPC)"), as
    /// the two; one whose bracket spells its initials ("… Certificate (WASSCE)") as a whole.
    private static func studyTypeAndArea(_ text: String) -> (String, String?) {
        if EntryVocabulary.degree(in: text) != nil {
            return EducationExtractor.splitDegree(text, pieces: [text], institution: nil)
        }
        guard text.hasSuffix(")"), let open = text.lastIndex(ofASCII: UInt8(ascii: "(")), open > text.startIndex else { return (text, nil) }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        if inside.first?.isUppercase == true, inside.first != text.first {
            return (text[..<open].trimmingSpaces, String(inside))
        }
        return (text, nil)
    }

    private static func isEmptyCell(_ cell: String) -> Bool {
        cell.allSatisfy { $0 == "-" || $0 == "–" || $0 == "—" || $0 == " " } || ["n/a", "na"].contains(cell.lowercased())
    }

    /// Asides that mark a qualification not yet awarded ("in view" is Nigerian English).
    private static let inProgressAsides = ["in view", "in progress", "ongoing", "pursuing", "expected"]

    private static let columnNames: [String: Column] = {
        var names: [String: Column] = [:]
        for name in ["degree", "degrees", "qualification", "qualifications", "course", "examination", "exam", "exam passed",
                     "examination passed", "programme", "program", "degree/course", "course/degree", "degree/certificate",
                     "qualification/degree", "degree/qualification", "degree/exam", "standard", "level"] {
            names[name] = .qualification
        }
        for name in ["institute", "institution", "college", "school", "school/college", "college/school", "college/university",
                     "university/college", "school/university", "institute/college", "college/institute", "name of institution",
                     "name of the institution", "institution name", "school/institute", "institute/university", "university"] {
            names[name] = .institution
        }
        for name in ["board", "board/university", "university/board", "board/council", "affiliation", "affiliated to",
                     "awarding body", "location", "city", "place"] {
            names[name] = .other
        }
        for name in ["year", "years", "year of passing", "passing year", "year of completion", "completion year", "duration",
                     "period", "dates", "date", "session", "batch", "from", "to"] {
            names[name] = .year
        }
        for name in ["percentage", "%", "cgpa", "gpa", "grade", "grades", "class/grade", "grade/class", "class", "division",
                     "marks", "result", "results", "score", "aggregate", "percentage/cgpa", "cgpa/percentage", "%/cgpa",
                     "cgpa/%", "marks/cgpa", "percentage/grade", "grade/percentage", "marks %", "percentage %", "cgpa/gpa"] {
            names[name] = .score
        }
        return names
    }()
}
