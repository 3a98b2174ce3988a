import Foundation
@testable import JobIngest
import MatchCore
import Testing

/// The spill file gives its pages back as the records on them are written out, and never a
/// page a record still to be read lies on.
@Suite struct SpilledRecordsTests {
    @Test func aPageIsEmptiedOnlyWhenEveryRecordOnItWasRead() {
        // Pages of 10 bytes: a (0..<15) spans pages 0–1, b (15..<20) page 1, c (20..<45)
        // pages 2–4; d (45..<50), never read, leaves page 4 to c alone.
        var ledger = SpillPageLedger(reads: [(0, 15), (15, 5), (20, 25)], fileSize: 50, pageSize: 10)
        #expect(ledger.unreadRanges.isEmpty)
        var emptied: [Int] = []
        ledger.read(offset: 15, length: 5, emptied: &emptied)
        #expect(emptied.isEmpty, "page 1 still holds part of a")
        ledger.read(offset: 0, length: 15, emptied: &emptied)
        #expect(emptied == [0, 1])
        ledger.read(offset: 20, length: 25, emptied: &emptied)
        #expect(ledger.byteRanges(of: emptied) == [0..<50])
        #expect(SpillPageLedger(reads: [(0, 10), (30, 5)], fileSize: 50, pageSize: 10).unreadRanges == [10..<30, 40..<50])
    }

    /// 3,000 records of about 1.5 KB, spilled in an order far from their ids, some ids twice
    /// (the earlier never read) and some folded into another source's record (read out of
    /// order for `also_seen_in`), in two spill files, written in chunks of 16 KB.
    @Test func recordsComeOutWholeWhileTheSpillFilesShrink() throws {
        let folder = NSTemporaryDirectory() + "spill-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let encoder = RecordCoding.makeEncoder()
        func record(_ number: Int, source: JobSourceKind, version: Int = 0) -> RawJobData {
            var job = RawJobData(source: source, sourceId: String(format: "%05d", number), title: "Role \(number)",
                                 fingerprint: String(format: "%016x", number % 2_900))
            job.descriptionText = String(repeating: "posting \(number) version \(version) ", count: 50)
            return job
        }
        var spilled = SpilledRecords(folder: folder)
        // Two workers appending at once, each to a file of its own; payloads alternate between them.
        try spilled.files.withFile { first, firstFile in
            try spilled.files.withFile { second, secondFile in
                var payloads = 0
                // Appends the jobs as one payload's lines.
                func spill(_ jobs: [RawJobData]) throws {
                    var encoded: [UInt8] = []
                    let lines = try jobs.map { job in
                        let start = encoded.count
                        try JSONLWriter<RawJobData>.appendLine(job, with: encoder, to: &encoded)
                        return NormalizedPayload.Line(key: RecordKey(job), length: encoded.count - start)
                    }
                    let (index, file) = payloads.isMultiple(of: 2) ? (first, firstFile) : (second, secondFile)
                    payloads += 1
                    let offset = try encoded.withUnsafeBytes { try file.append($0) }
                    spilled.add(lines, at: SpillLocation(file: index, offset: offset))
                }
                var order = Array(0..<3_000)
                var generator = SplitMix64(seed: 7)
                order.shuffle(using: &generator)
                for batch in stride(from: 0, to: order.count, by: 250) {
                    try spill(order[batch..<min(batch + 250, order.count)].map { record($0, source: $0 >= 2_900 ? .rss : .greenhouse) })
                }
                // Ids 0..<40 again, later: the first copies are never read back.
                try spill((0..<40).map { record($0, source: .greenhouse, version: 1) })
            }
        }
        let files = spilled.files.all
        #expect(files.count == 2)
        let spillSize = files.map(\.size).reduce(0, +)
        #expect(files.map(\.allocatedBytes).reduce(0, +) >= spillSize / 2)

        let plan = DuplicatePlan(keys: spilled.entries.map(\.key), collapse: true)
        let output = folder + "/jobs.jsonl"
        let sink = try AtomicOutputFile(path: output)
        try spilled.write(plan, to: sink, threads: 2, chunkBytes: 16_384)
        try sink.commit()

        let decoder = RecordCoding.makeDecoder()
        let written = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map {
            try decoder.decode(RawJobData.self, from: Data($0.utf8))
        }
        // rss 2900..<3000 fold into greenhouse 0..<100, whose fingerprints they share.
        #expect(written.map(\.id) == (0..<2_900).map { "greenhouse:" + String(format: "%05d", $0) })
        for (number, job) in written.enumerated() {
            #expect(job.descriptionText == record(number, source: .greenhouse, version: number < 40 ? 1 : 0).descriptionText)
            #expect(job.alsoSeenIn.map(\.id) == (number < 100 ? ["rss:" + String(format: "%05d", number + 2_900)] : []))
        }
        #if os(Linux)
        #expect(files.map(\.allocatedBytes).reduce(0, +) <= spillSize / 20, "the spill files gave their pages back")
        #endif
    }

    /// Records of equal length whose ids alternate between two spill files: a record of one
    /// file can end where the next record in id order starts in the other, and they must still
    /// be read from their own files.
    @Test func recordsOfTwoFilesInterleaveInIdOrder() throws {
        let folder = NSTemporaryDirectory() + "spill-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let encoder = RecordCoding.makeEncoder()
        var spilled = SpilledRecords(folder: folder)
        try spilled.files.withFile { even, evenFile in
            try spilled.files.withFile { odd, oddFile in
                for (index, file, parity) in [(even, evenFile, 0), (odd, oddFile, 1)] {
                    var encoded: [UInt8] = []
                    let lines = try stride(from: parity, to: 40, by: 2).map { number in
                        let job = RawJobData(source: .lever, sourceId: String(format: "%03d", number), title: String(format: "Role %02d", number),
                                             fingerprint: String(format: "%016x", number))
                        let start = encoded.count
                        try JSONLWriter<RawJobData>.appendLine(job, with: encoder, to: &encoded)
                        return NormalizedPayload.Line(key: RecordKey(job), length: encoded.count - start)
                    }
                    #expect(Set(lines.map(\.length)).count == 1)
                    spilled.add(lines, at: SpillLocation(file: index, offset: try encoded.withUnsafeBytes { try file.append($0) }))
                }
            }
        }
        let output = folder + "/jobs.jsonl"
        let sink = try AtomicOutputFile(path: output)
        try spilled.write(DuplicatePlan(keys: spilled.entries.map(\.key), collapse: true), to: sink, threads: 2, chunkBytes: 1 << 20)
        try sink.commit()
        let titles = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map {
            try RecordCoding.makeDecoder().decode(RawJobData.self, from: Data($0.utf8)).title
        }
        #expect(titles == (0..<40).map { String(format: "Role %02d", $0) })
    }
}
