import ArgumentParser
struct OnetSpeedBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "onet-speed")
}
