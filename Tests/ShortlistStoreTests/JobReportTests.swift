import Foundation
import MatchCore
import Testing
@testable import ShortlistStore

@Suite struct JobReportTests {
    private func report(fullSize: Int? = nil) -> JobReport {
        var builder = JobReportBuilder(topCount: 3)
        builder.add(job: Fixtures.job(1, company: "Acme", source: .lever, postedHoursAgo: 1))
        builder.add(job: Fixtures.job(2, company: "Acme", source: .lever, postedHoursAgo: 30))
        builder.add(job: Fixtures.job(3, company: "Globex", source: .greenhouse, postedHoursAgo: nil))
        builder.add(job: Fixtures.job(4, company: "Initech", source: .rss, postedHoursAgo: 23.5))
        for shortlist in ShortlistAssembler.shortlists(of: Fixtures.batch(profiles: 4, jobs: 4)) {
            builder.add(shortlist: shortlist)
        }
        return builder.report(asOf: nil, fullShortlistSize: fullSize)
    }

    @Test func countsJobsSourcesAndCompaniesWithShares() {
        let r = report()
        #expect(r.totalJobs == 4)
        #expect(r.asOf == Fixtures.time)
        #expect(r.jobsLast24Hours == 2)
        #expect(r.jobsWithoutPostedAt == 1)
        #expect(r.sources.map(\.label) == ["lever", "greenhouse", "rss"])
        #expect(r.sources[0].count == 2 && r.sources[0].share == 0.5)
        #expect(r.topCompanies.first == CountShare(label: "Acme", count: 2, share: 0.5))
        #expect(r.topKeywords.count == 3)
        #expect(r.topKeywords.allSatisfy { $0.count == 4 && $0.share == 1 })
        #expect(r.occupations == [CountShare(label: "15-1252.00 Software Developers", count: 4, share: 1)])
    }

    @Test func fullShortlistsUseTheLongestOrTheGivenSize() {
        let inferred = report().shortlists
        #expect(inferred.candidates == 4)
        #expect(inferred.fullSize == 3 && inferred.fullSizeInferred)
        #expect(inferred.fullShortlists == 2)
        let given = report(fullSize: 2).shortlists
        #expect(given.fullShortlists == 3 && !given.fullSizeInferred)
    }

    @Test func scoreHistogramHoldsEveryScore() {
        let scores = report().shortlists.allScores
        #expect(scores.count == 1 + 2 + 3 + 3)
        #expect(scores.bins.map(\.count).reduce(0, +) == scores.count)
        #expect(scores.bins.count == 10)
        #expect(scores.bins.first?.lower == scores.min && scores.bins.last?.upper == scores.max)
    }

    @Test func keywordsSkipFillerWordsAndKeepTechNames() {
        let words = KeywordTokenizer.distinctKeywords(in: "We are looking for C++ and C# engineers with Node.js. The team")
        #expect(words == ["c++", "c#", "engineers", "node.js"])
    }

    @Test func thePageIsSelfContainedAndEscapesText() {
        var builder = JobReportBuilder()
        builder.add(job: Fixtures.job(1, company: "<script>alert(1)</script>"))
        let page = ReportPage.html(builder.report(asOf: nil, fullShortlistSize: nil), title: "Jobs & <more>")
        #expect(page.contains("<svg"))
        #expect(page.contains("Jobs &amp; &lt;more&gt;"))
        #expect(!page.contains("<script>"))
        #expect(!page.contains("src="))
        #expect(!page.contains("<link"))
        #expect(!page.contains("href="))
    }
}
