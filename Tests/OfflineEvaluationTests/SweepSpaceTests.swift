import MatchCore
import Testing
@testable import OfflineEvaluation

@Suite struct SweepSpaceTests {
    @Test func stepsIncludeTheUpperBoundAndPrintAsTyped() throws {
        let axis = try SweepAxis(parsing: "weights.occupation=0.1:0.5:0.1")
        #expect(axis.key == "weights.occupation")
        #expect(axis.values == .list([0.1, 0.2, 0.3, 0.4, 0.5]))
        #expect(try SweepAxis(parsing: "k=1,2.5,4").values == .list([1, 2.5, 4]))
        #expect(try SweepAxis(parsing: "k=0:1").values == .range(lower: 0, upper: 1))
        #expect(try SweepAxis(parsing: "k=0.3").values == .list([0.3]))
    }

    @Test func badSpecificationsSayHowToWriteThem() {
        for text in ["weights.occupation", "=1", "k=0.5:0.1:0.1", "k=0:1:0", "k=a:b", "k=1:2:3:4"] {
            #expect(throws: ConfigurationError.self, "\(text)") { try SweepAxis(parsing: text) }
        }
    }

    @Test func gridIsTheCartesianProductLastAxisFastest() throws {
        let space = try SweepSpace(axes: [try SweepAxis(parsing: "a=1,2"), try SweepAxis(parsing: "b=0.1:0.3:0.1")])
        let grid = try space.grid()
        // 2 × 3 = 6 configurations: (1, 0.1) (1, 0.2) (1, 0.3) (2, 0.1) (2, 0.2) (2, 0.3).
        #expect(grid.count == 6)
        #expect(grid[0].name == "a=1.0 b=0.1")
        #expect(grid[2].name == "a=1.0 b=0.3")
        #expect(grid[3].name == "a=2.0 b=0.1")
        #expect(throws: ConfigurationError.self) { try SweepSpace(axes: [try SweepAxis(parsing: "a=0:1")]).grid() }
        #expect(throws: ConfigurationError.self) { try SweepSpace(axes: [try SweepAxis(parsing: "a=1"), try SweepAxis(parsing: "a=2")]) }
    }

    @Test func randomSweepsRepeatFromTheSeedAndStayInTheirRanges() throws {
        let space = try SweepSpace(axes: [try SweepAxis(parsing: "a=0.1:0.5"), try SweepAxis(parsing: "b=1,2,3")])
        let first = space.random(count: 50, seed: 4)
        #expect(first == space.random(count: 50, seed: 4))
        #expect(first != space.random(count: 50, seed: 5))
        for configuration in first {
            #expect((0.1...0.5).contains(configuration.settings[0].value))
            #expect([1, 2, 3].contains(configuration.settings[1].value))
        }
        #expect(Set(first.map { $0.settings[1].value }) == [1, 2, 3], "fifty draws reach every listed value")
        // Adding an axis leaves the draws of the others as they were.
        let wider = try SweepSpace(axes: space.axes + [try SweepAxis(parsing: "c=0:1")]).random(count: 50, seed: 4)
        #expect(wider.map { Array($0.settings.prefix(2)).map(\.value) } == first.map { $0.settings.map(\.value) })
    }
}
