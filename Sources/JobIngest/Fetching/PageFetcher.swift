import AsyncHTTPClient
import Foundation
import Logging
import MatchCore
import NIOCore
import NIOHTTP1
import NIOSSL

/// Fetches one page of a source, retrying as the policy says, and keeps the source's
/// breaker and budget up to date.
struct PageFetcher {
    let client: HTTPClient
    let policy: FetchPolicy
    let limit: RateLimit
    let pacer: RequestPacer
    let redactor: SecretRedactor
    let logger: Logger
    let sourceName: String
    /// Says what is wrong with a body the source cannot have meant to send; nil when it reads.
    let checkBody: @Sendable (Data) -> String?

    /// How fetching a page ended.
    enum Outcome {
        case body(Data, Response)
        case notModified(Response)
        case failed(FetchError, attempts: Int)
    }

    /// What the server said, besides the body.
    struct Response {
        var status: Int
        var etag: String?
        var lastModified: String?
        var charset: String?
        var attempts: Int
    }

    /// GETs `page`, sending `validators` as a conditional request.
    func fetch(_ page: PageRequest, validators: FetchState.Validators?, state: inout FetchState.SourceState) async -> Outcome {
        let shownURL = redactor.redact(page.url)
        var attempt = 0
        while true {
            attempt += 1
            if let exhausted = spendBudget(&state) { return .failed(exhausted, attempts: attempt - 1) }
            let error: FetchError
            var retryAfter: Double?
            do {
                try await pacer.wait()
                let (status, headers, body) = try await get(page, validators: validators, shownURL: shownURL)
                let response = Response(status: status, etag: headers.first(name: "ETag"),
                                        lastModified: headers.first(name: "Last-Modified"),
                                        charset: Self.charset(headers.first(name: "Content-Type")), attempts: attempt)
                // A 304 to a request that was not conditional is an error like any other status.
                if status == 304, validators != nil {
                    state.breaker.recordSuccess()
                    return .notModified(response)
                }
                if (200..<300).contains(status), let body {
                    if let problem = checkBody(body) {
                        error = .malformedBody(problem, url: shownURL)
                    } else {
                        state.breaker.recordSuccess()
                        return .body(body, response)
                    }
                } else {
                    error = .status(status, url: shownURL)
                    retryAfter = headers.first(name: "Retry-After").flatMap(Self.retryAfterSeconds)
                }
            } catch let failure as FetchError {
                error = failure
            } catch {
                return .failed(.transport(redactor.redact("\(error)"), url: shownURL), attempts: attempt)
            }
            let now = Date()
            if state.breaker.recordFailure(now: now, threshold: policy.breakerThreshold) {
                logger.error("\(sourceName): \(error.errorDescription ?? ""); circuit breaker opened after \(state.breaker.consecutiveFailures) failures in a row")
                return .failed(.breakerOpen(until: now.addingTimeInterval(policy.breakerCooldown)), attempts: attempt)
            }
            guard error.isRetryable, attempt <= policy.maxRetries else { return .failed(error, attempts: attempt) }
            var delay = policy.backoff(attempt: attempt)
            if let retryAfter {
                guard retryAfter <= policy.maxRetryAfter else {
                    return .failed(.retryAfterTooLong(seconds: retryAfter, url: shownURL), attempts: attempt)
                }
                delay = max(delay, retryAfter)
            }
            logger.warning("\(sourceName): \(error.errorDescription ?? ""); retry \(attempt) of \(policy.maxRetries) in \(String(format: "%.2g", delay)) s")
            try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
        }
    }

    /// One GET: status, headers and (for 2xx) the body.
    private func get(_ page: PageRequest, validators: FetchState.Validators?, shownURL: String) async throws -> (Int, HTTPHeaders, Data?) {
        var request = HTTPClientRequest(url: page.url)
        request.method = .GET
        request.headers.add(name: "Accept-Encoding", value: "gzip, deflate")
        if !page.headers.contains(where: { $0.0.lowercased() == "user-agent" }) {
            request.headers.add(name: "User-Agent", value: "ManifestMatch mm-fetch/\(ToolVersion.current)")
        }
        for (name, value) in page.headers { request.headers.add(name: name, value: value) }
        if let etag = validators?.etag { request.headers.add(name: "If-None-Match", value: etag) }
        if let modified = validators?.lastModified { request.headers.add(name: "If-Modified-Since", value: modified) }
        do {
            let deadline = NIODeadline.now() + .milliseconds(Int64(policy.resourceTimeout * 1000))
            let response = try await client.execute(request, deadline: deadline)
            let status = Int(response.status.code)
            guard (200..<300).contains(status) else { return (status, response.headers, nil) }
            let buffer = try await response.body.collect(upTo: policy.maxPayloadBytes)
            return (status, response.headers, Data(buffer.readableBytesView))
        } catch let error as HTTPClientError where [.readTimeout, .deadlineExceeded, .connectTimeout].contains(error) {
            throw FetchError.timeout(url: shownURL)
        } catch is NIOTooManyBytesError {
            throw FetchError.tooLarge(bytes: policy.maxPayloadBytes, url: shownURL)
        } catch let error as NIOSSLError {
            throw FetchError.tls(certificateRefused: "\(error)".contains("CERTIFICATE_VERIFY_FAILED"), url: shownURL)
        } catch {
            throw FetchError.transport(redactor.redact("\(error)"), url: shownURL)
        }
    }

    /// Counts a request against a budget limit (per day or month); an error when none is left.
    private func spendBudget(_ state: inout FetchState.SourceState) -> FetchError? {
        guard limit.window.isBudget else { return nil }
        let now = Date()
        if let start = state.budgetWindowStart, now.timeIntervalSince(start) < limit.window.seconds {
            guard state.budgetUsed < limit.requests else {
                return .budgetExhausted(limit, resets: start.addingTimeInterval(limit.window.seconds))
            }
        } else {
            state.budgetWindowStart = now
            state.budgetUsed = 0
        }
        state.budgetUsed += 1
        return nil
    }

    /// Retry-After as seconds: a number, or an HTTP date.
    static func retryAfterSeconds(_ value: String) -> Double? {
        if let seconds = Double(value.trimmingCharacters(in: .whitespaces)) { return max(0, seconds) }
        return PostingDates.parseRFC822(value).map { max(0, $0.timeIntervalSinceNow) }
    }

    /// The charset of a Content-Type header, e.g. "ISO-8859-1".
    static func charset(_ contentType: String?) -> String? {
        guard let contentType, let range = contentType.range(of: "charset=", options: .caseInsensitive) else { return nil }
        let value = contentType[range.upperBound...].prefix(while: { $0 != ";" }).trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
        return value.isEmpty ? nil : value.uppercased()
    }
}
