import Foundation
import MatchCore

/// Jobs printed as a table under a row of column names ("Dates | Post | Hospital |
/// Supervisor" in a British doctor's CV, "Dates | Contractor | Site / Client | Location |
/// Scope | Position" in a tradesperson's shutdown list). A row under the names is read by its
/// columns instead of being guessed from its words, and the row of names itself is no job.
struct WorkTable {
    /// What a column holds.
    enum Column {
        case dates, title, employer, location
        /// A column the record has no field for (the supervisor, the scope of work).
        case other
    }

    let columns: [Column]

    /// The columns a line of names gives, or nil when the line is not one: at least three
    /// cells, every one a known column name, the dates and the title or the employer among them.
    init?(header: String) {
        guard let columns = TableCells.columns(header, names: Self.columnNames), columns.contains(.dates),
              columns.contains(.title) || columns.contains(.employer) else { return nil }
        self.columns = columns
    }

    /// The job in a row of cells, or nil when the row does not have the table's cells (a
    /// programme's name over its rows, a note under the table) or no dates.
    func role(_ row: String) -> ResumeWork? {
        var cells = TableCells.cells(row)
        var role = ResumeWork()
        if cells.count == columns.count + 1 {
            // One cell more than the names: a place beside the employer ("Mesa Police Department ⇥
            // Mesa, AZ ⇥ Police Officer I"), else a note after the title's cell ("Foundation Year 2
            // (FY2) ⇥ Gastroenterology, emergency medicine ⇥ St Wilfrid's Hospital, Leeds").
            guard let extra = Self.extraCell(cells, columns: columns) else { return nil }
            if PlaceParser.find(in: cells[extra]) != nil { role.location = cells[extra] }
            cells.remove(at: extra)
        }
        guard cells.count == columns.count else { return nil }
        for (column, cell) in zip(columns, cells) where !cell.isEmpty {
            switch column {
            case .dates:
                role.dates = DateRangeParser.firstRange(in: cell).map { DateRangeParser.spanningSeason($0.range) }
            case .title:
                role.position = cell
            case .employer:
                // "Wensum Valley University Hospital, Norwich": the employer and its town.
                if let employer = EntryHeading.employerLine(cell) {
                    role.name = employer.name
                    role.location = role.location ?? employer.place
                } else {
                    role.name = cell
                }
            case .location:
                role.location = cell
            case .other:
                break
            }
        }
        guard role.dates != nil, role.position != nil || role.name != nil else { return nil }
        return role
    }

    /// Which of one cell too many to set aside: a place with no date, or else the cell after the
    /// title's, so long as the dates then fall in the dates' column.
    private static func extraCell(_ cells: [String], columns: [Column]) -> Int? {
        guard let datesColumn = columns.firstIndex(of: .dates) else { return nil }
        func keepsDates(without index: Int) -> Bool {
            var rest = cells
            rest.remove(at: index)
            return DateRangeParser.firstRange(in: rest[datesColumn]) != nil
        }
        let undated = cells.indices.filter { DateRangeParser.firstRange(in: cells[$0]) == nil && keepsDates(without: $0) }
        if let place = undated.first(where: { PlaceParser.find(in: cells[$0]) != nil }) { return place }
        guard let title = columns.firstIndex(of: .title), undated.contains(title + 1) else { return nil }
        return title + 1
    }

    private static let columnNames: [String: Column] = {
        var names: [String: Column] = [:]
        for name in ["dates", "date", "period", "duration", "from/to", "from - to", "years", "tenure"] { names[name] = .dates }
        for name in ["post", "position", "title", "job title", "role", "designation", "classification", "job", "position held",
                     "grade/post", "post/grade", "role and key work", "role and key achievements", "role and responsibilities"] {
            names[name] = .title
        }
        for name in ["hospital", "employer", "company", "organisation", "organization", "contractor", "contractor/employer",
                     "employer/contractor", "firm", "company name", "name of employer", "trust", "hospital/trust",
                     // A contractor's client, and the agency that placed them there.
                     "client via agency", "client/agency", "client and agency"] {
            names[name] = .employer
        }
        for name in ["location", "place", "city", "city/state"] { names[name] = .location }
        for name in ["supervisor", "scope", "site/client", "client", "site", "reference", "referee", "responsibilities", "duties",
                     "reason for leaving", "salary", "department", "specialty", "speciality", "unit", "ward", "educational supervisor",
                     "clinical supervisor", "scope of work"] {
            names[name] = .other
        }
        return names
    }()
}
