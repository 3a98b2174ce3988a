import Foundation
import MatchCore

/// Why a pipeline cannot be run at all (exit 2, or 3 for a file that cannot be read).
public enum PipelineError: StageFailure, Equatable {
    case unreadable(path: String, reason: String)
    case invalid(path: String, problem: String)
    case cycle(path: String, stages: [String])
    case unknownStage(String, known: [String])
    case missingInput(stage: String, path: String)
    case commandNotFound(stage: String, command: String, searched: [String])

    public var kind: FailureKind {
        switch self {
        case .unreadable, .missingInput: .inputOutput
        default: .usage
        }
    }

    public var errorDescription: String? {
        switch self {
        case .unreadable(let path, let reason):
            "failed to read pipeline \(path): \(reason)"
        case .invalid(let path, let problem):
            "pipeline \(path): \(problem)"
        case .cycle(let path, let stages):
            "pipeline \(path): stages depend on each other in a cycle: \(stages.joined(separator: " → ")) (an output of each is an input of the next; break the loop)"
        case .unknownStage(let name, let known):
            "no stage is named \(name) (stages: \(known.joined(separator: ", ")))"
        case .missingInput(let stage, let path):
            "stage \(stage): input \(path) does not exist and no stage makes it (check the path, or add the stage that writes it)"
        case .commandNotFound(let stage, let command, let searched):
            "stage \(stage): command \(command) not found (looked in \(searched.joined(separator: ", "))); build it with swift build or fix the pipeline"
        }
    }
}
