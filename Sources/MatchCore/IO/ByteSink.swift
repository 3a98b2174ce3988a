import Crypto
import Foundation

/// Somewhere output bytes go: an atomic file or standard output.
public protocol ByteSink: AnyObject {
    /// The path as given, `-` for standard output.
    var path: String { get }
    /// Appends `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws
    /// Appends `bytes`, which must stay as they are until `release` has run: a sink may
    /// return before it is done with them (while hashing them) and release them later, on
    /// another thread.
    func write(_ bytes: UnsafeRawBufferPointer, then release: @escaping @Sendable () -> Void) throws
    /// Makes everything written final: renames an atomic file into place, flushes a stream.
    func commit() throws
    /// SHA-256 and size of everything written so far.
    var fingerprint: FileFingerprint { get }
}

extension ByteSink {
    /// Appends `bytes` and releases them at once.
    public func write(_ bytes: UnsafeRawBufferPointer, then release: @escaping @Sendable () -> Void) throws {
        defer { release() }
        try write(bytes)
    }

    /// Appends the bytes of `data`.
    public func write(_ data: some ContiguousBytes) throws {
        try data.withUnsafeBytes { try write($0) }
    }
}

/// Opens the sink for an output path: an `AtomicOutputFile`, or standard output for `-`.
public func openOutput(_ path: String) throws -> any ByteSink {
    path == "-" ? StandardOutputSink() : try AtomicOutputFile(path: path)
}

/// Writes all of `bytes` to `descriptor`, retrying short writes; maps EPIPE to `.brokenPipe`.
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
    var offset = 0
    while offset < bytes.count {
        let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            if errno == EPIPE { throw FileAccessError.brokenPipe }
            throw FileAccessError.cannotWrite(path: path, reason: FileAccessError.describeErrno())
        }
        offset += written
    }
}

/// Standard output as a sink.
public final class StandardOutputSink: ByteSink {
    public let path = "-"
    private var digest = RunningDigest()

    public init() {}

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        try writeAll(bytes, to: STDOUT_FILENO, path: "standard output")
        digest.update(bytes)
    }

    public var fingerprint: FileFingerprint { digest.fingerprint(path: path) }

    public func commit() throws {}
}

/// SHA-256 and byte count of a stream, updated as it is written.
struct RunningDigest {
    private var hasher = SHA256()
    private var bytes = 0

    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        hasher.update(bufferPointer: buffer)
        bytes += buffer.count
    }

    func fingerprint(path: String) -> FileFingerprint {
        FileFingerprint(path: path, sha256: HexDigest.string(hasher.finalize()), bytes: bytes)
    }
}
