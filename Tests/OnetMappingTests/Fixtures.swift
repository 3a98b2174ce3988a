import Foundation
import OnetMapping
import TestSupport

/// Indexes shared by the tests: the demo sample (always there) and the full release (when ../shared is).
enum Fixtures {
    static let sampleFolder = SharedData.sample("onet")

    static let sample: OnetIndex = {
        OnetIndex(database: try! IndexBuilder.build(release: FolderRelease(path: sampleFolder), threads: 2))
    }()

    static let fullRelease: OnetIndex? = {
        guard let release = SharedData.path("onet"), let supplement = SharedData.path("onet/supplement_29.3_excel") else { return nil }
        return OnetIndex(database: try! IndexBuilder.build(
            release: FolderRelease(path: release), supplements: [FolderRelease(path: supplement)], threads: 2))
    }()

    /// A fresh temporary folder; remove it with `removeTemporary` when the test ends.
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "onet-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes the temporary folder that holds `path` (made by `temporaryFolder` or `copyOfSample`).
    static func removeTemporary(_ path: String) {
        let prefix = NSTemporaryDirectory() + "onet-test-"
        guard path.hasPrefix(prefix) else { return }
        let rest = path.dropFirst(prefix.count)
        try? FileManager.default.removeItem(atPath: prefix + rest.prefix { $0 != "/" })
    }

    /// Copies the sample release into a temporary folder, to damage a file of it.
    static func copyOfSample() -> String {
        let folder = temporaryFolder() + "/release"
        try! FileManager.default.copyItem(atPath: sampleFolder, toPath: folder)
        try? FileManager.default.removeItem(atPath: folder + "/demo")
        return folder
    }
}
