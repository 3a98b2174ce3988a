import Foundation

/// Takes secrets out of text bound for logs, manifests and error messages.
///
/// Every known secret value (and its percent-encoded form) is replaced, and so is the value
/// of any query parameter whose name looks secret (`app_key`, `api_key`, `token`…), in
/// case a secret reaches a URL by a path this run did not set up.
public struct SecretRedactor: Sendable {
    public static let mask = "[REDACTED]"
    private static let secretNames = "key|apikey|token|secret|password|passwd|signature|auth|app_id|client_id"
    private let secrets: [String]

    public init(secrets: [String]) {
        // Longest first, so a secret containing another is masked whole.
        self.secrets = Array(Set(secrets.filter { !$0.isEmpty } + secrets.compactMap { queryEscaped($0) }.filter { !$0.isEmpty }))
            .sorted { $0.count > $1.count }
    }

    /// `text` with every secret masked.
    public func redact(_ text: String) -> String {
        var result = text
        for secret in secrets { result = result.replacingOccurrences(of: secret, with: Self.mask) }
        return Self.redactQuery(result)
    }

    /// Masks the values of query parameters with secret-looking names.
    static func redactQuery(_ text: String) -> String {
        guard text.contains("=") else { return text }
        // `app_key`, `api-token`, `secret`: a secret word, perhaps after prefixes ending in _ or -; not `keywords`.
        let pattern = "([?&](?:[A-Za-z0-9]+[_-])*(?:" + secretNames + ")=)([^&\\s\"']+)"
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return text }
        return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                   withTemplate: "$1" + NSRegularExpression.escapedTemplate(for: mask))
    }
}
