import Foundation
import MatchCore
import ShortlistStore
import StageCLI

/// The shortlists.sqlite files of `--shard I/N` runs, merged into one run.
enum ShardInputs {
    /// Reads run `runId` (or each file's newest run) from every shard database and merges them.
    static func merge(_ paths: [String], runId: String?, run: StageRun) throws -> GatheredRun {
        var batches: [ExportBatch] = []
        var inputs: [FileFingerprint] = []
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else {
                throw FileAccessError.cannotOpen(path: path, reason: "no such file (give each shard's shortlists.sqlite)")
            }
            inputs.append(try FileFingerprint.of(path: path))
            guard let batch = try ShortlistDatabase(path: path).batch(runId: runId) else {
                let which = runId.map { "run \($0)" } ?? "any run"
                throw FileAccessError.cannotRead(path: path, reason: "it holds no \(which) (give the shards' shortlists.sqlite)")
            }
            run.counts.read += batch.matches.count
            batches.append(batch)
        }
        return GatheredRun(batch: try ExportBatch.merging(batches, exportedAt: Date()), inputs: inputs)
    }
}
