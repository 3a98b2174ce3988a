import Foundation
import JobIngest
import MatchCore
import TestSupport
import Testing

@Suite struct USAJobsSourceTests {
    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func searchOf2016WithOldRateCodes() throws {
        let read = try PayloadReading(.usajobs, path: PayloadReading.fixture("usajobs/search_2016-06_full.json"))
        #expect(read.records.count == 8)
        let job = try #require(read.record("441132200"))
        #expect(job.id == "usajobs:441132200")
        #expect(job.title == "IT Specialist (INET) (Web Developer)")
        #expect(job.company == "Consumer Financial Protection Bureau")
        #expect(job.locations == ["Washington DC, District of Columbia", "Location Negotiable After Selection, United States"])
        #expect(job.salary == Salary(min: 92_166, max: 161_600, currency: "USD", period: .year))  // "Per Year"
        #expect(job.employmentType == "Career/Career Conditional")
        #expect(job.categories == ["Information Technology", "Information Technology Management"])
        #expect(job.departments == [])  // DepartmentName ""
        #expect(job.postedAt == utc("2016-06-08T00:00:00Z"))
        #expect(job.expiresAt == utc("2016-06-15T00:00:00Z"))
        #expect(job.applyUrl == "https://www.usajobs.gov:443/GetJob/ViewDetails/441132200?PostingChannelID=RESTAPI")
        #expect(job.descriptionText.hasPrefix("This position is located in the Consumer Financial Protection Bureau"))
        #expect(read.record("441027400")?.employmentType == "full-time")
        #expect(read.record("441027400")?.departments == ["Department Of Health And Human Services"])
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func modernCodesAndDatesWithoutZone() throws {
        let read = try PayloadReading(.usajobs, path: PayloadReading.fixture("usajobs/search_2026-07_trimmed_edited.json"))
        #expect(read.records.count == 3)
        let remote = try #require(read.record("PHMSA.PSRG-2026-0018"))
        #expect(remote.remote == .remote)  // RemoteIndicator true
        #expect(remote.locations == ["Anywhere in the U.S. (remote job)"])
        #expect(remote.salary == Salary(min: 106_437, max: 158_322, currency: "USD", period: .year))  // "PA"
        #expect(remote.postedAt == utc("2026-07-06T00:00:00Z"))  // "2026-07-06T00:00:00.0000", read as UTC
        let office = try #require(read.record("FSA-2026-0118"))
        #expect(office.remote == .onsite)  // RemoteIndicator false
        #expect(office.title == "IT Specialist (APPSW) \"Software Engineer\", GS-2210-15 FPL GS-15 (Direct Hire) (Open Continuous)")
    }

    @Test func sampleBiweeklyHourlyAndTelework() throws {
        let modern = try PayloadReading(.usajobs, path: PayloadReading.sample("usajobs/search_2026_modern_codes.json"))
        let fsa = try #require(modern.record("875046600"))
        #expect(fsa.remote == .hybrid)  // TeleworkEligible
        #expect(fsa.salary == Salary(min: 1_400, max: 1_800, currency: "USD", period: .week))  // BW halved
        #expect(fsa.locations == ["Washington, District of Columbia", "Atlanta, Georgia"])
        #expect(fsa.expiresAt == utc("2026-07-31T23:59:59Z"))
        let old = try PayloadReading(.usajobs, path: PayloadReading.sample("usajobs/search_2016_old_codes.json"))
        let guide = try #require(old.record("441200000"))
        #expect(guide.salary == Salary(min: 17.5, max: 22.75, currency: "USD", period: .hour))
        #expect(guide.employmentType == "temporary")
        #expect(guide.applyUrl == nil)
    }

    @Test func requestCarriesKeyAndEmailHeaders() throws {
        let source = SourceSettings(name: "fed", kind: .usajobs, parameters: ["keyword": "nurse", "email": "me@example.com", "api_key": "K"])
        let page = try USAJobsSource().firstPage(source)
        #expect(page.url == "https://data.usajobs.gov/api/search?Keyword=nurse&Page=1&ResultsPerPage=500")
        #expect(page.headers.map(\.0) == ["User-Agent", "Authorization-Key"])
        let twoPages = Data(#"{"SearchResult": {"UserArea": {"NumberOfPages": "2"}}}"#.utf8)
        #expect(USAJobsSource().nextPage(after: page, body: twoPages, source: source)?.url.contains("Page=2") == true)
    }
}
