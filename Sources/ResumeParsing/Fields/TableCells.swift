import Foundation

/// A table's row of column names and its rows' cells, as the education and work tables read
/// them: cells set apart by tabs, names compared in one form.
enum TableCells {
    /// A line's cells: split at tabs, trimmed, empty ones kept in their place.
    static func cells(_ line: String) -> [String] {
        line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
    }

    /// The column each cell of `header` names, or nil when the line has fewer than three cells
    /// or a cell names no column.
    static func columns<Column>(_ header: String, names: [String: Column]) -> [Column]? {
        // Most lines hold fewer than two tabs: leave them before splitting.
        guard header.utf8.lazy.filter({ $0 == 0x09 }).count >= 2 else { return nil }
        let cells = cells(header)
        guard cells.count >= 3 else { return nil }
        var columns: [Column] = []
        for cell in cells {
            guard let column = names[normalizedName(cell)] else { return nil }
            columns.append(column)
        }
        return columns
    }

    /// A cell as a column name: lower case, brackets, colons and full stops dropped, spaces
    /// around slashes closed.
    private static func normalizedName(_ cell: String) -> String {
        cell.lowercased().filter { $0 != "(" && $0 != ")" && $0 != ":" && $0 != "." }
            .replacingText(" / ", with: "/").replacingText(" /", with: "/").replacingText("/ ", with: "/").trimmingSpaces
    }
}
