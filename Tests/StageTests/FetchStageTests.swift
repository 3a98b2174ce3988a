import Foundation
import IngestTestServer
import TestSupport
import Testing

@Suite struct FetchStageTests {
    @Test func fetchesFromALocalServerReportsTheFailedSourceAndKeepsTheRest() throws {
        let secret = "stage-test-secret-9931"
        setenv("MM_FETCH_STAGE_TEST_KEY", secret, 1)
        let server = try LocalHTTPServer { request, _ in
            if request.path.hasPrefix("/v1/api/jobs/") { return .init(status: 500, text: "down") }
            return .init(headers: [("ETag", "\"e1\"")], text: """
                {"jobs": [{"id": 11, "title": "Welder", "company_name": "Forge", "location": {"name": "Leeds, UK"},
                 "absolute_url": "https://example.test/11", "content": "&lt;p&gt;Hot work.&lt;/p&gt;"}]}
                """)
        }
        defer { server.shutdown() }
        let dir = Workdir()
        dir.write("sources.yaml", """
        fetch: {request_timeout: 0.5, resource_timeout: 1, max_retries: 1, backoff_initial: 0.01, backoff_max: 0.02}
        sources:
          - name: forge
            kind: greenhouse
            params: {board_token: forge}
            base_url: \(server.baseURL)
          - name: adzuna-gb
            kind: adzuna
            params: {country: gb, app_id: public-id}
            secrets: {app_key: MM_FETCH_STAGE_TEST_KEY}
            base_url: \(server.baseURL)
        """)
        let fetch = try dir.run("mm-fetch", ["sources.yaml", "-o", "raw"])
        #expect(fetch.status == 1)
        #expect(fetch.stderr.contains("mm-fetch: error: 1 of 2 sources failed: adzuna-gb"))
        #expect(server.requests.contains { $0.uri.contains("app_key=\(secret)") })
        let rejects = try #require(dir.read("raw.rejects.jsonl"))
        #expect(rejects.contains("adzuna-gb") && rejects.contains("HTTP 500"))
        let manifest = try #require(dir.read("raw.manifest.json"))
        #expect(manifest.contains("\"tool\" : \"mm-fetch\""))
        let everything = [fetch.stderr, rejects, manifest] + (try FileManager.default.subpathsOfDirectory(atPath: dir.file("raw")))
            .compactMap { try? String(contentsOfFile: dir.file("raw/" + $0), encoding: .utf8) }
        #expect(!everything.contains { $0.contains(secret) })
        let normalize = try dir.run("mm-normalize", ["raw", "-o", "jobs.jsonl", "--quiet"])
        #expect(normalize.status == 0, "\(normalize.stderr)")
        #expect(dir.read("jobs.jsonl")?.contains("\"id\":\"greenhouse:11\"") == true)
        #expect(dir.read("jobs.jsonl")?.contains("\"description_text\":\"Hot work.\"") == true)
    }

    @Test func offlineRunUsesTheSamplesOfTheProjectSourcesFile() throws {
        let dir = Workdir()
        let sources = SharedData.packageRoot.appendingPathComponent("pipelines/sources.yaml").path
        let fetch = try dir.run("mm-fetch", [sources, "-o", "raw", "--offline", "--log-format", "json"])
        #expect(fetch.status == 0, "\(fetch.stderr)")
        #expect(fetch.stderr.contains("acme-greenhouse: ok"))
        let normalize = try dir.run("mm-normalize", ["raw", "-o", "jobs.jsonl", "--quiet"])
        #expect(normalize.status == 0, "\(normalize.stderr)")
        let jobs = try #require(dir.read("jobs.jsonl"))
        for source in ["greenhouse", "lever", "adzuna", "usajobs", "jobicy", "rss", "html", "linkedin"] {
            #expect(jobs.contains("\"source\":\"\(source)\""), "no \(source) record")
        }
        #expect(jobs.contains("\"also_seen_in\":[{\"id\":\"lever:3f1c1e9a-8b7d-4b1a-9d6e-0a1b2c3d4e5f\""))
    }

    @Test func unknownSourceNameIsAUsageError() throws {
        let dir = Workdir()
        dir.write("sources.yaml", "sources: [{name: a, kind: rss, params: {url: 'http://127.0.0.1:9/x'}}]")
        let result = try dir.run("mm-fetch", ["sources.yaml", "-o", "raw", "--only", "b"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--only names b"))
    }
}
