import Foundation
import MatchCore

/// A policy that picks items with fixed probabilities whatever the context, read from a JSON
/// object of item id to probability, e.g. `{"0": 0.5, "1": 0.25, "2": 0.25}`.
public enum ContextFreePolicy {
    /// Reads and checks a policy file: probabilities in [0, 1] summing to at most 1.
    public static func load(path: String) throws -> [String: Double] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: FileManager.default.fileExists(atPath: path)
                ? "permission denied" : "no such file or directory")
        }
        guard let policy = try? JSONDecoder().decode([String: Double].self, from: data) else {
            throw ConfigurationError("\(path) is not a JSON object of item id to probability (e.g. {\"0\": 0.5, \"1\": 0.5})")
        }
        if let (item, probability) = policy.first(where: { !($0.value >= 0 && $0.value <= 1) }) {
            throw ConfigurationError("\(path): item \(item) has probability \(probability); give numbers in [0, 1]")
        }
        let total = policy.values.reduce(0, +)
        guard total <= 1 + 1e-9 else {
            throw ConfigurationError("\(path): probabilities sum to \(total); they must sum to at most 1")
        }
        return policy
    }
}
