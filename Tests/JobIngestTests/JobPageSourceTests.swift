import Foundation
import JobIngest
import MatchCore
import TestSupport
import Testing

@Suite struct JobPageSourceTests {
    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func indeedPageJSONLDWithEscapedSlashes() throws {
        let read = try PayloadReading(.html, path: PayloadReading.fixture("jsonld/indeed_au_job_jsonld_2026-08.html"))
        #expect(read.records.count == 1)
        let job = try #require(read.records.first)
        #expect(job.title == "Senior DevOps Engineer")
        #expect(job.company == "PaperCut Software")
        #expect(job.locations == ["Camberwell, VIC, AU"])
        #expect(job.employmentType == "full-time")
        #expect(job.salary == Salary(min: 130_000, max: 160_000, currency: "AUD", period: .year))
        #expect(job.postedAt == utc("2026-08-06T07:39:35Z"))
        #expect(job.expiresAt == utc("2026-12-12T09:37:46Z"))
        #expect(job.url == "https://au.indeed.com/viewjob?jk=54f1f8af68d722d2")  // the canonical link
        #expect(job.descriptionText.hasPrefix("Company Description\nAt PaperCut, we believe two things: great code can change the world"))
        #expect(!job.descriptionText.contains("\\u003C") && !job.descriptionText.contains("<b>"))
        #expect(job.rawRef?.pointer == "script[0].JobPosting[0]")
    }

    @Test func graphArraysAndTypeLists() throws {
        let read = try PayloadReading(.html, path: PayloadReading.sample("html/careers_jsonld_graph.html"))
        #expect(read.records.count == 1)
        let job = try #require(read.record("HOO-2026-17"))
        #expect(job.company == "Hooli")
        #expect(job.locations == ["Palo Alto, CA, US", "Seattle, WA"])
        #expect(job.remote == .remote)  // TELECOMMUTE
        #expect(job.employmentType == "full-time, contract")
        #expect(job.salary == Salary(min: 165_000, max: 210_000, currency: "USD", period: .year))
        #expect(job.descriptionText == "Keep middle-out compression online.\n• On-call 1 week in 6")
        #expect(job.url == "https://careers.hooli.example/jobs/sre-2026")
    }

    @Test func microdataFallback() throws {
        let read = try PayloadReading(.html, path: PayloadReading.sample("html/smallbiz_microdata.html"))
        let job = try #require(read.record("bakery-7"))
        #expect(job.title == "Bakery Assistant")
        #expect(job.company == "Crumbs & Co")
        #expect(job.locations == ["Leeds, UK"])
        #expect(job.employmentType == "part-time")
        #expect(job.postedAt == utc("2026-09-10T00:00:00Z"))
        #expect(job.salary == Salary(min: 12.5, max: 12.5, currency: "GBP", period: .hour))
        #expect(job.descriptionText == "Early starts, warm bread.\n• Weekends\n• On-site")
    }

    @Test func pageWithoutPostingIsRejected() throws {
        #expect(throws: PayloadError.malformed("no schema.org JobPosting on the page (neither JSON-LD nor microdata)")) {
            try PayloadReading(.html, path: PayloadReading.malformed("html/careers_page_without_posting.html"))
        }
    }
}
