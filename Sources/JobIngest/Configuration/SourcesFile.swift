import Foundation
import MatchCore
import Yams

/// `pipelines/sources.yaml`: the sources a run fetches and the fetch policy.
///
/// ```yaml
/// fetch: {request_timeout: 30, max_retries: 4}   # ca_file: extra trusted roots (PEM), e.g. a proxy's
/// sources:   # base_url overrides an adapter's host; sample: is what --offline reads
///   - name: anthropic
///     kind: greenhouse
///     params: {board_token: anthropic}
///   - name: adzuna-gb
///     kind: adzuna
///     params: {country: gb, what: swift developer}
///     secrets: {app_id: ADZUNA_APP_ID, app_key: ADZUNA_APP_KEY}
///     rate_limit: 30/min
/// ```
public struct SourcesFile: Sendable, Equatable {
    public var sources: [SourceSettings]
    public var policy: FetchPolicy

    /// Reads and checks a sources file.
    public static func load(path: String) throws -> SourcesFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: "no such file (give a sources.yaml, e.g. pipelines/sources.yaml)")
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path)
    }

    /// Parses sources.yaml text; `path` names the file in errors.
    public static func parse(_ text: String, path: String = "sources.yaml") throws -> SourcesFile {
        let document: Document
        do {
            document = try YAMLDecoder().decode(Document.self, from: text)
        } catch {
            throw SourcesFileError.invalid("\(path) is not a valid sources file: \(describe(error))")
        }
        var policy = FetchPolicy()
        if let fetch = document.fetch {
            policy.requestTimeout = fetch.requestTimeout ?? policy.requestTimeout
            policy.resourceTimeout = fetch.resourceTimeout ?? policy.resourceTimeout
            policy.maxRetries = fetch.maxRetries ?? policy.maxRetries
            policy.backoffInitial = fetch.backoffInitial ?? policy.backoffInitial
            policy.backoffMax = fetch.backoffMax ?? policy.backoffMax
            policy.breakerThreshold = fetch.breakerThreshold ?? policy.breakerThreshold
            policy.breakerCooldown = fetch.breakerCooldown ?? policy.breakerCooldown
            policy.maxPages = fetch.maxPages ?? policy.maxPages
            policy.maxRetryAfter = fetch.maxRetryAfter ?? policy.maxRetryAfter
            if let caFile = fetch.caFile {
                let resolved = resolve(caFile, besides: path)
                guard FileManager.default.isReadableFile(atPath: resolved) else {
                    throw SourcesFileError.invalid("\(path): fetch.ca_file \(resolved) cannot be read; give a PEM file of the certificates to trust besides the system's")
                }
                policy.caFile = resolved
            }
        }
        var seen = Set<String>()
        var sources: [SourceSettings] = []
        for entry in document.sources {
            guard let kind = JobSourceKind(rawValue: entry.kind) else {
                let known = JobSourceKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw SourcesFileError.invalid("\(path): source \(entry.name) has kind \(entry.kind); use one of \(known)")
            }
            guard entry.name.range(of: "^[A-Za-z0-9._-]+$", options: .regularExpression) != nil else {
                throw SourcesFileError.invalid("\(path): source name \"\(entry.name)\" may hold only letters, digits, '.', '_' and '-' (it names a folder)")
            }
            guard seen.insert(entry.name).inserted else {
                throw SourcesFileError.invalid("\(path): two sources are named \(entry.name); names must be unique")
            }
            let overlap = Set(entry.params?.keys ?? [:].keys).intersection(entry.secrets?.keys ?? [:].keys)
            if let clash = overlap.sorted().first {
                throw SourcesFileError.invalid("\(path): source \(entry.name) gives \(clash) both as a parameter and as a secret; keep secrets in the environment only")
            }
            sources.append(SourceSettings(
                name: entry.name, kind: kind, parameters: entry.params ?? [:], secretVariables: entry.secrets ?? [:],
                baseURL: entry.baseUrl, rateLimit: try entry.rateLimit.map(RateLimit.init(parsing:)),
                sample: entry.sample.map { resolve($0, besides: path) }))
        }
        return SourcesFile(sources: sources, policy: policy)
    }

    /// A path relative to the sources file's folder.
    private static func resolve(_ relative: String, besides file: String) -> String {
        guard !relative.hasPrefix("/") else { return relative }
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? relative : (folder as NSString).appendingPathComponent(relative)
    }

    private static func describe(_ error: Error) -> String {
        error is DecodingError ? DecodingErrorDescription.describe(error) : "\(error)"
    }

    private struct Document: Decodable {
        var fetch: Fetch?
        var sources: [Entry]
    }

    private struct Fetch: Decodable {
        var requestTimeout, resourceTimeout, backoffInitial, backoffMax, breakerCooldown, maxRetryAfter: Double?
        var maxRetries, breakerThreshold, maxPages: Int?
        var caFile: String?

        enum CodingKeys: String, CodingKey {
            case requestTimeout = "request_timeout", resourceTimeout = "resource_timeout"
            case backoffInitial = "backoff_initial", backoffMax = "backoff_max"
            case breakerCooldown = "breaker_cooldown", maxRetries = "max_retries"
            case breakerThreshold = "breaker_threshold", maxPages = "max_pages", maxRetryAfter = "max_retry_after"
            case caFile = "ca_file"
        }
    }

    private struct Entry: Decodable {
        var name: String
        var kind: String
        var params: [String: String]?
        var secrets: [String: String]?
        var baseUrl: String?
        var rateLimit: String?
        var sample: String?

        enum CodingKeys: String, CodingKey {
            case name, kind, params, secrets, sample, baseUrl = "base_url", rateLimit = "rate_limit"
        }
    }
}

/// A sources file that cannot be used (exit 2).
public enum SourcesFileError: StageFailure, Equatable {
    case invalid(String)

    public var kind: FailureKind { .usage }

    public var errorDescription: String? {
        switch self {
        case .invalid(let message): message
        }
    }
}
