import Foundation
import MatchCore

/// A release file (or another tab-separated file read like one) that cannot be used, naming
/// the file, line and column.
public struct ReleaseFileError: StageFailure, Equatable {
    /// The file's name within the release, e.g. "Interests.txt".
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column (tab-separated field) number, when one field is at fault.
    public var column: Int?
    /// What is wrong and what to do.
    public var problem: String
    /// What such a file must look like, said after the problem.
    public var advice = "O*NET release files are tab-separated text with a header line; re-export the file from the release"

    public init(file: String, line: Int, column: Int? = nil, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    public var kind: FailureKind { .inputOutput }

    public var errorDescription: String? {
        let place = column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
        return "\(place): \(problem) (\(advice))"
    }
}

/// One tab-separated release file, read by column name so that the text release and the
/// Excel-converted layout (extra `Title` and `Scale Name` columns) read alike.
public struct ReleaseTable {
    /// The file's name within the release.
    public let file: String
    /// Column names from the header line.
    public let header: [String]
    /// The data rows with their 1-based line numbers; every row has `header.count` fields.
    public let rows: [(line: Int, fields: [Substring])]
    private let text: String

    /// Splits `data` into rows, checking that each has as many fields as the header.
    public init(file: String, data: Data) throws {
        self.file = file
        guard let decoded = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else {
            throw ReleaseFileError(file: file, line: 1, problem: "is neither UTF-8 nor Latin-1 text")
        }
        text = decoded.hasPrefix("\u{FEFF}") ? String(decoded.dropFirst()) : decoded
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        guard let headerLine = lines.next(), !headerLine.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ReleaseFileError(file: file, line: 1, problem: "has no header line")
        }
        header = Self.fields(of: headerLine).map { $0.trimmingCharacters(in: .whitespaces) }
        var parsed: [(Int, [Substring])] = []
        var number = 1
        while let line = lines.next() {
            number += 1
            let fields = Self.fields(of: line)
            if fields.count == 1 && fields[0].isEmpty { continue }
            guard fields.count == header.count else {
                throw ReleaseFileError(
                    file: file, line: number, column: min(fields.count, header.count) + 1,
                    problem: "has \(fields.count) fields where the header has \(header.count)")
            }
            parsed.append((number, fields))
        }
        rows = parsed
    }

    private static func fields(of line: Substring) -> [Substring] {
        var line = line
        if line.hasSuffix("\r") { line = line.dropLast() }
        return line.split(separator: "\t", omittingEmptySubsequences: false)
    }

    /// The 0-based index of the column named `name`, or an error naming the file and the column.
    public func column(_ name: String) throws -> Int {
        guard let index = header.firstIndex(of: name) else {
            throw ReleaseFileError(file: file, line: 1, problem: "has no \"\(name)\" column (its columns are: \(header.joined(separator: ", ")))")
        }
        return index
    }

    /// The index of the column named `name`, or nil when the file has none.
    public func optionalColumn(_ name: String) -> Int? {
        header.firstIndex(of: name)
    }

    /// A field as a number; empty and "n/a" cells are nil, anything else unreadable is an error.
    public func number(_ row: (line: Int, fields: [Substring]), _ column: Int) throws -> Double? {
        let cell = row.fields[column].trimmingCharacters(in: .whitespaces)
        if cell.isEmpty || cell == "n/a" { return nil }
        guard let value = Double(cell) else {
            throw ReleaseFileError(file: file, line: row.line, column: column + 1,
                                   problem: "\(header[column]) \"\(cell)\" is not a number")
        }
        return value
    }

    /// A field that must hold an O*NET-SOC code such as "15-1252.00".
    public func socCode(_ row: (line: Int, fields: [Substring]), _ column: Int) throws -> String {
        let cell = row.fields[column].trimmingCharacters(in: .whitespaces)
        guard SOCCode.isValid(cell) else {
            throw ReleaseFileError(file: file, line: row.line, column: column + 1,
                                   problem: "\"\(cell)\" is not an O*NET-SOC code like 15-1252.00")
        }
        return cell
    }
}

/// O*NET-SOC code helpers.
public enum SOCCode {
    /// Whether `code` has the form `NN-NNNN.NN`.
    public static func isValid(_ code: String) -> Bool {
        let bytes = Array(code.utf8)
        guard bytes.count == 10, bytes[2] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: ".") else { return false }
        return bytes.enumerated().allSatisfy { index, byte in
            index == 2 || index == 7 || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    /// The major group, the first two digits ("15" of "15-1252.00").
    public static func majorGroup(_ code: String) -> Substring { code.prefix(2) }
}
