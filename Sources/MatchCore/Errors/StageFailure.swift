import Foundation

/// Why a run failed as a whole, which decides its exit code (`DESIGN.md`: 2 or 3).
public enum FailureKind: Sendable, Equatable {
    /// Bad arguments or configuration: exit 2.
    case usage
    /// A file or stream that could not be read or written: exit 3.
    case inputOutput
}

/// An error that stops a stage; its `errorDescription` says what went wrong and what to do.
public protocol StageFailure: LocalizedError, Sendable {
    /// Which exit code the failure maps to.
    var kind: FailureKind { get }
}

/// A file or stream that could not be opened, read or written.
public enum FileAccessError: StageFailure, Equatable {
    case cannotOpen(path: String, reason: String)
    case cannotRead(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    /// The reader of standard output went away (`mm-score … | head`): not a failure.
    case brokenPipe

    public var kind: FailureKind { .inputOutput }

    public var errorDescription: String? {
        switch self {
        case .cannotOpen(let path, let reason):
            "failed to open \(path): \(reason)"
        case .cannotRead(let path, let reason):
            "failed to read \(path): \(reason)"
        case .cannotWrite(let path, let reason):
            "failed to write \(path): \(reason) (check that the folder exists, is writable and has space; the previous output is untouched)"
        case .brokenPipe:
            "standard output was closed by its reader"
        }
    }

    /// The current `errno` as a lower-case phrase, e.g. "no such file or directory".
    public static func describeErrno(_ code: Int32 = errno) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

/// An argument or configuration value that cannot be used.
public struct ConfigurationError: StageFailure, Equatable {
    /// What is wrong and how to put it right.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var kind: FailureKind { .usage }
    public var errorDescription: String? { message }
}
