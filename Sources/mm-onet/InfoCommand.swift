import ArgumentParser
import Foundation
import OnetMapping

/// `mm-onet info`: what an index holds.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show the release, counts and attribution of an index.",
        discussion: "Example:\n  mm-onet info onet.idx")

    @Argument(help: "Index built by `mm-onet import`.")
    var index: String

    func run() throws {
        let started = Date()
        let database = try OnetIndexFile.read(from: index)
        let loaded = Date().timeIntervalSince(started)
        let titles = Dictionary(grouping: database.titles, by: \.kind).mapValues(\.count)
        let rated = database.occupations.filter { !$0.ratings.isEmpty }.count
        print("""
        index:         \(index) (read in \(Int(loaded * 1000)) ms)
        release:       \(database.release.version)
        files:         \(database.release.filesRead.joined(separator: ", "))
        source sha256: \(database.release.sourceSHA256) (\(database.release.sourceBytes) bytes)
        occupations:   \(database.occupations.count) (\(database.occupations.filter { $0.jobZone != nil }.count) with a job zone, \(database.occupations.filter { !$0.riasec.isEmpty }.count) with interests, \(database.occupations.filter { !$0.education.isEmpty }.count) with education, \(rated) with skill ratings)
        titles:        \(database.titles.count) (alternate \(titles[.alternate] ?? 0), short \(titles[.short] ?? 0), reported \(titles[.reported] ?? 0))
        tasks:         \(database.tasks.count)
        technologies:  \(database.technologies.count) (\(database.technologies.filter(\.isHot).count) hot)
        elements:      \(database.elements.count) Content Model elements
        calibration:   \(database.calibration.weights.isEmpty ? "none (too few titles)" : database.calibration.weights.map { String(format: "%.3f", $0) }.joined(separator: " "))
        attribution:   \(database.release.attribution)
        """)
    }
}
