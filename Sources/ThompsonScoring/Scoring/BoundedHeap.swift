/// A job's score for one candidate; `job` indexes `JobCorpus.jobs`.
public struct ScoredJob: Sendable, Equatable {
    public var job: Int32
    public var score: Double

    /// Ranking order: higher score first, then lower job index (jobs are sorted by id).
    @inline(__always)
    static func ranksAbove(_ a: ScoredJob, _ b: ScoredJob) -> Bool {
        a.score > b.score || (a.score == b.score && a.job < b.job)
    }
}

/// The best `capacity` scored jobs seen so far: a min-heap whose root is the worst kept.
struct BoundedHeap {
    let capacity: Int
    private(set) var items: [ScoredJob] = []

    init(capacity: Int) {
        self.capacity = capacity
        items.reserveCapacity(capacity)
    }

    /// Keeps `candidate` if it ranks above the worst kept, or if the heap is not full.
    @inline(__always)
    mutating func offer(_ candidate: ScoredJob) {
        if items.count < capacity {
            items.append(candidate)
            siftUp(items.count - 1)
        } else if capacity > 0 && ScoredJob.ranksAbove(candidate, items[0]) {
            items[0] = candidate
            siftDown(0)
        }
    }

    /// Empties the heap, keeping its storage.
    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    /// Whether the heap holds `capacity` jobs.
    var isFull: Bool { items.count >= capacity }

    /// The score of the worst job kept; only meaningful when not empty.
    var worstScore: Double { items[0].score }

    /// The kept jobs, best first.
    func bestFirst() -> [ScoredJob] {
        items.sorted(by: ScoredJob.ranksAbove)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard ScoredJob.ranksAbove(items[parent], items[child]) else { return }
            items.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < items.count else { return }
            var worst = left
            let right = left + 1
            if right < items.count && ScoredJob.ranksAbove(items[left], items[right]) { worst = right }
            guard ScoredJob.ranksAbove(items[parent], items[worst]) else { return }
            items.swapAt(parent, worst)
            parent = worst
        }
    }
}
