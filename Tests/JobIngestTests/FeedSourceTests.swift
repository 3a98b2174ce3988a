import Foundation
import JobIngest
import MatchCore
import TestSupport
import Testing

@Suite struct FeedSourceTests {
    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func feedThatIsNotWellFormedIsStillRead() throws {
        // Each </item> is followed by a stray <item>: libxml2 recovers, and the three real items are read.
        let read = try PayloadReading(.rss, path: PayloadReading.fixture("rss/weworkremotely_devops_2026-07_trimmed.rss"))
        #expect(read.records.count == 3)
        #expect(read.rejects.isEmpty)
        let first = try #require(read.record("https://weworkremotely.com/remote-jobs/wme-senior-devops-engineer-applications"))
        #expect(first.company == "WME")
        #expect(first.title == "Senior DevOps Engineer, Applications")
        #expect(first.remote == .remote)  // region "Anywhere in the World"
        #expect(first.employmentType == "full-time")
        #expect(first.categories == ["DevOps and Sysadmin"])
        #expect(first.postedAt == utc("2026-07-16T14:57:15Z"))
        #expect(first.expiresAt == utc("2026-08-15T14:57:15Z"))
        let icf = try #require(read.record("https://weworkremotely.com/remote-jobs/icf-senior-devops-engineer"))
        #expect(icf.company == "ICF")
        #expect(icf.locations == ["Virginia", "United States of America"])  // flag emoji dropped
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func entityEscapedHTMLDescriptions() throws {
        let read = try PayloadReading(.rss, path: PayloadReading.fixture("rss/weworkremotely_programming_2026-09_TRANSCRIBED.rss"))
        #expect(read.records.count == 2)
        let fin = try #require(read.record("https://weworkremotely.com/remote-jobs/fin-solutions-architect-spanish-speaking"))
        #expect(fin.company == "Fin")
        #expect(fin.title == "Solutions Architect -Spanish Speaking")
        #expect(fin.postedAt == utc("2026-09-11T07:30:48Z"))
        #expect(fin.descriptionText.hasPrefix("Headquarters: NYC, Remote; San Francisco, California\n"))
        #expect(fin.descriptionText.contains("• Lead technical discovery to identify and address our customers’ needs"))
        #expect(fin.descriptionText.contains("R&D") && !fin.descriptionText.contains("&amp;"))
        #expect(fin.descriptionHtml?.contains("<p>") == true)
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func employerFeedWithCustomNamespace() throws {
        let read = try PayloadReading(.rss, path: PayloadReading.fixture("rss/miyamoto_ukg_jobs_2026-06_TRANSCRIBED.xml"),
                                      parameters: ["company": "Miyamoto International"])
        #expect(read.records.count == 8)
        let job = try #require(read.record("miyamoto-job-68d7fa89-e4c4-4d98-a02f-d888ce3575a5"))
        #expect(job.title == "Electrical Engineer - Pleasanton, CA, United States")
        #expect(job.company == "Miyamoto International")
        #expect(job.locations == ["Pleasanton, CA, United States"])  // ukg:location
        #expect(job.categories == ["Engineering"])
        #expect(job.postedAt == utc("2026-06-04T17:37:43Z"))
        #expect(job.descriptionHtml == nil)  // plain text stays text
        #expect(job.descriptionText.hasPrefix("Location: Pleasanton, CA, United States\nPosted: June 4, 2026\n"))
    }

    @Test func latin1FeedDecodesCorrectly() throws {
        let read = try PayloadReading(.rss, path: PayloadReading.sample("rss/cafe_societe_rss2_latin1.xml"), parameters: ["company": "Café Société"])
        let chef = try #require(read.record("cafe-101"))
        #expect(chef.title == "Chef de cuisine (H/F) & Sous-chef")  // CDATA
        #expect(chef.locations == ["Montréal, QC, Canada"])
        #expect(chef.descriptionText == "Cuisine française & québécoise.\nSalaire : CA$55,000 - CA$65,000 per year.")
        #expect(chef.salary == Salary(min: 55_000, max: 65_000, currency: "CAD", period: .year))
        #expect(chef.postedAt == utc("2026-07-06T07:30:00Z"))
        let barista = try #require(read.record("https://jobs.cafe-societe.example/offres/102"))  // no guid: the link
        #expect(barista.title == "Barista à temps partiel")
        #expect(barista.postedAt == utc("2026-07-07T19:00:00Z"))  // two-digit year, EST
        #expect(barista.employmentType == "part-time")
    }

    @Test func rss1AndAtom() throws {
        let rdf = try PayloadReading(.rss, path: PayloadReading.sample("rss/university_rss1_rdf.rdf"))
        let rse = try #require(rdf.record("https://jobs.university.example/vacancy/A123"))
        #expect(rse.company == "University of Example")
        #expect(rse.remote == .hybrid)
        #expect(rse.salary == Salary(min: 38_205, max: 44_263, currency: "GBP", period: .year))
        #expect(rse.postedAt == utc("2026-06-30T11:00:00Z"))
        let atom = try PayloadReading(.rss, path: PayloadReading.sample("rss/remote_board_atom.xml"))
        let staff = try #require(atom.record("tag:remote-board.example,2026:job-991"))
        #expect(staff.url == "https://remote-board.example/jobs/991")
        #expect(staff.company == "Oceanic Airlines")
        #expect(staff.categories == ["Backend"])
        #expect(staff.salary == Salary(min: 180_000, max: 210_000, currency: "USD", period: .year))
        #expect(staff.postedAt == utc("2026-08-30T15:00:00Z"))
        #expect(atom.record("tag:remote-board.example,2026:job-992")?.url == "https://remote-board.example/jobs/992")
    }

    @Test(arguments: ["rss/xxe_external_entity.xml", "rss/billion_laughs.xml"])
    func feedDeclaringEntitiesIsRefusedUnexpanded(file: String) throws {
        #expect(throws: PayloadError.unsafeMarkup("the feed declares XML entities (a sign of an XXE or billion-laughs attack)")) {
            try PayloadReading(.rss, path: PayloadReading.malformed(file))
        }
    }

    @Test func truncatedFeedKeepsCompleteItemsAndRejectsTheCutOne() throws {
        let read = try PayloadReading(.rss, path: PayloadReading.malformed("rss/truncated_feed.xml"))
        #expect(read.records.map(\.sourceId) == ["cut-1"])
        #expect(read.rejects.count == 1)
        #expect(read.rejects.first?.pointer == "item[1]")
        #expect(read.rejects.first?.reason.contains("not well-formed") == true)
    }
}
