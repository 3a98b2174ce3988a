import Foundation
import MatchCore

/// A job title as a posting prints it, coded by a person.
public struct CodedTitle: Sendable, Equatable {
    /// The title as printed ("RN - ICU - Nights - $10K Sign-On Bonus").
    public var text: String
    /// The 1-based line of the file it came from.
    public var line: Int
    /// Indexes of the occupations the person accepts: the code they chose first, then any
    /// others they would also take as right for an ambiguous title.
    public var accepted: [Int]

    /// The occupation the person chose as best.
    public var occupation: Int { accepted[0] }
}

/// Files of hand-coded posting titles (`samples/onet/coded-titles/*.tsv`): the test of the
/// coder on titles it has never seen, scored against what a person chose. Columns are read
/// by name: `title`, `code` (an O*NET-SOC code) and `also` (other accepted codes, space
/// separated, may be empty); other columns (a note on the decision) are ignored.
public enum CodedTitles {
    /// The titles of the file at `path`, in file order.
    public static func load(path: String, database: OnetDatabase) throws -> [CodedTitle] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileAccessError.cannotRead(path: path, reason: "no such file, or not readable")
        }
        return try parse(data, file: path, database: database)
    }

    /// What a coded-titles file must look like, said after the problem in its errors.
    static let advice = "a coded-titles file is tab-separated with the columns title, code and also; see samples/onet/coded-titles/README.md"

    /// The titles in `data`, read as the file `file`; a problem is a `ReleaseFileError` naming
    /// the line and column.
    public static func parse(_ data: Data, file: String, database: OnetDatabase) throws -> [CodedTitle] {
        func error(line: Int, column: Int? = nil, _ problem: String) -> ReleaseFileError {
            var error = ReleaseFileError(file: file, line: line, column: column, problem: problem)
            error.advice = advice
            return error
        }
        let table: ReleaseTable
        do {
            table = try ReleaseTable(file: file, data: data)
        } catch let failure as ReleaseFileError {
            throw error(line: failure.line, column: failure.column, failure.problem)
        }
        func column(_ name: String) throws -> Int {
            guard let index = table.optionalColumn(name) else {
                throw error(line: 1, "has no \"\(name)\" column (its columns are: \(table.header.joined(separator: ", ")))")
            }
            return index
        }
        let titleColumn = try column("title"), codeColumn = try column("code"), alsoColumn = table.optionalColumn("also")
        return try table.rows.map { row in
            let text = row.fields[titleColumn].trimmingWhitespace
            guard !text.isEmpty else {
                throw error(line: row.line, column: titleColumn + 1, "the title is empty")
            }
            func occupation(_ code: Substring, column: Int) throws -> Int {
                guard let index = database.occupationIndex(code: String(code)) else {
                    throw error(line: row.line, column: column + 1,
                                "\"\(code)\" is not an occupation of \(database.release.version): give an O*NET-SOC code like 15-1252.00 that the index holds")
                }
                return index
            }
            var accepted = [try occupation(row.fields[codeColumn].trimmingWhitespace[...], column: codeColumn)]
            if let alsoColumn {
                for code in row.fields[alsoColumn].split(whereSeparator: { $0 == " " || $0 == "," }) {
                    let index = try occupation(code, column: alsoColumn)
                    if !accepted.contains(index) { accepted.append(index) }
                }
            }
            return CodedTitle(text: text, line: row.line, accepted: accepted)
        }
    }
}
