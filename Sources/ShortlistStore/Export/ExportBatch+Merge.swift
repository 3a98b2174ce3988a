import Foundation
import MatchCore

/// Why shard outputs cannot be merged into one run.
public struct ShardMergeError: StageFailure, Equatable {
    public var message: String

    public var kind: FailureKind { .usage }
    public var errorDescription: String? { message }
}

extension ExportBatch {
    /// Merges the batches of the `--shard I/N` runs of one run into the batch one unsharded run
    /// makes: every shard must be there exactly once, all of the same run and inputs.
    ///
    /// Jobs are not sharded (each shard holds all of them), so they must agree; profiles,
    /// matches and feedback belong to one shard each.
    public static func merging(_ shards: [ExportBatch], exportedAt: Date) throws -> ExportBatch {
        guard let first = shards.first else {
            throw ShardMergeError(message: "--merge needs the shortlists.sqlite of each shard; none were given")
        }
        var specs: [ShardSpec] = []
        for batch in shards {
            guard let text = batch.run.shard, let spec = try? ShardSpec(parsing: text) else {
                throw ShardMergeError(message: "run \(batch.run.id) in one input is not a shard's output (it has no I/N); give only the outputs of --shard runs")
            }
            guard batch.run.id == first.run.id, batch.run.inputsSha256 == first.run.inputsSha256 else {
                throw ShardMergeError(message: "shard \(text) is of run \(batch.run.id), not \(first.run.id); merge the shards of one run (same inputs and --run-id)")
            }
            specs.append(spec)
        }
        let count = specs[0].count
        let indices = specs.map(\.index).sorted()
        guard specs.allSatisfy({ $0.count == count }), indices == Array(1...count) else {
            let have = specs.map(\.description).sorted().joined(separator: ", ")
            throw ShardMergeError(message: "shards given are \(have); merge needs each of 1/\(count) … \(count)/\(count) exactly once")
        }
        var jobs: [String: StoredJob] = [:]
        for batch in shards {
            for job in batch.jobs {
                if let seen = jobs[job.id], seen != job {
                    throw ShardMergeError(message: "job \(job.id) differs between shards; the shards were not run on the same jobs file")
                }
                jobs[job.id] = job
            }
        }
        var run = first.run
        run.shard = nil
        run.exportedAt = exportedAt
        return ExportBatch(
            run: run, jobs: Array(jobs.values),
            profiles: shards.flatMap(\.profiles),
            matches: shards.flatMap(\.matches),
            feedback: shards.flatMap(\.feedback))
    }
}
