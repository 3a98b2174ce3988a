import Foundation

/// A line that could not be turned into a record, and why.
public struct LineProblem: Error, Sendable, Equatable {
    /// What is wrong, naming the field where there is one.
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}

/// Reads JSON Lines records of one type from a file or standard input, streaming.
///
/// Blank lines are skipped. A line that is not UTF-8, not JSON or not the record's shape
/// comes back as a `LineProblem` with its line number, so the caller can reject it and go on.
public final class JSONLReader<Record: Decodable> {
    /// The underlying line reader (for the input's SHA-256 and byte count).
    public let lines: ByteLineReader
    private let decoder = RecordCoding.makeDecoder()

    /// Opens `path` (`-` for standard input).
    public init(path: String) throws {
        lines = try ByteLineReader(path: path)
    }

    /// The path as given.
    public var path: String { lines.path }

    /// The next non-blank line, not yet decoded (for decoding on several threads).
    public func nextLine() throws -> InputLine? {
        while let line = try lines.nextLine() {
            if !Self.isBlank(line.bytes) { return line }
        }
        return nil
    }

    /// The next record, or the problem with the next non-blank line; nil at the end.
    public func next() throws -> (line: InputLine, result: Result<Record, LineProblem>)? {
        guard let line = try nextLine() else { return nil }
        return (line, Self.decode(line, with: decoder))
    }

    /// Decodes one line: checks UTF-8, then JSON, then the record's shape.
    ///
    /// A well-formed record goes through `JSONRecordDecoder`, straight from the bytes (several times
    /// faster than Foundation's); any line that path does not accept is decoded again by
    /// `decoder`, so valid lines give the same records and invalid ones the same messages.
    public static func decode(_ line: InputLine, with decoder: JSONDecoder) -> Result<Record, LineProblem> {
        let fast: Record? = line.bytes.withUnsafeBufferPointer { bytes in
            try? JSONRecordDecoder.decodeObject(Record.self, from: bytes)
        }
        if let fast { return .success(fast) }
        return decodeWithFoundation(line, with: decoder)
    }

    /// Decodes one line with Foundation's JSONDecoder, naming what is wrong with a bad line.
    static func decodeWithFoundation(_ line: InputLine, with decoder: JSONDecoder) -> Result<Record, LineProblem> {
        guard String(validating: line.bytes, as: UTF8.self) != nil else {
            return .failure(LineProblem("not valid UTF-8 (save the file as UTF-8)"))
        }
        let data = Data(line.bytes)
        do {
            return .success(try decoder.decode(Record.self, from: data))
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
               (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil {
                return .failure(LineProblem("not valid JSON (each line must hold one JSON object)"))
            }
            if case .typeMismatch(_, let context) = error, context.codingPath.isEmpty {
                return .failure(LineProblem("not a JSON object (each line must hold one record)"))
            }
            return .failure(LineProblem(DecodingErrorDescription.describe(error)))
        } catch {
            return .failure(LineProblem(String(describing: error)))
        }
    }

    private static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
}
