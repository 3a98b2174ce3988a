import Foundation
import MatchCore
import Testing
import ThompsonScoring
@testable import OfflineEvaluation

@Suite struct FeedbackSimulatorTests {
    static func simulator(threads: Int, seed: UInt64 = 5) -> FeedbackSimulator {
        let generator = SyntheticRecords(seed: seed, vocabularySize: 800, occupationCount: 30)
        return FeedbackSimulator(jobs: (0..<500).map(generator.job), profiles: (0..<30).map(generator.profile),
                                 settings: ScoringSettings(), rounds: 12, k: 5, seed: seed, threads: threads,
                                 start: generator.base)
    }

    @Test func thompsonSamplingRegretsLessThanRandomAndTheCurvesRepeat() throws {
        let policies: [SimulationPolicy] = [.thompson, .greedy, .epsilonGreedy(0.1), .random]
        let rows = Self.simulator(threads: 2).run(policies)
        #expect(rows.count == 12 * 4)
        let last = Dictionary(uniqueKeysWithValues: rows.filter { $0.round == 12 }.map { ($0.policy, $0) })
        let thompson = try #require(last["thompson"]), random = try #require(last["random"])
        #expect(thompson.cumulativeRegret < random.cumulativeRegret)
        #expect(thompson.cumulativeReward > random.cumulativeReward)
        // Regret grows more slowly: Thompson's per-night regret over the last half is below random's.
        let perNight = { (policy: String) in
            rows.filter { $0.policy == policy && $0.round > 6 }.map { $0.oracleReward - $0.expectedReward }.reduce(0, +)
        }
        #expect(perNight("thompson") < perNight("random"))
        for row in rows { #expect(row.expectedReward <= row.oracleReward + 1e-9, "nobody beats the oracle") }

        #expect(Self.simulator(threads: 1).run(policies) == rows, "same seed, same curves on any thread count")
        #expect(Self.simulator(threads: 2, seed: 6).run([.thompson]) != rows.filter { $0.policy == "thompson" })
    }

    @Test func chartHasOneCurvePerPolicy() throws {
        let rows = Self.simulator(threads: 2).run([.thompson, .random])
        let svg = SimulationTable(rows: rows).regretChart().render()
        #expect(svg.contains("<svg"))
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
        let csv = String(decoding: SimulationTable(rows: rows).csv(), as: UTF8.self)
        #expect(csv.split(separator: "\n").count == 1 + 24)
    }
}
