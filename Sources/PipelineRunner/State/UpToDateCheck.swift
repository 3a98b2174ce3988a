/// Decides whether a stage must run, like make or DVC: it is up to date when its command line,
/// parameters, tool version and inputs' SHA-256 match its last finished run, and its outputs
/// are still there as that run left them.
public enum UpToDateCheck {
    /// Why the stage must run, or nil when it is up to date.
    ///
    /// `outputs` holds each output's current SHA-256 (nil for a missing one).
    public static func reasonToRun(record: StageRecord?, now: StageFingerprint,
                                   outputs: [(path: String, sha256: String?)]) -> String? {
        guard let record else { return "never run before" }
        let then = record.fingerprint
        if then.toolVersion != now.toolVersion {
            return "tool version changed (\(then.toolVersion) → \(now.toolVersion))"
        }
        if then.command != now.command { return "command line changed" }
        for key in Set(then.parameters.keys).union(now.parameters.keys).sorted()
        where then.parameters[key] != now.parameters[key] {
            return "parameter \(key) changed (\(then.parameters[key] ?? "unset") → \(now.parameters[key] ?? "unset"))"
        }
        for (path, digest) in now.inputs.sorted(by: { $0.key < $1.key }) where then.inputs[path] != digest {
            return then.inputs[path] == nil ? "new input \(path)" : "input \(path) changed"
        }
        if let dropped = Set(then.inputs.keys).subtracting(now.inputs.keys).sorted().first {
            return "input \(dropped) is no longer listed"
        }
        for (path, digest) in outputs {
            guard let digest else { return "output \(path) is missing" }
            guard let recorded = record.outputs[path] else { return "new output \(path)" }
            if recorded != digest { return "output \(path) changed since the stage wrote it" }
        }
        return nil
    }
}
