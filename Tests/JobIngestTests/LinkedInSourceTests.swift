import Foundation
import JobIngest
import MatchCore
import TestSupport
import Testing

@Suite struct LinkedInSourceTests {
    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func loggedOutJobViewPageWithoutJSONLD() throws {
        let fetched = utc("2026-08-20T10:00:00Z")
        let read = try PayloadReading(.linkedin, path: PayloadReading.fixture("linkedin/linkedin_public_jobview_2026-08.html"), fetchedAt: fetched)
        #expect(read.records.count == 1)
        let job = try #require(read.records.first)
        #expect(job.id == "linkedin:4411867124")
        #expect(job.title == "Senior Software Engineer - Developer Experience")
        #expect(job.company == "Heidi")
        #expect(job.locations == ["Melbourne, Victoria, Australia"])
        #expect(job.employmentType == "full-time")
        #expect(job.categories == ["Engineering and Information Technology", "Software Development"])
        #expect(job.url == "https://au.linkedin.com/jobs/view/senior-software-engineer-developer-experience-at-heidi-4411867124")
        #expect(job.postedAt == fetched.addingTimeInterval(-7 * 86_400))  // "1 week ago"
        #expect(job.fetchedAt == fetched)
        #expect(job.descriptionText.hasPrefix("Who We Are\nHealthcare needs a better rhythm"))
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func guestSearchFragment() throws {
        let read = try PayloadReading(.linkedin, path: PayloadReading.fixture("linkedin/linkedin_guest_search_fragment_2026-09_TRANSCRIBED.html"))
        #expect(read.records.map(\.sourceId) == ["4465923787", "4459771918"])
        let first = try #require(read.records.first)
        #expect(first.title == "Senior Software Engineer - Rust - Core Services")
        #expect(first.company == "Kraken")
        #expect(first.locations == ["Brazil"])
        #expect(first.postedAt == utc("2026-09-15T00:00:00Z"))
        #expect(first.url == "https://br.linkedin.com/jobs/view/senior-software-engineer-rust-core-services-at-kraken-4465923787")
        #expect(first.rawRef?.pointer == "card[0]")
    }

    @Test func sampleViewSearchAndSalaries() throws {
        let view = try PayloadReading(.linkedin, path: PayloadReading.sample("linkedin/jobs_view_4500000001.html"))
        let backend = try #require(view.record("4500000001"))
        #expect(backend.remote == .hybrid)
        #expect(backend.salary == Salary(min: 140_000, max: 175_000, currency: "USD", period: .year))
        #expect(backend.postedAt == nil)  // relative time without a fetch time
        let search = try PayloadReading(.linkedin, path: PayloadReading.sample("linkedin/guest_search_page1.html"))
        #expect(search.record("4500000002")?.salary == Salary(min: 150_000, max: 190_000, currency: "USD", period: .year))
        #expect(search.record("4500000003")?.remote == .remote)
    }

    @Test func memberExportCSVs() throws {
        let saved = try PayloadReading(.linkedin, path: PayloadReading.sample("linkedin/Saved Jobs.csv"))
        #expect(saved.records.map(\.id) == ["linkedin:4012345678", "linkedin:4012345679"])
        #expect(saved.records[0].company == "Acme, Inc.")
        #expect(saved.records[1].title == "Engineer, \"Growth\" Team")
        #expect(saved.records[0].categories == ["saved"])
        #expect(saved.records[1].rawRef?.line == 3)
        let applied = try PayloadReading(.linkedin, path: PayloadReading.sample("linkedin/Job Applications.csv"))
        #expect(applied.records.map(\.sourceId) == ["4011111111", "4011111112"])
        #expect(applied.records[0].categories == ["applied"])
        #expect(applied.records[1].rawRef?.line == 4)  // the answers of line 2 span two lines
    }

    @Test func exportCutShortRejectsTheBrokenRowByLine() throws {
        let read = try PayloadReading(.linkedin, path: PayloadReading.malformed("linkedin/Saved Jobs (cut short).csv"))
        #expect(read.records.map(\.sourceId) == ["4012345678"])
        #expect(read.rejects.map(\.line) == [3, 3])
        #expect(read.rejects.contains { $0.reason.contains("never closed") })
    }
}
