import Foundation
import MatchCore

/// mm-normalize's work: payload files in, RawJobData JSONL out, sorted by id, with
/// cross-source duplicates collapsed.
///
/// Payload files are normalized in parallel, a few at a time, so memory holds a handful of
/// payloads and the keys of all records, never all their bytes: encoded records wait in
/// spill files until they are written in id order.
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
        var spilled = SpilledRecords(folder: spillFolder)
        let keep = self.keep, spill = spilled.files
        // Payloads are read into, and their lines encoded into, buffers that the next payloads reuse.
        let buffers = ChunkBufferPool()
        try pipelinedParallelMap(payloads, batchSize: threads * 2, threads: threads, workerState: { (RecordCoding.makeEncoder(), [UInt8]()) }, transform: { worker, file in
            NormalizedPayload.make(file, encoder: worker.0, buffers: buffers, line: &worker.1, spill: spill, keep: keep)
        }, consume: { batch, results in
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
                spilled.add(result.lines, at: try result.spilledAt.get())
            }
            progress(batch.count)
        })
        let plan = DuplicatePlan(keys: spilled.entries.map(\.key), collapse: collapseDuplicates)
        summary.collapsed = spilled.entries.count - plan.kept.count
        try spilled.write(plan, to: sink, threads: threads, chunkBytes: chunkBytes)
        summary.written = plan.kept.count
        return summary
    }
}
