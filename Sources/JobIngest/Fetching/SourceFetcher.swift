import AsyncHTTPClient
import Foundation
import Logging
import MatchCore

/// Fetches every page of one source into `raw/<source>/<fetched-at>/` and writes its fetch manifest.
struct SourceFetcher {
    let client: HTTPClient
    let policy: FetchPolicy
    let rawFolder: String
    let environment: [String: String]
    let offline: Bool
    let logger: Logger

    /// Fetches `source`, starting from its remembered `state`; returns the report and the new state.
    func fetch(_ source: SourceSettings, state initial: FetchState.SourceState, at fetchedAt: Date) async -> (SourceReport, FetchState.SourceState) {
        var state = initial
        let adapter = JobSources.adapter(for: source.kind)
        var manifest = FetchManifest(source: source.name, kind: source.kind, parameters: source.recordableParameters,
                                     fetchedAt: fetchedAt, status: .failed)
        var redactor = SecretRedactor(secrets: [])
        do {
            let folder = try makeFolder(source: source.name, fetchedAt: fetchedAt)
            if offline {
                try copySample(source, adapter: adapter, into: folder, manifest: &manifest)
            } else if let until = state.breaker.blockedUntil(now: Date(), cooldown: policy.breakerCooldown) {
                manifest.error = FetchError.breakerOpen(until: until).errorDescription
            } else {
                let (resolved, secrets) = try source.resolvingSecrets(from: environment)
                redactor = SecretRedactor(secrets: secrets)
                await fetchPages(resolved, adapter: adapter, redactor: redactor, into: folder, manifest: &manifest, state: &state)
            }
            try manifest.write(to: (folder as NSString).appendingPathComponent(FetchManifest.fileName))
            return (SourceReport(manifest: manifest, folder: folder), state)
        } catch {
            manifest.status = .failed
            manifest.error = redactor.redact((error as? LocalizedError)?.errorDescription ?? "\(error)")
            return (SourceReport(manifest: manifest, folder: nil), state)
        }
    }

    private func fetchPages(_ source: SourceSettings, adapter: any JobSource, redactor: SecretRedactor, into folder: String,
                            manifest: inout FetchManifest, state: inout FetchState.SourceState) async {
        let fetcher = PageFetcher(
            client: client, policy: policy, limit: source.rateLimit ?? adapter.defaultRateLimit,
            pacer: RequestPacer(limit: source.rateLimit ?? adapter.defaultRateLimit), redactor: redactor,
            logger: logger, sourceName: source.name, checkBody: { adapter.checkBody($0) })
        var next: PageRequest?
        do {
            next = try adapter.firstPage(source)
        } catch {
            manifest.error = redactor.redact((error as? LocalizedError)?.errorDescription ?? "\(error)")
            return
        }
        manifest.status = .ok
        var everyPageUnchanged = true
        while let page = next {
            guard page.index < policy.maxPages else {
                logger.warning("\(source.name): stopped after \(policy.maxPages) pages (fetch.max_pages)")
                break
            }
            let shownURL = redactor.redact(page.url)
            let previous = state.validators[shownURL].flatMap(savedBody)
            let name = String(format: "page-%04d.%@", page.index + 1, adapter.payloadExtension)
            let path = (folder as NSString).appendingPathComponent(name)
            switch await fetcher.fetch(page, validators: previous?.validators, state: &state) {
            case .notModified(let response):
                // PageFetcher only reports a 304 to a conditional request, which is only sent
                // with a saved body; the new fetch folder links to it.
                guard let previous else { preconditionFailure("PageFetcher reported a 304 to a request without validators") }
                do {
                    try Self.link(previous.path, to: path)
                } catch {
                    manifest.status = manifest.pages.isEmpty ? .failed : .partial
                    manifest.error = (error as? LocalizedError)?.errorDescription ?? "\(error)"
                    return
                }
                manifest.pages.append(FetchedPage(index: page.index, url: shownURL, status: response.status, file: name,
                                                  bytes: previous.body.count, sha256: HexDigest.sha256(of: previous.body),
                                                  attempts: response.attempts, charset: previous.validators.charset))
                state.validators[shownURL]?.payload = relativeToRaw(path)
                logger.debug("\(source.name): page \(page.index + 1) not modified since the last fetch (304)")
                next = adapter.nextPage(after: page, body: previous.body, source: source)
            case .body(let body, let response):
                everyPageUnchanged = false
                do {
                    try AtomicOutputFile.write(body, to: path)
                } catch {
                    manifest.status = manifest.pages.isEmpty ? .failed : .partial
                    manifest.error = (error as? LocalizedError)?.errorDescription ?? "\(error)"
                    return
                }
                manifest.pages.append(FetchedPage(index: page.index, url: shownURL, status: response.status, file: name,
                                                  bytes: body.count, sha256: HexDigest.sha256(of: body),
                                                  attempts: response.attempts, charset: response.charset))
                if response.etag != nil || response.lastModified != nil {
                    state.validators[shownURL] = FetchState.Validators(etag: response.etag, lastModified: response.lastModified,
                                                                       payload: relativeToRaw(path), charset: response.charset)
                } else {
                    state.validators[shownURL] = nil
                }
                next = adapter.nextPage(after: page, body: body, source: source)
            case .failed(let error, let attempts):
                everyPageUnchanged = false
                manifest.pages.append(FetchedPage(index: page.index, url: shownURL, status: Self.status(of: error), file: nil,
                                                  bytes: 0, sha256: nil, attempts: attempts, charset: nil))
                manifest.status = manifest.pages.contains { $0.file != nil } ? .partial : .failed
                manifest.error = redactor.redact(error.errorDescription ?? "\(error)")
                next = nil
            }
        }
        if manifest.status == .ok {
            // Forget validators of pages this source no longer has (a shorter feed, a changed query).
            let fetched = Set(manifest.pages.map(\.url))
            state.validators = state.validators.filter { fetched.contains($0.key) }
        }
        if everyPageUnchanged && !manifest.pages.isEmpty {
            manifest.status = .notModified
            logger.info("\(source.name): not modified since the last fetch (304 for every page)")
        }
    }

