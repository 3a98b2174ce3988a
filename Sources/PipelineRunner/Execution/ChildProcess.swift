import Foundation

/// How a stage's process ended.
public enum ProcessEnd: Sendable, Equatable {
    case exited(Int32)
    case signalled(Int32)
}

/// Starts a stage's process with `posix_spawn` and waits for it.
///
/// The child gets standard input, mm-run's standard error as both its output streams (so
/// mm-run's own standard output carries only the summary), and the pipeline lock as descriptor
/// 3: the lock stays held while any stage process lives, even if mm-run itself is killed.
/// Every other descriptor is closed, so a stage never holds a pipe of whoever started mm-run.
enum ChildProcess {
    /// Runs `executable` with `arguments` (argv[0] included) in `folder` and waits for it to end;
    /// `lock` is the descriptor the stage inherits as 3.
    static func run(executable: String, arguments: [String], folder: String, lock: Int32?) throws -> ProcessEnd {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO)
        if let lock { posix_spawn_file_actions_adddup2(&actions, lock, 3) }
        if let addClosefrom = Self.addClosefrom { _ = addClosefrom(&actions, lock == nil ? 3 : 4) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // mm-run ignores SIGPIPE and catches the signals it forwards; the stage starts with defaults.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGTERM, SIGINT, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        // Its own process group, so a signal reaches the stage and every process it started.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        // The child enters the folder itself; changing mm-run's own folder would race other threads.
        guard let addChdir = Self.addChdir, addChdir(&actions, folder) == 0 else {
            throw StageLaunchError(message: "cannot start a process in folder \(folder) (needs glibc 2.29 or later)")
        }

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, &argv, environ)
        guard status == 0 else {
            throw StageLaunchError(message: "cannot start \(executable): \(String(cString: strerror(status)).lowercased())")
        }
        SignalForwarding.childStarted(pid)
        defer { SignalForwarding.childEnded() }
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 {
            guard errno == EINTR else { throw StageLaunchError(message: "lost track of process \(pid)") }
        }
        let signal = waitStatus & 0x7f
        return signal == 0 ? .exited((waitStatus >> 8) & 0xff) : .signalled(signal)
    }
}

extension ChildProcess {
    typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    typealias AddClosefrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29), which Swift's Glibc module does not export.
    static let addChdir: AddChdir? = dlsym(nil, "posix_spawn_file_actions_addchdir_np")
        .map { unsafeBitCast($0, to: AddChdir.self) }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34); without it the child keeps
    /// mm-run's descriptors that are not close-on-exec.
    static let addClosefrom: AddClosefrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: AddClosefrom.self) }
}

/// A stage process that could not be started.
struct StageLaunchError: Error, LocalizedError {
    var message: String
    var errorDescription: String? { message }
}

/// Forwards SIGTERM, SIGINT and SIGHUP sent to mm-run to the running stage's process group,
/// and remembers the signal so mm-run stops after that stage.
public enum SignalForwarding {
    // Written in a signal handler, so plain integers a handler may touch.
    nonisolated(unsafe) private static var child: pid_t = 0
    nonisolated(unsafe) private static var received: Int32 = 0

    /// Installs the handlers, and unblocks the signals in case mm-run was started with them blocked.
    public static func install() {
        var forwarded = sigset_t()
        sigemptyset(&forwarded)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&forwarded, signal) }
        pthread_sigmask(SIG_UNBLOCK, &forwarded, nil)
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                SignalForwarding.received = signal
                if SignalForwarding.child > 0 { kill(-SignalForwarding.child, signal) }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
    }

    /// The signal mm-run was asked to stop with, if any.
    public static var stopSignal: Int32? { received == 0 ? nil : received }

    static func childStarted(_ pid: pid_t) {
        child = pid
        // A signal that came just before the child existed is passed on now.
        if received != 0 { kill(-pid, received) }
    }

    static func childEnded() { child = 0 }
}
