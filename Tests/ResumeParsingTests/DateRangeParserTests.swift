import Testing
@testable import ResumeParsing

@Suite struct DateRangeParserTests {
    @Test(arguments: [
        ("Jan 2020 – Present", "2020-01", nil, true),
        ("01/2020 - 12/2021", "2020-01", "2021-12", false),
        ("2019 – Present", "2019", nil, true),
        ("2018 - now", "2018", nil, true),
        ("Summer 2013", "2013-06", nil, false),
        ("'19 – '21", "2019", "2021", false),
        ("2015–2017", "2015", "2017", false),
        ("September 2016 to March 2019", "2016-09", "2019-03", false),
        ("2020-03 – current", "2020-03", nil, true),
        ("Fall 2012 — Spring 2014", "2012-09", "2014-03", false),
        ("2018 – heute", "2018", nil, true),
        ("Apr 2019 - Current", "2019-04", nil, true),
    ] as [(String, String, String?, Bool)])
    func parsesTheFormsPeopleWrite(text: String, start: String, end: String?, current: Bool) throws {
        let match = try #require(DateRangeParser.firstRange(in: "Engineer, Acme\t" + text))
        #expect(match.range.startDate == start)
        #expect(match.range.endDate == end)
        #expect(match.range.isCurrent == current)
        #expect(match.range.dateText == text)
    }

    @Test func ignoresNumbersThatAreNotDates() {
        #expect(DateRangeParser.firstRange(in: "Cut latency by 40% for 300 customers") == nil)
        #expect(DateRangeParser.firstRange(in: "Python3, ES2015 modules") == nil)
        #expect(DateRangeParser.parseSingle("13/2020") == nil)
    }

    @Test func prefersARangeOverALoneYear() throws {
        let match = try #require(DateRangeParser.firstRange(in: "Founded 2010 · Engineer 2015 - 2018"))
        #expect(match.range.startDate == "2015" && match.range.endDate == "2018")
    }
}
