import Foundation
import TestSupport
import Testing

@Suite struct NormalizeStageTests {
    @Test func samplesFolderToSortedJSONLWithManifestAndRejects() throws {
        let dir = Workdir()
        let samples = SharedData.sample("feeds")
        let first = try dir.run("mm-normalize", [samples, "-o", "jobs.jsonl", "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        let jobs = try #require(dir.read("jobs.jsonl"))
        let ids = jobs.split(separator: "\n").map { line -> String in
            let object = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            return object["id"] as! String
        }
        #expect(ids == ids.sorted())
        #expect(ids.contains("greenhouse:7001001") && ids.contains("linkedin:4012345678") && ids.contains("html:HOO-2026-17"))
        let rejects = try #require(dir.read("jobs.rejects.jsonl"))
        #expect(rejects.split(separator: "\n").count == 1)
        #expect(rejects.contains("globex_jobs_content_with_gaps.json") && rejects.contains("\"pointer\":\"jobs[1]\""))
        let manifest = try #require(dir.read("jobs.manifest.json"))
        #expect(manifest.contains("\"tool\" : \"mm-normalize\"") && manifest.contains("\"written\" : \(ids.count)"))
        let second = try dir.run("mm-normalize", [samples, "-o", "again.jsonl", "--threads", "1", "--quiet"])
        #expect(second.status == 0)
        #expect(dir.read("again.jsonl") == jobs)  // identical bytes on a rerun, whatever the thread count
    }

    @Test func looseFileWithKindAndParameters() throws {
        let dir = Workdir()
        let file = SharedData.sample("feeds/lever/acme_postings.json")
        let result = try dir.run("mm-normalize", ["--kind", "lever", "--param", "company=Acme", file, "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("\"company\":\"Acme\"") && $0.contains("\"source\":\"lever\"") })
    }

    @Test func standardInputNeedsAKind() throws {
        let dir = Workdir()
        let payload = try String(contentsOfFile: SharedData.sample("feeds/jobicy/remote-jobs_v2.0_string_salaries.json"), encoding: .utf8)
        let withKind = try dir.run("mm-normalize", ["--kind", "jobicy", "-", "-o", "-"], stdin: payload)
        #expect(withKind.status == 0)
        #expect(withKind.stdout.split(separator: "\n").count == 2)
        let without = try dir.run("mm-normalize", ["-", "-o", "-"], stdin: payload)
        #expect(without.status == 2)
        #expect(without.stderr.contains("give --kind"))
    }

    @Test func malformedPayloadsAreRejectedAndTheRateDecidesTheExit() throws {
        let dir = Workdir()
        let result = try dir.run("mm-normalize", [SharedData.sample("feeds-malformed"), "-o", "jobs.jsonl", "--max-reject-rate", "0.2"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("more than --max-reject-rate 0.2 allows"))
        let rejects = try #require(dir.read("jobs.rejects.jsonl"))
        #expect(rejects.contains("xxe_external_entity.xml") && rejects.contains("declares XML entities"))
        #expect(rejects.contains("\"line\":3"))
        #expect(dir.read("jobs.jsonl")?.split(separator: "\n").count == 2)  // the readable postings are still written
    }

    @Test func missingInputIsAnInputError() throws {
        let dir = Workdir()
        let result = try dir.run("mm-normalize", ["no-such-raw", "-o", "jobs.jsonl"])
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("mm-normalize: error: failed to open no-such-raw"))
        #expect(!dir.exists("jobs.jsonl"))
    }
}
