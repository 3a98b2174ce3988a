import CFileCalls
import Foundation
import Synchronization

/// An output file that appears whole or not at all.
///
/// Bytes go to a temporary file in the destination's folder; `commit()` flushes it to disk
/// and renames it over the destination. Until then, and if the process dies, the previous
/// file at the destination is untouched; an uncommitted temporary file is removed on deinit.
/// A temporary file left by a process that was killed (its name carries the writer's pid)
/// is removed by the next writer of the same destination.
public final class AtomicOutputFile: ByteSink {
    /// The destination path.
    public let path: String
    /// The temporary file being written.
    public let temporaryPath: String
    private var descriptor: Int32
    private var committed = false
    /// SHA-256 of what was written, updated only on `hashing`.
    private let digest = DigestOnQueue()
    /// Hashes large writes while the kernel copies them (SHA-256 and the copy take about as
    /// long each), in write order. A queue of its own, which gets a thread even when the
    /// writer's workers hold all of Dispatch's others.
    private let hashing = DispatchQueue(label: "AtomicOutputFile digest")
    /// Bounds the writes waiting to be hashed, and so the buffers their writers hold back.
    private let hashSlots = DispatchSemaphore(value: 4)
    /// Bytes written so far.
    private var written = 0
    /// Where the bytes not yet sent on their way to disk start (see `startWriteback`).
    private var writebackStart = 0

    /// Creates the temporary file beside `path`.
    public init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw FileAccessError.cannotWrite(path: path, reason: "folder \(folder) does not exist")
        }
        let prefix = ".\(url.lastPathComponent).tmp."
        Self.removeAbandonedTemporaries(in: folder, prefix: prefix)
        var template = Array("\(folder)/\(prefix)\(getpid()).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw FileAccessError.cannotWrite(path: path, reason: FileAccessError.describeErrno())
        }
        descriptor = fd
        temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        // mkstemp creates 0600; outputs are ordinary files, readable as umask allows.
        let mask = umask(0)
        umask(mask)
        fchmod(fd, 0o666 & ~mask)
    }

    deinit {
        if !committed {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        let hashed = DispatchSemaphore(value: 0)
        defer { hashed.wait() }
        try write(bytes, then: { hashed.signal() })
    }

    /// Writes `bytes` and returns while a large write is still being hashed; `release` runs
    /// (on another thread, perhaps) once the bytes are written and hashed, and until then they
    /// must stay as they are.
    public func write(_ bytes: UnsafeRawBufferPointer, then release: @escaping @Sendable () -> Void) throws {
        nonisolated(unsafe) let bytes = bytes
        let handOver = HandOver(parties: bytes.count >= Self.sideBySideBytes ? 2 : 1, release: release)
        if bytes.count >= Self.sideBySideBytes {
            hashSlots.wait()
            let digest = self.digest, hashSlots = self.hashSlots
            hashing.async {
                digest.running.update(bytes)
                hashSlots.signal()
                handOver.done()
            }
        } else {
            hashing.sync { digest.running.update(bytes) }
        }
        defer { handOver.done() }
        try writeAll(bytes, to: descriptor, path: path)
        written += bytes.count
        startWriteback()
    }

    /// The size from which a write is hashed beside the kernel's copy rather than before it.
    static let sideBySideBytes = 1 << 20

    /// Once `writebackBytes` more have been written, asks the kernel to start writing them to
    /// disk without waiting: the fsync of `commit()` then waits only for the last few
    /// megabytes instead of the whole file. (Linux only; elsewhere fsync does it all.)
    private func startWriteback() {
        guard written - writebackStart >= Self.writebackBytes else { return }
        _ = mm_start_writeback(descriptor, writebackStart, written - writebackStart)
        writebackStart = written
    }

    /// How many bytes are written before they are sent on their way to disk.
    static let writebackBytes = 16 << 20

    public var fingerprint: FileFingerprint { hashing.sync { digest.running.fingerprint(path: path) } }

    /// Flushes the temporary file to disk and renames it to `path`.
    public func commit() throws {
        guard !committed else { return }
        guard fsync(descriptor) == 0 else {
            throw FileAccessError.cannotWrite(path: path, reason: FileAccessError.describeErrno())
        }
        close(descriptor)
        guard rename(temporaryPath, path) == 0 else {
            let reason = FileAccessError.describeErrno()
            unlink(temporaryPath)
            committed = true
            throw FileAccessError.cannotWrite(path: path, reason: reason)
        }
        committed = true
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let folderDescriptor = open(folder, O_RDONLY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Removes temporary files of this destination whose writing process no longer exists.
    private static func removeAbandonedTemporaries(in folder: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dot = rest.firstIndex(of: "."), let pid = pid_t(rest[..<dot]) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink(folder + "/" + name)
            }
        }
    }

    /// Writes `bytes` to `path` atomically in one call.
    public static func write(_ bytes: some ContiguousBytes, to path: String) throws {
        let file = try AtomicOutputFile(path: path)
        try file.write(bytes)
        try file.commit()
    }
}

/// A running digest that one serial queue updates (hence unchecked: the queue is the lock).
private final class DigestOnQueue: @unchecked Sendable {
    var running = RunningDigest()
}

/// Releases a handed-over buffer once each party using it (the write, the hash) is done.
private final class HandOver: Sendable {
    private let pending: Atomic<Int>
    private let release: @Sendable () -> Void

    init(parties: Int, release: @escaping @Sendable () -> Void) {
        pending = Atomic(parties)
        self.release = release
    }

    /// One party is done; the last one releases.
    func done() {
        if pending.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { release() }
    }
}
