import ArgumentParser
import MatchCore
import OnetMapping
import StageCLI

/// `mm-onet import`: reads a release folder or zip and writes the index.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Build an index from an O*NET release folder or zip.",
        discussion: """
        Reads the release's tab-separated files by column name (the text release and the \
        Excel-converted layout both work). A malformed file stops the import with its name, \
        line and column. Files the release lacks (Skills.txt and Knowledge.txt in some \
        snapshots) are taken from --supplement folders, in order.

        Examples:
          mm-onet import ../shared/onet --supplement ../shared/onet/supplement_29.3_excel -o onet.idx
          mm-onet import samples/onet -o output/onet.idx
        """)

    @OptionGroup var stage: StageOptions

    @Option(help: "Folder or zip to take files from that the release lacks (repeatable).")
    var supplement: [String] = []

    func validate() throws {
        guard stage.inputs.count == 1 else {
            throw ValidationError("give exactly one release folder or zip (e.g. mm-onet import ../shared/onet -o onet.idx)")
        }
        guard stage.output != "-" else {
            throw ValidationError("give the index path with -o (an index is a file, not a stream)")
        }
    }

    func run() throws {
        let run = try StageRun(tool: "mm-onet", options: stage,
                               parameters: ["command": "import", "supplement": supplement.joined(separator: ",")], unit: "files")
        let release = try openRelease(at: stage.inputs[0])
        let supplements = try supplement.map(openRelease(at:))
        let database = try IndexBuilder.build(release: release, supplements: supplements, threads: stage.threadCount)
        let written = try OnetIndexFile.write(database, to: stage.output)
        run.notices = [database.release.attribution]
        run.counts.read = database.release.filesRead.count
        run.counts.written = database.occupations.count
        run.logger.info("\(database.release.version): \(database.occupations.count) occupations, \(database.titles.count) titles, \(database.technologies.count) technologies from \(database.release.filesRead.count) files")
        try run.finish(
            inputs: [FileFingerprint(path: stage.inputs[0], sha256: database.release.sourceSHA256, bytes: database.release.sourceBytes)],
            outputs: [written.with(records: database.occupations.count)])
    }
}
