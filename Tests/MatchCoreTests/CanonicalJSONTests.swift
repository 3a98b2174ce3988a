import Foundation
@testable import MatchCore
import Testing

/// `CanonicalJSON` must write exactly the bytes of `RecordCoding.makeEncoder()`.
@Suite struct CanonicalJSONTests {
    static func foundation<T: Encodable>(_ value: T) throws -> [UInt8] {
        Array(try RecordCoding.makeEncoder().encode(value))
    }

    @Test func doublesAreWrittenAsJSONEncoderWritesThem() throws {
        var generator = SplitMix64(seed: 11)
        var values: [Double] = [0, -0.0, 1, -1, 0.1, 1e-7, 1e15, 1e16, 1e21, 9_007_199_254_740_992, 9_007_199_254_740_994,
                                -9_007_199_254_740_992, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.6200000000000001, 2.5e-5]
        while values.count < 20_000 {
            let bits = Double(bitPattern: generator.next())
            if bits.isFinite { values.append(bits) }
            let magnitude = pow(10, Double(Int(generator.next() % 60)) - 30) * (Double(generator.next() % 2_000_001) / 1e6 - 1)
            values.append(magnitude)
            values.append(magnitude.rounded())
        }
        #expect(try CanonicalJSON.encode(values) == Self.foundation(values))
    }

    @Test func stringsEscapeWhatJSONEncoderEscapes() throws {
        let everyASCII = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let strings = [everyASCII, "a/b \"q\" back\\slash", "é € 😀 \u{2028} \u{2029} \u{FEFF}", "", "\u{7F}\u{80}"]
        #expect(try CanonicalJSON.encode(strings) == Self.foundation(strings))
        let keyed = Dictionary(uniqueKeysWithValues: strings.enumerated().map { ("k\($0.offset)", $0.element) })
        #expect(try CanonicalJSON.encode(keyed) == Self.foundation(keyed))
    }

    /// Plain runs are found eight bytes at a time: an escaped byte at every position of a word,
    /// and two in a row, must still be written as JSONEncoder writes them.
    @Test func escapesAtEveryPositionOfAWord() throws {
        var strings: [String] = []
        for position in 0..<18 {
            for stop in ["\"", "\\", "\n", "\u{01}", "\"\\", "é"] {
                strings.append(String(repeating: "a", count: position) + stop + String(repeating: "b", count: 17 - position))
            }
        }
        #expect(try CanonicalJSON.encode(strings) == Self.foundation(strings))
    }

