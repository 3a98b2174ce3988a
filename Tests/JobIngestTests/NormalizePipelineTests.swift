import Foundation
import JobIngest
import MatchCore
import TestSupport
import Testing

@Suite struct NormalizePipelineTests {
    /// Runs the pipeline on `inputs` into a temporary file; returns the output text and the rejects.
    func normalize(_ inputs: [String], kind: JobSourceKind? = nil, parameters: [String: String] = [:], threads: Int = 2,
                   keep: @escaping @Sendable (String) -> Bool = { _ in true }) throws -> (text: String, rejects: [Reject], summary: NormalizePipeline.Summary) {
        let folder = NSTemporaryDirectory() + "normalize-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let payloads = try PayloadCatalog.payloads(inputs: inputs, kind: kind, parameters: parameters)
        let sink = try AtomicOutputFile(path: folder + "/jobs.jsonl")
        var pipeline = NormalizePipeline(threads: threads)
        pipeline.keep = keep
        var rejects: [Reject] = []
        let summary = try pipeline.run(payloads, into: sink, spillFolder: folder) { rejects.append($0) }
        try sink.commit()
        return (try String(contentsOfFile: folder + "/jobs.jsonl", encoding: .utf8), rejects, summary)
    }

    func records(_ text: String) throws -> [RawJobData] {
        let decoder = RecordCoding.makeDecoder()
        return try text.split(separator: "\n").map { try decoder.decode(RawJobData.self, from: Data($0.utf8)) }
    }

    @Test func samplesFolderIsSortedCollapsedAndRepeatable() throws {
        let samples = SharedData.sample("feeds")
        let first = try normalize([samples], threads: 1)
        let second = try normalize([samples], threads: 4)
        #expect(first.text == second.text)  // same bytes whatever the thread count
        let jobs = try records(first.text)
        #expect(jobs.map(\.id) == jobs.map(\.id).sorted())
        #expect(Set(jobs.map(\.source)) == Set(JobSourceKind.allCases))
        let platform = try #require(jobs.first { $0.id == "greenhouse:7001001" })
        #expect(first.summary.written == jobs.count)
        #expect(first.summary.read == jobs.count + first.summary.collapsed + first.rejects.count)
        // The posting with no title is the samples' one reject, named by file and position.
        #expect(first.rejects.map { "\(($0.input as NSString).lastPathComponent) \($0.pointer ?? "")" } == ["globex_jobs_content_with_gaps.json jobs[1]"])
        #expect(platform.rawRef?.file.hasSuffix("samples/feeds/greenhouse/acme_jobs_content.json") == true)
    }

