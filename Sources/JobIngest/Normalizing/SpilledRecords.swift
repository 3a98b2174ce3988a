import Foundation
import MatchCore

/// The encoded records of a normalize run, waiting in spill files until their order is known.
struct SpilledRecords: Sendable {
    /// Where one record's line lies in the spill files, and what deduplication needs of it.
    struct Entry: Sendable {
        var key: RecordKey
        var file: Int
        var offset: Int
        var length: Int
    }

    /// One piece of an output chunk: bytes read back from a spill file, or a re-encoded line.
    private enum Piece {
        case spilled(file: Int, offset: Int, length: Int)
        case encoded(Data)

        var length: Int {
            switch self {
            case .spilled(_, _, let length): length
            case .encoded(let line): line.count
            }
        }
    }

    let files: SpillFiles
    private(set) var entries: [Entry] = []

    init(folder: String) {
        files = SpillFiles(folder: folder)
    }

    /// Records where a payload's lines lie: one after another from `location`.
    mutating func add(_ lines: [NormalizedPayload.Line], at location: SpillLocation) {
        var offset = location.offset
        for line in lines {
            entries.append(Entry(key: line.key, file: location.file, offset: offset, length: line.length))
            offset += line.length
        }
    }

    /// Writes the records `plan` keeps to `sink` in the plan's order. Workers read chunks of
    /// about `chunkBytes` back from the spill files (and re-encode the few records that gain
    /// sightings) while this thread writes the chunk before, so the copy is not one thread's work.
    /// Once a chunk is written, the spill files' pages that nothing will read again are given
    /// back, on another thread.
    func write(_ plan: DuplicatePlan, to sink: any ByteSink, threads: Int, chunkBytes: Int) throws {
        var chunks: [Range<Int>] = []
        var start = 0, bytes = 0
        for (position, index) in plan.kept.enumerated() {
            bytes += entries[index].length
            if bytes >= chunkBytes || position == plan.kept.count - 1 {
                chunks.append(start..<(position + 1))
                start = position + 1
                bytes = 0
            }
        }
        let files = self.files.all
        var ledgers = reads(of: plan, fileCount: files.count).enumerated().map { file, reads in
            SpillPageLedger(reads: reads, fileSize: files[file].size, pageSize: SpillFile.pageSize)
        }
        // Space is given back on a thread of its own, while this one writes the next chunk.
        let releasing = DispatchQueue(label: "spill space release")
        defer { releasing.sync {} }
        for (file, ledger) in ledgers.enumerated() {
            let unread = ledger.unreadRanges
            releasing.async { files[file].release(unread) }
        }
        // Buffers go back to the pool once written: the chunks in flight reuse a few of them.
        let pool = ChunkBufferPool()
        try pipelinedParallelMap(chunks, batchSize: threads * 2, threads: threads, workerState: { (RecordCoding.makeEncoder(), RecordCoding.makeDecoder()) }, transform: { coders, range in
            let buffer = pool.take()
            return Result { try fill(buffer, plan, positions: range, encoder: coders.0, decoder: coders.1) }
        }, consume: { ranges, chunks in
            for (range, chunk) in zip(ranges, chunks) {
                let buffer = try chunk.get()
                try sink.write(buffer.bytes, then: { pool.give(buffer) })
                var emptied = Array(repeating: [Int](), count: files.count)
                for index in plan.kept[range] {
                    forEachRead(of: index, in: plan) { entry in
                        ledgers[entry.file].read(offset: entry.offset, length: entry.length, emptied: &emptied[entry.file])
                    }
                }
                for (file, pages) in emptied.enumerated() where !pages.isEmpty {
                    let emptiedRanges = ledgers[file].byteRanges(of: pages)
                    releasing.async { files[file].release(emptiedRanges) }
                }
            }
        })
    }

    /// Where each record that writing `plan` reads back lies, by spill file: the kept records
    /// and those folded into them.
    private func reads(of plan: DuplicatePlan, fileCount: Int) -> [[(offset: Int, length: Int)]] {
        var reads = Array(repeating: [(offset: Int, length: Int)](), count: fileCount)
        for index in plan.kept {
            forEachRead(of: index, in: plan) { reads[$0.file].append(($0.offset, $0.length)) }
        }
        return reads
    }

    /// Calls `body` with the entry of the kept record at `index` and then those folded into it:
    /// the records that writing it reads back.
    private func forEachRead(of index: Int, in plan: DuplicatePlan, _ body: (Entry) -> Void) {
        body(entries[index])
        for other in plan.sightings[index] ?? [] { body(entries[other]) }
    }

    /// Fills `buffer` with the lines of the kept records at `positions` of the plan, one after
    /// another. Records that lie next to each other in a spill file are read with one call.
    private func fill(_ buffer: ChunkBuffer, _ plan: DuplicatePlan, positions: Range<Int>,
                      encoder: JSONEncoder, decoder: JSONDecoder) throws -> ChunkBuffer {
        var pieces: [Piece] = []
        for index in plan.kept[positions] {
            let entry = entries[index]
            if let others = plan.sightings[index] {
                var record = try self.record(index, decoder: decoder)
                record.alsoSeenIn = try others.map { other in
                    let seen = try self.record(other, decoder: decoder)
                    return SourceSighting(id: seen.id, source: seen.source, url: seen.url)
                }
                pieces.append(.encoded(try JSONLWriter<RawJobData>.encodeLine(record, with: encoder)))
            } else if case .spilled(let file, let offset, let length)? = pieces.last, file == entry.file, offset + length == entry.offset {
                pieces[pieces.count - 1] = .spilled(file: file, offset: offset, length: length + entry.length)
            } else {
                pieces.append(.spilled(file: entry.file, offset: entry.offset, length: entry.length))
            }
        }
        buffer.reset(capacity: pieces.reduce(0) { $0 + $1.length })
        for piece in pieces {
            let target = buffer.extend(by: piece.length)
            switch piece {
            case .spilled(let file, let offset, _): try files[file].read(into: target, offset: offset)
            case .encoded(let line): line.copyBytes(to: target)
            }
        }
        return buffer
    }

    /// The spilled record at `index`, decoded.
    private func record(_ index: Int, decoder: JSONDecoder) throws -> RawJobData {
        let entry = entries[index]
        return try decoder.decode(RawJobData.self, from: try files[entry.file].read(offset: entry.offset, count: entry.length))
    }
}
