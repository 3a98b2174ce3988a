/// The version of the record schemas in `DESIGN.md` that this build reads and writes.
///
/// Fields may be added within a version; renaming or removing one bumps it.
public enum SchemaVersion {
    /// The schema version written into every run manifest.
    public static let current = 1
}

/// The version of the ManifestMatch tools, recorded in every run manifest.
///
/// `mm-run` reruns a stage when this changes, so bump it with any change that alters output.
public enum ToolVersion {
    /// The semantic version of this build of the toolchain.
    public static let current = "0.2.0"
}
