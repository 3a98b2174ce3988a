import Foundation
import IngestTestServer
import JobIngest
import MatchCore
import Testing

/// mm-fetch's core against a real HTTP server on 127.0.0.1.
@Suite(.serialized) struct FetchRunTests {
    /// Short timeouts and backoff, so failures are quick.
    static func fastPolicy() -> FetchPolicy {
        var policy = FetchPolicy()
        policy.requestTimeout = 0.3
        policy.resourceTimeout = 0.6
        policy.maxRetries = 3
        policy.backoffInitial = 0.01
        policy.backoffMax = 0.05
        policy.maxRetryAfter = 1
        policy.breakerThreshold = 10
        return policy
    }

    /// A raw/ folder for one test, removed after.
    final class RawFolder {
        let path = NSTemporaryDirectory() + "raw-" + UUID().uuidString
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    func fetch(_ sources: [SourceSettings], raw: RawFolder, policy: FetchPolicy = fastPolicy(),
               environment: [String: String] = [:], log: CollectingLogHandler = CollectingLogHandler()) async throws -> [SourceReport] {
        try await FetchRun(sources: sources, policy: policy, rawFolder: raw.path, environment: environment, logger: log.logger()).run()
    }

    static func leverPage(count: Int, from start: Int) -> String {
        "[" + (start..<(start + count)).map { #"{"id": "p\#($0)", "text": "Job \#($0)", "createdAt": 1780000000000}"# }.joined(separator: ",") + "]"
    }

    @Test func paginatesUntilAShortPage() async throws {
        let server = try LocalHTTPServer { request, _ in
            request.uri.contains("skip=0") ? .init(text: Self.leverPage(count: 100, from: 0)) : .init(text: Self.leverPage(count: 3, from: 100))
        }
        defer { server.shutdown() }
        let raw = RawFolder()
        let reports = try await fetch([SourceSettings(name: "acme", kind: .lever, parameters: ["company": "acme"], baseURL: server.baseURL,
                                                      rateLimit: RateLimit(1000, per: .second))], raw: raw)
        let report = try #require(reports.first)
        #expect(report.manifest.status == .ok)
        #expect(report.manifest.pages.map(\.url) == [
            server.baseURL + "/v0/postings/acme?mode=json&skip=0&limit=100",
            server.baseURL + "/v0/postings/acme?mode=json&skip=100&limit=100",
        ])
        #expect(report.payloadFiles.map { ($0 as NSString).lastPathComponent } == ["page-0001.json", "page-0002.json"])
        let second = try Data(contentsOf: URL(fileURLWithPath: report.payloadFiles[1]))
        #expect(report.manifest.pages[1].sha256 == HexDigest.sha256(of: second))
        #expect(report.manifest.pages[1].bytes == second.count)
        // mm-normalize finds both pages through the fetch manifest.
        let payloads = try PayloadCatalog.payloads(inputs: [raw.path], kind: nil, parameters: [:])
        #expect(payloads.map(\.kind) == [.lever, .lever])
        #expect(payloads.first?.parameters == ["company": "acme"])
        #expect(payloads.first?.fetchedAt == report.manifest.fetchedAt)
    }

