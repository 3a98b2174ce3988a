import ArgumentParser
import Foundation
import MatchCore
import OfflineEvaluation
import StageCLI
import ThompsonScoring

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Simulate nightly rounds of shortlists and feedback; compare policies by reward and regret.",
        discussion: """
        Generates candidates and jobs (seeded), gives each candidate hidden preferences over \
        occupations, skills and pay, then runs --rounds nights per policy: shortlist K jobs \
        (scored as mm-score scores them, with the arms learned so far), draw each shown job's \
        reaction from the hidden preferences, learn from the reactions as mm-learn does. \
        Regret is against the oracle that knows the preferences. Writes one row per night and \
        policy as JSONL to -o, CSV to --csv, and the cumulative-regret curves as SVG to --chart.

        Examples:
          mm-eval simulate --rounds 30 --seed 7 -o sim.jsonl --csv sim.csv --chart sim.svg
          mm-eval simulate --candidates 200 --jobs 3000 --policy thompson --policy greedy \\
            --weights pipelines/weights.yaml --k 10 -o sim.jsonl
        """)

    @OptionGroup var stage: StageOptions

    @Option(help: "Synthetic candidates.")
    var candidates = 60

    @Option(help: "Synthetic jobs.")
    var jobs = 1_500

    @Option(help: "Nights to simulate.")
    var rounds = 30

    @Option(name: .customLong("k"), help: "Jobs shown per candidate per night.")
    var k = 10

    @Option(help: "Policies to compare; repeatable: thompson, greedy, epsilon-greedy, random (default: all four).")
    var policy: [PolicyName] = []

    @Option(help: "Share of slots an epsilon-greedy policy fills at random.")
    var epsilon = 0.1

    @Option(help: "The weights file the policies score with.")
    var weights = "pipelines/weights.yaml"

    @Option(help: ArgumentHelp("Also write the table as CSV here.", valueName: "file"))
    var csv: String?

    @Option(help: ArgumentHelp("Write the cumulative-regret curves as SVG here.", valueName: "file"))
    var chart: String?

    func validate() throws {
        if !stage.inputs.isEmpty {
            throw ValidationError("mm-eval simulate generates its own data; remove the arguments \(stage.inputs.joined(separator: " "))")
        }
        for (name, value) in [("--candidates", candidates), ("--jobs", jobs), ("--rounds", rounds), ("--k", k)] where value < 1 {
            throw ValidationError("\(name) must be 1 or more")
        }
        if !(0...1).contains(epsilon) { throw ValidationError("--epsilon must be in 0–1") }
    }

    func run() throws {
        try stage.requireWholeInput(command: "simulate")
        let settings = try SettingsFile.load(path: weights)
        let seed = stage.seed ?? settings.seed
        let chosen = (policy.isEmpty ? PolicyName.allCases : PolicyName.allCases.filter(policy.contains)).map {
            $0.policy(epsilon: epsilon)
        }
        let parameters = ["command": "simulate", "candidates": "\(candidates)", "jobs": "\(jobs)", "rounds": "\(rounds)",
                          "k": "\(k)", "policies": chosen.map(\.description).joined(separator: ","),
                          "epsilon": "\(epsilon)", "weights": weights, "seed": "\(seed)"]
        let run = try StageRun(tool: "mm-eval", options: stage, parameters: parameters, unit: "rounds")
        let threads = stage.threadCount
        let generator = SyntheticRecords(seed: seed, vocabularySize: 2_000, occupationCount: 40)
        let simulator = FeedbackSimulator(
            jobs: orderedParallelMap(Array(0..<jobs), threads: threads) { generator.job($0) },
            profiles: orderedParallelMap(Array(0..<candidates), threads: threads) { generator.profile($0) },
            settings: settings, rounds: rounds, k: k, seed: seed, threads: threads, start: generator.base)
        run.progress.setTotal(rounds * chosen.count)
        let rows = simulator.run(chosen)
        run.progress.advance(by: rows.count)

        let table = SimulationTable(rows: rows)
        var outputs: [FileFingerprint] = []
        outputs.append(try write(try table.jsonl(), to: stage.output, records: rows.count))
        if let csv { outputs.append(try write(table.csv(), to: csv, records: rows.count)) }
        if let chart { outputs.append(try write(Data(table.regretChart().render().utf8), to: chart, records: 1)) }
        run.counts.written = rows.count
        show(summary(rows), options: stage)
        try run.finish(inputs: [try RecordFile.fingerprint(of: weights)], outputs: outputs)
    }

    /// Each policy's totals after the last night, for people.
    private func summary(_ rows: [SimulationRow]) -> [String] {
        var lines = ["\(candidates) candidates × \(jobs) jobs, \(rounds) nights, K = \(k); after the last night:"]
        for row in rows where row.round == rounds {
            let name = row.policy.padding(toLength: 16, withPad: " ", startingAt: 0)
            lines.append(name + String(format: "reward %8.1f   regret %8.1f", row.cumulativeReward, row.cumulativeRegret))
        }
        return lines
    }
}

/// The policies by name.
enum PolicyName: String, ExpressibleByArgument, CaseIterable {
    case thompson, greedy
    case epsilonGreedy = "epsilon-greedy"
    case random

    func policy(epsilon: Double) -> SimulationPolicy {
        switch self {
        case .thompson: .thompson
        case .greedy: .greedy
        case .epsilonGreedy: .epsilonGreedy(epsilon)
        case .random: .random
        }
    }
}
