import Foundation

/// Finds `../shared` (the O*NET release and captured feeds) beside the checkout, for tests.
///
/// On a user's machine it may be missing: tests that need it are then skipped, and Swift
/// Testing prints that they were. On CI (`CI=true`) it is always there, so a missing
/// folder is a failure, never a silent skip.
public enum SharedData {
    /// The package's root folder, found from this file's own path.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the checkout, if it is there.
    public static let root: URL? = {
        let candidate = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("DESIGN.md").path) {
            return candidate
        }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            fatalError("CI=true but \(candidate.path) is missing: CI must run the tests that read ../shared")
        }
        return nil
    }()

    /// Whether `../shared` is there; use as `@Test(.enabled(if: SharedData.isAvailable))`.
    public static var isAvailable: Bool { root != nil }

    /// A path under `../shared`, e.g. `fixtures/feeds/lever/spotify_postings_2026-07_trimmed4.json`.
    public static func path(_ relative: String) -> String? {
        root.map { $0.appendingPathComponent(relative).path }
    }

    /// A path under the package's `samples/` folder.
    public static func sample(_ relative: String) -> String {
        packageRoot.appendingPathComponent("samples").appendingPathComponent(relative).path
    }
}
