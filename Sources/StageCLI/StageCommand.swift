import ArgumentParser
import Foundation
import MatchCore

/// A stage executable: a `ParsableCommand` whose `main()` follows the stage contract.
///
/// Exit codes are those of `StageExitCode` (argument errors give 2, not ArgumentParser's 64),
/// a fatal error prints one line `mm-<stage>: error: …`, and a broken pipe exits 0.
public protocol StageCommand: ParsableCommand {}

extension StageCommand {
    /// Parses the arguments, runs the command and exits with the stage's code.
    public static func main() {
        signal(SIGPIPE, SIG_IGN)
        let tool = configuration.commandName ?? String(describing: Self.self)
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            StageTermination.exit(Self.self, tool: tool, error: error, duringParsing: true)
        }
        do {
            try command.run()
        } catch {
            StageTermination.exit(Self.self, tool: tool, error: error, duringParsing: false)
        }
        Foundation.exit(StageExitCode.success.rawValue)
    }
}

/// A stage executable whose work is asynchronous (HTTP fetching).
public protocol AsyncStageCommand: AsyncParsableCommand {}

extension AsyncStageCommand {
    /// Parses the arguments, runs the command and exits with the stage's code.
    public static func main() async {
        signal(SIGPIPE, SIG_IGN)
        let tool = configuration.commandName ?? String(describing: Self.self)
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            StageTermination.exit(Self.self, tool: tool, error: error, duringParsing: true)
        }
        do {
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            StageTermination.exit(Self.self, tool: tool, error: error, duringParsing: false)
        }
        Foundation.exit(StageExitCode.success.rawValue)
    }
}
