import Foundation
import Testing

/// Runs the built `mm-report` on the sample jobs and the shortlists exported from them.
@Suite struct ReportStageTests {
    private func report(in dir: Workdir, output: String = "out/report.json") throws -> Workdir.Output {
        try dir.run("mm-report", ["jobs.jsonl", "--shortlists", "out/shortlists.jsonl", "-o", output])
    }

    @Test func theReportCountsJobsSourcesAndShortlists() throws {
        let dir = try ExportStageTests.workdir()
        #expect(try ExportStageTests.export(in: dir).status == 0)
        let result = try report(in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(dir.read("out/report.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["total_jobs"] as? Int == 6)
        #expect(object["as_of"] as? String == "2026-11-21T03:00:00Z")
        #expect(object["jobs_last_24_hours"] as? Int == 3)
        let sources = try #require(object["sources"] as? [[String: Any]])
        #expect(sources.count == 6)
        #expect(sources.compactMap { $0["count"] as? Int }.reduce(0, +) == 6)
        let companies = try #require(object["top_companies"] as? [[String: Any]])
        #expect(companies.first?["label"] as? String == "Acme Analytics")
        #expect(companies.first?["count"] as? Int == 2)
        let shortlists = try #require(object["shortlists"] as? [String: Any])
        #expect(shortlists["candidates"] as? Int == 4)
        #expect(shortlists["full_size"] as? Int == 3)
        #expect(shortlists["full_shortlists"] as? Int == 1)
        #expect(shortlists["empty_shortlists"] as? Int == 1)
        #expect((shortlists["all_scores"] as? [String: Any])?["count"] as? Int == 7)
    }

    @Test func theHTMLPageNeedsNothingFromElsewhereAndIsReproducible() throws {
        let dir = try ExportStageTests.workdir()
        #expect(try ExportStageTests.export(in: dir).status == 0)
        #expect(try report(in: dir).status == 0)
        let page = try #require(dir.read("out/report.html"))
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.components(separatedBy: "<svg").count - 1 >= 6)
        #expect(!page.contains("src=") && !page.contains("href=") && !page.contains("<script"))
        try FileManager.default.createDirectory(atPath: dir.file("again"), withIntermediateDirectories: true)
        #expect(try report(in: dir, output: "again/report.json").status == 0)
        #expect(dir.read("again/report.html") == page)
        #expect(dir.read("again/report.json") == dir.read("out/report.json"))
    }
}
