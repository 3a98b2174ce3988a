import Foundation
import MatchCore

extension StageRun {
    /// Reads every input's JSONL records, keeps this run's shard, transforms each record on all
    /// worker threads, and writes the results in input order.
    ///
    /// A line that cannot be decoded, or that `transform` refuses, becomes a reject naming the
    /// input and line. Returns the inputs' fingerprints for the manifest.
    public func mapRecords<Input: Decodable & Sendable, Output: Encodable & Sendable>(
        _ inputType: Input.Type,
        to writer: JSONLWriter<Output>,
        id: @escaping @Sendable (Input) -> String,
        batchSize: Int = 2048,
        transform: @escaping @Sendable (Input) -> Result<Output, LineProblem>
    ) throws -> [FileFingerprint] {
        var fingerprints: [FileFingerprint] = []
        let shard = options.shard
        for path in options.inputPaths {
            let reader = try JSONLReader<Input>(path: path)
            // Batch by batch, each written before the next is read (not `pipelinedParallelMap`):
            // output fed from a pipe that stays open must not wait for the next batch to fill.
            while true {
                var batch: [InputLine] = []
                batch.reserveCapacity(batchSize)
                while batch.count < batchSize, let line = try reader.nextLine() { batch.append(line) }
                if batch.isEmpty { break }
                let results = orderedParallelMap(
                    batch, threads: options.threadCount,
                    workerState: { (RecordCoding.makeDecoder(), RecordCoding.makeEncoder()) }
                ) { coders, line -> LineOutcome in
                    switch JSONLReader<Input>.decode(line, with: coders.0) {
                    case .failure(let problem):
                        // A line with no readable id still belongs to exactly one shard.
                        let owned = shard?.contains(id: "line:\(line.number)") ?? true
                        return owned ? .rejected(problem.reason, recordId: nil) : .outsideShard
                    case .success(let record):
                        let recordId = id(record)
                        guard shard?.contains(id: recordId) ?? true else { return .outsideShard }
                        switch transform(record) {
                        case .failure(let problem): return .rejected(problem.reason, recordId: recordId)
                        case .success(let output):
                            do {
                                return .encoded(try JSONLWriter<Output>.encodeLine(output, with: coders.1))
                            } catch {
                                return .rejected("cannot be written: \(error)", recordId: recordId)
                            }
                        }
                    }
                }
                for (line, outcome) in zip(batch, results) {
                    switch outcome {
                    case .outsideShard:
                        continue
                    case .rejected(let reason, let recordId):
                        counts.read += 1
                        try reject(Reject(input: path, line: line.number, offset: line.offset,
                                          recordId: recordId, reason: reason))
                    case .encoded(let data):
                        counts.read += 1
                        counts.written += 1
                        try writer.append(line: data)
                    }
                }
                progress.advance(by: batch.count)
            }
            fingerprints.append(FileFingerprint(path: path, sha256: reader.lines.sha256Hex, bytes: reader.lines.bytesRead))
        }
        return fingerprints
    }
}

/// What became of one input line.
private enum LineOutcome: Sendable {
    case encoded(Data)
    case rejected(String, recordId: String?)
    case outsideShard
}
