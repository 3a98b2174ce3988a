import Foundation
import Synchronization

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
    // Workers take small chunks from a shared counter, so a slow item holds up one chunk, not
    // a fixed share of the items; every slot is still written by exactly one thread.
    let chunk = max(1, items.count / (workers * 16))
    let nextChunk = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        var state = workerState()
        while true {
            let lower = nextChunk.add(chunk, ordering: .relaxed).oldValue
            guard lower < items.count else { break }
            for index in lower..<min(lower + chunk, items.count) {
                slots[index] = transform(&state, items[index])
            }
        }
    }
    return results.map { $0! }
}

/// The number of threads to use when the user gives none: every core.
public var defaultThreadCount: Int {
    ProcessInfo.processInfo.activeProcessorCount
}
