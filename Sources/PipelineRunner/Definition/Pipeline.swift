import Foundation
import MatchCore

/// A pipeline ready to run: its stages checked, `${…}` filled in, paths resolved, and in an
/// order where every stage comes after the stages it reads from.
public struct Pipeline: Sendable {
    /// The pipeline file's path as given.
    public var path: String
    public var name: String
    /// Absolute folder that relative paths are resolved against and stages run in.
    public var root: String
    /// Absolute folder of the state file and the lock.
    public var stateDir: String
    /// The stages in topological order (ties kept in file order).
    public var stages: [PipelineStage]
    public var graph: StageGraph

    /// Reads and checks the pipeline file at `path`.
    public static func load(path: String) throws -> Pipeline {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
            throw PipelineError.unreadable(path: path, reason: reason)
        }
        let file = try PipelineFile.parse(String(decoding: data, as: UTF8.self), path: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let root = URL(fileURLWithPath: file.root ?? ".", relativeTo: folder).standardizedFileURL.path
        return try Pipeline(file: file, path: path, root: root)
    }

    /// Checks `file` and resolves it against `root`.
    public init(file: PipelineFile, path: String, root: String) throws {
        self.path = path
        self.root = root
        name = file.name ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard !file.stages.isEmpty else { throw PipelineError.invalid(path: path, problem: "it has no stages") }
        var stages: [PipelineStage] = []
        var names = Set<String>()
        for stage in file.stages {
            guard !stage.name.isEmpty else { throw PipelineError.invalid(path: path, problem: "a stage has an empty name") }
            guard names.insert(stage.name).inserted else {
                throw PipelineError.invalid(path: path, problem: "two stages are named \(stage.name); names must be unique")
            }
            stages.append(try PipelineStage(stage, vars: file.vars, pipelinePath: path))
        }
        var writers: [String: String] = [:]
        for stage in stages {
            for output in stage.outputs {
                if let other = writers[output] {
                    throw PipelineError.invalid(path: path, problem: "stages \(other) and \(stage.name) both write \(output); give each output one stage")
                }
                writers[output] = stage.name
            }
            for dependency in stage.after where !names.contains(dependency) {
                throw PipelineError.invalid(path: path, problem: "stage \(stage.name) runs after \(dependency), but no stage has that name")
            }
        }
        graph = try StageGraph(stages: stages, pipelinePath: path)
        self.stages = graph.order.map { index in stages[index] }
        stateDir = URL(fileURLWithPath: file.stateDir ?? "output/.mm-run", relativeTo: URL(fileURLWithPath: root + "/"))
            .standardizedFileURL.path
    }

    /// The absolute form of a path relative to the root.
    public func absolute(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : URL(fileURLWithPath: relative, relativeTo: URL(fileURLWithPath: root + "/"))
            .standardizedFileURL.path
    }

    /// The stage named `name`.
    public func stage(named name: String) throws -> PipelineStage {
        guard let stage = stages.first(where: { $0.name == name }) else {
            throw PipelineError.unknownStage(name, known: stages.map(\.name))
        }
        return stage
    }
}

/// One stage with its `${…}` filled in.
public struct PipelineStage: Sendable, Equatable {
    public var name: String
    public var command: [String]
    /// Paths relative to the pipeline's root, as written (after substitution), cleaned of `./`.
    public var inputs: [String]
    public var outputs: [String]
    public var parameters: [String: String]
    public var after: [String]
    public var always: Bool

    init(_ stage: StageFile, vars: [String: String], pipelinePath: String) throws {
        let values = vars.merging(stage.parameters) { _, own in own }
        func fill(_ text: String) throws -> String {
            do {
                return try Substitution.fill(text, values: values)
            } catch let error as Substitution.UnknownName {
                throw PipelineError.invalid(
                    path: pipelinePath,
                    problem: "stage \(stage.name): ${\(error.name)} is neither a parameter of the stage nor a var of the pipeline")
            }
        }
        guard !stage.command.isEmpty else {
            throw PipelineError.invalid(path: pipelinePath, problem: "stage \(stage.name) has an empty command")
        }
        name = stage.name
        command = try stage.command.map(fill)
        inputs = try stage.inputs.map { Self.clean(try fill($0)) }
        outputs = try stage.outputs.map { Self.clean(try fill($0)) }
        parameters = stage.parameters
        after = stage.after
        always = stage.always
    }

    private static func clean(_ path: String) -> String {
        var cleaned = path
        while cleaned.hasPrefix("./") { cleaned.removeFirst(2) }
        while cleaned.count > 1, cleaned.hasSuffix("/") { cleaned.removeLast() }
        return cleaned
    }
}

/// Fills `${name}` in pipeline text from a stage's parameters and the pipeline's vars.
enum Substitution {
    struct UnknownName: Error {
        var name: String
    }

    static func fill(_ text: String, values: [String: String]) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                result += rest[open.lowerBound...]
                return result
            }
            let name = String(rest[open.upperBound..<close])
            guard let value = values[name] else { throw UnknownName(name: name) }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
