import Foundation
@testable import MatchCore
import Testing

@Suite struct ParallelMapTests {
    @Test func orderedParallelMapKeepsInputOrderForAnyThreadCount() {
        let items = Array(0..<10_007)
        let expected = items.map { $0 * $0 }
        for threads in [1, 2, 3, 8] {
            #expect(orderedParallelMap(items, threads: threads) { $0 * $0 } == expected)
        }
    }

    /// Items that take very different times still come back in input order, once each.
    @Test func orderedParallelMapKeepsInputOrderWithUnevenWork() {
        let items = Array(0..<5_000)
        for threads in [1, 2, 3, 8] {
            let results = orderedParallelMap(items, threads: threads) { item -> Int in
                var value = item
                for _ in 0..<(item % 97 == 0 ? 20_000 : 1) { value = (value &* 31 &+ 7) % 1_000_003 }
                return item
            }
            #expect(results == items, "\(threads) threads")
        }
    }

    /// Batches reach `consume` in order with their own results, for any batch size and thread count.
    @Test func pipelinedParallelMapHandsOnEveryBatchInOrder() throws {
        for (threads, batchSize) in [(1, 7), (2, 1), (2, 64), (4, 1000)] {
            var next = 0
            var seen: [Int] = []
            try pipelinedParallelMap(threads: threads, nextBatch: { () -> [Int]? in
                guard next < 2_500 else { return nil }
                defer { next += batchSize }
                return Array(next..<min(next + batchSize, 2_500))
            }, workerState: { 0 }, transform: { calls, item -> String in
                calls += 1
                return "item \(item)"
            }, consume: { items, results in
                #expect(results == items.map { "item \($0)" })
                seen += items
            })
            #expect(seen == Array(0..<2_500), "\(threads) threads, batches of \(batchSize)")
        }
    }

    struct Stop: Error {}

    /// An error from `consume` or `nextBatch` stops the run and reaches the caller, after the
    /// batch still being transformed has finished (nothing is left running).
    @Test func pipelinedParallelMapStopsOnErrors() {
        let transformed = Counter()
        var consumed = 0
        var batches = 0
        #expect(throws: Stop.self) {
            try pipelinedParallelMap(threads: 2, nextBatch: { () -> [Int]? in
                batches += 1
                return Array(0..<100)
            }, workerState: { () }, transform: { _, item in transformed.add(); return item }, consume: { _, _ in
                consumed += 1
                if consumed == 3 { throw Stop() }
            })
        }
        #expect(consumed == 3)
        #expect(transformed.value == batches * 100)
        #expect(throws: Stop.self) {
            try pipelinedParallelMap(threads: 2, nextBatch: { () -> [Int]? in throw Stop() }, workerState: { () },
                                     transform: { _, item in item }, consume: { _, _ in Issue.record("nothing to consume") })
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func add() { lock.withLock { count += 1 } }
    }
}
