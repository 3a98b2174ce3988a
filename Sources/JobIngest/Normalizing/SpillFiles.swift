import MatchCore
import Synchronization

/// Where a payload's lines lie: which spill file, and from which byte.
struct SpillLocation: Sendable, Equatable {
    var file: Int
    var offset: Int
}

/// The spill files that workers append their payloads' lines to, one file for each worker
/// appending at the time: the file system locks a file for each write, so workers appending to
/// one file would wait for each other's copies instead of parsing.
final class SpillFiles: Sendable {
    private let folder: String
    private struct State {
        var files: [SpillFile] = []
        var idle: [Int] = []
    }
    private let state = Mutex(State())

    /// Files are made in `folder` as workers need them.
    init(folder: String) {
        self.folder = folder
    }

    /// Runs `body` with a file, and its index, that no other thread appends to until it returns.
    func withFile<Result>(_ body: (Int, SpillFile) throws -> Result) throws -> Result {
        let (index, file) = try state.withLock { state -> (Int, SpillFile) in
            if let idle = state.idle.popLast() { return (idle, state.files[idle]) }
            state.files.append(try SpillFile(folder: folder))
            return (state.files.count - 1, state.files[state.files.count - 1])
        }
        defer { state.withLock { $0.idle.append(index) } }
        return try body(index, file)
    }

    /// The files made so far, in the order of their indices.
    var all: [SpillFile] { state.withLock { $0.files } }

    subscript(index: Int) -> SpillFile { state.withLock { $0.files[index] } }
}
