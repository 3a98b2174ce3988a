import ArgumentParser
import Foundation
import MatchCore
import OnetMapping
import StageCLI

@main
struct EnrichCommand: StageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-enrich",
        abstract: "Add O*NET occupations, skills, education, experience and interests to jobs or resumes.",
        discussion: """
        Jobs (RawJobData) become EnrichedJob records; with --profiles, resumes (ParsedResume) \
        become CandidateProfile records. Each output's manifest carries the O*NET CC BY 4.0 \
        attribution. A candidate's keywords, target occupations and career answers come from \
        --candidate-input, a JSONL file with one line per resume:
          {"resume_id": "r-1", "keywords": ["swift"], "targets": ["15-2051.00", "data engineer"],
           "answers": {"education-completed": "bachelor", "hands-on": "agree"}}
        Its bad lines and dropped entries go to the rejects file with their line numbers.

        Examples:
          mm-enrich jobs.jsonl --index onet.idx -o jobs.enriched.jsonl
          mm-enrich --profiles resumes.jsonl --index onet.idx -o profiles.jsonl \\
            --candidate-input candidates.jsonl --questions pipelines/career-questions.yaml --as-of 2026-11-01
          cat jobs.jsonl | mm-enrich - --index onet.idx -o - --quiet
        """)

    @OptionGroup var stage: StageOptions

    @Option(help: "Index built by `mm-onet import`.")
    var index: String

    @Flag(help: "Read resumes (ParsedResume) and write candidate profiles instead of jobs.")
    var profiles = false

    @Option(help: "JSONL of keywords, targets and answers per resume id (with --profiles).")
    var candidateInput: String?

    @Option(help: "Career questions YAML that the answers refer to (with --profiles).")
    var questions: String?

    @Option(help: "The date \"present\" means in work dates, YYYY-MM-DD (default: today, UTC).")
    var asOf: String?

    func validate() throws {
        if !profiles && (candidateInput != nil || questions != nil || asOf != nil) {
            throw ValidationError("--candidate-input, --questions and --as-of apply to --profiles only")
        }
        if let asOf, Self.parseDate(asOf) == nil {
            throw ValidationError("--as-of \(asOf) is not a date like 2026-11-01")
        }
    }

    func run() throws {
        let onet = try OnetIndex.open(path: index)
        var parameters = ["onet_release": onet.database.release.version, "mode": profiles ? "profiles" : "jobs"]
        let referenceDate = asOf.flatMap(Self.parseDate) ?? Self.today()
        if profiles { parameters["as_of"] = Self.format(referenceDate) }
        if let questions { parameters["questions"] = questions }
        if let candidateInput { parameters["candidate_input"] = candidateInput }
        let run = try StageRun(tool: "mm-enrich", options: stage, parameters: parameters)
        run.notices = [onet.database.release.attribution]
        let sink = try openOutput(stage.output)
        var inputs: [FileFingerprint]
        if profiles {
            inputs = try enrichProfiles(onet: onet, asOf: referenceDate, run: run, sink: sink)
        } else {
            let enricher = JobEnricher(index: onet)
            let writer = JSONLWriter<EnrichedJob>(sink: sink)
            inputs = try run.mapRecords(RawJobData.self, to: writer, id: \.id) { job in
                if case .failure(let problem) = job.normalized() { return .failure(problem) }
                var scratch = CodingScratch()
                return .success(enricher.enrich(job, scratch: &scratch))
            }
            try writer.finish()
        }
        if let indexFile = onet.fingerprint { inputs.append(indexFile) }
        try run.finish(inputs: inputs, outputs: [sink.fingerprint.with(records: run.counts.written)])
    }

    private func enrichProfiles(onet: OnetIndex, asOf: Date, run: StageRun, sink: any ByteSink) throws -> [FileFingerprint] {
        let careerQuestions = try questions.map { try CareerQuestions.load(path: $0, database: onet.database) }
        var side = CandidateInputs()
        var fingerprints: [FileFingerprint] = []
        if let candidateInput {
            side = try CandidateInputs.load(path: candidateInput, index: onet, questions: careerQuestions)
            // Side-input problems go to the rejects file without counting against the resumes' reject rate.
            for problem in side.problems {
                try run.rejects.add(Reject(input: candidateInput, line: problem.line, recordId: problem.resumeId, reason: problem.reason))
            }
            if let fingerprint = side.fingerprint { fingerprints.append(fingerprint) }
        }
        let enricher = ProfileEnricher(index: onet, questions: careerQuestions, asOf: asOf)
        let writer = JSONLWriter<CandidateProfile>(sink: sink)
        let byResume = side.byResume
        let read = try run.mapRecords(ParsedResume.self, to: writer, id: \.id) { resume in
            if case .failure(let problem) = resume.normalized() { return .failure(problem) }
            var scratch = CodingScratch()
            return .success(enricher.enrich(resume, input: byResume[resume.id], scratch: &scratch))
        }
        try writer.finish()
        return read + fingerprints
    }

    static func parseDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: text)
    }

    static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date)
    }

    static func today() -> Date { parseDate(format(Date()))! }
}
