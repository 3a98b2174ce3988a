import Foundation

/// A simulation's rows as JSONL, CSV and a chart of the cumulative regret curves.
public struct SimulationTable: Sendable {
    public let rows: [SimulationRow]

    public init(rows: [SimulationRow]) {
        self.rows = rows
    }

    /// One JSON object per row, keys sorted.
    public func jsonl() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var data = Data()
        for row in rows {
            data.append(try encoder.encode(row))
            data.append(0x0A)
        }
        return data
    }

    /// The rows as CSV, columns in `SimulationRow` order.
    public func csv() -> Data {
        var lines = ["round,policy,reward,cumulative_reward,expected_reward,oracle_reward,cumulative_regret"]
        for row in rows {
            let numbers = [row.reward, row.cumulativeReward, row.expectedReward, row.oracleReward, row.cumulativeRegret]
            lines.append((["\(row.round)", row.policy] + numbers.map { String(format: "%.4f", $0) }).joined(separator: ","))
        }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Cumulative regret per night, one curve per policy.
    public func regretChart() -> LineChartSVG {
        var order: [String] = []
        var curves: [String: [Double]] = [:]
        for row in rows {
            if curves[row.policy] == nil { order.append(row.policy) }
            curves[row.policy, default: []].append(row.cumulativeRegret)
        }
        return LineChartSVG(title: "Cumulative regret against the oracle", xLabel: "night",
                            yLabel: "cumulative regret (expected reactions)",
                            series: order.map { LineChartSVG.Series(name: $0, values: curves[$0]!) })
    }
}
