import MatchCore

/// Jobs and studies written as labelled fields, as an application form or a template prints
/// them ("Job Title: Team Member", "Company: Dundas Street Donuts", "City: Woodstock⇥Dates
/// (from - to): 2019 - 2020"; "Company Name : Meghna Telecom Services Ltd.", "Company Location :
/// Gulshan-1, Dhaka" under a dated title; "School: Fanshawe College", "Program: Manufacturing
/// Fundamentals⇥Year completed: 2023"): each entry's fields are put back as the two heading
/// lines most resumes print, "Title⇥Dates" over "Employer | Place" ("Programme⇥Year" over
/// "School | Place").
enum LabelledEntries {
    /// What a field's label names: a job's title or a course's name, the employer or the
    /// school, where, when; or nothing kept.
    fileprivate enum Field { case title, employer, place, dates, ignored }

    /// The entries a form's labels describe.
    enum Form {
        case jobs, studies

        /// The labels of the form's fields, lower-cased, without a bracketed aside.
        fileprivate var labels: [String: Field] {
            switch self {
            case .jobs: LabelledEntries.jobLabels
            case .studies: LabelledEntries.studyLabels
            }
        }
    }

    private static let jobLabels: [String: Field] = {
        var labels: [String: Field] = [:]
        for label in ["job title", "title", "position", "designation", "role", "position held", "job role"] { labels[label] = .title }
        for label in ["company", "company name", "employer", "employer name", "name of employer", "organisation", "organization",
                      "name of the company"] { labels[label] = .employer }
        for label in ["department", "reporting to", "reports to", "team size", "industry", "salary", "reason for leaving"] {
            labels[label] = .ignored
        }
        return labels.merging(placeAndDateLabels) { kept, _ in kept }
    }()

    private static let studyLabels: [String: Field] = {
        var labels: [String: Field] = [:]
        for label in ["program", "programme", "course", "qualification", "degree", "program of study"] { labels[label] = .title }
        for label in ["school", "college", "institute", "institution", "university", "school/college", "name of institution"] {
            labels[label] = .employer
        }
        for label in ["year completed", "year", "year of passing", "passing year", "graduated", "completed"] { labels[label] = .dates }
        return labels.merging(placeAndDateLabels) { kept, _ in kept }
    }()

    private static let placeAndDateLabels: [String: Field] = {
        var labels: [String: Field] = [:]
        for label in ["city", "location", "company location", "work location", "place", "town", "city/state"] { labels[label] = .place }
        for label in ["dates", "duration", "period", "tenure", "employment period", "from - to"] { labels[label] = .dates }
        return labels
    }()

    /// The lines with each run of labelled fields of `form` put on its two heading lines; a
    /// run whose fields are all empty (a template's spare job) is dropped. Lines without a
    /// known label pass as they are.
    static func rewritten(_ lines: [DocumentLine], form: Form) -> [DocumentLine] {
        let labels = form.labels
        func fields(of text: String) -> [(field: Field, value: String)]? { LabelledEntries.fields(of: text, labels: labels) }
        // Most sections hold no labelled field: leave them before any splitting.
        guard lines.contains(where: { fields(of: $0.text)?.contains { $0.field == .employer || $0.field == .title } == true }) else {
            return lines
        }
        var result: [DocumentLine] = []
        var record: [Field: String] = [:]
        var recordLine: DocumentLine?
        func flush() {
            defer { record = [:]; recordLine = nil }
            guard let line = recordLine, record[.title] != nil || record[.employer] != nil else { return }
            var titleLine = line
            titleLine.text = [record[.title], record[.dates]].compactMap { $0 }.joined(separator: "\t")
            var employerLine = line
            employerLine.text = [record[.employer], record[.place]].compactMap { $0 }.joined(separator: " | ")
            employerLine.startsBlock = false
            result += [titleLine, employerLine].filter { !$0.text.isEmpty }
        }
        // Under "Project Details :", a table of the projects done in that job: not jobs.
        var inProjects = false
        for line in lines {
            if isProjectsLabel(line.text) {
                flush()
                inProjects = true
                continue
            }
            let found = fields(of: line.text)
            if inProjects {
                if found == nil, line.text.utf8.contains(0x09) || DateRangeParser.firstRange(in: line.text) == nil { continue }
                inProjects = false
            }
            guard let found else {
                flush()
                result.append(line)
                continue
            }
            // A second title or employer starts the next job.
            if found.contains(where: { ($0.field == .title || $0.field == .employer) && record[$0.field] != nil }) { flush() }
            if recordLine == nil { recordLine = line }
            for (field, value) in found where field != .ignored && !value.isEmpty {
                record[field] = field == .employer ? withoutAside(value) : value
            }
        }
        flush()
        return result
    }

    /// "Project Details :", "Projects Handled:": a label over a table of a job's projects.
    private static func isProjectsLabel(_ text: String) -> Bool {
        guard text.hasSuffix(":"), text.utf8.count <= 30 else { return false }
        let label = SectionLexicon.normalize(text)
        return label == "project details" || label == "projects handled" || label == "key projects"
    }

    /// An employer's name without a note in brackets after it ("Thames Valley Seating Systems
    /// (temp to perm thru Oxford Staffing)").
    private static func withoutAside(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "("), open > name.startIndex else { return name }
        return String(name[..<open]).trimmingSpaces
    }

    /// The labelled fields of a line whose every cell is "Label: value" with a known label; nil
    /// for any other line.
    private static func fields(of text: String, labels: [String: Field]) -> [(field: Field, value: String)]? {
        guard text.utf8.contains(UInt8(ascii: ":")) else { return nil }
        var found: [(field: Field, value: String)] = []
        for cell in text.pieces(separatedBy: "\t") {
            guard let colon = cell.firstIndex(of: ":") else { return nil }
            var label = String(cell[..<colon]).trimmingSpaces.lowercased()
            // "Dates (from - to)": the bracket explains the label.
            if let open = label.firstIndex(of: "("), label.hasSuffix(")") { label = String(label[..<open]).trimmingSpaces }
            guard let field = labels[label] else { return nil }
            found.append((field, String(cell[cell.index(after: colon)...]).trimmingSpaces))
        }
        return found
    }
}
