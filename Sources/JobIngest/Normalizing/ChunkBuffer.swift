import Synchronization

/// A byte buffer that keeps its memory between uses, so that reading or copying megabytes
/// through it does not touch fresh pages each time.
final class ChunkBuffer: @unchecked Sendable {
    private var storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 0, alignment: 16)
    private var count = 0

    deinit { storage.deallocate() }

    /// The bytes filled so far.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: storage[0..<count]) }

    /// Empties the buffer, with room for at least `capacity` bytes.
    func reset(capacity: Int) {
        count = 0
        guard storage.count < capacity else { return }
        storage.deallocate()
        storage = .allocate(byteCount: capacity, alignment: 16)
    }

    /// The next `length` bytes to fill, counted as filled (within the capacity of `reset`).
    func extend(by length: Int) -> UnsafeMutableRawBufferPointer {
        precondition(count + length <= storage.count, "ChunkBuffer extended past the capacity reset gave it")
        defer { count += length }
        return UnsafeMutableRawBufferPointer(rebasing: storage[count..<(count + length)])
    }
}

/// Buffers handed out to worker threads and given back once their bytes are written.
final class ChunkBufferPool: Sendable {
    private let free = Mutex<[ChunkBuffer]>([])

    /// A buffer given back earlier, or a new one.
    func take() -> ChunkBuffer {
        free.withLock { $0.popLast() } ?? ChunkBuffer()
    }

    /// Returns `buffer` for reuse; its bytes are no longer needed.
    func give(_ buffer: ChunkBuffer) {
        free.withLock { $0.append(buffer) }
    }
}
