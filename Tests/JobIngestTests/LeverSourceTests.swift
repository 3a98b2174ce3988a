import Foundation
import JobIngest
import MatchCore
import TestSupport
import Testing

@Suite struct LeverSourceTests {
    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func spotifyPostingsWithWorkplaceTypes() throws {
        let read = try PayloadReading(.lever, path: PayloadReading.fixture("lever/spotify_postings_2026-07_trimmed4.json"),
                                      parameters: ["company": "spotify", "company_name": "Spotify"])
        #expect(read.records.count == 4)
        let job = try #require(read.record("b4ad9572-e20f-4185-a284-99d9740d04f0"))
        #expect(job.title == "Android Engineer I - Subscriptions")
        #expect(job.company == "Spotify")
        #expect(job.locations == ["London", "Stockholm"])
        #expect(job.remote == .remote)
        #expect(job.employmentType == "permanent")
        #expect(job.departments == ["Engineering", "Subscriptions R&D"])
        #expect(job.postedAt == Date(timeIntervalSince1970: 1_782_821_535))  // createdAt in milliseconds
        #expect(job.url == "https://jobs.lever.co/spotify/b4ad9572-e20f-4185-a284-99d9740d04f0")
        #expect(job.applyUrl == "https://jobs.lever.co/spotify/b4ad9572-e20f-4185-a284-99d9740d04f0/apply")
        #expect(job.descriptionText.contains("What You'll Do\n• Design, build, and evolve mobile experiences"))
        #expect(read.record("cc5ccf57-b851-4c25-8840-ed4cd0535c12")?.remote == .onsite)
        #expect(read.record("66acb66f-de37-4d95-a353-874db92838ef")?.remote == .hybrid)
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func schemaOf2015WithoutWorkplaceType() throws {
        let read = try PayloadReading(.lever, path: PayloadReading.fixture("lever/body_leverdemo_postings_2015.json"),
                                      parameters: ["company": "leverdemo"])
        #expect(read.records.count == 28)
        let job = try #require(read.record("e215ebe2-cc96-420c-847c-3de12ec6c903"))
        #expect(job.locations == ["New York"])
        #expect(job.employmentType == "full-time")
        #expect(job.departments == ["Engineering"])
        #expect(job.categories == ["Senior"])
        #expect(job.remote == .unknown)
        #expect(job.postedAt == Date(timeIntervalSince1970: 1_416_849_206))
        #expect(read.record("f68f2bdc-b8c9-47dc-8338-159b72d51268")?.locations == [])  // location null
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func veevaEUPostings() throws {
        let read = try PayloadReading(.lever, path: PayloadReading.fixture("lever/veeva_postings_2026-08_trimmed2.json"),
                                      parameters: ["company": "veeva", "region": "eu"])
        #expect(read.records.map(\.sourceId) == ["466ed4a1-2c00-400e-8b9b-77b0c63d64d2", "7465bdb3-4f75-43bc-b5d9-c23c77fd3a29"])
        #expect(read.records.first?.locations == ["Portugal - Lisbon"])
        #expect(read.records.first?.employmentType == "full-time")
    }

    @Test func sampleSalaryRangeAndPlainEuroText() throws {
        let read = try PayloadReading(.lever, path: PayloadReading.sample("lever/acme_postings.json"),
                                      parameters: ["company": "acme", "company_name": "Acme"])
        let platform = try #require(read.record("3f1c1e9a-8b7d-4b1a-9d6e-0a1b2c3d4e5f"))
        #expect(platform.salary == Salary(min: 120_000, max: 150_000, currency: "USD", period: .year))
        #expect(platform.remote == .hybrid)
        let support = try #require(read.record("7a7a7a7a-1111-2222-3333-444455556666"))
        #expect(support.salary == Salary(min: 1_800, max: 2_200, currency: "EUR", period: .month))
        #expect(support.employmentType == "part-time")
    }

    @Test func errorPageInsteadOfJSONIsRejected() throws {
        #expect(throws: PayloadError.self) {
            try PayloadReading(.lever, path: PayloadReading.malformed("lever/html_error_page.json"))
        }
    }

    @Test func paginatesWhileAFullPageComes() throws {
        let source = SourceSettings(name: "acme", kind: .lever, parameters: ["company": "acme"], baseURL: "http://127.0.0.1:1")
        let adapter = LeverSource()
        let first = try adapter.firstPage(source)
        #expect(first.url == "http://127.0.0.1:1/v0/postings/acme?mode=json&skip=0&limit=100")
        let full = Data(("[" + Array(repeating: "{}", count: 100).joined(separator: ",") + "]").utf8)
        #expect(adapter.nextPage(after: first, body: full, source: source)?.url == "http://127.0.0.1:1/v0/postings/acme?mode=json&skip=100&limit=100")
        #expect(adapter.nextPage(after: first, body: Data("[{}]".utf8), source: source) == nil)
        let eu = SourceSettings(name: "acme", kind: .lever, parameters: ["company": "acme", "region": "eu"])
        #expect(try adapter.firstPage(eu).url.hasPrefix("https://api.eu.lever.co/v0/postings/acme?"))
    }
}
