import ArgumentParser
import Foundation
import MatchCore
import OfflineEvaluation
import StageCLI
import ThompsonScoring

struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Score many weightings of weights.yaml and rank them by a metric, with intervals.",
        discussion: """
        Each --set KEY=SPEC names a numeric key of the weights file and its values: \
        LOWER:UPPER:STEP, a list A,B,C, or (random sweeps only) a range LOWER:UPPER. --grid visits \
        every combination; --random N draws N configurations from --seed. Every configuration \
        ranks the candidates exactly as mm-score would with its weights file (same Thompson \
        draws from the seed, same hard filters and diversity caps), so configurations are \
        compared on equal footing; features are computed once per candidate, then each \
        configuration costs a weighted sum and a top K.

        Writes one row per configuration, best first by --metric (ties in generation order): \
        JSONL to -o, CSV to --csv, and the best configuration as a complete weights file to \
        --best-weights (with the seed used, so mm-score reproduces its shortlists).

        Examples:
          mm-eval sweep --jobs jobs.enriched.jsonl --profiles profiles.jsonl \\
            --judgments judgments.jsonl --metric ndcg@10 --grid \\
            --set weights.occupation=0.1:0.5:0.1 --set weights.skill_overlap=0.1:0.3:0.1 \\
            -o sweep.jsonl --csv sweep.csv --best-weights best.yaml
          mm-eval sweep --jobs jobs.enriched.jsonl --profiles profiles.jsonl \\
            --feedback feedback.jsonl --metric snips --random 50 --seed 7 \\
            --set weights.thompson=0:0.5 --set dual_profile.manifest_share=0,0.3,0.6 -o sweep.jsonl
        """)

    @OptionGroup var stage: StageOptions
    @OptionGroup var bootstrap: BootstrapOptions

    @Option(help: "Enriched jobs (JSONL, EnrichedJob).")
    var jobs: String

    @Option(help: "Candidate profiles (JSONL, CandidateProfile).")
    var profiles: String

    @Option(help: "Learned arms from mm-learn; without it every arm has its prior only.")
    var arms: String?

    @Option(help: "The weights file every configuration starts from.")
    var weights = "pipelines/weights.yaml"

    @Option(help: "Relevance judgments JSONL (profile_id, job_id, grade), for ndcg@K, precision@K, recall@K, map@K, mrr@K.")
    var judgments: String?

    @Option(help: "Logged feedback JSONL with position and propensity, for replay, ips and snips.")
    var feedback: String?

    @Option(help: "The metric configurations are ranked by: ndcg@K, precision@K, recall@K, map@K, mrr@K, coverage@K, replay, ips, snips.")
    var metric = "ndcg@10"

    @Option(name: .customLong("k"), help: "Cut-off of the ranking metrics when --metric has none (replay, ips, snips).")
    var cutoff = 10

    @Option(name: .customLong("set"), help: ArgumentHelp("A key of the weights file and its values; repeatable.", valueName: "KEY=SPEC"))
    var axes: [String] = []

    @Flag(help: "Visit every combination of the --set values.")
    var grid = false

    @Option(help: ArgumentHelp("Draw this many configurations at random (seeded by --seed).", valueName: "N"))
    var random: Int?

    @Option(help: "Lowest grade that counts as relevant for precision, recall, MAP and MRR.")
    var relevantGrade = 1

    @Option(help: ArgumentHelp("Reward of a feedback action for the off-policy estimates; repeatable.", valueName: "ACTION=REWARD"))
    var reward: [String] = []

    @Option(help: ArgumentHelp("Also write the table as CSV here.", valueName: "file"))
    var csv: String?

    @Option(help: ArgumentHelp("Write the best configuration as a complete weights file here.", valueName: "file"))
    var bestWeights: String?

    @Option(help: ArgumentHelp("The time ages are measured from (ISO 8601; default: the latest posted_at among the jobs).",
                               valueName: "time"))
    var asOf: String?

    func validate() throws {
        if !stage.inputs.isEmpty {
            throw ValidationError("mm-eval sweep reads --jobs and --profiles; remove the extra arguments \(stage.inputs.joined(separator: " "))")
        }
        if [jobs, profiles, judgments, feedback].filter({ $0 == "-" }).count > 1 {
            throw ValidationError("only one of --jobs, --profiles, --judgments and --feedback can be standard input")
        }
        if axes.isEmpty { throw ValidationError("give at least one --set KEY=SPEC (e.g. --set weights.occupation=0.1:0.5:0.1)") }
        if grid == (random != nil) { throw ValidationError("give either --grid or --random N") }
        if let random, random < 1 { throw ValidationError("--random must be 1 or more") }
        if cutoff < 1 { throw ValidationError("--k must be 1 or more") }
        if let asOf, ISO8601Timestamp.parse(asOf) == nil {
            throw ValidationError("--as-of \"\(asOf)\" is not an ISO 8601 time (e.g. 2026-11-22T00:00:00Z)")
        }
    }

    func run() throws {
        try stage.requireWholeInput(command: "sweep")
        let chosen = try SweepMetric(parsing: metric)
        let space = try SweepSpace(axes: axes.map(SweepAxis.init(parsing:)))
        let loadedBase = try WeightsDocument(path: weights)
        let seed = try stage.seed ?? loadedBase.settings().seed
        let base = loadedBase.setting(seed: seed)
        let configurations = try random.map { space.random(count: $0, seed: seed) } ?? space.grid()
        let rewards = try RewardMap(overrides: reward)
        let k = chosen.cutoff ?? cutoff
        try requireInputs(for: chosen)

        var parameters = bootstrap.parameters
        parameters["command"] = "sweep"
        parameters["metric"] = chosen.description
        parameters["k"] = "\(k)"
        parameters["set"] = axes.joined(separator: " ")
        parameters["search"] = random.map { "random \($0)" } ?? "grid"
        parameters["weights"] = weights
        parameters["seed"] = "\(seed)"
        parameters["relevant_grade"] = "\(relevantGrade)"
        parameters["rewards"] = rewards.description
        let run = try StageRun(tool: "mm-eval", options: stage, parameters: parameters, unit: "records")
        let inputs = try ScoringInputs.read(jobs: jobs, profiles: profiles, threads: stage.threadCount, shard: nil)
        try inputs.rejects.forEach(run.reject)
        run.counts.read = inputs.recordsRead
        var fingerprints = inputs.fingerprints + [try RecordFile.fingerprint(of: weights)]
        let armsFile = try arms.map(ArmsFile.read(path:))
        if let arms { fingerprints.append(try RecordFile.fingerprint(of: arms)) }
        let judged = try judgments.map { path -> JudgmentSet in
            var set = JudgmentSet()
            fingerprints.append(try run.loadRecords(RelevanceJudgment.self, from: path) {
                $0.problems().first ?? set.add($0)
            }.fingerprint)
            return set
        }
        let events = try feedback.map { path -> [FeedbackEvent] in
            let loaded = try run.loadRecords(FeedbackEvent.self, from: path, problem: Self.offPolicyProblem)
            fingerprints.append(loaded.fingerprint)
            return loaded.records
        } ?? []

        let asOf = self.asOf.flatMap(ISO8601Timestamp.parse) ?? JobCorpus.latestPostingTime(of: inputs.jobs)
        let data = SweepData(jobs: inputs.jobs, profiles: inputs.profiles, arms: armsFile, judgments: judged,
                             feedback: events, asOf: asOf)
        let plan = SweepPlan(base: base, configurations: configurations, k: k, relevantGrade: relevantGrade,
                             rewards: rewards, bootstrap: try bootstrap.settings(stage: stage), threads: stage.threadCount)
        let sweep = WeightSweep(data: data, plan: plan)
        // The progress line has counted the judgment and feedback lines; then each candidate of each feature pass.
        run.progress.setTotal(run.counts.read - inputs.recordsRead + inputs.profiles.count * sweep.featurePasses)
        let progress = run.progress
        let table = SweepTable(rows: try sweep.run { progress.advance() }, metric: chosen.description,
                               keys: space.axes.map(\.key), metricNames: sweep.metricNames)

        var outputs: [FileFingerprint] = []
        outputs.append(try write(try table.jsonl(), to: stage.output, records: table.rows.count))
        run.counts.written = table.rows.count
        if let csv { outputs.append(try write(table.csv(), to: csv, records: table.rows.count)) }
        if let bestWeights, let best = table.rows.first {
            let value = best.estimate(chosen.description)?.value.map { String(format: "%.4f", $0) } ?? "n/a"
            let yaml = base.setting(best.settings).yaml(header: [
                "Written by mm-eval sweep: the best of \(table.rows.count) configurations by \(chosen) (\(value)),",
                "configuration \(best.configuration): \(plan.configurations[best.configuration - 1].name)",
                "from \(weights) with seed \(seed). mm-score --weights on this file ranks as the sweep did.",
            ])
            outputs.append(try write(Data(yaml.utf8), to: bestWeights, records: 1))
        }
        show(summary(table), options: stage)
        try run.finish(inputs: fingerprints, outputs: outputs)
    }

    /// Refuses a metric whose inputs were not given.
    private func requireInputs(for chosen: SweepMetric) throws {
        switch chosen {
        case .ranking where judgments == nil:
            throw ConfigurationError("--metric \(chosen) needs --judgments (profile_id, job_id, grade per line)")
        case .offPolicy where feedback == nil:
            throw ConfigurationError("--metric \(chosen) needs --feedback: events logged with position and propensity")
        default:
            break
        }
    }

    /// Why a logged event cannot be used for the off-policy estimates.
    private static func offPolicyProblem(_ event: FeedbackEvent) -> String? {
        if let problem = event.problems().first { return problem }
        if event.position == nil { return "position is missing; off-policy estimates need the 1-based position the job was shown at" }
        if event.propensity == nil { return "propensity is missing; off-policy estimates need the probability with which the job was shown" }
        return nil
    }

    /// The five best configurations, for people.
    private func summary(_ table: SweepTable) -> [String] {
        var lines = ["\(table.rows.count) configurations by \(table.metric); best first:"]
        for (index, row) in table.rows.prefix(5).enumerated() {
            let name = row.settings.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            let estimate = row.estimate(table.metric) ?? IntervalEstimate(value: nil, lower: nil, upper: nil)
            lines.append(tableRow("\(index + 1). \(name)", estimate, width: 48))
        }
        return lines
    }
}
