import Synchronization

/// A value held only so that it is not freed; never read.
private final class HeldValue: @unchecked Sendable {
    let value: Any
    init(_ value: Any) { self.value = value }
}

/// Values a stage leaves for the process's exit to reclaim.
private let reclaimedAtExit = Mutex<[HeldValue]>([])

/// Keeps `value` alive until the process exits, so its memory goes back to the system at once
/// instead of being freed allocation by allocation. A stage's inputs can be millions of small
/// allocations (100,000 jobs with 30 skills each) whose release would take a tenth of a second
/// just before exit. Call it last, with values the stage no longer needs.
public func reclaimAtExit(_ value: Any) {
    let held = HeldValue(value)
    reclaimedAtExit.withLock { $0.append(held) }
}
