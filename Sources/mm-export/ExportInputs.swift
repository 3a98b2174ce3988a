import Foundation
import MatchCore
import ShortlistStore
import StageCLI

/// A run's batch and the fingerprints of the inputs it was made from.
struct GatheredRun {
    var batch: ExportBatch
    var inputs: [FileFingerprint]
}

/// The record files of one export, read into an `ExportBatch` with bad lines rejected.
struct ExportInputs {
    var matches: [String]
    var jobs: [String]
    var profiles: [String]
    var feedback: [String]

    /// Reads every input, keeps this run's shard of candidates (jobs are never sharded), and
    /// builds the batch; lines and records that cannot be used become rejects.
    func gather(runId: String?, run: StageRun) throws -> GatheredRun {
        var builder = ExportBatchBuilder()
        var digests: [(role: String, sha256: String)] = []
        var inputs: [FileFingerprint] = []
        func read<Record: ValidatedRecord>(_ role: String, _ paths: [String], sharded: Bool,
                                           add: (Record, ExportBatchBuilder.RecordOrigin) -> Void) throws {
            for path in paths {
                let fingerprint = try Self.read(Record.self, path: path, sharded: sharded, run: run, add: add)
                digests.append((role, fingerprint.sha256))
                inputs.append(fingerprint)
            }
        }
        try read("jobs", jobs, sharded: false) { (job: EnrichedJob, origin) in builder.add(job: job, from: origin) }
        try read("profiles", profiles, sharded: true) { (profile: CandidateProfile, origin) in
            builder.add(profile: profile, from: origin)
        }
        try read("matches", matches, sharded: true) { (match: Match, origin) in builder.add(match: match, from: origin) }
        try read("feedback", feedback, sharded: true) { (event: FeedbackEvent, origin) in
            builder.add(feedback: event, from: origin)
        }
        let inputsSha256 = ExportBatch.inputsDigest(digests)
        let built = builder.build(runId: runId ?? ExportBatch.defaultRunId(inputsSha256: inputsSha256),
                                  exportedAt: Date(), shard: run.options.shard?.description,
                                  inputsSha256: inputsSha256)
        for refusal in built.refusals {
            try run.reject(Reject(input: refusal.origin.input, line: refusal.origin.line, offset: refusal.origin.offset,
                                  recordId: refusal.recordId, reason: refusal.reason))
        }
        return GatheredRun(batch: built.batch, inputs: inputs)
    }

    /// Reads one JSONL file of `Record`s, rejecting lines that are not valid records.
    private static func read<Record: ValidatedRecord>(
        _: Record.Type, path: String, sharded: Bool, run: StageRun,
        add: (Record, ExportBatchBuilder.RecordOrigin) -> Void
    ) throws -> FileFingerprint {
        let reader = try JSONLReader<Record>(path: path)
        while let (line, decoded) = try reader.next() {
            let origin = ExportBatchBuilder.RecordOrigin(input: path, line: line.number, offset: line.offset)
            switch decoded.flatMap({ $0.normalized() }) {
            case .failure(let problem):
                // A line with no readable id still belongs to exactly one shard.
                guard !sharded || run.inShard(id: "line:\(line.number)") else { continue }
                run.counts.read += 1
                try run.reject(Reject(input: path, line: line.number, offset: line.offset, reason: problem.reason))
            case .success(let record):
                guard !sharded || run.inShard(id: record.stableId) else { continue }
                run.counts.read += 1
                add(record, origin)
            }
        }
        return FileFingerprint(path: path, sha256: reader.lines.sha256Hex, bytes: reader.lines.bytesRead)
    }
}
