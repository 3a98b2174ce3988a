import Foundation
import Testing
@testable import ResumeParsing

/// The regex-free scanner must find exactly what the regular expression it replaced found.
@Suite struct DateScannerTests {
    /// The pattern `DateRangeParser` used before the scanner, kept here as the reference; since
    /// the fourteenth session a year and month joined by a hyphen take no spaces ("2019-04",
    /// not "2028 - 12 of 40 courses"); since the seventeenth a month's name may take a slash
    /// before its year ("Mar/2021"), and since the twentieth a hyphen ("Aug-2016").
    private static let reference: NSRegularExpression = {
        // The English months of the original pattern, then the French, German and Spanish ones
        // the scanner added, longest spelling first.
        let month = "(?:" + DateScanner.monthWords.joined(separator: "|") + #")\.?"#
        let season = #"(?:spring|summers?|fall|autumn|winter)"#
        let year = #"(?:19[5-9]\d|20\d\d)"#
        let single = #"(?:\#(month)\s*[,/-]?\s*(?:\#(year)|'\d\d)|\#(season)\s+(?:\#(year)|'\d\d)|q[1-4]\s*\#(year)|(?:0?[1-9]|1[0-2])\s*[/.]\s*\#(year)|\#(year)(?:\s*[/.]\s*|-)(?:0[1-9]|1[0-2])(?![\d])|\#(year)|'\d\d)"#
        let present = #"(?:present|now|current(?:ly)?|today|ongoing|to date|till date|date|heute|aktuell|présent|aujourd'hui|actualidad|presente|actual|oggi|nu|obecnie)"#
        let connector = #"\s*(?:–|—|-|‒|―|to|until|till|through|thru|\.\.)\s*"#
        // Added after the pattern: "08/21 – Now", a month and a two-digit year at both ends of a range;
        // in the twenty-second session "Mar 21 - Oct 22", the month by its name.
        let monthShortYear = #"(?:0?[1-9]|1[0-2])/\d\d(?!\d)"#
        let monthNameShortYear = #"\#(month)\s+\d\d(?!\d)"#
        // Added in the sixteenth session: no date starts inside a code ("CIC-2015-0045871").
        let notInCode = #"(?!(?<=(?-i:[A-Z0-9])-)\d{4}-\d)"#
        return try! NSRegularExpression(
            pattern: #"(?<![\w/])\#(notInCode)(?:(\#(single))(?:\#(connector)(\#(single)|\#(present))|(?<=\d{4})[–—‒―-](\d\d))?|(\#(monthShortYear))\#(connector)(\#(monthShortYear)|\#(present))|(\#(monthNameShortYear))\#(connector)(\#(monthNameShortYear)|\#(present)))(?![\w/])"#,
            options: [.caseInsensitive])
    }()

    private static func referenceMatches(_ text: String) -> [DateScanner.Found] {
        let scalarOffset = { (index: String.Index) in text.unicodeScalars.distance(from: text.startIndex, to: index) }
        return reference.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { result in
            let range = { (group: Int) in Range(result.range(at: group), in: text).map { scalarOffset($0.lowerBound)..<scalarOffset($0.upperBound) } }
            return DateScanner.Found(whole: range(0)!, first: (range(1) ?? range(4) ?? range(6))!,
                                     second: range(2) ?? range(3) ?? range(5) ?? range(7))
        }
    }

    static let edgeCases = [
        "Jan 2020 – Present", "January, 2020 to date", "Sept. 2016 - Mar. 2019", "sep2019", "Marching 2020 band",
        "Summer 2013", "Summer2013", "Fall '19 – Spring '21", "'19 – '21", "01/2020 - 12/2021", "1/2020", "10 / 2020",
        "13/2020", "00/2020", "2020-03 – current", "2020-031", "2020/12", "2019-2021", "2019 –2021x", "2019 – 20211",
        "2019 – presente", "2019 – presently", "2019 - currently", "2019 – to date", "2019 to date", "04.2022 – till date", "2019 – heute",
        "2018 – aujourd'hui", "2018 – Présent", "2018 – PRÉSENT", "2018 .. 2020", "2018 thru 2020", "2018 through 2020",
        "2018 Toronto", "ES2015 modules", "Python3", "a/2019", "2019/", "_2019", "x2019", "1949 1950 2099 2100",
        "Founded 2010 · Engineer 2015 - 2018", "Dec. 1999 — Jan 2001", "MAY 2020 – JUNE 2021", "Winter  2012",
        "autumn, 2012", "2019 ‒ 2020", "2019 ― 2020", "2019-now", "'99", "’19", "Jan ’19", "2019 – nu", "2019 – oggi",
        "2021 – Ongoing", "Apr 2019 - Current", "Vinohradská 2019 – 2020", "é2019", "2019é", "Engineer, Acme\t2015–2017",
        "sept. 2017 – avr. 2021", "Mai 2020 – heute", "März 2019 - Dez. 2020", "enero 2018 – actualidad", "juillet 2016 – août 2018",
        "Mars 2020", "MÄRZ 2021", "Juni 2019", "mayo 2015", "10 years ago 2019",
        "08/21 – Now", "03/19 - 07/21", "3/19 to 7/21", "13/19 – 07/21", "08/21", "24/7 – now", "08/211 – now", "08/21 – 07/2022",
        "2015–17", "2013-15", "2015 – 17", "2015–175", "2015–17x", "Jan 2015–17", "Q2 2019 – Q4 2021", "q3 2020", "Q5 2020", "Q22019",
        "CIC-2015-0045871", "Jan-2015-03", "x-2015-3", "2015-2016", "A-2015", "7-2015-8",
        "Mar 21 - Oct 22", "Jan 19 – now", "Sept. 20 – Mar. 21", "March 21", "Mar 21 – 2022", "Marching 21 - Oct 22", "Mar 211 - Oct 22",
    ]

    @Test(arguments: edgeCases)
    func agreesWithThePatternOnEdgeCases(text: String) {
        #expect(DateScanner(text).all() == Self.referenceMatches(text))
    }

    @Test func agreesWithThePatternOnEverySampleLine() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../samples/resumes").standardized
        let files = try ResumeFileCollector.collect([folder.appendingPathComponent("files").path, folder.appendingPathComponent("holdout/files").path])
        var lines = 0
        for file in files {
            let bytes = try #require(FileManager.default.contents(atPath: file.path))
            let resume = try ResumeParser().parse(bytes, sourceFile: file.path, id: file.id)
            for line in resume.text.split(separator: "\n").map(String.init) {
                lines += 1
                #expect(DateScanner(line).all() == Self.referenceMatches(line), "\(file.path): \(line)")
            }
        }
        #expect(lines > 500)
    }

    @Test func recognisesAWholeSingleDate() {
        #expect(DateScanner("jan 2020").isSingleDate)
        #expect(DateScanner("2020-03").isSingleDate)
        #expect(!DateScanner("2020 – 2021").isSingleDate)
        #expect(!DateScanner("13/2020").isSingleDate)
    }
}
