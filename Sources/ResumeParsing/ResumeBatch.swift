import Foundation
import MatchCore

/// What became of one resume file.
public enum ResumeOutcome: Sendable {
    /// Parsed, with the record's JSONL line and the file's size.
    case parsed(ParsedResume, line: Data, bytes: Int)
    /// Not parsed: the reason, and the file's fingerprint when it could be read.
    case rejected(String, FileFingerprint?)
    /// Belongs to another `--shard`.
    case outsideShard
}

/// Parses files on all worker threads, a slice at a time, and hands the outcomes back in
/// the files' order, so output never depends on the thread count.
public struct ResumeBatch: Sendable {
    public var parser: ResumeParser
    public var shard: ShardSpec?
    public var threads: Int
    /// Files per slice: bounds memory and sets how often progress moves.
    public var sliceSize: Int

    public init(parser: ResumeParser, shard: ShardSpec? = nil, threads: Int, sliceSize: Int = 64) {
        self.parser = parser
        self.shard = shard
        self.threads = threads
        self.sliceSize = sliceSize
    }

    /// Calls `handle` with each file's outcome in order, and `progress` after each slice.
    public func process(_ files: [ResumeFile], handle: (ResumeFile, ResumeOutcome) throws -> Void,
                        progress: (Int) -> Void) throws {
        var start = 0
        while start < files.count {
            let slice = Array(files[start..<min(start + sliceSize, files.count)])
            let outcomes = orderedParallelMap(slice, threads: threads, workerState: { RecordCoding.makeEncoder() }) { encoder, file in
                outcome(of: file, encoder: encoder)
            }
            for (file, outcome) in zip(slice, outcomes) { try handle(file, outcome) }
            progress(slice.count)
            start += slice.count
        }
    }

    /// Reads and parses one file; never throws, so one bad file never stops the batch.
    public func outcome(of file: ResumeFile, encoder: JSONEncoder) -> ResumeOutcome {
        if let shard, !shard.contains(id: file.id) { return .outsideShard }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        if size > parser.maxFileBytes {
            let fingerprint = try? FileFingerprint.of(path: file.path)
            return .rejected(ResumeParseError.tooLarge(bytes: size, limit: parser.maxFileBytes).localizedDescription, fingerprint)
        }
        guard let bytes = FileManager.default.contents(atPath: file.path) else {
            return .rejected("cannot be read: \(FileAccessError.describeErrno()) (check the file's permissions)", nil)
        }
        // Parsed files carry their SHA-256 in the record; only rejects need it worked out here.
        let fingerprint = { FileFingerprint(path: file.path, sha256: HexDigest.sha256(of: bytes), bytes: bytes.count) }
        do {
            let resume = try parser.parse(bytes, sourceFile: file.path, id: file.id)
            return .parsed(resume, line: try JSONLWriter<ParsedResume>.encodeLine(resume, with: encoder), bytes: bytes.count)
        } catch let error as ResumeParseError {
            return .rejected(error.localizedDescription, fingerprint())
        } catch {
            return .rejected("cannot be written as a record: \(error.localizedDescription)", fingerprint())
        }
    }
}
