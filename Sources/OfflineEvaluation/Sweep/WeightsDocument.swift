import Foundation
import MatchCore
import ThompsonScoring
import Yams

/// A weights file (`pipelines/weights.yaml`) as a YAML tree, so that a sweep can set any numeric
/// key by its dotted path and write a configuration out as a complete file `mm-score` accepts.
public struct WeightsDocument: Sendable {
    /// Where the document came from, for messages.
    public let source: String
    /// The YAML text (Yams' tree is not Sendable, so the document keeps text and parses on change).
    private let text: String

    /// The file at `path`; an empty file is an empty mapping (every default).
    public init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: FileManager.default.fileExists(atPath: path)
                ? "permission denied" : "no such file or directory (give --weights a weights file such as pipelines/weights.yaml)")
        }
        try self.init(yaml: String(decoding: data, as: UTF8.self), source: path)
    }

    /// The document in `yaml`; `source` names it in messages.
    public init(yaml: String, source: String) throws {
        self.source = source
        text = yaml
        _ = try Self.mapping(yaml, source: source)
        _ = try settings()
    }

    private init(source: String, root: Node.Mapping) {
        self.source = source
        // Serializing a tree composed from valid YAML cannot fail.
        text = try! Yams.serialize(node: .mapping(root), sortKeys: false)
    }

    /// The top-level mapping of `yaml`.
    private static func mapping(_ yaml: String, source: String) throws -> Node.Mapping {
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch {
            throw ConfigurationError("\(source): not valid YAML: \(error)")
        }
        switch node {
        case nil: return Node.Mapping([])
        case .mapping(let mapping)?: return mapping
        default: throw ConfigurationError("\(source): the weights file must be a mapping of settings")
        }
    }

    /// The top-level mapping, checked valid when the document was made.
    private var root: Node.Mapping { try! Self.mapping(text, source: source) }

    /// The document with each dotted key (`weights.occupation`) set to its value; intermediate
    /// sections are added when the file leaves them out.
    public func setting(_ assignments: [(key: String, value: Double)]) -> WeightsDocument {
        var mapping = root
        for (key, value) in assignments {
            mapping = Self.set(Array(key.split(separator: ".").map(String.init)), to: Self.scalar(value), in: mapping)
        }
        return WeightsDocument(source: source, root: mapping)
    }

    /// The document with `seed` as the seed of the Thompson draws (a seed may exceed what a
    /// Double holds exactly, hence not through `setting`).
    public func setting(seed: UInt64) -> WeightsDocument {
        WeightsDocument(source: source, root: Self.set(["seed"], to: Node(String(seed)), in: root))
    }

    /// The settings the document gives, checked as `mm-score` checks them; a message names the
    /// key when a swept value is not a number the setting accepts.
    public func settings() throws -> ScoringSettings {
        try SettingsFile.parse(text, path: source)
    }

    /// The document as YAML text, `header` (comment lines) first.
    public func yaml(header: [String] = []) -> String {
        header.map { "# \($0)\n" }.joined() + text
    }

    /// Integral values are written without a fraction, so integer settings (`top_k`) accept them.
    private static func scalar(_ value: Double) -> Node {
        let text = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
        return Node(text)
    }

    private static func set(_ path: [String], to value: Node, in mapping: Node.Mapping) -> Node.Mapping {
        var mapping = mapping
        guard let first = path.first else { return mapping }
        if path.count == 1 {
            mapping[first] = value
        } else {
            let inner = mapping[first]?.mapping ?? Node.Mapping([])
            mapping[first] = .mapping(set(Array(path.dropFirst()), to: value, in: inner))
        }
        return mapping
    }
}
