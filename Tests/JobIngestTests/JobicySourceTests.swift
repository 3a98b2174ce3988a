import Foundation
import JobIngest
import MatchCore
import TestSupport
import Testing

@Suite struct JobicySourceTests {
    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func version2WithStringSalaries() throws {
        let read = try PayloadReading(.jobicy, path: PayloadReading.fixture("jobicy/body_remote-jobs_count-10_industry-supporting_2024-12-08.json"))
        #expect(read.records.count == 10)
        let first = try #require(read.record("113624"))
        #expect(first.title == "Chat Support Specialist (Part-Time)")
        #expect(first.company == "Confidential Company")
        #expect(first.locations == ["LATAM", "Canada", "Europe", "USA"])
        #expect(first.remote == .remote)
        #expect(first.employmentType == "part-time")
        #expect(first.categories == ["Customer Success"])
        #expect(first.postedAt == utc("2024-12-07T15:33:17Z"))
        #expect(first.url == "https://jobicy.com/jobs/113624-chat-support-specialist-part-time")
        // No salary fields: the description's "$15 to $23 per hour" is read.
        #expect(first.salary == Salary(min: 15, max: 23, currency: "USD", period: .hour))
        #expect(read.record("113573")?.salary == Salary(min: 105_000, max: 157_000, currency: "USD", period: .year))
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func version2_2_16WithNumericSalaryAndPeriod() throws {
        let read = try PayloadReading(.jobicy, path: PayloadReading.fixture("jobicy/remote-jobs_v2.2.16_2026-09_trimmed_TRANSCRIBED.json"))
        #expect(read.records.count == 2)
        #expect(read.record("154087")?.company == "Supabase")
        #expect(read.record("154087")?.employmentType == "full-time")
        #expect(read.record("154087")?.postedAt == utc("2026-09-25T20:54:07Z"))
        let paid = try #require(read.records.first { $0.salary != nil })
        #expect(paid.salary == Salary(min: 200_000, max: 250_000, currency: "USD", period: .year))
        #expect(paid.locations == ["EMEA", "LATAM", "Canada", "USA"])
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func industryEntitiesAreDecoded() throws {
        let read = try PayloadReading(.jobicy, path: PayloadReading.fixture("jobicy/body_remote-jobs_count-20_geo-usa_industry-marketing_tag-seo_2024-12-05.json"))
        #expect(read.record("111984")?.categories == ["Marketing & Sales"])
    }

    @Test func sampleHourlyAndCursorPaging() throws {
        let read = try PayloadReading(.jobicy, path: PayloadReading.sample("jobicy/remote-jobs_v2.2.18_cursor.json"))
        #expect(read.record("154101")?.salary == Salary(min: 25, max: 35, currency: "GBP", period: .hour))
        #expect(read.record("154101")?.postedAt == utc("2026-09-24T08:00:00Z"))
        let old = try PayloadReading(.jobicy, path: PayloadReading.sample("jobicy/remote-jobs_v2.0_string_salaries.json"))
        #expect(old.record("113600")?.title == "Senior Copywriter & Editor")
        #expect(old.record("113600")?.employmentType == "contract, part-time")
        let source = SourceSettings(name: "j", kind: .jobicy, parameters: ["industry": "engineering"], baseURL: "http://127.0.0.1:9/")
        let first = try JobicySource().firstPage(source)
        #expect(first.url == "http://127.0.0.1:9/api/v2/remote-jobs?count=50&industry=engineering")
        let more = Data(#"{"hasMore": true, "nextCursor": "abc==", "jobs": []}"#.utf8)
        #expect(JobicySource().nextPage(after: first, body: more, source: source)?.url.hasSuffix("&cursor=abc%3D%3D") == true)
        #expect(JobicySource().nextPage(after: first, body: Data(#"{"hasMore": false, "jobs": []}"#.utf8), source: source) == nil)
    }
}
