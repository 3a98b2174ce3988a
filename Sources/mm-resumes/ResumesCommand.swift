import ArgumentParser
import Foundation
import MatchCore
import ResumeParsing
import StageCLI

@main
struct ResumesCommand: StageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-resumes",
        abstract: "Parse a folder of PDF, DOCX, TXT, Markdown and HTML resumes into ParsedResume records.",
        discussion: """
        Inputs are folders (read recursively), files, or - for a list of paths on standard \
        input. The format is told by content, not by extension. Each file that cannot be \
        parsed (encrypted, corrupt, empty, too large, a zip bomb, a legacy .doc, a scanned \
        PDF with no text) goes to the rejects file with the reason and what to do; the batch \
        goes on. Output is sorted by path and the same for any thread count. A resume's id is \
        resume:<path under its input folder, without extension>, so an updated file keeps its id.

        Examples:
          mm-resumes resumes/ -o resumes.jsonl
          find inbox -name '*.pdf' | mm-resumes - -o resumes.jsonl --json-resume-dir json-resume/
          mm-resumes samples/resumes/files -o out/resumes.jsonl --evaluate samples/resumes/truth
          mm-resumes cv.docx -o - --quiet | jq .basics
        """)

    @OptionGroup var stage: StageOptions

    @Option(help: ArgumentHelp("Reject files larger than this many bytes.", valueName: "bytes"))
    var maxFileSize: Int = 20_000_000

    @Option(help: ArgumentHelp("Reject DOCX files that unpack to more than this many bytes (zip bombs).", valueName: "bytes"))
    var maxUnpackedSize: UInt64 = 50_000_000

    @Option(help: ArgumentHelp("Also write one JSON Resume file per candidate into this folder.", valueName: "dir"))
    var jsonResumeDir: String?

    @Option(help: ArgumentHelp("Score the parsed resumes against the truth files in this folder and print per-field precision, recall and F1.", valueName: "truth-dir"))
    var evaluate: String?

    @Flag(help: "With --evaluate, also list each truth value that was missed.")
    var showMisses = false

    mutating func validate() throws {
        guard maxFileSize > 0, maxUnpackedSize > 0 else {
            throw ValidationError("--max-file-size and --max-unpacked-size must be positive byte counts (e.g. 20000000)")
        }
        if evaluate != nil, stage.output == "-" {
            throw ValidationError("--evaluate prints its table on standard output: give the resumes an output file with -o")
        }
    }

    func run() throws {
        let truths = try evaluate.map(ResumeTruth.load(folder:))
        let files = try ResumeFileCollector.collect(stage.inputPaths)
        let run = try StageRun(tool: "mm-resumes", options: stage, parameters: [
            "max_file_size": "\(maxFileSize)", "max_unpacked_size": "\(maxUnpackedSize)",
            "json_resume_dir": jsonResumeDir ?? "",
        ], unit: "files")
        run.progress.setTotal(files.count)
        let batch = ResumeBatch(parser: ResumeParser(maxFileBytes: maxFileSize, maxUnpackedBytes: maxUnpackedSize),
                                shard: stage.shard, threads: stage.threadCount)
        let sink = try openOutput(stage.output)
        let writer = JSONLWriter<ParsedResume>(sink: sink)
        var inputs: [FileFingerprint] = []
        var parsed: [ParsedResume] = []
        try batch.process(files) { file, outcome in
            switch outcome {
            case .outsideShard:
                return
            case .rejected(let reason, let fingerprint):
                run.counts.read += 1
                if let fingerprint { inputs.append(fingerprint) }
                try run.reject(Reject(input: file.path, recordId: file.id, reason: reason))
            case .parsed(let resume, let line, let bytes):
                run.counts.read += 1
                run.counts.written += 1
                inputs.append(FileFingerprint(path: file.path, sha256: resume.sha256, bytes: bytes))
                try writer.append(line: line)
                if let jsonResumeDir {
                    let path = jsonResumeDir + "/" + JSONResumeDocument.relativePath(forId: resume.id)
                    try FileManager.default.createDirectory(
                        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try AtomicOutputFile.write(JSONResumeDocument(resume).encoded(), to: path)
                }
                if truths != nil { parsed.append(resume) }
            }
        } progress: { run.progress.advance(by: $0) }
        try writer.finish()
        try run.finish(inputs: inputs, outputs: [sink.fingerprint.with(records: run.counts.written)])
        if let truths {
            let evaluation = ResumeEvaluation(resumes: parsed, truths: truths)
            var report = evaluation.table()
            if showMisses { report += evaluation.misses.map { "  " + $0 }.joined(separator: "\n") + "\n" }
            FileHandle.standardOutput.write(Data(report.utf8))
        }
    }
}
