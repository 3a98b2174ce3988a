import ArgumentParser
import Foundation
import OnetMapping

/// `mm-onet search`: codes a title the way `mm-enrich` would, for people.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Code a job title and show the five best occupations.",
        discussion: """
        Examples:
          mm-onet search onet.idx "data scientist"
          mm-onet search onet.idx "Sr. SWE II - Remote" --description "Python, Kubernetes and AWS"
        """)

    @Argument(help: "Index built by `mm-onet import`.")
    var index: String

    @Argument(help: "The job title, as a posting gives it.")
    var title: String

    @Option(help: "Description text; technologies found in it add evidence.")
    var description: String?

    func run() throws {
        let enricher = try OnetIndex.open(path: index)
        let technologies = description.map { enricher.skills.technologies(in: $0) } ?? []
        let coding = enricher.coder.code(title: title, technologies: technologies)
        print("\(title)  →  \(TitleNormalizer.normalize(title).segments.map { $0.joined(separator: " ") }.joined(separator: " | "))")
        for (rank, candidate) in coding.candidates.enumerated() {
            let occupation = enricher.database.occupations[candidate.occupation]
            print(String(format: "%d. %@  %@  %.3f", rank + 1, occupation.code, occupation.title, candidate.score))
        }
        if coding.candidates.isEmpty { print("no occupation matches") }
        print(String(format: "confidence %.3f%@", coding.confidence, coding.needsReview ? " (needs review)" : ""))
    }
}
