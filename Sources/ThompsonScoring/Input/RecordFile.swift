import Foundation
import MatchCore

/// Reads a whole JSONL file of validated records, decoding on several threads.
public enum RecordFile {
    /// Where a record's line is in its file.
    public struct Position: Sendable {
        public var line: Int
        public var offset: Int
    }

    /// The valid records of a file in file order, with where each came from.
    ///
    /// Records and positions are kept side by side rather than paired, so that a caller can
    /// take the records array as it is: a jobs file's records are large, and a copy of
    /// 100,000 of them costs more than decoding a tenth of them.
    public struct Contents<Record: Sendable>: Sendable {
        public var records: [Record] = []
        /// `positions[i]` is where `records[i]` came from.
        public var positions: [Position] = []
        public var fingerprint: FileFingerprint

        /// The first record of each id, in file order; later ones go to `reject` with the line
        /// of the first. No copy is made when every id is distinct.
        public func firstOfEachId(
            _ id: (Record) -> String, path: String, reject: (Reject) throws -> Void
        ) rethrows -> [Record] {
            var firstLine: [String: Int] = [:]
            firstLine.reserveCapacity(records.count)
            var repeated: [Int] = []
            for (index, record) in records.enumerated() {
                let key = id(record), position = positions[index]
                if let first = firstLine[key] {
                    try reject(Reject(input: path, line: position.line, offset: position.offset, recordId: key,
                                      reason: "id \(key) already appeared on line \(first); ids must be unique (the first is kept)"))
                    repeated.append(index)
                } else {
                    firstLine[key] = position.line
                }
            }
            guard !repeated.isEmpty else { return records }
            let dropped = Set(repeated)
            return records.enumerated().compactMap { dropped.contains($0.offset) ? nil : $0.element }
        }
    }

    /// Every valid record of `path` (`-`: standard input) in file order. A line that is not a
    /// valid record goes to `reject` with the file, line and reason, and reading goes on.
    public static func read<Record: ValidatedRecord>(
        _: Record.Type, path: String, threads: Int, batchSize: Int = 4096, reject: (Reject) throws -> Void
    ) throws -> Contents<Record> {
        let reader = try JSONLReader<Record>(path: path)
        var records: [Record] = []
        var positions: [Position] = []
        try pipelinedParallelMap(threads: threads, nextBatch: { () throws -> [InputLine]? in
            var batch: [InputLine] = []
            batch.reserveCapacity(batchSize)
            while batch.count < batchSize, let line = try reader.nextLine() { batch.append(line) }
            return batch.isEmpty ? nil : batch
        }, workerState: { RecordCoding.makeDecoder() }, transform: { decoder, line -> Result<Record, LineProblem> in
            JSONLReader<Record>.decode(line, with: decoder).flatMap { $0.normalized() }
        }, consume: { batch, decoded in
            for (line, result) in zip(batch, decoded) {
                switch result {
                case .success(let record):
                    records.append(record)
                    positions.append(Position(line: line.number, offset: line.offset))
                case .failure(let problem):
                    try reject(Reject(input: path, line: line.number, offset: line.offset, reason: problem.reason))
                }
            }
        })
        let fingerprint = FileFingerprint(path: path, sha256: reader.lines.sha256Hex, bytes: reader.lines.bytesRead)
        return Contents(records: records, positions: positions, fingerprint: fingerprint)
    }

    /// The fingerprint of a small file read whole (a settings or arms file).
    public static func fingerprint(of path: String) throws -> FileFingerprint {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: "no such file or directory")
        }
        return FileFingerprint(path: path, sha256: HexDigest.sha256(of: data), bytes: data.count)
    }
}
