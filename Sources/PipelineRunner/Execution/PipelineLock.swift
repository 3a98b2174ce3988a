import Foundation
import MatchCore

/// An exclusive `flock` on `<state_dir>/lock`, so two runs of a pipeline never overlap.
///
/// The lock file descriptor is deliberately inherited by stage processes: if mm-run is killed,
/// the stage it started keeps the lock until it ends, and no new run writes beside it.
public final class PipelineLock {
    /// The open lock file, passed to stage processes.
    let descriptor: Int32
    public let path: String

    /// Takes the lock at once, or throws `PipelineLockBusy` naming the run that holds it.
    public init(stateDir: String) throws {
        try FileManager.default.createDirectory(atPath: stateDir, withIntermediateDirectories: true)
        path = stateDir + "/lock"
        let fd = open(path, O_RDWR | O_CREAT, 0o644)
        guard fd >= 0 else { throw FileAccessError.cannotOpen(path: path, reason: FileAccessError.describeErrno()) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            let holder = (try? String(contentsOfFile: path, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            close(fd)
            if code == EWOULDBLOCK { throw PipelineLockBusy(path: path, holder: holder) }
            throw FileAccessError.cannotWrite(path: path, reason: FileAccessError.describeErrno(code))
        }
        descriptor = fd
        let note = "pid \(getpid()) since \(ISO8601Timestamp.format(Date()))\n"
        ftruncate(fd, 0)
        _ = note.withCString { pwrite(fd, $0, strlen($0), 0) }
    }

    deinit {
        // Closing (not unlocking) leaves the lock with any stage process that still holds it.
        close(descriptor)
    }
}

/// Another run holds the pipeline's lock.
public struct PipelineLockBusy: Error, LocalizedError, Equatable {
    public var path: String
    /// What the holder wrote in the lock file (its pid and start time).
    public var holder: String?

    public var errorDescription: String? {
        let who = holder.map { $0.isEmpty ? "another run" : "another run (\($0))" } ?? "another run"
        return "\(who) holds \(path); this run did nothing. Wait for it to finish, or stop it, then run again"
    }
}
