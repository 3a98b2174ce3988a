import Foundation

/// Maps `items` on `threads` threads and returns the results in input order.
///
/// Output order never depends on the thread count, which keeps stages deterministic.
public func orderedParallelMap<Item: Sendable, Result: Sendable>(
    _ items: [Item], threads: Int, _ transform: @Sendable (Item) -> Result
) -> [Result] {
    orderedParallelMap(items, threads: threads, workerState: { () }, { _, item in transform(item) })
}

/// Like `orderedParallelMap(_:threads:_:)`, with state each worker thread makes once and
/// keeps to itself (an encoder, a scratch buffer).
public func orderedParallelMap<Item: Sendable, Result: Sendable, State>(
    _ items: [Item], threads: Int, workerState: @Sendable () -> State,
    _ transform: @Sendable (inout State, Item) -> Result
) -> [Result] {
    guard threads > 1, items.count > 1 else {
        var state = workerState()
        return items.map { transform(&state, $0) }
    }
    let workers = min(threads, items.count)
    let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items.count)
    results.initialize(repeating: nil)
    defer {
        // Release the results the buffer holds (the returned array has its own references).
        _ = results.deinitialize()
        results.deallocate()
    }
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        // Each worker takes a contiguous slice, so slots are written by exactly one thread.
        let lower = items.count * worker / workers
        let upper = items.count * (worker + 1) / workers
        var state = workerState()
        for index in lower..<upper {
            slots[index] = transform(&state, items[index])
        }
    }
    return results.map { $0! }
}

/// The number of threads to use when the user gives none: every core.
public var defaultThreadCount: Int {
    ProcessInfo.processInfo.activeProcessorCount
}