    /// The body saved under `validators`, when it is still there to reuse on a 304.
    private func savedBody(_ validators: FetchState.Validators) -> (validators: FetchState.Validators, path: String, body: Data)? {
        guard let payload = validators.payload else { return nil }
        let path = (rawFolder as NSString).appendingPathComponent(payload)
        guard let body = FileManager.default.contents(atPath: path) else { return nil }
        return (validators, path, body)
    }

    private func relativeToRaw(_ path: String) -> String {
        let prefix = (rawFolder as NSString).standardizingPath + "/"
        let full = (path as NSString).standardizingPath
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }

    /// Puts the saved body at `path`: a hard link (no copy), or a copy where links are not possible.
    private static func link(_ saved: String, to path: String) throws {
        if Foundation.link(saved, path) == 0 { return }
        guard let body = FileManager.default.contents(atPath: saved) else {
            throw FileAccessError.cannotOpen(path: saved, reason: FileAccessError.describeErrno())
        }
        try AtomicOutputFile.write(body, to: path)
    }

    private static func status(of error: FetchError) -> Int {
        if case .status(let code, _) = error { return code }
        return 0
    }

    /// `--offline`: the source's sample file stands in for its first page.
    private func copySample(_ source: SourceSettings, adapter: any JobSource, into folder: String, manifest: inout FetchManifest) throws {
        guard let sample = source.sample else { throw FetchError.missingSample(source: source.name) }
        guard let body = FileManager.default.contents(atPath: sample) else {
            throw FileAccessError.cannotOpen(path: sample, reason: "no such file (the sample: of source \(source.name))")
        }
        let name = "page-0001." + adapter.payloadExtension
        try AtomicOutputFile.write(body, to: (folder as NSString).appendingPathComponent(name))
        manifest.status = .ok
        manifest.pages = [FetchedPage(index: 0, url: URL(fileURLWithPath: sample).absoluteString, status: 200, file: name,
                                      bytes: body.count, sha256: HexDigest.sha256(of: body), attempts: 1, charset: nil)]
    }

    /// `raw/<source>/<fetched-at>/`, made unique if a fetch in the same second already made it.
    private func makeFolder(source: String, fetchedAt: Date) throws -> String {
        let stamp = ISO8601Timestamp.format(fetchedAt).replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "")
        let base = ((rawFolder as NSString).appendingPathComponent(source) as NSString).appendingPathComponent(stamp)
        var folder = base
        var suffix = 2
        while FileManager.default.fileExists(atPath: folder) {
            folder = base + "-\(suffix)"
            suffix += 1
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw FileAccessError.cannotWrite(path: folder, reason: error.localizedDescription)
        }
        return folder
    }
}

/// How one source's fetch went, for the run's log, rejects and exit code.
public struct SourceReport: Sendable, Equatable {
    public var manifest: FetchManifest
    /// The fetch folder, when one was made.
    public var folder: String?

    /// Whether the source failed (wholly or in part).
    public var failed: Bool { manifest.status == .failed || manifest.status == .partial }
    /// Payload files saved.
    public var payloadFiles: [String] {
        guard let folder else { return [] }
        return manifest.pages.compactMap { $0.file.map { (folder as NSString).appendingPathComponent($0) } }
    }
}
