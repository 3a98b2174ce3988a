import Foundation
import MatchCore

/// mm-normalize's work: payload files in, RawJobData JSONL out, sorted by id, with
/// cross-source duplicates collapsed.
///
/// Payload files are normalized in parallel, a few at a time, so memory holds a handful of
/// payloads and the keys of all records, never all their bytes: encoded records wait in a
/// spill file until they are written in id order.
public struct NormalizePipeline {
    /// Worker threads; output is the same for any count.
    public var threads: Int
    /// Whether records with one fingerprint are collapsed into one.
    public var collapseDuplicates = true
    /// Keeps a record by id (the `--shard` filter).
    public var keep: @Sendable (String) -> Bool = { _ in true }
    /// About how many bytes of output a worker reads back from the spill file at a time;
    /// output is the same for any size.
    public var chunkBytes = 1 << 20

    public init(threads: Int) {
        self.threads = threads
    }

    /// What a run did.
    public struct Summary: Sendable, Equatable {
        /// Postings found (and whole payloads rejected).
        public var read = 0
        public var written = 0
        public var rejected = 0
        /// Records folded into another with the same fingerprint or id.
        public var collapsed = 0
        public var payloadBytes = 0
        public var inputs: [FileFingerprint] = []
    }

    /// Normalizes `payloads` into `sink`, reporting each reject to `onReject` and each
    /// finished payload to `progress`. The sink is not committed.
    public func run(
        _ payloads: [PayloadFile], into sink: any ByteSink, spillFolder: String,
        onReject: (Reject) throws -> Void, progress: (Int) -> Void = { _ in }
    ) throws -> Summary {
        var summary = Summary()
        var spilled = try SpilledRecords(folder: spillFolder)
        let keep = self.keep
        // The next payloads are normalized while the last ones' lines go to the spill file.
        // Payloads are read into, and their lines encoded into, buffers that the next payloads reuse.
        let buffers = ChunkBufferPool()
        var consumed = 0
        let planning = DispatchGroup()
        nonisolated(unsafe) var plannedAhead: DuplicatePlan?
        try pipelinedParallelMap(payloads, batchSize: threads * 2, threads: threads, workerState: { (RecordCoding.makeEncoder(), [UInt8]()) }, transform: { worker, file in
            NormalizedPayload.make(file, encoder: worker.0, buffers: buffers, line: &worker.1, keep: keep)
        }, consume: { batch, results in
            consumed += batch.count
            if consumed == payloads.count {
                // Every key is known: the plan is worked out while the last lines go to the spill file.
                let keys = spilled.entries.map(\.key) + results.flatMap { $0.lines.map(\.key) }
                DispatchQueue.global().async(group: planning) { [collapseDuplicates] in
                    plannedAhead = DuplicatePlan(keys: keys, collapse: collapseDuplicates)
                }
            }
            for result in results {
                summary.read += result.seen
                if let fingerprint = result.fingerprint {
                    summary.inputs.append(fingerprint)
                    summary.payloadBytes += fingerprint.bytes
                }
                for reject in result.rejects {
                    summary.rejected += 1
                    try onReject(reject)
                }
                try spilled.append(result.lines, encoded: result.encoded.bytes)
                buffers.give(result.encoded)
            }
            progress(batch.count)
        })
        planning.wait()
        // No payloads, no keys.
        let plan = plannedAhead ?? DuplicatePlan(keys: [], collapse: collapseDuplicates)
        summary.collapsed = spilled.entries.count - plan.kept.count
        try spilled.write(plan, to: sink, threads: threads, chunkBytes: chunkBytes)
        summary.written = plan.kept.count
        return summary
    }
}
