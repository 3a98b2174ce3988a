import Foundation
import MatchCore

/// One source to fetch, as sources.yaml describes it.
public struct SourceSettings: Sendable, Equatable {
    /// The source's name, unique in the file; payloads go under `raw/<name>/`.
    public var name: String
    public var kind: JobSourceKind
    /// Parameters as sources.yaml names them (board_token, company, country, query, url…).
    public var parameters: [String: String]
    /// Parameters whose values come from environment variables: parameter → variable name.
    public var secretVariables: [String: String]
    /// Overrides the adapter's base URL (tests point it at 127.0.0.1).
    public var baseURL: String?
    /// Overrides the adapter's default rate limit.
    public var rateLimit: RateLimit?
    /// A payload file that `mm-fetch --offline` uses in place of the network.
    public var sample: String?

    public init(name: String, kind: JobSourceKind, parameters: [String: String] = [:],
                secretVariables: [String: String] = [:], baseURL: String? = nil, rateLimit: RateLimit? = nil,
                sample: String? = nil) {
        self.name = name
        self.kind = kind
        self.parameters = parameters
        self.secretVariables = secretVariables
        self.baseURL = baseURL
        self.rateLimit = rateLimit
        self.sample = sample
    }

    /// The base URL without a trailing slash.
    public func base(default fallback: String) -> String {
        var base = baseURL ?? fallback
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// A parameter the source cannot do without; names the source and the parameter when missing.
    public func required(_ key: String) throws -> String {
        guard let value = parameters[key], !value.isEmpty else {
            throw SourcesFileError.invalid("source \(name) (\(kind.rawValue)) needs the parameter \(key)")
        }
        return value
    }

    /// The source with each secret parameter filled in from `environment`.
    ///
    /// Throws naming the variable (never a value) when one is unset.
    public func resolvingSecrets(from environment: [String: String]) throws -> (SourceSettings, [String]) {
        var resolved = self
        var secrets: [String] = []
        for (parameter, variable) in secretVariables.sorted(by: { $0.key < $1.key }) {
            guard let value = environment[variable], !value.isEmpty else {
                throw SourcesFileError.invalid("source \(name) needs the environment variable \(variable) (its \(parameter)); set it before running mm-fetch")
            }
            resolved.parameters[parameter] = value
            secrets.append(value)
        }
        return (resolved, secrets)
    }

    /// The parameters that are safe to record: secrets are named by their variable only.
    public var recordableParameters: [String: String] {
        var recorded = parameters.filter { secretVariables[$0.key] == nil }
        for (parameter, variable) in secretVariables { recorded[parameter] = "$" + variable }
        return recorded
    }
}

/// Percent-encodes a query value.
func queryEscaped(_ value: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
}

/// Builds `base?key=value&…` from pairs whose value is not nil, in the order given.
func url(_ base: String, query: [(String, String?)]) -> String {
    let pairs = query.compactMap { key, value in value.map { "\(key)=\(queryEscaped($0))" } }
    return pairs.isEmpty ? base : base + "?" + pairs.joined(separator: "&")
}
