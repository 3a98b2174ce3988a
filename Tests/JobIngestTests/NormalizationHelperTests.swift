import JobIngest
import MatchCore
import Testing

@Suite struct NormalizationHelperTests {
    @Test func workArrangementFromValuesAndText() {
        #expect(WorkArrangement.mode(named: "TELECOMMUTE") == .remote)
        #expect(WorkArrangement.mode(named: "On-site") == .onsite)
        #expect(WorkArrangement.mode(named: "Hybrid") == .hybrid)
        #expect(WorkArrangement.mode(named: "unspecified") == nil)
        #expect(WorkArrangement.mode(inText: "Engineer", "Hybrid remote, London") == .hybrid)
        #expect(WorkArrangement.mode(inText: "This role is not remote") == .onsite)
        #expect(WorkArrangement.mode(inText: "Anywhere in the World") == .remote)
        #expect(WorkArrangement.mode(inText: "Engineer", "Berlin") == .unknown)
    }

    @Test func employmentTypesInOneVocabulary() {
        #expect(EmploymentType.canonical("FULL_TIME") == "full-time")
        #expect(EmploymentType.canonical("Full Time") == "full-time")
        #expect(EmploymentType.canonical("part_time") == "part-time")
        #expect(EmploymentType.canonical("CONTRACTOR") == "contract")
        #expect(EmploymentType.canonical("Career/Career Conditional") == "Career/Career Conditional")
        #expect(EmploymentType.combine(["full_time", "Full-Time", nil, "permanent"]) == "full-time, permanent")
        #expect(EmploymentType.combine([nil, " "]) == nil)
    }

    @Test func greenhouseContentIsUnescapedOnce() {
        let escaped = "&lt;p&gt;R&amp;amp;D &amp;nbsp;&amp;mdash; &#39;ok&#39; &#x263A;&lt;/p&gt;"
        #expect(DescriptionText.unescapeOnce(escaped) == "<p>R&amp;D &nbsp;&mdash; 'ok' ☺</p>")
        #expect(DescriptionText.fromHTML(DescriptionText.unescapeOnce(escaped)) == "R&D — 'ok' ☺")
        #expect(DescriptionText.unescapeOnce("AT&T &unknown; & more") == "AT&T &unknown; & more")
    }

    /// Every kind of reference, and text that only looks like one, in random order: each decodes
    /// (or stays) as it would alone.
    @Test func unescapingDecodesEachReferenceOnItsOwn() {
        let fragments: [(String, String)] = [
            ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"), ("&quot;", "\""), ("&apos;", "'"), ("&#39;", "'"), ("&#x263A;", "☺"),
            ("&#X263a;", "☺"), ("&#65;", "A"), ("&#128512;", "😀"), ("&bogus;", "&bogus;"), ("&", "&"), ("&#;", "&#;"),
            ("&#x;", "&#x;"), ("&#1114112;", "&#1114112;"), ("&#xD800;", "&#xD800;"), ("&#12a;", "&#12a;"), ("&LT;", "&LT;"),
            ("&amp;lt;", "&lt;"), ("&verylongname;", "&verylongname;"), ("text é", "text é"), (";", ";"), ("&lt", "&lt"),
        ]
        var generator = SplitMix64(seed: 5)
        for _ in 0..<200 {
            let picked = (0..<Int(generator.next() % 12)).map { _ in fragments[Int(generator.next() % UInt64(fragments.count))] }
            #expect(DescriptionText.unescapeOnce(picked.map(\.0).joined(separator: " ")) == picked.map(\.1).joined(separator: " "))
        }
    }

    @Test func htmlBecomesLinesWithoutScriptsOrStyles() {
        let html = "<style>p{}</style><h2>Role</h2><p>Build &amp; ship.</p><script>x()</script><ul><li>One</li><li>Two</li></ul>"
        #expect(DescriptionText.fromHTML(html) == "Role\nBuild & ship.\n• One\n• Two")
        #expect(DescriptionText.fromHTML("Plain  text\n\n  second line ") == "Plain text\nsecond line")
    }

    @Test func fingerprintIgnoresLegalSuffixCaseAndWorkMode() {
        let greenhouse = JobFingerprint.of(company: "Acme, Inc.", title: "Senior Platform Engineer", locations: ["San Francisco, CA"], id: "greenhouse:1")
        let lever = JobFingerprint.of(company: "acme", title: "Senior Platform Engineer (Remote)", locations: ["San Francisco"], id: "lever:x")
        #expect(greenhouse == lever)
        #expect(greenhouse.count == 16)
        let otherCity = JobFingerprint.of(company: "Acme", title: "Senior Platform Engineer", locations: ["Berlin"], id: "lever:y")
        #expect(otherCity != greenhouse)
        // Without a company nothing is safe to match: each posting keeps its own fingerprint.
        #expect(JobFingerprint.of(company: nil, title: "Engineer", locations: [], id: "rss:a")
            != JobFingerprint.of(company: nil, title: "Engineer", locations: [], id: "rss:b"))
    }
    /// ASCII names are split from their bytes; the words must be those of the general rule
    /// (lower-cased runs of letters and numbers) for every ASCII character.
    @Test func asciiNamesNormalizeAsTheGeneralRuleDoes() {
        let everyASCII = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        var generator = SplitMix64(seed: 3)
        var names = [everyASCII, "Acme, Inc.", "  R&D GmbH ", "O'Neil-Smith\r\nLLC", "ACME\tLabs 2.0", ""]
        for _ in 0..<2_000 {
            names.append(String(decoding: (0..<(generator.next() % 24)).map { _ in UInt8(generator.next() % 128) }, as: UTF8.self))
        }
        for name in names {
            let general = name.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).joined(separator: " ")
            #expect(JobFingerprint.normalizeLocation(name.replacingOccurrences(of: ",", with: " ")) == general, "\(name.debugDescription)")
        }
        // Beyond ASCII the general rule applies: "Zürich" keeps its ü, "Ｔｏｋｙｏ" its full-width letters.
        #expect(JobFingerprint.normalizeCompany("Zürich Versicherungs AG") == "zürich versicherungs")
        #expect(JobFingerprint.normalizeLocation("Ｔｏｋｙｏ, Japan") == "ｔｏｋｙｏ")
    }
}
