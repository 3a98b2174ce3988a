import Foundation
import MatchCore

/// What mm-run remembers of each stage's last finished run (`<state_dir>/state.json`).
///
/// It is rewritten atomically after every stage that finishes, so a run that is killed
/// keeps the record of the stages before the one it was in.
public struct RunState: Codable, Sendable, Equatable {
    public var stages: [String: StageRecord]

    public init(stages: [String: StageRecord] = [:]) {
        self.stages = stages
    }

    /// The file's path in a state folder.
    public static func path(in stateDir: String) -> String { stateDir + "/state.json" }

    /// Reads the state; empty when there is none yet.
    public static func read(from path: String) throws -> RunState {
        try JSONDocumentFile.read(RunState.self, from: path, kind: "an mm-run state file", remedy: "delete it to rerun every stage")
            ?? RunState()
    }

    /// Writes the state atomically.
    public func write(to path: String) throws {
        try JSONDocumentFile.write(self, to: path)
    }
}

/// A stage's last finished run: what it ran on and what it made.
public struct StageRecord: Codable, Sendable, Equatable {
    public var fingerprint: StageFingerprint
    /// SHA-256 of each output (file or folder) as the run left it.
    public var outputs: [String: String]
    /// 0, or 1 when the stage finished with more rejects than it allows.
    public var exitCode: Int32
    public var finishedAt: Date
    public var seconds: Double
    public var records: Int?
    public var rejects: Int?

    enum CodingKeys: String, CodingKey {
        case fingerprint, outputs, exitCode = "exit_code", finishedAt = "finished_at", seconds, records, rejects
    }
}

/// Everything that decides a stage's output: its command line, parameters, tool version and
/// the SHA-256 of each input.
public struct StageFingerprint: Codable, Sendable, Equatable {
    public var command: [String]
    public var parameters: [String: String]
    public var toolVersion: String
    public var inputs: [String: String]

    enum CodingKeys: String, CodingKey {
        case command, parameters, toolVersion = "tool_version", inputs
    }
}
