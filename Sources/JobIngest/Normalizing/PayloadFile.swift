import Foundation
import MatchCore

/// One payload file to normalize, with the kind and parameters that say how to read it.
public struct PayloadFile: Sendable, Equatable {
    public var path: String
    public var kind: JobSourceKind
    public var parameters: [String: String]
    public var fetchedAt: Date?
    public var charset: String?

    public init(path: String, kind: JobSourceKind, parameters: [String: String] = [:], fetchedAt: Date? = nil, charset: String? = nil) {
        self.path = path
        self.kind = kind
        self.parameters = parameters
        self.fetchedAt = fetchedAt
        self.charset = charset
    }
}

/// Finds the payloads named by mm-normalize's inputs.
///
/// - A raw/ folder written by mm-fetch: for each source, the payloads of its latest fetch
///   that saved any (a 304 leaves the previous payload standing), with the kind and
///   parameters its fetch manifest records.
/// - Any other folder: every file below it, its kind given by `--kind` or by a folder
///   named after a kind (`samples/feeds/lever/…`).
/// - A file, or `-` for standard input: its kind given by `--kind` or its folder's name.
public enum PayloadCatalog {
    /// The payloads of `inputs`, in a stable order.
    public static func payloads(inputs: [String], kind: JobSourceKind?, parameters: [String: String]) throws -> [PayloadFile] {
        var found: [PayloadFile] = []
        for input in inputs {
            var isFolder: ObjCBool = false
            guard input == "-" || FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
                throw FileAccessError.cannotOpen(path: input, reason: "no such file or folder (give payload files or the raw/ folder mm-fetch writes)")
            }
            if isFolder.boolValue {
                let manifests = try fetchManifests(in: input)
                found += manifests.isEmpty
                    ? try looseFiles(in: input, kind: kind, parameters: parameters)
                    : try latestPayloads(manifests: manifests, overriding: parameters)
            } else {
                found.append(PayloadFile(path: input, kind: try kindOf(input, given: kind), parameters: parameters))
            }
        }
        return found
    }

    private static func files(below folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw FileAccessError.cannotOpen(path: folder, reason: FileAccessError.describeErrno())
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = (folder as NSString).appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            let name = (relative as NSString).lastPathComponent
            if !name.hasPrefix("."), FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    private static func fetchManifests(in folder: String) throws -> [String] {
        try files(below: folder).filter { ($0 as NSString).lastPathComponent == FetchManifest.fileName }
    }

    private static func latestPayloads(manifests: [String], overriding parameters: [String: String]) throws -> [PayloadFile] {
        var latest: [String: (FetchManifest, String)] = [:]
        for path in manifests {
            let manifest = try FetchManifest.read(path: path)
            guard manifest.pages.contains(where: { $0.file != nil }) else { continue }
            if let current = latest[manifest.source],
               (current.0.fetchedAt, fetchNumber(current.1)) >= (manifest.fetchedAt, fetchNumber(path)) { continue }
            latest[manifest.source] = (manifest, path)
        }
        return latest.keys.sorted().flatMap { source -> [PayloadFile] in
            let (manifest, path) = latest[source]!
            let folder = (path as NSString).deletingLastPathComponent
            return manifest.pages.compactMap { page in
                page.file.map { file in
                    PayloadFile(path: (folder as NSString).appendingPathComponent(file), kind: manifest.kind,
                                parameters: manifest.parameters.merging(parameters) { _, given in given },
                                fetchedAt: manifest.fetchedAt, charset: page.charset)
                }
            }
        }
    }

    /// Which fetch of its second a manifest's folder is: `<stamp>` is 1, `<stamp>-2` is 2 and so on.
    private static func fetchNumber(_ manifestPath: String) -> Int {
        let folder = ((manifestPath as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard let dash = folder.lastIndex(of: "-"), let number = Int(folder[folder.index(after: dash)...]) else { return 1 }
        return number
    }

    private static func looseFiles(in folder: String, kind: JobSourceKind?, parameters: [String: String]) throws -> [PayloadFile] {
        try files(below: folder).filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".yaml") }.map { path in
            PayloadFile(path: path, kind: try kindOf(path, given: kind), parameters: parameters)
        }
    }

    private static func kindOf(_ path: String, given: JobSourceKind?) throws -> JobSourceKind {
        if let given { return given }
        let folders = (path as NSString).pathComponents.dropLast().reversed()
        if let kind = folders.lazy.compactMap(JobSourceKind.init(rawValue:)).first { return kind }
        let kinds = JobSourceKind.allCases.map(\.rawValue).joined(separator: ", ")
        throw ConfigurationError("cannot tell which source \(path) comes from: give --kind (\(kinds)) or put it in a folder named after its kind")
    }
}
