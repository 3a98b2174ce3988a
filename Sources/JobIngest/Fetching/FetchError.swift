import Foundation
import MatchCore

/// Why a source's fetch failed. URLs in messages are already redacted.
public enum FetchError: Error, LocalizedError, Equatable, Sendable {
    case status(Int, url: String)
    case timeout(url: String)
    case transport(String, url: String)
    /// TLS failed: the server's certificate is not trusted, or the handshake broke off.
    case tls(certificateRefused: Bool, url: String)
    case malformedBody(String, url: String)
    case tooLarge(bytes: Int, url: String)
    case retryAfterTooLong(seconds: Double, url: String)
    case breakerOpen(until: Date)
    case budgetExhausted(RateLimit, resets: Date)
    case missingSample(source: String)

    public var errorDescription: String? {
        switch self {
        case .status(let code, let url): "\(url) answered HTTP \(code)"
        case .timeout(let url): "\(url) did not answer in time"
        case .transport(let message, let url): "\(url) could not be reached: \(message)"
        case .tls(true, let url):
            "\(url) has a TLS certificate this machine does not trust; if it comes from a company proxy or a private authority, name that authority's certificates (PEM) in fetch.ca_file"
        case .tls(false, let url): "\(url): the TLS handshake failed"
        case .malformedBody(let problem, let url): "\(url) sent a body that cannot be read: \(problem)"
        case .tooLarge(let bytes, let url): "\(url) sent more than \(bytes) bytes; raise fetch.max_payload_bytes if that is expected"
        case .retryAfterTooLong(let seconds, let url):
            "\(url) asked to wait \(Int(seconds)) s before retrying, more than fetch.max_retry_after; try again later"
        case .breakerOpen(let until):
            "circuit breaker open after repeated failures; the source is skipped until \(ISO8601Timestamp.format(until))"
        case .budgetExhausted(let limit, let resets):
            "the request budget of \(limit) is used up; it renews at \(ISO8601Timestamp.format(resets))"
        case .missingSample(let source):
            "source \(source) has no sample: file for --offline"
        }
    }

    /// Whether a retry may succeed where this attempt failed.
    var isRetryable: Bool {
        switch self {
        case .status(let code, _): code == 429 || code == 408 || (500...599).contains(code)
        case .timeout, .transport, .malformedBody: true
        default: false
        }
    }
}
