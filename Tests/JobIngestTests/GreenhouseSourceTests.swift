import Foundation
import JobIngest
import MatchCore
import TestSupport
import Testing

@Suite struct GreenhouseSourceTests {
    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func anthropicBoardWithEscapedContent() throws {
        let read = try PayloadReading(.greenhouse, path: PayloadReading.fixture("greenhouse/anthropic_jobs_content_2026-07_trimmed4.json"),
                                      parameters: ["board_token": "anthropic"])
        #expect(read.records.count == 4)
        #expect(read.rejects.isEmpty)
        let job = try #require(read.record("5311686008"))
        #expect(job.id == "greenhouse:5311686008")
        #expect(job.title == "Country Lead, Data Center Security")
        #expect(job.company == "Anthropic")
        #expect(job.locations == ["Sydney, Australia"])
        #expect(job.remote == .remote)  // metadata "Location Type": "Remote"
        #expect(job.departments == ["Security"])
        #expect(job.url == "https://job-boards.greenhouse.io/anthropic/jobs/5311686008")
        #expect(job.postedAt == utc("2026-07-10T20:15:41Z"))
        #expect(job.expiresAt == nil)
        #expect(job.descriptionText.hasPrefix("About Anthropic\nAnthropic’s mission is to create reliable"))
        #expect(!job.descriptionText.contains("&lt;") && !job.descriptionText.contains("<p>"))
        #expect(job.descriptionHtml?.hasPrefix("<div class=\"content-intro\"><h2><strong>About Anthropic") == true)
        #expect(job.rawRef?.pointer?.hasPrefix("jobs[") == true)
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func metadataValueAsStringOrArray() throws {
        let read = try PayloadReading(.greenhouse, path: PayloadReading.fixture("greenhouse/databricks_jobs_content_2026-08_trimmed.json"))
        #expect(read.records.map(\.sourceId) == ["8559344002", "8428882002"])
        let job = try #require(read.record("8559344002"))
        #expect(job.title == "ソリューションアーキテクト (プリセールス)")
        #expect(job.company == "Databricks")
        #expect(job.categories == ["Field Engineering"])  // an array value
        #expect(job.departments == ["Field Engineering - Other"])
        #expect(job.locations == ["Tokyo, Japan"])
        #expect(job.postedAt == utc("2026-06-29T06:02:50Z"))
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func oldEmbedBoardAndSingleJob() throws {
        let board = try PayloadReading(.greenhouse, path: PayloadReading.fixture("greenhouse/body_generalassembly_embed_jobs_content_2013.json"),
                                       parameters: ["board_token": "generalassembly"])
        let job = try #require(board.record("721"))
        #expect(job.company == "generalassembly")  // no company_name in 2013: the board token stands in
        #expect(job.locations == ["New York, NY"])
        #expect(job.postedAt == utc("2013-09-12T21:01:50Z"))
        #expect(job.descriptionText.hasPrefix("Who this job is right for\n"))
        let single = try PayloadReading(.greenhouse, path: PayloadReading.fixture("greenhouse/body_generalassembly_job_2013.json"))
        #expect(single.records.map(\.id) == ["greenhouse:721"])
        #expect(single.records.first?.rawRef?.pointer == "job")
    }

    @Test func sampleBoardEdgeCases() throws {
        let read = try PayloadReading(.greenhouse, path: PayloadReading.sample("greenhouse/acme_jobs_content.json"))
        let platform = try #require(read.record("7001001"))
        #expect(platform.locations == ["San Francisco, CA", "New York, NY"])
        #expect(platform.remote == .hybrid)
        #expect(platform.employmentType == "full-time")
        #expect(platform.categories == ["Engineering", "Infrastructure"])
        #expect(platform.descriptionText == "About Acme\nWe build rockets & roadrunner traps. Really.\n• Own our Kubernetes platform\n• Mentor engineers\nThe annual base salary range is $120k–$150k/yr.")
        #expect(platform.salary == Salary(min: 120_000, max: 150_000, currency: "USD", period: .year))
        #expect(platform.expiresAt == utc("2026-10-01T06:59:00Z"))
        let coordinator = try #require(read.record("7001002"))
        #expect(coordinator.locations == ["Remote - US"])  // empty location name: the offices stand in
        #expect(coordinator.remote == .remote)
        #expect(coordinator.salary == Salary(min: 25, max: 25, currency: "USD", period: .hour))
        #expect(coordinator.postedAt == utc("2026-07-12T09:00:00Z"))  // first_published null: updated_at
        let analyst = try #require(read.record("7001003"))
        #expect(analyst.remote == .onsite)
        #expect(analyst.salary == Salary(min: 40_000, max: 50_000, currency: "GBP", period: .year))
    }

    @Test func postingWithoutTitleIsRejectedWithItsPosition() throws {
        let read = try PayloadReading(.greenhouse, path: PayloadReading.sample("greenhouse/globex_jobs_content_with_gaps.json"),
                                      parameters: ["board_token": "globex"])
        #expect(read.records.map(\.sourceId) == ["8100001"])
        #expect(read.records.first?.company == "globex")
        #expect(read.records.first?.remote == .remote)
        #expect(read.rejects.count == 1)
        #expect(read.rejects.first?.pointer == "jobs[1]")
        #expect(read.rejects.first?.reason.contains("title") == true)
    }

    @Test func truncatedResponseIsRejectedAsAWhole() throws {
        #expect(throws: PayloadError.self) {
            try PayloadReading(.greenhouse, path: PayloadReading.malformed("greenhouse/truncated_response.json"))
        }
    }
}
