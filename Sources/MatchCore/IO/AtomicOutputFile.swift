import Foundation

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
    private var digest = RunningDigest()

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
        guard bytes.count >= Self.sideBySideBytes else {
            try writeAll(bytes, to: descriptor, path: path)
            digest.update(bytes)
            return
        }
        // The kernel's copy into the page cache and SHA-256 take about as long each: for a
        // large write they run on two threads, the digest still updated in write order.
        nonisolated(unsafe) var failure: (any Error)?
        nonisolated(unsafe) var digest = self.digest
        let descriptor = self.descriptor, path = self.path
        nonisolated(unsafe) let bytes = bytes
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                do { try writeAll(bytes, to: descriptor, path: path) } catch { failure = error }
            } else {
                digest.update(bytes)
            }
        }
        self.digest = digest
        if let failure { throw failure }
    }

    /// The size from which a write and its hashing run side by side.
    static let sideBySideBytes = 1 << 20

    public var fingerprint: FileFingerprint { digest.fingerprint(path: path) }

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