    @Test func honoursRetryAfterOn429AndRetries500() async throws {
        let server = try LocalHTTPServer { request, earlier in
            if request.path.hasSuffix("/limited/jobs"), earlier == 0 {
                return .init(status: 429, headers: [("Retry-After", "1")], text: "slow down")
            }
            if request.path.hasSuffix("/flaky/jobs"), earlier < 2 { return .init(status: 503, text: "busy") }
            return .init(text: #"{"jobs": []}"#)
        }
        defer { server.shutdown() }
        let raw = RawFolder()
        let started = Date()
        let reports = try await fetch([
            SourceSettings(name: "limited", kind: .greenhouse, parameters: ["board_token": "limited"], baseURL: server.baseURL),
            SourceSettings(name: "flaky", kind: .greenhouse, parameters: ["board_token": "flaky"], baseURL: server.baseURL),
        ], raw: raw)
        #expect(reports.map(\.manifest.status) == [.ok, .ok])
        #expect(reports[0].manifest.pages.first?.attempts == 2)
        #expect(reports[1].manifest.pages.first?.attempts == 3)
        #expect(Date().timeIntervalSince(started) >= 1)  // the Retry-After second was waited
    }

    @Test func failedSourceDoesNotStopTheOthers() async throws {
        let server = try LocalHTTPServer { request, _ in
            request.path.hasSuffix("/broken/jobs") ? .init(status: 500, text: "oops") : .init(text: #"{"jobs": []}"#)
        }
        defer { server.shutdown() }
        let raw = RawFolder()
        let reports = try await fetch([
            SourceSettings(name: "broken", kind: .greenhouse, parameters: ["board_token": "broken"], baseURL: server.baseURL),
            SourceSettings(name: "fine", kind: .greenhouse, parameters: ["board_token": "fine"], baseURL: server.baseURL),
        ], raw: raw)
        #expect(reports[0].failed)
        #expect(reports[0].manifest.error == "\(server.baseURL)/v1/boards/broken/jobs?content=true answered HTTP 500")
        #expect(reports[0].manifest.pages.first?.status == 500)
        #expect(reports[0].manifest.pages.first?.attempts == 4)  // 1 + 3 retries
        #expect(!reports[1].failed)
        #expect(reports[1].payloadFiles.count == 1)
    }

    @Test func slowResponsePastTheTimeoutFails() async throws {
        let server = try LocalHTTPServer { _, _ in .init(text: #"{"jobs": []}"#, delay: 1.5) }
        defer { server.shutdown() }
        let raw = RawFolder()
        var policy = Self.fastPolicy()
        policy.maxRetries = 1
        let started = Date()
        let reports = try await fetch([SourceSettings(name: "slow", kind: .greenhouse, parameters: ["board_token": "slow"], baseURL: server.baseURL)],
                                      raw: raw, policy: policy)
        #expect(reports[0].manifest.status == .failed)
        #expect(reports[0].manifest.error?.hasSuffix("did not answer in time") == true)
        #expect(server.requests.count == 2)
        #expect(Date().timeIntervalSince(started) < 1.5)
    }

    @Test func unchangedFeedCostsA304AndThePreviousPayloadStands() async throws {
        let server = try LocalHTTPServer { request, _ in
            request.headers["if-none-match"] == "\"v1\""
                ? .init(status: 304)
                : .init(headers: [("ETag", "\"v1\""), ("Content-Type", "application/rss+xml; charset=ISO-8859-1")],
                        text: "<rss version=\"2.0\"><channel><item><title>Cook</title><guid>c1</guid></item></channel></rss>")
        }
        defer { server.shutdown() }
        let raw = RawFolder()
        let source = SourceSettings(name: "feed", kind: .rss, baseURL: server.baseURL + "/jobs.rss")
        let first = try await fetch([source], raw: raw)
        #expect(first[0].manifest.status == .ok)
        #expect(first[0].manifest.pages.first?.charset == "ISO-8859-1")
        let second = try await fetch([source], raw: raw)
        #expect(second[0].manifest.status == .notModified)
        #expect(second[0].manifest.pages.first?.status == 304)
        #expect(server.requests.last?.headers["if-none-match"] == "\"v1\"")
        // The new fetch folder links the body saved before, so it holds the whole feed.
        #expect(second[0].payloadFiles.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: second[0].payloadFiles[0]))
            == Data(contentsOf: URL(fileURLWithPath: first[0].payloadFiles[0])))
        #expect(second[0].manifest.pages.first?.sha256 == first[0].manifest.pages.first?.sha256)
        let payloads = try PayloadCatalog.payloads(inputs: [raw.path], kind: nil, parameters: [:])
        #expect(payloads.map(\.path) == second[0].payloadFiles)
        #expect(payloads.first?.charset == "ISO-8859-1")
    }

    /// Every page is asked for conditionally: an unchanged page costs a 304 and its saved body
    /// is linked into the new fetch, a changed one is fetched, and pagination follows the
    /// saved body of an unchanged page.
    @Test func eachPageIsConditional() async throws {
        let version = Versions()
        let server = try LocalHTTPServer { request, _ in
            let first = request.uri.contains("skip=0")
            let tag = first ? "\"p1\"" : "\"p2-\(version.second)\""
            if request.headers["if-none-match"] == tag { return .init(status: 304) }
            return .init(headers: [("ETag", tag)],
                         text: first ? Self.leverPage(count: 100, from: 0) : Self.leverPage(count: version.second, from: 100))
        }
        defer { server.shutdown() }
        let raw = RawFolder()
        let source = SourceSettings(name: "acme", kind: .lever, parameters: ["company": "acme"], baseURL: server.baseURL,
                                    rateLimit: RateLimit(1000, per: .second))
        let first = try await fetch([source], raw: raw)
        #expect(first[0].manifest.pages.map(\.status) == [200, 200])

        version.second = 5
        let second = try await fetch([source], raw: raw)
        #expect(second[0].manifest.status == .ok)
        #expect(second[0].manifest.pages.map(\.status) == [304, 200])
        #expect(server.requests.suffix(2).map { $0.headers["if-none-match"] } == ["\"p1\"", "\"p2-3\""])
        #expect(try Data(contentsOf: URL(fileURLWithPath: second[0].payloadFiles[0]))
            == Data(contentsOf: URL(fileURLWithPath: first[0].payloadFiles[0])))
        #expect(try Data(contentsOf: URL(fileURLWithPath: second[0].payloadFiles[1])) == Data(Self.leverPage(count: 5, from: 100).utf8))

        let third = try await fetch([source], raw: raw)
        #expect(third[0].manifest.status == .notModified)
        #expect(third[0].manifest.pages.map(\.status) == [304, 304])
        #expect(server.requests.count == 6)
        // mm-normalize reads the latest fetch, which holds both pages.
        let payloads = try PayloadCatalog.payloads(inputs: [raw.path], kind: nil, parameters: [:])
        #expect(payloads.map(\.path) == third[0].payloadFiles)
        let postings = try payloads.flatMap { file in
            try JobSources.adapter(for: file.kind).normalize(
                Payload(file: file.path, bytes: Data(contentsOf: URL(fileURLWithPath: file.path)), parameters: file.parameters))
        }
        #expect(postings.count == 105)
    }

    /// Validators whose saved body is gone (raw/ cleaned by hand) are not sent: the page is fetched whole.
    @Test func validatorsWithoutTheirSavedBodyAreNotSent() async throws {
        let server = try LocalHTTPServer { request, _ in
            request.headers["if-none-match"] == "\"v1\"" ? .init(status: 304) : .init(headers: [("ETag", "\"v1\"")], text: #"{"jobs": []}"#)
        }
        defer { server.shutdown() }
        let raw = RawFolder()
        let source = SourceSettings(name: "board", kind: .greenhouse, parameters: ["board_token": "b"], baseURL: server.baseURL)
        let first = try await fetch([source], raw: raw)
        try FileManager.default.removeItem(atPath: try #require(first[0].folder))
        let second = try await fetch([source], raw: raw)
        #expect(server.requests.last?.headers["if-none-match"] == nil)
        #expect(second[0].manifest.status == .ok)
        #expect(second[0].manifest.pages.map(\.status) == [200])
    }

    /// Fetching speaks HTTPS: a server whose certificate comes from an authority named by
    /// `fetch.ca_file` is fetched; without that file the certificate is refused (once, not
    /// retried), the source fails with a message naming the remedy, and no request reaches
    /// the server's HTTP layer.
    @Test func fetchesOverHTTPSTrustingTheGivenAuthority() async throws {
        let certificates = try TestCertificates()
        let server = try LocalHTTPServer(certificates: certificates) { _, _ in .init(text: #"{"jobs": [{"id": 7, "title": "Cook"}]}"#) }
        defer { server.shutdown() }
        let raw = RawFolder()
        let source = SourceSettings(name: "board", kind: .greenhouse, parameters: ["board_token": "b"], baseURL: server.baseURL)
        let untrusted = try await fetch([source], raw: raw)
        #expect(untrusted[0].manifest.status == .failed)
        #expect(untrusted[0].manifest.error == FetchError.tls(certificateRefused: true, url: server.baseURL + "/v1/boards/b/jobs?content=true").errorDescription)
        #expect(untrusted[0].manifest.pages.map(\.attempts) == [1], "a refused certificate is not retried")
        #expect(server.requests.isEmpty)

        let authority = raw.path + "-authority.pem"
        defer { try? FileManager.default.removeItem(atPath: authority) }
        try Data(certificates.authorityPEM.utf8).write(to: URL(fileURLWithPath: authority))
        var policy = Self.fastPolicy()
        policy.caFile = authority
        let trusted = try await fetch([source], raw: raw, policy: policy)
        #expect(trusted[0].manifest.status == .ok)
        #expect(trusted[0].manifest.pages.map(\.url) == [server.baseURL + "/v1/boards/b/jobs?content=true"])
        #expect(server.requests.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: trusted[0].payloadFiles[0])) == Data(#"{"jobs": [{"id": 7, "title": "Cook"}]}"#.utf8))
    }

    /// The second page's size, changed between fetches.
    final class Versions: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 3
        var second: Int {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }

    @Test func malformedBodyIsRetriedThenReported() async throws {
        let server = try LocalHTTPServer { _, earlier in
            earlier == 0 ? .init(text: #"{"jobs": [{"id": 1, "tit"#) : .init(text: "<html>gateway error</html>")
        }
        defer { server.shutdown() }
        let raw = RawFolder()
        let reports = try await fetch([SourceSettings(name: "bad", kind: .greenhouse, parameters: ["board_token": "bad"], baseURL: server.baseURL)], raw: raw)
        #expect(reports[0].manifest.status == .failed)
        #expect(reports[0].manifest.error?.contains("sent a body that cannot be read: not valid JSON") == true)
        #expect(server.requests.count == 4)
        #expect(reports[0].payloadFiles.isEmpty)
    }

    @Test func circuitBreakerOpensAndKeepsTheSourceAwayNextRun() async throws {
        let server = try LocalHTTPServer { _, _ in .init(status: 502, text: "down") }
        defer { server.shutdown() }
        let raw = RawFolder()
        var policy = Self.fastPolicy()
        policy.breakerThreshold = 3
        policy.maxRetries = 6
        let source = SourceSettings(name: "down", kind: .greenhouse, parameters: ["board_token": "down"], baseURL: server.baseURL)
        let first = try await fetch([source], raw: raw, policy: policy)
        #expect(server.requests.count == 3)  // opened after 3 failures, not 7 attempts
        #expect(first[0].manifest.error?.hasPrefix("circuit breaker open after repeated failures") == true)
        let state = FetchState.load(folder: raw.path)
        #expect(state.sources["down"]?.breaker.openedAt != nil)
        let second = try await fetch([source], raw: raw, policy: policy)
        #expect(server.requests.count == 3)  // not asked again while open
        #expect(second[0].failed)
        policy.breakerCooldown = 0  // cooled down: half-open, one request goes through
        _ = try await fetch([source], raw: raw, policy: policy)
        #expect(server.requests.count == 4)
    }

    @Test func secretsNeverReachLogsManifestsStateOrErrors() async throws {
        let secret = "s3cr3t-Key/Value+42"
        let server = try LocalHTTPServer { _, _ in .init(status: 500, text: "internal") }
        defer { server.shutdown() }
        let raw = RawFolder()
        let log = CollectingLogHandler()
        let source = SourceSettings(name: "adzuna-gb", kind: .adzuna, parameters: ["country": "gb", "what": "swift"],
                                    secretVariables: ["app_id": "TEST_ADZUNA_ID", "app_key": "TEST_ADZUNA_KEY"], baseURL: server.baseURL)
        let reports = try await fetch([source], raw: raw, environment: ["TEST_ADZUNA_ID": "id-7781", "TEST_ADZUNA_KEY": secret], log: log)
        // The server did get the key: the request was real.
        #expect(server.requests.first?.uri.contains("app_key=s3cr3t-Key%2FValue%2B42") == true)
        let written = try FileManager.default.subpathsOfDirectory(atPath: raw.path).compactMap { relative -> String? in
            try? String(contentsOfFile: raw.path + "/" + relative, encoding: .utf8)
        }.joined(separator: "\n")
        let error = reports[0].manifest.error ?? ""
        for place in [log.text, written, error] {
            #expect(!place.contains(secret) && !place.contains("s3cr3t-Key%2FValue%2B42") && !place.contains("id-7781"))
        }
        #expect(error.contains("app_key=[REDACTED]"))
        #expect(log.text.contains("retry 1 of 3"))
        #expect(reports[0].manifest.parameters["app_key"] == "$TEST_ADZUNA_KEY")
    }

    @Test func missingSecretFailsOnlyThatSource() async throws {
        let raw = RawFolder()
        let reports = try await fetch([SourceSettings(name: "gb", kind: .adzuna, parameters: ["country": "gb"],
                                                      secretVariables: ["app_key": "UNSET_VARIABLE_FOR_TEST"])], raw: raw)
        #expect(reports[0].failed)
        #expect(reports[0].manifest.error?.contains("UNSET_VARIABLE_FOR_TEST") == true)
    }

    @Test func redactorMasksSecretsAndSecretLookingParameters() {
        let redactor = SecretRedactor(secrets: ["abc123secret"])
        #expect(redactor.redact("GET /x?app_key=abc123secret&q=1 failed: abc123secret") == "GET /x?app_key=[REDACTED]&q=1 failed: [REDACTED]")
        #expect(SecretRedactor(secrets: []).redact("https://h/p?api_key=zzz&token=t&keywords=swift") == "https://h/p?api_key=[REDACTED]&token=[REDACTED]&keywords=swift")
    }

    @Test func backoffDoublesUpToItsCap() {
        let policy = FetchPolicy()
        #expect((1...5).map(policy.backoff) == [1, 2, 4, 8, 8])
    }
}
