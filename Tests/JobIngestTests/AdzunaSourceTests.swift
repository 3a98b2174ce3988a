import Foundation
import JobIngest
import MatchCore
import TestSupport
import Testing

@Suite struct AdzunaSourceTests {
    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func britishSearchWithPredictedSalaries() throws {
        let read = try PayloadReading(.adzuna, path: PayloadReading.fixture("adzuna/search_gb_it-jobs_2025-08.json"),
                                      parameters: ["country": "gb"])
        #expect(read.records.count == 50)
        let predicted = try #require(read.record("5346670339"))
        #expect(predicted.title == "Senior Project Manager [Experience & Engineering]")
        #expect(predicted.company == "Dept")
        #expect(predicted.locations == ["London, UK"])
        #expect(predicted.categories == ["IT Jobs"])
        #expect(predicted.employmentType == "contract")
        #expect(predicted.salary == Salary(min: 44_493.92, max: 44_493.92, currency: "GBP", period: .year, isEstimate: true))
        #expect(predicted.postedAt == utc("2025-08-10T11:13:04Z"))
        #expect(predicted.url == "https://www.adzuna.co.uk/jobs/details/5346670339?utm_medium=api&utm_source=276f06d5")
        let stated = try #require(read.record("5346491974"))
        #expect(stated.salary == Salary(min: 70_000, max: 85_000, currency: "GBP", period: .year, isEstimate: false))
        #expect(stated.employmentType == "full-time")
        #expect(read.record("5345409036")?.employmentType == "full-time, permanent")
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func currencyFollowsTheCountryEvenWithoutTheParameter() throws {
        let us = try PayloadReading(.adzuna, path: PayloadReading.fixture("adzuna/search_us_2026-07_trimmed4.json"))
        let job = try #require(us.record("5801147013"))
        #expect(job.salary == Salary(min: 85_389, max: 116_975, currency: "USD", period: .year, isEstimate: false))
        #expect(job.company == "SSG")
        #expect(job.locations == ["State Farm, Arlington County"])
        let gb = try PayloadReading(.adzuna, path: PayloadReading.fixture("adzuna/search_gb_it-jobs_2025-08.json"))
        #expect(gb.record("5346670339")?.salary?.currency == "GBP")  // location.area "UK"
    }

    @Test func sampleTitleMarkupAndTextSalary() throws {
        let read = try PayloadReading(.adzuna, path: PayloadReading.sample("adzuna/gb_search_page1.json"), parameters: ["country": "gb"])
        let swift = try #require(read.record("5400000001"))
        #expect(swift.title == "Senior Swift Developer")
        #expect(swift.remote == .hybrid)
        #expect(swift.company == "Northwind Ltd")
        let au = try PayloadReading(.adzuna, path: PayloadReading.sample("adzuna/au_search_no_salary.json"), parameters: ["country": "au"])
        let qa = try #require(au.record("6100000001"))
        #expect(qa.salary == Salary(min: 95_000, max: 110_000, currency: "AUD", period: .year))  // "$" in Australia
        #expect(qa.remote == .remote)
    }

    @Test func pagesUntilTheCountIsReached() throws {
        let source = SourceSettings(name: "gb", kind: .adzuna, parameters: ["country": "gb", "what": "swift dev", "app_id": "ID", "app_key": "KEY"])
        let adapter = AdzunaSource()
        let first = try adapter.firstPage(source)
        #expect(first.url == "https://api.adzuna.com/v1/api/jobs/gb/search/1?app_id=ID&app_key=KEY&results_per_page=50&what=swift%20dev&content-type=application%2Fjson")
        let more = Data(#"{"count": 120, "results": [{}]}"#.utf8)
        #expect(adapter.nextPage(after: first, body: more, source: source)?.url.contains("/search/2?") == true)
        let done = Data(#"{"count": 20, "results": [{}]}"#.utf8)
        #expect(adapter.nextPage(after: first, body: done, source: source) == nil)
    }
}
