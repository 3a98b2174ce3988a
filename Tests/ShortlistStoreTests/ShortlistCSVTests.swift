import Foundation
import MatchCore
import Testing
@testable import ShortlistStore

@Suite struct ShortlistCSVTests {
    @Test func cellsAreQuotedOnlyWhenTheyMustBe() {
        #expect(ShortlistCSV.quote("plain") == "plain")
        #expect(ShortlistCSV.quote("Berlin, Germany") == "\"Berlin, Germany\"")
        #expect(ShortlistCSV.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(ShortlistCSV.quote("two\r\nlines") == "\"two\r\nlines\"")
    }

    @Test(arguments: ["=HYPERLINK(\"x\")", "+1", "-cmd", "@SUM(A1)"])
    func textThatASpreadsheetWouldRunIsDefused(text: String) {
        #expect(ShortlistCSV.row([.text(text)]).hasPrefix("'") || ShortlistCSV.row([.text(text)]).hasPrefix("\"'"))
    }

    @Test func numbersAreWrittenAsTheyAre() {
        #expect(ShortlistCSV.row([.number("-0.25"), .text("a")]) == "-0.25,a\r\n")
    }

    @Test func oneRowPerCandidateAndJobUnderTheHeader() throws {
        let shortlists = ShortlistAssembler.shortlists(of: Fixtures.batch(profiles: 3))
        let path = NSTemporaryDirectory() + "csv-" + UUID().uuidString + ".csv"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rows = try ShortlistCSV.write(shortlists, to: try openOutput(path))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows == shortlists.map(\.jobs.count).reduce(0, +))
        #expect(lines.count == rows + 1)
        #expect(lines[0] == ShortlistCSV.columns.joined(separator: ","))
        #expect(lines[1].hasPrefix("run-a,cand-1,Person 1,1,0.5,"))
    }
}
