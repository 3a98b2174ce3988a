import Foundation

/// How a stage's process ended.
public enum ProcessEnd: Sendable, Equatable {
    case exited(Int32)
    case signalled(Int32)
}

/// Starts a stage's process with `posix_spawn` and waits for it.
///
/// The child inherits mm-run's open descriptors that are not close-on-exec, the pipeline lock
/// among them: the lock stays held while any stage process lives, even if mm-run itself is
/// killed. Its standard output goes to mm-run's standard error, so mm-run's own standard
/// output carries only the summary.
enum ChildProcess {
    /// Runs `executable` with `arguments` (argv[0] included) in `folder` and waits for it to end.
    static func run(executable: String, arguments: [String], folder: String) throws -> ProcessEnd {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO)

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
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let previousFolder = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(folder) else {
            throw StageLaunchError(message: "cannot enter folder \(folder)")
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previousFolder) }

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

/// A stage process that could not be started.
struct StageLaunchError: Error, LocalizedError {
    var message: String
    var errorDescription: String? { message }
}

/// Forwards SIGTERM, SIGINT and SIGHUP sent to mm-run to the stage process running, and
/// remembers the signal so mm-run stops after that stage.
public enum SignalForwarding {
    // Written in a signal handler, so plain integers a handler may touch.
    nonisolated(unsafe) private static var child: pid_t = 0
    nonisolated(unsafe) private static var received: Int32 = 0

    /// Installs the handlers.
    public static func install() {
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                SignalForwarding.received = signal
                if SignalForwarding.child > 0 { kill(SignalForwarding.child, signal) }
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
        if received != 0 { kill(pid, received) }
    }

    static func childEnded() { child = 0 }
}
