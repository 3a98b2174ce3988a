import Foundation

/// The record of one stage run, written beside its output as `<output>.manifest.json`.
///
/// `mm-run` compares a stage's inputs (by SHA-256), parameters and tool version with
/// its last manifest to decide whether the stage must run again.
public struct RunManifest: Codable, Sendable, Equatable {
    /// The stage, e.g. "mm-check".
    public var tool: String
    public var toolVersion: String
    /// The build that wrote the output (`ExecutableBuild`): tells two builds of one version apart.
    public var toolBuild: String?
    public var schemaVersion: Int
    /// The run's parameters as given (paths of inputs and outputs excluded), in canonical text form.
    public var parameters: [String: String]
    public var seed: UInt64?
    /// `I/N` when the run kept one shard of its input.
    public var shard: String?
    public var inputs: [FileFingerprint]
    public var outputs: [FileFingerprint]
    public var counts: RecordCounts
    public var startedAt: Date
    public var finishedAt: Date
    public var exitCode: Int32
    /// Licence notices for data the output uses (O*NET's CC BY 4.0 attribution, for one).
    public var notices: [String]

    public init(tool: String, parameters: [String: String], seed: UInt64?, shard: String?,
                inputs: [FileFingerprint], outputs: [FileFingerprint], counts: RecordCounts,
                startedAt: Date, finishedAt: Date, exitCode: Int32, notices: [String] = []) {
        self.tool = tool
        self.toolVersion = ToolVersion.current
        self.toolBuild = ExecutableBuild.current
        self.schemaVersion = SchemaVersion.current
        self.parameters = parameters
        self.seed = seed
        self.shard = shard
        self.inputs = inputs
        self.outputs = outputs
        self.counts = counts
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.exitCode = exitCode
        self.notices = notices
    }

    enum CodingKeys: String, CodingKey {
        case tool, toolVersion = "tool_version", toolBuild = "tool_build", schemaVersion = "schema_version", parameters, seed, shard
        case inputs, outputs, counts, startedAt = "started_at", finishedAt = "finished_at"
        case exitCode = "exit_code", notices
    }

    /// The manifest path for an output: `jobs.jsonl` → `jobs.manifest.json`.
    public static func path(forOutput output: String) -> String {
        OutputPaths.sibling(of: output, suffix: "manifest.json")
    }

    /// Writes the manifest atomically as indented JSON with sorted keys.
    public func write(to path: String) throws {
        try JSONDocumentFile.write(self, to: path)
    }

    /// Reads a manifest; nil when there is none at `path`.
    public static func read(from path: String) throws -> RunManifest? {
        try JSONDocumentFile.read(RunManifest.self, from: path, kind: "a run manifest", remedy: "delete it to rerun the stage")
    }
}

/// A file a run read or wrote, identified by content.
public struct FileFingerprint: Codable, Sendable, Equatable {
    /// The path as given; `-` for a standard stream.
    public var path: String
    public var sha256: String
    public var bytes: Int
    /// Records in the file, for outputs.
    public var records: Int?

    public init(path: String, sha256: String, bytes: Int, records: Int? = nil) {
        self.path = path
        self.sha256 = sha256
        self.bytes = bytes
        self.records = records
    }

    /// Fingerprints the file at `path` by reading it.
    public static func of(path: String, records: Int? = nil) throws -> FileFingerprint {
        let digest = try HexDigest.sha256(ofFileAt: path)
        return FileFingerprint(path: path, sha256: digest.hex, bytes: digest.bytes, records: records)
    }
}

/// How many records a run read, wrote and rejected.
public struct RecordCounts: Codable, Sendable, Equatable {
    public var read: Int
    public var written: Int
    public var rejected: Int

    public init(read: Int = 0, written: Int = 0, rejected: Int = 0) {
        self.read = read
        self.written = written
        self.rejected = rejected
    }

    /// Rejected records as a share of those read; 0 when nothing was read.
    public var rejectRate: Double {
        read == 0 ? 0 : Double(rejected) / Double(read)
    }
}

extension FileFingerprint {
    /// The same fingerprint with a record count.
    public func with(records: Int) -> FileFingerprint {
        var copy = self
        copy.records = records
        return copy
    }
}
