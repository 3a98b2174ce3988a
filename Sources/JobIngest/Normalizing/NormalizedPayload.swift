import Foundation
import MatchCore

/// The result of normalizing one payload file on a worker thread: its records encoded as
/// JSONL lines and appended to a spill file, and its rejects.
struct NormalizedPayload: Sendable {
    /// One encoded record and what deduplication needs to know about it.
    struct Line: Sendable {
        var key: RecordKey
        /// The length of its bytes, newline included.
        var length: Int
    }

    var fingerprint: FileFingerprint?
    var lines: [Line] = []
    /// Where the lines' bytes lie, one after another in the order of `lines`; the error when
    /// they could not be written.
    var spilledAt: Result<SpillLocation, any Error> = .success(SpillLocation(file: 0, offset: 0))
    var rejects: [Reject] = []
    /// Postings found (written or rejected), before the shard filter.
    var seen = 0

    /// Reads, normalizes and encodes one payload file and appends its lines to `spill`; never
    /// throws: problems with the payload become rejects, a failed spill write `spilledAt`.
    /// The worker writes its own lines as it encodes them, so that memory holds the payloads
    /// being read, not their encoded lines. The file is read into, and its lines encoded into,
    /// buffers of `buffers`, both given back before this returns (records hold copies of what
    /// they need). `line` is the worker's scratch space for one encoded record.
    static func make(_ file: PayloadFile, encoder: JSONEncoder, buffers: ChunkBufferPool, line: inout [UInt8],
                     spill: SpillFiles, keep: (String) -> Bool) -> NormalizedPayload {
        var result = NormalizedPayload()
        let readBuffer = buffers.take(), encoded = buffers.take()
        defer {
            buffers.give(readBuffer)
            buffers.give(encoded)
        }
        let bytes: Data
        do {
            bytes = try readBytes(file.path, into: readBuffer)
        } catch {
            result.rejects = [Reject(input: file.path, reason: (error as? LocalizedError)?.errorDescription ?? "\(error)")]
            result.seen = 1
            return result
        }
        result.fingerprint = FileFingerprint(path: file.path, sha256: HexDigest.sha256(of: bytes), bytes: bytes.count)
        let payload = Payload(file: file.path, bytes: bytes, parameters: file.parameters, fetchedAt: file.fetchedAt,
                              declaredCharset: file.charset)
        let outcomes: [PostingOutcome]
        do {
            outcomes = try JobSources.adapter(for: file.kind).normalize(payload)
        } catch {
            result.rejects = [Reject(input: file.path, reason: "cannot read this \(file.kind.rawValue) payload: " + ((error as? LocalizedError)?.errorDescription ?? "\(error)"))]
            result.seen = 1
            return result
        }
        do {
            let location = try result.encode(outcomes, of: file.path, with: encoder, into: encoded, line: &line, spill: spill, keep: keep)
            result.spilledAt = .success(location)
        } catch {
            result.spilledAt = .failure(error)
        }
        return result
    }

    /// Encodes the postings among `outcomes` that `keep` keeps as lines and writes them to a
    /// spill file a megabyte at a time, holding the file until they are all written so that they
    /// lie one after another; notes rejects. Returns where the lines start.
    private mutating func encode(_ outcomes: [PostingOutcome], of path: String, with encoder: JSONEncoder, into encoded: ChunkBuffer,
                                 line: inout [UInt8], spill: SpillFiles, keep: (String) -> Bool) throws -> SpillLocation {
        try spill.withFile { index, spillFile in
            let start = spillFile.size
            for outcome in outcomes {
                switch outcome {
                case .posting(let record):
                    guard keep(record.id) else { continue }
                    seen += 1
                    do {
                        line.removeAll(keepingCapacity: true)
                        try JSONLWriter<RawJobData>.appendLine(record, with: encoder, to: &line)
                        line.withUnsafeBytes { encoded.append($0) }
                        lines.append(Line(key: RecordKey(record), length: line.count))
                    } catch {
                        rejects.append(Reject(input: path, pointer: record.rawRef?.pointer, recordId: record.id,
                                              reason: "cannot be written: \(error)"))
                    }
                    if encoded.bytes.count >= Self.spillWriteBytes {
                        _ = try spillFile.append(encoded.bytes)
                        encoded.reset(capacity: 0)
                    }
                case .rejected(let pointer, let line, let reason):
                    seen += 1
                    rejects.append(Reject(input: path, line: line, pointer: pointer, reason: reason))
                }
            }
            if !encoded.bytes.isEmpty { _ = try spillFile.append(encoded.bytes) }
            return SpillLocation(file: index, offset: start)
        }
    }

    /// How many bytes of lines a worker gathers before it writes them to the spill file.
    static let spillWriteBytes = 1 << 20

    /// The bytes of the file at `path`. A regular file is read into `buffer` and the result
    /// points there; standard input, other kinds of file and a file that grows while it is read
    /// are read whole into memory of their own.
    private static func readBytes(_ path: String, into buffer: ChunkBuffer) throws -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileAccessError.cannotOpen(path: path, reason: FileAccessError.describeErrno()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return try readWhole(path) }
        let size = Int(status.st_size)
        buffer.reset(capacity: size + 1)
        let target = buffer.extend(by: size + 1)
        var done = 0
        while done <= size {
            let got = read(descriptor, target.baseAddress! + done, size + 1 - done)
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw FileAccessError.cannotRead(path: path, reason: FileAccessError.describeErrno()) }
            if got == 0 { break }
            done += got
        }
        // One byte more than the size it had means it is still growing.
        guard done <= size else { return try readWhole(path) }
        return Data(bytesNoCopy: target.baseAddress!, count: done, deallocator: .none)
    }

    private static func readWhole(_ path: String) throws -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: FileAccessError.describeErrno())
        }
        defer { try? handle.close() }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw FileAccessError.cannotRead(path: path, reason: error.localizedDescription)
        }
    }
}

/// What deduplication and ordering need of a record, kept in memory while its bytes wait in
/// the spill file: as little as that, because it is held for every record of the run. (A
/// collapsed record's URL, which the record it folds into lists, is read back from the spill.)
struct RecordKey: Sendable {
    var id: String
    var source: JobSourceKind
    /// The fingerprint's 16 hex digits as a number; another text's stable hash (two different
    /// fingerprints then share a number with odds of 1 in 2^64).
    var fingerprint: UInt64

    init(_ record: RawJobData) {
        id = record.id
        source = record.source
        let digits = record.fingerprint.utf8
        fingerprint = digits.count == 16 && digits.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
            ? UInt64(record.fingerprint, radix: 16)! : StableHash.value(of: record.fingerprint)
    }
}
