import Foundation
import JobIngest
import MatchCore
import TestSupport
import Testing

@Suite struct SourcesFileTests {
    @Test func readsSourcesPolicyAndSecretsByVariable() throws {
        let file = try SourcesFile.parse("""
        fetch: {request_timeout: 0.5, max_retries: 2, backoff_initial: 0.01}
        sources:
          - name: gb
            kind: adzuna
            params: {country: gb, what: swift}
            secrets: {app_id: ADZUNA_APP_ID, app_key: ADZUNA_APP_KEY}
            rate_limit: 30/min
            base_url: http://127.0.0.1:8080
          - name: acme
            kind: greenhouse
            params: {board_token: 123}
            sample: ../samples/acme.json
        """, path: "pipelines/sources.yaml")
        #expect(file.policy.requestTimeout == 0.5)
        #expect(file.policy.maxRetries == 2)
        #expect(file.policy.resourceTimeout == 60)
        let gb = file.sources[0]
        #expect(gb.kind == .adzuna)
        #expect(gb.rateLimit == RateLimit(30, per: .minute))
        #expect(gb.base(default: "https://api.adzuna.com") == "http://127.0.0.1:8080")
        #expect(gb.recordableParameters == ["country": "gb", "what": "swift", "app_id": "$ADZUNA_APP_ID", "app_key": "$ADZUNA_APP_KEY"])
        let (resolved, secrets) = try gb.resolvingSecrets(from: ["ADZUNA_APP_ID": "id-1", "ADZUNA_APP_KEY": "key-2"])
        #expect(resolved.parameters["app_key"] == "key-2")
        #expect(secrets.sorted() == ["id-1", "key-2"])
        #expect(file.sources[1].parameters["board_token"] == "123")
        #expect(file.sources[1].sample == "pipelines/../samples/acme.json")
    }

    @Test func missingSecretNamesTheVariableNeverAValue() {
        let source = SourceSettings(name: "gb", kind: .adzuna, secretVariables: ["app_key": "ADZUNA_APP_KEY"])
        #expect(throws: SourcesFileError.invalid("source gb needs the environment variable ADZUNA_APP_KEY (its app_key); set it before running mm-fetch")) {
            try source.resolvingSecrets(from: [:])
        }
    }

    @Test(arguments: [
        ("sources: [{name: a, kind: monster}]", "kind monster"),
        ("sources: [{name: a, kind: rss}, {name: a, kind: rss}]", "two sources are named a"),
        ("sources: [{name: 'a b', kind: rss}]", "may hold only letters"),
        ("sources: [{name: a, kind: rss, rate_limit: fast}]", "rate limit \"fast\""),
        ("sources: [{name: a, kind: adzuna, params: {app_key: x}, secrets: {app_key: K}}]", "keep secrets in the environment"),
        ("sources: {}", "not a valid sources file"),
        ("fetch: {ca_file: /no/such/roots.pem}\nsources: []", "fetch.ca_file /no/such/roots.pem cannot be read"),
    ])
    func refusesBadFilesWithAUsefulMessage(text: String, expected: String) {
        do {
            _ = try SourcesFile.parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect((error as? SourcesFileError)?.errorDescription?.contains(expected) == true, "\(error)")
        }
    }

    /// `fetch.ca_file` is read beside the sources file, like a source's sample.
    @Test func caFileIsFoundBesideTheSourcesFile() throws {
        let folder = NSTemporaryDirectory() + "sources-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("-----BEGIN CERTIFICATE-----\n".utf8).write(to: URL(fileURLWithPath: folder + "/roots.pem"))
        let file = try SourcesFile.parse("fetch: {ca_file: roots.pem}\nsources: []", path: folder + "/sources.yaml")
        #expect(file.policy.caFile == folder + "/roots.pem")
    }

    @Test func projectSourcesFileIsValid() throws {
        let file = try SourcesFile.load(path: SharedData.packageRoot.appendingPathComponent("pipelines/sources.yaml").path)
        #expect(Set(file.sources.map(\.kind)) == Set(JobSourceKind.allCases))
        #expect(file.sources.allSatisfy { $0.sample != nil })
        #expect(file.policy == FetchPolicy())
    }

    @Test func rateLimitsParseAndPace() throws {
        #expect(try RateLimit(parsing: "10/s").spacing == 0.1)
        #expect(try RateLimit(parsing: "60/min").spacing == 1)
        #expect(try RateLimit(parsing: "300/month").window.isBudget)
        #expect(LinkedInSource().defaultRateLimit == RateLimit(300, per: .month))
        #expect(JobicySource().defaultRateLimit == RateLimit(10, per: .minute))
    }
}
