import AsyncHTTPClient
import Foundation
import Logging
import MatchCore
import NIOCore
import NIOSSL

/// mm-fetch's work: every source of a sources file, fetched side by side into a raw/ folder.
///
/// A source that fails is reported and the others go on. State that must outlive the run
/// (validators, breakers, budgets) is kept in `raw/.fetch-state.json`.
public struct FetchRun {
    public var sources: [SourceSettings]
    public var policy: FetchPolicy
    public var rawFolder: String
    public var environment: [String: String]
    public var offline = false
    public var logger: Logger

    public init(sources: [SourceSettings], policy: FetchPolicy, rawFolder: String, environment: [String: String], logger: Logger) {
        self.sources = sources
        self.policy = policy
        self.rawFolder = rawFolder
        self.environment = environment
        self.logger = logger
    }

    /// Fetches every source; returns one report per source, in the file's order.
    public func run(at time: Date = Date()) async throws -> [SourceReport] {
        // Whole seconds, as every record and manifest writes times.
        let fetchedAt = Date(timeIntervalSince1970: floor(time.timeIntervalSince1970))
        do {
            try FileManager.default.createDirectory(atPath: rawFolder, withIntermediateDirectories: true)
        } catch {
            throw FileAccessError.cannotWrite(path: rawFolder, reason: error.localizedDescription)
        }
        var configuration = HTTPClient.Configuration()
        configuration.timeout = .init(connect: .milliseconds(Int64(policy.requestTimeout * 1000)),
                                      read: .milliseconds(Int64(policy.requestTimeout * 1000)))
        configuration.decompression = .enabled(limit: .ratio(100))
        configuration.redirectConfiguration = .follow(max: 5, allowCycles: false)
        if let caFile = policy.caFile {
            var tls = TLSConfiguration.makeClientConfiguration()
            tls.additionalTrustRoots = [.file(caFile)]
            configuration.tlsConfiguration = tls
        }
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        var state = FetchState.load(folder: rawFolder)
        let fetcher = SourceFetcher(client: client, policy: policy, rawFolder: rawFolder, environment: environment,
                                    offline: offline, logger: logger)
        let initial = state
        let results = await withTaskGroup(of: (Int, SourceReport, FetchState.SourceState).self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask {
                    let (report, sourceState) = await fetcher.fetch(source, state: initial.sources[source.name] ?? .init(), at: fetchedAt)
                    return (index, report, sourceState)
                }
            }
            var collected: [(Int, SourceReport, FetchState.SourceState)] = []
            for await result in group { collected.append(result) }
            return collected.sorted { $0.0 < $1.0 }
        }
        try? await client.shutdown()
        for (index, _, sourceState) in results { state.sources[sources[index].name] = sourceState }
        try state.save(folder: rawFolder)
        return results.map(\.1)
    }
}
