import Foundation
import Testing
@testable import MatchCore

@Suite struct RecordCodingTests {
    static func sampleJob() -> RawJobData {
        RawJobData(
            source: .greenhouse, sourceId: "4012345", title: "Senior Data Engineer", company: "Acme",
            locations: ["Berlin, Germany"], remote: .hybrid, employmentType: "Full-time",
            salary: Salary(min: 70_000, max: 90_000, currency: "EUR", period: .year),
            descriptionText: "Build pipelines.", url: "https://boards.greenhouse.io/acme/jobs/4012345",
            postedAt: ISO8601Timestamp.parse("2026-11-01T09:30:00Z"), fingerprint: "acme|data engineer|berlin")
    }

    @Test func rawJobUsesSnakeCaseKeysInSortedOrder() throws {
        let line = String(decoding: try RecordCoding.makeEncoder().encode(Self.sampleJob()), as: UTF8.self)
        #expect(line.hasPrefix(#"{"also_seen_in":[],"categories":[],"company":"Acme""#))
        #expect(line.contains(#""source_id":"4012345""#))
        #expect(line.contains(#""posted_at":"2026-11-01T09:30:00Z""#))
        #expect(line.contains(#""is_estimate":false"#))
        #expect(line.contains(#""url":"https://boards.greenhouse.io/acme/jobs/4012345""#))
    }

    @Test func enrichedJobIsFlatAndRoundTrips() throws {
        let enriched = EnrichedJob(
            job: Self.sampleJob(),
            enrichment: Enrichment(
                onet: OnetAssignment(socCode: "15-1252.00", title: "Software Developers", confidence: 0.91),
                skills: [SkillMention(id: "tech:python", name: "Python", kind: .technology,
                                      evidence: [EvidenceSpan(field: "description_text", start: 0, end: 6, text: "Python")])],
                educationLevel: 6, riasec: [1, 6.5, 2, 2, 3, 4], jobZone: 4))
        let data = try RecordCoding.makeEncoder().encode(enriched)
        let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        #expect(object["title"] as? String == "Senior Data Engineer")
        #expect((object["onet"] as? [String: Any])?["soc_code"] as? String == "15-1252.00")
        #expect(object["education_level"] as? Int == 6)
        #expect(try RecordCoding.makeDecoder().decode(EnrichedJob.self, from: data) == enriched)
    }

    @Test func profileRoundTripsWithResumeAndPreferences() throws {
        let resume = ParsedResume(
            id: "resume:abc", sourceFile: "resumes/a.pdf", sha256: String(repeating: "0", count: 64), format: .pdf,
            pages: 1, text: "Ada", basics: ResumeBasics(name: "Ada Lovelace", email: "ada@example.org"),
            work: [ResumeWork(name: "Analytical Engines", position: "Programmer",
                              dates: ResumeDateRange(startDate: "1842-01", isCurrent: true, dateText: "1842 – Present"))])
        let profile = CandidateProfile(
            resume: resume, enrichment: Enrichment(educationLevel: 8), keywords: ["python"],
            targets: [OccupationTarget(socCode: "15-2051.00", title: "Data Scientists")],
            preferences: JobPreferences(remoteOnly: true, minSalary: Salary(min: 100_000, currency: "USD", period: .year)))
        let data = try RecordCoding.makeEncoder().encode(profile)
        #expect(try RecordCoding.makeDecoder().decode(CandidateProfile.self, from: data) == profile)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""source_file":"resumes/a.pdf""#))
        #expect(text.contains(#""is_current":true"#))
    }

    @Test func missingListsDecodeAsEmpty() throws {
        let line = #"{"id":"lever:1","source":"lever","source_id":"1","title":"Nurse"}"#
        let job = try RecordCoding.makeDecoder().decode(RawJobData.self, from: Data(line.utf8))
        #expect(job.locations.isEmpty && job.alsoSeenIn.isEmpty && job.remote == .unknown)
    }

    @Test func identicalRecordsEncodeToIdenticalBytes() throws {
        let first = try RecordCoding.makeEncoder().encode(Self.sampleJob())
        let second = try RecordCoding.makeEncoder().encode(Self.sampleJob())
        #expect(first == second)
    }

    @Test(arguments: [
        ("2026-11-22T03:04:05Z", 1_795_316_645.0),
        ("2026-11-22T03:04:05.250Z", 1_795_316_645.25),
        ("2026-11-22T04:04:05+01:00", 1_795_316_645.0),
        ("2026-11-22T03:04:05", 1_795_316_645.0),
        ("2026-11-22", 1_795_305_600.0),
    ])
    func timestampsParse(text: String, epoch: Double) {
        #expect(ISO8601Timestamp.parse(text)?.timeIntervalSince1970 == epoch)
    }

    @Test func badTimestampsDoNotParse() {
        for text in ["", "2026-13-01", "yesterday", "2026-11-22T25:00:00Z", "2026-11-22Tjunk"] {
            #expect(ISO8601Timestamp.parse(text) == nil, "\(text)")
        }
        #expect(ISO8601Timestamp.format(Date(timeIntervalSince1970: 1_795_316_645.9)) == "2026-11-22T03:04:05Z")
    }

    /// Formatting digit by digit gives what `String(format:)` over `gmtime_r` gives, from year 1 to 9999 and beyond.
    @Test func timestampsFormatAsPrintfWould() {
        var generator = SplitMix64(seed: 5)
        var epochs: [Double] = [0, -1, 59, 86_399, -62_135_596_800, 253_402_300_799, 253_402_300_800, -62_135_596_801]
        for _ in 0..<5_000 { epochs.append(Double(Int64(bitPattern: generator.next()) % 253_402_300_800) + 0.5) }
        for epoch in epochs {
            var seconds = time_t(floor(epoch))
            var parts = tm()
            gmtime_r(&seconds, &parts)
            let expected = String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
                                  Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
            #expect(ISO8601Timestamp.format(Date(timeIntervalSince1970: epoch)) == expected, "\(epoch)")
        }
    }

    @Test func keywordsAreTrimmedLowercasedDeduplicatedAndLimited() {
        let many = (0..<60).map { "k\($0)" }
        let result = KeywordList.normalize(["  Swift ", "swift", "", String(repeating: "a", count: 51)] + many)
        #expect(result.keywords.first == "swift")
        #expect(result.keywords.count == 50)
        #expect(result.problems.count == 2 + 11)
    }
}
