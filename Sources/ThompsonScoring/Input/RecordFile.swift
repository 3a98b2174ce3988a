import Foundation
import MatchCore

/// Reads a whole JSONL file of validated records, decoding on several threads.
public enum RecordFile {
    /// A record with the line it came from.
    public struct Numbered<Record: Sendable>: Sendable {
        public var line: Int
        public var offset: Int
        public var record: Record
    }

    /// Every valid record of `path` (`-`: standard input) in file order. A line that is not a
    /// valid record goes to `reject` with the file, line and reason, and reading goes on.
    public static func read<Record: ValidatedRecord>(
        _: Record.Type, path: String, threads: Int, batchSize: Int = 4096, reject: (Reject) throws -> Void
    ) throws -> (records: [Numbered<Record>], fingerprint: FileFingerprint) {
        let reader = try JSONLReader<Record>(path: path)
        var records: [Numbered<Record>] = []
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
                    records.append(Numbered(line: line.number, offset: line.offset, record: record))
                case .failure(let problem):
                    try reject(Reject(input: path, line: line.number, offset: line.offset, reason: problem.reason))
                }
            }
        })
        return (records, FileFingerprint(path: path, sha256: reader.lines.sha256Hex, bytes: reader.lines.bytesRead))
    }

    /// The fingerprint of a small file read whole (a settings or arms file).
    public static func fingerprint(of path: String) throws -> FileFingerprint {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: "no such file or directory")
        }
        return FileFingerprint(path: path, sha256: HexDigest.sha256(of: data), bytes: data.count)
    }
}

/// Keeps the first record of each id and turns later ones into rejects.
public struct DuplicateFilter<Record: Sendable> {
    private var seen: [String: Int] = [:]
    private let path: String

    public init(path: String) { self.path = path }

    /// Whether `item` is the first with `id`; a later one is reported to `reject`.
    public mutating func isFirst(_ item: RecordFile.Numbered<Record>, id: String, reject: (Reject) throws -> Void) rethrows -> Bool {
        if let first = seen[id] {
            try reject(Reject(input: path, line: item.line, offset: item.offset, recordId: id,
                              reason: "id \(id) already appeared on line \(first); ids must be unique (the first is kept)"))
            return false
        }
        seen[id] = item.line
        return true
    }
}
