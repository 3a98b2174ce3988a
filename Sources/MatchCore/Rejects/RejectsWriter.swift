/// Collects a stage's rejects into `<output>.rejects.jsonl` (or a path of the user's choosing).
///
/// The file is written atomically and always, empty when nothing was rejected, so that a
/// rerun never leaves the rejects of an earlier run beside new output.
public final class RejectsWriter {
    private let writer: JSONLWriter<Reject>?
    private let onReject: (Reject) -> Void
    /// Rejects recorded so far.
    public private(set) var count = 0

    /// Writes rejects to `path`, or only reports them when `path` is nil; `onReject` sees each one
    /// (stages log them).
    public init(path: String?, onReject: @escaping (Reject) -> Void = { _ in }) throws {
        writer = try path.map { JSONLWriter<Reject>(sink: try openOutput($0)) }
        self.onReject = onReject
    }

    /// The path the rejects go to, if any.
    public var path: String? { writer?.sink.path }

    /// Records one reject.
    public func add(_ reject: Reject) throws {
        count += 1
        onReject(reject)
        try writer?.write(reject)
    }

    /// Commits the rejects file.
    public func finish() throws {
        try writer?.finish()
    }

    /// The default rejects path for an output: `jobs.jsonl` → `jobs.rejects.jsonl`; nil for standard output.
    public static func defaultPath(forOutput output: String) -> String? {
        guard output != "-" else { return nil }
        return OutputPaths.sibling(of: output, suffix: "rejects.jsonl")
    }
}

/// Names of the files written beside an output.
public enum OutputPaths {
    /// `out/jobs.jsonl` with suffix `manifest.json` → `out/jobs.manifest.json`.
    public static func sibling(of output: String, suffix: String) -> String {
        let slash = output.lastIndex(of: "/")
        let nameStart = slash.map { output.index(after: $0) } ?? output.startIndex
        let name = output[nameStart...]
        let stem: Substring
        if name.hasSuffix(".jsonl") {
            stem = name.dropLast(6)
        } else if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            stem = name[..<dot]
        } else {
            stem = name
        }
        return String(output[..<nameStart]) + stem + "." + suffix
    }
}
