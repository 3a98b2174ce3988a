import Foundation
import MatchCore
import Yams

/// A pipeline file (`pipelines/*.yaml`) as written: stages with their command, inputs,
/// outputs and parameters.
///
/// ```yaml
/// name: sample
/// root: ..                      # paths are relative to this folder (itself relative to the file)
/// state_dir: output/.mm-run     # where mm-run keeps its state and lock
/// vars: {out: output}
/// stages:
///   - name: check-jobs
///     command: mm-check samples/check/jobs.handmade.jsonl --type ${type} -o ${out}/jobs.checked.jsonl
///     inputs: [samples/check/jobs.handmade.jsonl]
///     outputs: ["${out}/jobs.checked.jsonl"]
///     parameters: {type: raw-job}
/// ```
public struct PipelineFile: Decodable, Sendable, Equatable {
    public var name: String?
    /// The folder paths are relative to and stages run in, relative to the file's folder.
    public var root: String?
    /// Where the state file and lock go, relative to `root`; default `output/.mm-run`.
    public var stateDir: String?
    /// Values for `${name}` in every stage (a stage's parameters take precedence).
    public var vars: [String: String]
    public var stages: [StageFile]

    enum CodingKeys: String, CodingKey {
        case name, root, stateDir = "state_dir", vars, stages
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decodeIfPresent(String.self, forKey: .name)
        root = try c.decodeIfPresent(String.self, forKey: .root)
        stateDir = try c.decodeIfPresent(String.self, forKey: .stateDir)
        vars = try c.decodeIfPresent([String: String].self, forKey: .vars) ?? [:]
        stages = try c.decode([StageFile].self, forKey: .stages)
    }

    /// Parses YAML text; `path` names the file in error messages.
    public static func parse(_ text: String, path: String) throws -> PipelineFile {
        do {
            return try YAMLDecoder().decode(PipelineFile.self, from: text)
        } catch let error as DecodingError {
            throw PipelineError.invalid(path: path, problem: DecodingErrorDescription.describe(error))
        } catch {
            throw PipelineError.invalid(path: path, problem: "not valid YAML: \(error)")
        }
    }
}

/// One stage as written in a pipeline file.
public struct StageFile: Decodable, Sendable, Equatable {
    public var name: String
    /// The command's words: a YAML list, or one string split at spaces (quotes group words).
    /// It runs directly, not through a shell; write `[sh, -c, "…"]` for shell syntax.
    public var command: [String]
    public var inputs: [String]
    public var outputs: [String]
    /// Values the stage depends on: recorded for the up-to-date check and usable as `${name}`.
    public var parameters: [String: String]
    /// Stages that must run first though no file links them.
    public var after: [String]
    /// Run the stage every time (for stages whose real input is outside, such as a fetch).
    public var always: Bool

    enum CodingKeys: String, CodingKey {
        case name, command, inputs, outputs, parameters, after, always
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        if let words = try? c.decode([String].self, forKey: .command) {
            command = words
        } else {
            command = try CommandWords.split(try c.decode(String.self, forKey: .command))
        }
        inputs = try c.decodeIfPresent([String].self, forKey: .inputs) ?? []
        outputs = try c.decodeIfPresent([String].self, forKey: .outputs) ?? []
        parameters = try c.decodeIfPresent([String: String].self, forKey: .parameters) ?? [:]
        after = try c.decodeIfPresent([String].self, forKey: .after) ?? []
        always = try c.decodeIfPresent(Bool.self, forKey: .always) ?? false
    }
}

/// Splits a command string into words at spaces; single or double quotes group words.
enum CommandWords {
    static func split(_ text: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if quote != nil {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "command \"\(text)\" has an unclosed quote"))
        }
        if inWord { words.append(current) }
        return words
    }
}
