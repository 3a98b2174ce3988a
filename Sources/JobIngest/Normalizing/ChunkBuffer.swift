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

    /// Appends `bytes`, doubling the capacity when they do not fit.
    func append(_ bytes: UnsafeRawBufferPointer) {
        if count + bytes.count > storage.count {
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: max(storage.count * 2, count + bytes.count), alignment: 16)
            larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[0..<count]))
            storage.deallocate()
            storage = larger
        }
        extend(by: bytes.count).copyMemory(from: bytes)
    }
}

/// Buffers handed out to worker threads and given back once their bytes are written, so that
/// the memory of one payload or chunk serves the next: fresh pages cost more than the copies.
final class ChunkBufferPool: Sendable {
    private let free = Mutex<[ChunkBuffer]>([])

    /// A buffer given back earlier, or a new one; empty either way.
    func take() -> ChunkBuffer {
        let buffer = free.withLock { $0.popLast() } ?? ChunkBuffer()
        buffer.reset(capacity: 0)
        return buffer
    }

    /// Returns `buffer` for reuse; its bytes are no longer needed.
    func give(_ buffer: ChunkBuffer) {
        free.withLock { $0.append(buffer) }
    }
}
