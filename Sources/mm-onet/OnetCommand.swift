import ArgumentParser
import StageCLI

@main
struct OnetCommand: StageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-onet",
        abstract: "Build and inspect the O*NET index the other stages read.",
        discussion: """
        The index holds occupations, titles, tasks, technologies, skills, knowledge, interests, \
        job zones and education from one O*NET release, with the release's CC BY 4.0 attribution.

        Examples:
          mm-onet import ../shared/onet --supplement ../shared/onet/supplement_29.3_excel -o onet.idx
          mm-onet import db_29_3_text.zip -o onet.idx
          mm-onet info onet.idx
          mm-onet search onet.idx "Sr. Data Scientist (m/w/d) - Remote"
        """,
        subcommands: [ImportCommand.self, InfoCommand.self, SearchCommand.self])
}