    /// A spill folder that cannot hold the spill files stops the run with an error naming it.
    @Test func aSpillFolderThatCannotBeWrittenStopsTheRun() throws {
        let output = NSTemporaryDirectory() + "pipeline-" + UUID().uuidString + ".jsonl"
        let sink = try AtomicOutputFile(path: output)
        let missing = NSTemporaryDirectory() + "no-such-folder-" + UUID().uuidString
        #expect {
            _ = try NormalizePipeline(threads: 2).run(acmePayloads, into: sink, spillFolder: missing) { _ in }
        } throws: { error in
            (error as? LocalizedError)?.errorDescription?.contains(missing) == true
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// The Acme board on Greenhouse and Acme's Lever site: one job is on both.
    let acmePayloads = [
        PayloadFile(path: SharedData.sample("feeds/lever/acme_postings.json"), kind: .lever,
                    parameters: ["company": "acme", "company_name": "Acme"]),
        PayloadFile(path: SharedData.sample("feeds/greenhouse/acme_jobs_content.json"), kind: .greenhouse),
    ]

    func run(_ pipeline: NormalizePipeline, _ payloads: [PayloadFile]) throws -> ([RawJobData], NormalizePipeline.Summary) {
        let output = NSTemporaryDirectory() + "pipeline-" + UUID().uuidString + ".jsonl"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let sink = try AtomicOutputFile(path: output)
        let summary = try pipeline.run(payloads, into: sink, spillFolder: NSTemporaryDirectory()) { _ in }
        try sink.commit()
        return (try records(String(contentsOfFile: output, encoding: .utf8)), summary)
    }

    /// The kept records are read back from the spill file in chunks (neighbours in one read, a
    /// record that gains sightings re-encoded): one record a chunk, a few, or all give the same records.
    @Test func outputDoesNotDependOnTheReadBackChunkSize() throws {
        let payloads = acmePayloads + [PayloadFile(path: SharedData.sample("feeds/greenhouse/globex_jobs_content_with_gaps.json"), kind: .greenhouse)]
        let (whole, _) = try run(NormalizePipeline(threads: 1), payloads)
        #expect(whole.contains { !$0.alsoSeenIn.isEmpty })
        #expect(whole.count > 3)
        for chunkBytes in [1, 3000, 20000] {
            var pipeline = NormalizePipeline(threads: 3)
            pipeline.chunkBytes = chunkBytes
            #expect(try run(pipeline, payloads).0 == whole, "chunks of \(chunkBytes) bytes")
        }
    }

    @Test func sameJobInTwoSourcesIsWrittenOnceWithWhereElseItWasSeen() throws {
        let (jobs, summary) = try run(NormalizePipeline(threads: 2), acmePayloads)
        // The Acme platform job is on Greenhouse and on Lever: written once, from Greenhouse.
        let platform = try #require(jobs.first { $0.id == "greenhouse:7001001" })
        #expect(platform.alsoSeenIn == [SourceSighting(id: "lever:3f1c1e9a-8b7d-4b1a-9d6e-0a1b2c3d4e5f", source: .lever,
                                                       url: "https://jobs.lever.co/acme/3f1c1e9a-8b7d-4b1a-9d6e-0a1b2c3d4e5f")])
        #expect(summary.collapsed == 1)
        #expect(jobs.map(\.id) == ["greenhouse:7001001", "greenhouse:7001002", "greenhouse:7001003", "lever:7a7a7a7a-1111-2222-3333-444455556666"])
    }

    @Test func keepingDuplicatesWritesEveryPosting() throws {
        var pipeline = NormalizePipeline(threads: 2)
        pipeline.collapseDuplicates = false
        let (jobs, summary) = try run(pipeline, acmePayloads)
        #expect(summary.collapsed == 0)
        #expect(jobs.count == 5)
        #expect(jobs.allSatisfy { $0.alsoSeenIn.isEmpty })
    }

    @Test func samePostingFetchedTwiceKeepsTheLaterCopy() throws {
        let file = SharedData.sample("feeds/greenhouse/acme_jobs_content.json")
        let earlier = PayloadFile(path: file, kind: .greenhouse, fetchedAt: utc("2026-07-01T00:00:00Z"))
        let later = PayloadFile(path: file, kind: .greenhouse, fetchedAt: utc("2026-07-02T00:00:00Z"))
        let (jobs, summary) = try run(NormalizePipeline(threads: 2), [earlier, later])
        #expect(jobs.count == 3)
        #expect(summary.collapsed == 3)
        #expect(jobs.allSatisfy { $0.fetchedAt == utc("2026-07-02T00:00:00Z") })
    }

    @Test func malformedPayloadsBecomeRejectsNamingFileAndReason() throws {
        let result = try normalize([SharedData.sample("feeds-malformed")])
        let byFile = Dictionary(grouping: result.rejects) { ($0.input as NSString).lastPathComponent }
        #expect(byFile["truncated_response.json"]?.first?.reason.contains("not valid JSON") == true)
        #expect(byFile["html_error_page.json"]?.first?.reason.hasPrefix("cannot read this lever payload: not valid JSON") == true)
        #expect(byFile["xxe_external_entity.xml"]?.first?.reason.contains("declares XML entities") == true)
        #expect(byFile["billion_laughs.xml"]?.first?.reason.contains("declares XML entities") == true)
        #expect(byFile["careers_page_without_posting.html"]?.first?.reason.contains("no schema.org JobPosting") == true)
        #expect(byFile["truncated_feed.xml"]?.first?.pointer == "item[1]")
        #expect(byFile["Saved Jobs (cut short).csv"]?.allSatisfy { $0.line == 3 } == true)
        let jobs = try records(result.text)
        #expect(jobs.map(\.id) == ["linkedin:4012345678", "rss:cut-1"])
        #expect(!result.text.contains("root:"))  // /etc/passwd never read into output
    }

    @Test func shardFilterKeepsItsShareOnly() throws {
        let samples = SharedData.sample("feeds")
        let shard1 = try ShardSpec(parsing: "1/2"), shard2 = try ShardSpec(parsing: "2/2")
        let all = try records(normalize([samples], keep: { _ in true }).text)
        let one = try records(normalize([samples], keep: { shard1.contains(id: $0) }).text)
        let two = try records(normalize([samples], keep: { shard2.contains(id: $0) }).text)
        #expect(one.count + two.count >= all.count)
        #expect(Set(one.map(\.id)).isDisjoint(with: two.map(\.id)))
        #expect(!one.isEmpty && !two.isEmpty)
    }

    @Test func looseFileNeedsAKind() throws {
        let file = NSTemporaryDirectory() + "loose-" + UUID().uuidString + ".json"
        _ = FileManager.default.createFile(atPath: file, contents: Data("[]".utf8))
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(throws: ConfigurationError.self) { try PayloadCatalog.payloads(inputs: [file], kind: nil, parameters: [:]) }
        let found = try PayloadCatalog.payloads(inputs: [file], kind: .lever, parameters: ["company": "Acme"])
        #expect(found == [PayloadFile(path: file, kind: .lever, parameters: ["company": "Acme"])])
    }
}
