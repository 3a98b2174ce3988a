import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import OfflineEvaluation

@Suite struct LineChartSVGTests {
    static let chart = LineChartSVG(title: "Cumulative regret <per round>", xLabel: "round", yLabel: "regret", series: [
        .init(name: "random", values: [0, 2, 4, 6, 8]),
        .init(name: "thompson", values: [0, 1, 1.5, 1.75, 2]),
    ])

    @Test func eachSeriesIsAPolylineThroughItsPoints() {
        let svg = Self.chart.render()
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
        // Plot area: x from 70 to 720 − 150 = 570 (width 500), y from 40 to 420 − 50 = 370 (height 330);
        // y ticks 0, 2, …, 8. Round 1 → x 70; round 5 → 570. Value 8 → y 40; value 0 → y 370;
        // value 2 at round 5 → y 370 − 2/8 · 330 = 287.5.
        #expect(svg.contains(#"points="70.00,370.00 195.00,287.50 320.00,205.00 445.00,122.50 570.00,40.00""#))
        #expect(svg.contains("570.00,287.50\"><title>thompson</title>"))
        #expect(svg.contains("Cumulative regret &lt;per round&gt;"), "text is escaped")
    }

    @Test func theSameSeriesGiveTheSameBytesAndWellFormedXML() throws {
        let svg = Self.chart.render()
        #expect(svg == Self.chart.render())
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func ticksAreRoundNumbersCoveringTheRange() {
        #expect(LineChartSVG.niceTicks(lower: 0, upper: 8) == [0, 2, 4, 6, 8])
        #expect(LineChartSVG.niceTicks(lower: 0, upper: 0.37) == [0, 0.1, 0.2, 0.3, 0.4])
        #expect(LineChartSVG.niceTicks(lower: -3, upper: 12) == [-5, 0, 5, 10, 15])
        #expect(LineChartSVG.niceTicks(lower: 0, upper: 0) == [0, 0.2])
    }
}
