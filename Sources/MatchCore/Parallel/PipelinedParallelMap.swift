import Foundation

/// Maps batches of items on worker threads while the calling thread reads the next batch and
/// hands on the results of the one before, so reading, transforming and writing overlap.
///
/// `nextBatch` and `consume` run on the calling thread, in order; `consume` gets each batch
/// with its results in input order, exactly as a loop of `orderedParallelMap` calls would,
/// so output never depends on the thread count. At most two batches are transformed at once.
/// If `nextBatch` or `consume` throws, work already started finishes before the error is
/// rethrown.
public func pipelinedParallelMap<Item: Sendable, Result: Sendable, State>(
    threads: Int,
    nextBatch: () throws -> [Item]?,
    workerState: @escaping @Sendable () -> State,
    transform: @escaping @Sendable (inout State, Item) -> Result,
    consume: ([Item], [Result]) throws -> Void
) throws {
    var inFlight: BatchInFlight<Item, Result>?
    defer { inFlight?.finished.wait() }
    while let items = try nextBatch() {
        let started = BatchInFlight(items: items, threads: threads, workerState: workerState, transform: transform)
        if let previous = inFlight {
            inFlight = started
            previous.finished.wait()
            try consume(previous.items, previous.results)
        } else {
            inFlight = started
        }
    }
    if let last = inFlight {
        inFlight = nil
        last.finished.wait()
        try consume(last.items, last.results)
    }
}

/// `pipelinedParallelMap` over an array, handed out `batchSize` items at a time.
public func pipelinedParallelMap<Item: Sendable, Result: Sendable, State>(
    _ items: [Item], batchSize: Int, threads: Int,
    workerState: @escaping @Sendable () -> State,
    transform: @escaping @Sendable (inout State, Item) -> Result,
    consume: ([Item], [Result]) throws -> Void
) throws {
    let size = max(1, batchSize)
    var start = 0
    try pipelinedParallelMap(threads: threads, nextBatch: { () -> [Item]? in
        guard start < items.count else { return nil }
        defer { start = min(start + size, items.count) }
        return Array(items[start..<min(start + size, items.count)])
    }, workerState: workerState, transform: transform, consume: consume)
}

/// One batch being transformed on a background thread.
private final class BatchInFlight<Item: Sendable, Result: Sendable>: @unchecked Sendable {
    let items: [Item]
    let finished = DispatchGroup()
    /// Written by the background thread before `finished` is left; read only after waiting.
    private(set) var results: [Result] = []

    init<State>(items: [Item], threads: Int, workerState: @escaping @Sendable () -> State,
                transform: @escaping @Sendable (inout State, Item) -> Result) {
        self.items = items
        DispatchQueue.global().async(group: finished) { [self] in
            results = orderedParallelMap(items, threads: threads, workerState: workerState, transform)
        }
    }
}
