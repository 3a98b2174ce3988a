import ArgumentParser
import Foundation
import MatchCore
import PDFExtraction
import ResumeParsing

/// `mm-bench resumes`: resumes per second and peak memory of the resume parser on a folder
/// of PDFs, against poppler's own text extraction (in process) and `pdftotext`.
struct ResumesBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resumes",
        abstract: "Time mm-resumes' parser on a folder of PDFs against pdftotext and bare poppler extraction.",
        discussion: """
        Without --folder, makes a temporary folder of --count copies of the PDFs in --samples. \
        Runs --rounds rounds, each of poppler's text extraction alone in this process (opening \
        each PDF and taking every page's text, glyph boxes and font runs, as the parser asks \
        poppler for them: the baseline) and then the full \
        parser (ResumeBatch, as mm-resumes runs it: read, extract, lay out, clean, split, fill \
        the fields, encode the record), and keeps each one's fastest round; then pdftotext \
        (poppler-utils) once, with the same number of parallel workers (one process per file, \
        as a shell loop would run it). Reports resumes/s, this process's peak RSS after the \
        parser ran, and the ratios.

        Examples:
          mm-bench resumes --samples samples/resumes/files --count 500
          mm-bench resumes --folder ~/resumes-pdf --threads 2
        """)

    @Option(help: "A folder of PDF resumes to use as is.")
    var folder: String?

    @Option(help: "Where to take PDFs from when no --folder is given.")
    var samples = "samples/resumes/files"

    @Option(help: "How many PDF copies to make from --samples.")
    var count = 500

    @Option(help: "Worker threads (default: every core).")
    var threads: Int?

    @Option(help: "Rounds of the baseline and the parser; each one's fastest round is kept.")
    var rounds = 3

    func run() throws {
        let workers = threads ?? defaultThreadCount
        let (root, temporary) = try prepareFolder()
        defer { if temporary { try? FileManager.default.removeItem(atPath: root) } }
        let files = try ResumeFileCollector.collect([root]).filter { $0.path.hasSuffix(".pdf") }
        guard !files.isEmpty else { throw ValidationError("no .pdf files in \(root)") }
        print("mm-bench resumes: \(files.count) PDFs, \(workers) worker(s), fastest of \(max(1, rounds)) round(s)")

        let batch = ResumeBatch(parser: ResumeParser(), threads: workers)
        var parsed = 0
        var extractionSeconds = (wall: Double.infinity, cpu: Double.infinity)
        var parserSeconds = extractionSeconds
        for _ in 0..<max(1, rounds) {
            let extraction = try Self.time {
                let pages = orderedParallelMap(files, threads: workers) { file -> Int in
                    guard let data = FileManager.default.contents(atPath: file.path),
                          let reader = try? PDFDocumentReader(data: data, source: file.path) else { return 0 }
                    return (0..<reader.pageCount).reduce(0) { sum, index in sum + ((try? reader.page(index, styles: true).glyphs.count) ?? 0) }
                }
                guard pages.reduce(0, +) > 0 else { throw ValidationError("poppler found no text in the folder") }
            }
            parsed = 0
            let parser = try Self.time {
                try batch.process(files, handle: { _, outcome in if case .parsed = outcome { parsed += 1 } }, progress: { _ in })
            }
            extractionSeconds = (min(extractionSeconds.wall, extraction.wall), min(extractionSeconds.cpu, extraction.cpu))
            parserSeconds = (min(parserSeconds.wall, parser.wall), min(parserSeconds.cpu, parser.cpu))
        }
        let parserPeakKB = Int(PeakMemory.selfMegabytes() * 1024)

        let pdftotextSeconds = try Self.time { try Self.runPdftotext(files, workers: workers) }

        let count = Double(files.count)
        print(String(format: "parser (mm-resumes):      %7.2f s wall  %6.2f s CPU  %7.1f resumes/s  peak RSS %.1f MB  (%d parsed)",
                     parserSeconds.wall, parserSeconds.cpu, count / parserSeconds.wall, Double(parserPeakKB) / 1024, parsed))
        print(String(format: "poppler extraction only:  %7.2f s wall  %6.2f s CPU  %7.1f resumes/s",
                     extractionSeconds.wall, extractionSeconds.cpu, count / extractionSeconds.wall))
        print(String(format: "pdftotext (per file):     %7.2f s wall  %6.2f s CPU  %7.1f resumes/s",
                     pdftotextSeconds.wall, pdftotextSeconds.cpu, count / pdftotextSeconds.wall))
        print(String(format: "ratio parser / pdftotext: %.2f wall, %.2f CPU", parserSeconds.wall / pdftotextSeconds.wall,
                     parserSeconds.cpu / pdftotextSeconds.cpu))
        print(String(format: "parsing overhead beyond poppler extraction: %+.0f%% wall, %+.0f%% CPU",
                     (parserSeconds.wall / extractionSeconds.wall - 1) * 100, (parserSeconds.cpu / extractionSeconds.cpu - 1) * 100))
    }

    /// The folder to read, and whether it was made here (and must be removed).
    private func prepareFolder() throws -> (String, Bool) {
        if let folder { return (folder, false) }
        let sources = try ResumeFileCollector.collect([samples]).filter { $0.path.hasSuffix(".pdf") }
        guard !sources.isEmpty else { throw ValidationError("no .pdf files in \(samples): give --samples or --folder") }
        let root = NSTemporaryDirectory() + "mm-bench-resumes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for index in 0..<count {
            let source = sources[index % sources.count]
            try FileManager.default.copyItem(atPath: source.path, toPath: root + String(format: "/%05d-", index) + (source.path as NSString).lastPathComponent)
        }
        return (root, true)
    }

    /// Wall-clock seconds and CPU seconds (user + system, of this process and of the child
    /// processes it waited for) of `work`. CPU time is the steadier figure on a shared machine.
    private static func time(_ work: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = CPUTime.selfAndChildrenSeconds()
        try work()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, CPUTime.selfAndChildrenSeconds() - cpuStart)
    }

    /// Runs `pdftotext FILE -` on every file, `workers` processes at a time.
    private static func runPdftotext(_ files: [ResumeFile], workers: Int) throws {
        let failures = orderedParallelMap(files, threads: workers) { file -> Int32 in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["pdftotext", "-q", file.path, "-"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
                process.waitUntilExit()
                return process.terminationStatus
            } catch {
                return -1
            }
        }.filter { $0 != 0 }.count
        if failures == files.count {
            throw ValidationError("pdftotext failed on every file: install poppler-utils (apt-get install poppler-utils)")
        }
    }
}