    @Test func keysAreSortedAsJSONEncoderSortsThem() throws {
        let keys = ["a_b", "ab", "aB", "a", "a1", "a10", "a2", "_x", "Zed", "zed", "b-c", "bc", "b.c", "a_", "a__b", "job_id", "jobs"]
        let object = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($0.element, [$0.offset: $0.element]) })
        #expect(try CanonicalJSON.encode(object) == Self.foundation(object))
    }

    @Test func recordsAreWrittenAsJSONEncoderWritesThem() throws {
        let job = RawJobData(
            source: .lever, sourceId: "1", title: "Chef \"de partie\"\n", company: "Café/Bar",
            locations: ["Wien", "Graz"], remote: .hybrid,
            salary: Salary(min: 40_000, max: 52_500.5, currency: "EUR", period: .year),
            descriptionText: "Line one\n• two\ttabs", postedAt: Date(timeIntervalSince1970: 1_790_000_000),
            departments: ["Kitchen"], rawRef: RawRef(file: "raw/lever/a.json", line: 3))
        let enriched = EnrichedJob(job: job, enrichment: Enrichment(
            onet: OnetAssignment(socCode: "35-1011.00", title: "Chefs", confidence: 0.875, needsReview: false,
                                 alternatives: [OnetAlternative(socCode: "35-2014.00", title: "Cooks", score: 0.25)]),
            skills: [SkillMention(id: "tech:knife", name: "Knife", kind: .technology,
                                  evidence: [EvidenceSpan(field: "description_text", start: 0, end: 4, text: "Line")])],
            educationLevel: 3, experienceYears: 2.5, riasec: [1, 2, 3, 4, 5, 6.5], jobZone: 2))
        let match = Match(profileId: "p1", jobId: "lever:1", rank: 1, score: 0.7312,
                          components: ScoreComponents(features: ["skill_overlap": FeatureComponent(value: 1, weight: 0.2),
                                                                 "occupation_match": FeatureComponent(value: 0.35, weight: 0.21)],
                                                      thompson: ThompsonComponent(arm: "p1|35-1000", sample: 0.125, posteriorMean: 0.5, weight: 0.2)),
                          matchedKeywords: ["knife"], matchedSkills: ["Knife"], reasons: ["Same occupation"])
        #expect(try CanonicalJSON.encode(job) == Self.foundation(job))
        #expect(try CanonicalJSON.encode(enriched) == Self.foundation(enriched))
        #expect(try CanonicalJSON.encode(match) == Self.foundation(match))
        #expect(try CanonicalJSON.encode([Optional<Int>.none, 3]) == Self.foundation([Optional<Int>.none, 3]))
    }

    /// Every fixed-width integer type, at its extremes, and dates, inside a record.
    @Test func integersOfEveryWidthAndDatesAreWrittenAsJSONEncoderWritesThem() throws {
        struct Widths: Encodable {
            var int8 = Int8.min, int16 = Int16.max, int32 = Int32.min, int64 = Int64.max, int = Int.min
            var uint = UInt.max, uint8 = UInt8.max, uint16 = UInt16.max, uint32 = UInt32.max, uint64 = UInt64.max
            var dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_790_000_000.75),
                         Date(timeIntervalSince1970: -1_000_000_000), Date(timeIntervalSince1970: 253_402_300_799)]
            var small: [Int16] = [-3, 0, 7]
        }
        #expect(try CanonicalJSON.encode(Widths()) == Self.foundation(Widths()))
    }

    /// A key encoded twice keeps its last value, where the key sorts (as JSONEncoder does).
    @Test func aKeyEncodedTwiceKeepsItsLastValue() throws {
        struct Twice: Encodable {
            enum Keys: String, CodingKey { case b, a, c }
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(1, forKey: .b)
                try container.encode(2, forKey: .a)
                try container.encode(3, forKey: .c)
                try container.encode(4, forKey: .b)
            }
        }
        #expect(try CanonicalJSON.encode(Twice()) == Self.foundation(Twice()))
        #expect(String(decoding: try CanonicalJSON.encode(Twice()), as: UTF8.self) == #"{"a":2,"b":4,"c":3}"#)
    }

    /// Matches write themselves (`CanonicalJSONWritable`): the same bytes as JSONEncoder for
    /// random values, empty lists, no Thompson component and escapes; a non-ASCII feature name
    /// or a non-finite number is left to JSONEncoder.
    @Test func matchesWriteThemselvesAsJSONEncoderWould() throws {
        var generator = SplitMix64(seed: 17)
        func number() -> Double {
            let magnitude = Double(generator.next() % 1_000_001) / Double(1 + generator.next() % 1000)
            return generator.next() % 4 == 0 ? magnitude.rounded() : magnitude
        }
        let names = ["skill_overlap", "occupation_match", "salary", "a\"b", "keywords", "x/y", "recency"]
        for index in 0..<500 {
            let features = Dictionary(uniqueKeysWithValues: names.prefix(Int(generator.next() % 8)).map {
                ($0, FeatureComponent(value: number(), weight: number()))
            })
            let thompson = index % 3 == 0 ? nil : ThompsonComponent(arm: "p\(index)|15-1200", sample: number(), posteriorMean: number(), weight: number())
            let match = Match(profileId: "p\(index)\n", jobId: "lever:\(index)", rank: index + 1, score: -number(),
                              components: ScoreComponents(features: features, thompson: thompson),
                              matchedKeywords: index % 2 == 0 ? [] : ["go", "k8s \"x\""], matchedSkills: ["Kubernetes", "é"],
                              reasons: index % 5 == 0 ? [] : ["7 of 9 required skills, including Kubernetes and Go"])
            #expect(try CanonicalJSON.encode(match) == Self.foundation(match))
        }
        let accented = Match(profileId: "p", jobId: "j", rank: 1, score: 0.5,
                             components: ScoreComponents(features: ["é": FeatureComponent(value: 1, weight: 1)]))
        #expect(throws: CanonicalJSON.Unsupported.self) { try CanonicalJSON.encode(accented) }
        let infinite = Match(profileId: "p", jobId: "j", rank: 1, score: .infinity, components: ScoreComponents(features: [:]))
        #expect(throws: CanonicalJSON.Unsupported.self) { try CanonicalJSON.encode(infinite) }
    }

    /// Postings write themselves too: every optional member present and absent, salaries with
    /// and without each part, dates, raw references, sightings and escapes in every string.
    @Test func postingsWriteThemselvesAsJSONEncoderWould() throws {
        var generator = SplitMix64(seed: 23)
        func maybe<T>(_ value: T) -> T? { generator.next() % 2 == 0 ? value : nil }
        let texts = ["Engineer", "a\"b\\c\n\t", "é € 😀", "", "/path/with/slashes", "\u{1}\u{1F}"]
        func text() -> String { texts[Int(generator.next() % UInt64(texts.count))] }
        for index in 0..<600 {
            let salary = maybe(Salary(min: maybe(Double(generator.next() % 200_000) / 7), max: maybe(Double(generator.next() % 300_000)),
                                      currency: maybe("EUR"), period: maybe(SalaryPeriod.allCases[Int(generator.next() % 5)]),
                                      isEstimate: generator.next() % 2 == 0))
            let date = Date(timeIntervalSince1970: Double(generator.next() % 2_000_000_000) + (index % 3 == 0 ? 0.25 : 0))
            let sightings = (0..<Int(generator.next() % 3)).map {
                SourceSighting(id: "rss:\($0)", source: .rss, url: maybe("https://example.com/\(text())"))
            }
            let posting = RawJobData(
                source: JobSourceKind.allCases[index % JobSourceKind.allCases.count], sourceId: "\(index)\(text())",
                title: text(), company: maybe(text()), locations: index % 4 == 0 ? [] : [text(), "Berlin"],
                remote: RemoteMode.allCases[index % 4], employmentType: maybe("full-time"), salary: salary,
                descriptionText: text(), descriptionHtml: maybe("<p>\(text())</p>"), url: maybe("https://x.test/\(index)"),
                applyUrl: maybe("https://x.test/apply?id=\(index)&a=b"), postedAt: maybe(date), expiresAt: maybe(date),
                departments: index % 3 == 0 ? [] : [text()], categories: index % 5 == 0 ? [] : ["IT", text()],
                fingerprint: text(), fetchedAt: maybe(date),
                rawRef: maybe(RawRef(file: "raw/\(text()).json", line: maybe(index), pointer: maybe("jobs[\(index)]"))),
                alsoSeenIn: sightings)
            #expect(try CanonicalJSON.encode(posting) == Self.foundation(posting))
        }
        let infinite = RawJobData(source: .lever, sourceId: "1", title: "t", salary: Salary(min: .infinity))
        #expect(throws: CanonicalJSON.Unsupported.self) { try CanonicalJSON.encode(infinite) }
    }

    @Test func whatItCannotWriteGoesToJSONEncoder() throws {
        let nonASCIIKeys = ["é": 1, "e": 2, "f": 3]
        #expect(throws: CanonicalJSON.Unsupported.self) { try CanonicalJSON.encode(nonASCIIKeys) }
        #expect(throws: CanonicalJSON.Unsupported.self) { try CanonicalJSON.encode([Double.nan]) }
        #expect(throws: CanonicalJSON.Unsupported.self) { try CanonicalJSON.encode([Float(0.1)]) }
        let line = try JSONLWriter<[String: Int]>.encodeLine(nonASCIIKeys, with: RecordCoding.makeEncoder())
        #expect(Array(line) == (try Self.foundation(nonASCIIKeys)) + [0x0A])
        #expect(throws: EncodingError.self) {
            try JSONLWriter<[Double]>.encodeLine([.infinity], with: RecordCoding.makeEncoder())
        }
    }
}
