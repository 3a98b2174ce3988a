import ArgumentParser
import Foundation
import MatchCore
import OfflineEvaluation
import StageCLI

struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics",
        abstract: "Ranking metrics at K of shortlists against relevance judgments.",
        discussion: """
        Reads Match records (from mm-score) and reports, at each K, precision, recall, NDCG, \
        MAP and MRR over the candidates with a relevant judgment, coverage (share of the jobs \
        shown to anyone) and, with --jobs, distinct companies and occupations per shortlist; \
        each with a percentile bootstrap interval over candidates. Bad lines go to the rejects \
        file; the report goes to -o as JSON, and a table to the terminal.

        Examples (in samples/eval):
          mm-eval metrics matches.jsonl --judgments judgments.jsonl -o metrics.json
          mm-eval metrics matches.jsonl --judgments judgments.jsonl \\
            --jobs jobs.enriched.jsonl --k 3 --k 5 --seed 7 -o metrics.json
          mm-eval metrics matches.jsonl --jobs jobs.enriched.jsonl --level 0.99 -o -
          mm-eval metrics matches.jsonl --judgments judgments.jsonl \\
            --baseline logged.matches.jsonl --k 3 -o comparison.json
        """)

    @OptionGroup var stage: StageOptions
    @OptionGroup var bootstrap: BootstrapOptions

    @Option(help: "Relevance judgments JSONL: profile_id, job_id, grade (0 not relevant, higher better); without it only coverage and diversity are reported.")
    var judgments: String?

    @Option(help: "Enriched jobs JSONL (from mm-enrich): the catalogue for coverage, companies and occupations for diversity.")
    var jobs: String?

    @Option(help: "Another weighting's Match JSONL for the same candidates: adds each metric's difference from it, with paired intervals.")
    var baseline: String?

    @Option(name: .customLong("k"), help: "Cut-off rank; repeat for several (--k 5 --k 10).")
    var cutoffs: [Int] = [10]

    @Option(help: "Lowest grade that counts as relevant for precision, recall, MAP and MRR.")
    var relevantGrade = 1

    func validate() throws {
        if let bad = cutoffs.first(where: { $0 < 1 }) { throw ValidationError("--k \(bad) must be 1 or more") }
    }

    func run() throws {
        try stage.requireWholeInput(command: "metrics")
        let ks = Array(Set(cutoffs)).sorted()
        var parameters = bootstrap.parameters
        parameters["command"] = "metrics"
        parameters["k"] = ks.map(String.init).joined(separator: ",")
        parameters["relevant_grade"] = "\(relevantGrade)"
        let run = try StageRun(tool: "mm-eval", options: stage, parameters: parameters)
        let settings = try bootstrap.settings(stage: stage)
        var inputs: [FileFingerprint] = []

        var shortlists = ShortlistSet()
        for path in stage.inputPaths {
            let loaded = try run.loadRecords(Match.self, from: path) { match in
                match.problems().first ?? shortlists.add(match)
            }
            inputs.append(loaded.fingerprint)
        }
        var judged = JudgmentSet()
        if let judgments {
            let loaded = try run.loadRecords(RelevanceJudgment.self, from: judgments) { judgment in
                judgment.problems().first ?? judged.add(judgment)
            }
            inputs.append(loaded.fingerprint)
        }
        var baselineShortlists: ShortlistSet?
        if let baseline {
            var lists = ShortlistSet()
            let loaded = try run.loadRecords(Match.self, from: baseline) { match in
                match.problems().first ?? lists.add(match)
            }
            inputs.append(loaded.fingerprint)
            baselineShortlists = lists
        }
        var facets: [String: JobFacets]?
        if let jobs {
            var table: [String: JobFacets] = [:]
            let loaded = try run.loadRecords(EnrichedJob.self, from: jobs) { job in
                if case .failure(let problem) = job.normalized() { return problem.reason }
                if table[job.job.id] != nil { return "job \(job.job.id) appears twice; keep one line per job" }
                table[job.job.id] = JobFacets(job)
                return nil
            }
            inputs.append(loaded.fingerprint)
            facets = table
        }

        let evaluation = RankingEvaluation(shortlists: shortlists, judgments: judged, facets: facets,
                                           relevantGrade: relevantGrade)
        let report = MetricsReport(evaluation: evaluation, baseline: baselineShortlists, ks: ks, settings: settings,
                                   catalogueSource: jobs == nil ? "matches and judgments" : "jobs file")
        let output = try writeReport(report, table: report.table, run: run)
        try run.finish(inputs: inputs, outputs: [output])
    }
}
