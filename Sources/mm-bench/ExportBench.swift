import ArgumentParser
import Foundation
import MatchCore
import ShortlistStore

/// Times writing shortlists as JSONL and CSV and into SQLite, against plain JSONL encoding of
/// the same matches measured in the same process.
struct ExportBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Time mm-export's writers against encoding the matches as JSONL.",
        discussion: """
        Makes a synthetic run (candidates × shortlist size matches over a pool of jobs), then times, \
        each the median of --repeat rounds: the baseline (the matches encoded as JSONL, the least \
        any stage writing them does), the JSONL and CSV shortlists, a first export into a new \
        SQLite file, the same run exported again (replacing it), and reading it back.

        Example:
          mm-bench export --candidates 2000 --shortlist 20 --repeat 5
        """)

    @Option(help: "Candidates in the synthetic run.")
    var candidates = 1000

    @Option(help: "Jobs on each shortlist.")
    var shortlist = 20

    @Option(help: "Jobs in the pool.")
    var jobs = 5000

    @Option(help: "Rounds per measurement; the median is reported.")
    var `repeat` = 3

    func run() throws {
        let batch = SyntheticRun(candidates: candidates, shortlist: shortlist, jobs: jobs).batch()
        let folder = NSTemporaryDirectory() + "mm-bench-export-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let matches = batch.matches.map { stored in
            Match(profileId: stored.profileId, jobId: stored.jobId, rank: stored.rank, score: stored.score,
                  components: stored.components, matchedKeywords: stored.matchedKeywords,
                  matchedSkills: stored.matchedSkills, reasons: stored.reasons)
        }
        let baseline = try median {
            let writer = JSONLWriter<Match>(sink: try openOutput(folder + "/matches.jsonl"))
            for match in matches { try writer.write(match) }
            try writer.finish()
        }
        let files = try median {
            _ = try ShortlistExporter(jsonlPath: folder + "/shortlists.jsonl", csvPath: folder + "/shortlists.csv",
                                      sqlitePath: nil).write(batch)
        }
        var round = 0
        let firstExport = try median {
            round += 1
            _ = try ShortlistExporter(jsonlPath: folder + "/s.jsonl", csvPath: nil,
                                      sqlitePath: folder + "/new-\(round).sqlite").write(batch)
        }
        let database = folder + "/again.sqlite"
        try ShortlistDatabase(path: database).write(batch)
        let reexport = try median { try ShortlistDatabase(path: database).write(batch) }
        let readBack = try median {
            guard let stored = try ShortlistDatabase(path: database).batch(runId: batch.run.id) else {
                throw ValidationError("the run was not in the database")
            }
            _ = ShortlistAssembler.shortlists(of: stored)
        }

        print("mm-bench export: \(candidates) candidates × \(shortlist) jobs = \(batch.matches.count) matches, \(batch.jobs.count) jobs; median of \(self.repeat)")
        for (label, seconds) in [("baseline: matches encoded as JSONL", baseline),
                                 ("shortlists.jsonl + shortlists.csv", files),
                                 ("JSONL + run written into a new SQLite file", firstExport),
                                 ("same run exported again (replaced)", reexport),
                                 ("run read back from SQLite and assembled", readBack)] {
            let name = label.padding(toLength: 44, withPad: " ", startingAt: 0)
            print("  \(name)" + String(format: "%8.3f s  (%.2f×)", seconds, seconds / baseline))
        }
    }

    private func median(_ body: () throws -> Void) throws -> Double {
        var times: [Double] = []
        for _ in 0..<max(1, self.repeat) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }
}

/// A run made up for measuring: every candidate gets `shortlist` jobs from a pool, all reproducible.
struct SyntheticRun {
    var candidates: Int
    var shortlist: Int
    var jobs: Int

    func batch() -> ExportBatch {
        var random = SplitMix64(seed: 7)
        var builder = ExportBatchBuilder()
        let origin = ExportBatchBuilder.RecordOrigin(input: "synthetic", line: 0, offset: 0)
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        for number in 0..<jobs {
            let raw = RawJobData(source: .lever, sourceId: "\(number)", title: "Engineer \(number % 97)",
                                 company: "Company \(number % 131)", locations: ["City \(number % 17)"],
                                 remote: .hybrid, descriptionText: "Python, SQL and pipelines.",
                                 url: "https://jobs.example.com/\(number)", postedAt: now, fetchedAt: now)
            builder.add(job: EnrichedJob(job: raw, enrichment: Enrichment(
                onet: OnetAssignment(socCode: "15-1252.00", title: "Software Developers", confidence: 0.9))), from: origin)
        }
        for number in 0..<candidates {
            let id = "cand-\(number)"
            let resume = ParsedResume(id: id, sourceFile: "resumes/\(number).pdf", sha256: String(repeating: "0", count: 64),
                                      format: .pdf, text: "", basics: ResumeBasics(name: "Person \(number)"))
            builder.add(profile: CandidateProfile(resume: resume, enrichment: Enrichment(), keywords: ["python", "sql"]),
                        from: origin)
            var chosen = Set<Int>()
            while chosen.count < min(shortlist, jobs) { chosen.insert(Int(random.next() % UInt64(jobs))) }
            for (rank, job) in chosen.sorted().enumerated() {
                let score = Double(random.next() % 1000) / 1000
                builder.add(match: Match(
                    profileId: id, jobId: "lever:\(job)", rank: rank + 1, score: score,
                    components: ScoreComponents(features: ["skill_overlap": FeatureComponent(value: score, weight: 0.4)]),
                    matchedKeywords: ["python"], matchedSkills: ["SQL"], reasons: ["Uses Python, as you do."]), from: origin)
            }
        }
        return builder.build(runId: "bench", exportedAt: now, shard: nil, inputsSha256: "bench").batch
    }
}
