import Foundation
import Testing
import TestSupport

@Suite struct SharedDataTests {
    @Test func packageRootHoldsThePackageManifest() {
        #expect(FileManager.default.fileExists(atPath: SharedData.packageRoot.appendingPathComponent("Package.swift").path))
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func sharedFolderHoldsTheDesign() throws {
        let design = try String(contentsOfFile: try #require(SharedData.path("DESIGN.md")), encoding: .utf8)
        #expect(design.contains("Stage contract"))
    }
}
