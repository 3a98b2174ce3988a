import MatchCore
import StageCLI

extension StageRun {
    /// Reads every record of a JSONL file, rejecting (with file and line) each line that does
    /// not decode or that `problem` finds fault with; returns the records kept and the file's
    /// fingerprint for the manifest.
    func loadRecords<Record: Decodable>(
        _ type: Record.Type, from path: String, problem: (Record) -> String?
    ) throws -> (records: [Record], fingerprint: FileFingerprint) {
        let reader = try JSONLReader<Record>(path: path)
        var records: [Record] = []
        while let next = try reader.next() {
            let (line, result) = next
            counts.read += 1
            progress.advance()
            switch result {
            case .failure(let failure):
                try reject(Reject(input: path, line: line.number, offset: line.offset, reason: failure.reason))
            case .success(let record):
                if let reason = problem(record) {
                    try reject(Reject(input: path, line: line.number, offset: line.offset, reason: reason))
                } else {
                    records.append(record)
                }
            }
        }
        return (records, FileFingerprint(path: path, sha256: reader.lines.sha256Hex, bytes: reader.lines.bytesRead))
    }
}
