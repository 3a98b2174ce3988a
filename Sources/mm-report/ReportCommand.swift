import ArgumentParser
import Foundation
import MatchCore
import ShortlistStore
import StageCLI

@main
struct ReportCommand: StageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-report",
        abstract: "Analytics over jobs and shortlists, as JSON and as one self-contained HTML page.",
        discussion: """
        Inputs are jobs (jobs.jsonl or jobs.enriched.jsonl). The report counts jobs in all, \
        posted in the last 24 hours, per source and per company, the most used keywords and \
        the occupation mix; with --shortlists it adds score distributions and how many \
        candidates got a full shortlist. The HTML page draws the same numbers as inline SVG \
        charts and needs no network to view.

        "The last 24 hours" ends at --as-of, or by default at the newest fetch or posting time \
        among the jobs, so the same inputs always give the same report.

        Examples:
          mm-report output/jobs.enriched.jsonl --shortlists output/shortlists.jsonl -o output/report.json
          mm-report jobs.jsonl -o report.json --html /var/www/jobs.html --as-of 2026-11-22T03:00:00Z
        """)

    @OptionGroup var stage: StageOptions

    @Option(help: ArgumentHelp("Shortlists from mm-export; repeatable.", valueName: "path"))
    var shortlists: [String] = []

    @Option(help: ArgumentHelp("Where the HTML page goes.", discussion: "Default: <output>.html beside the output; none with -o -.", valueName: "path"))
    var html: String?

    @Option(help: ArgumentHelp("The end of \"the last 24 hours\" (ISO 8601).", valueName: "time"))
    var asOf: String?

    @Option(help: ArgumentHelp("Jobs a shortlist must have to count as full.", discussion: "Default: the longest shortlist seen."))
    var shortlistSize: Int?

    @Option(help: "How many companies, keywords and occupations to list.")
    var top: Int = 15

    @Option(help: "The page's title.")
    var title: String = "ManifestMatch report"

    func validate() throws {
        if let asOf, ISO8601Timestamp.parse(asOf) == nil {
            throw ValidationError("--as-of \"\(asOf)\" is not an ISO 8601 time (write e.g. 2026-11-22T03:00:00Z)")
        }
        if let shortlistSize, shortlistSize < 1 { throw ValidationError("--shortlist-size must be 1 or more") }
        if top < 1 { throw ValidationError("--top must be 1 or more") }
        if stage.shard != nil {
            throw ValidationError("mm-report counts a whole run; leave out --shard (merge shards with mm-export --merge first)")
        }
    }

    func run() throws {
        var parameters = ["top": "\(top)", "title": title]
        parameters["as_of"] = asOf
        parameters["shortlist_size"] = shortlistSize.map(String.init)
        let run = try StageRun(tool: "mm-report", options: stage, parameters: parameters)
        var builder = JobReportBuilder(topCount: top)
        var inputs: [FileFingerprint] = []
        for path in stage.inputPaths {
            inputs.append(try read(EnrichedJob.self, path: path, run: run) { builder.add(job: $0) })
        }
        for path in shortlists {
            inputs.append(try read(Shortlist.self, path: path, run: run) { builder.add(shortlist: $0) })
        }
        let report = builder.report(asOf: asOf.flatMap(ISO8601Timestamp.parse), fullShortlistSize: shortlistSize)
        let json = try JSONDocumentFile.encode(report)
        let sink = try openOutput(stage.output)
        try sink.write(json)
        try sink.commit()
        var outputs = [sink.fingerprint.with(records: 1)]
        if let htmlPath = html ?? (stage.output == "-" ? nil : OutputPaths.sibling(of: stage.output, suffix: "html")) {
            let page = try openOutput(htmlPath)
            try page.write(Data(ReportPage.html(report, title: title).utf8))
            try page.commit()
            outputs.append(page.fingerprint.with(records: 1))
        }
        run.counts.written = 1
        run.logger.info("\(report.totalJobs) jobs, \(report.shortlists.candidates) shortlists")
        try run.finish(inputs: inputs, outputs: outputs)
    }

    /// Streams one JSONL input into `add`, rejecting lines that are not valid records.
    private func read<Record: Decodable>(_: Record.Type, path: String, run: StageRun,
                                         add: (Record) -> Void) throws -> FileFingerprint {
        let reader = try JSONLReader<Record>(path: path)
        while let (line, decoded) = try reader.next() {
            run.counts.read += 1
            switch decoded {
            case .success(let record): add(record)
            case .failure(let problem):
                try run.reject(Reject(input: path, line: line.number, offset: line.offset, reason: problem.reason))
            }
        }
        return FileFingerprint(path: path, sha256: reader.lines.sha256Hex, bytes: reader.lines.bytesRead)
    }
}
