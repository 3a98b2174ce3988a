import Foundation
import Testing
@testable import PipelineRunner

@Suite struct PathDigestTests {
    @Test func aFoldersDigestFollowsItsFilesButNotHiddenOnes() throws {
        let folder = NSTemporaryDirectory() + "digest-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        FileManager.default.createFile(atPath: folder + "/a.txt", contents: Data("a".utf8))
        FileManager.default.createFile(atPath: folder + "/sub/b.txt", contents: Data("b".utf8))
        let first = try PathDigest.of(folder)
        FileManager.default.createFile(atPath: folder + "/.b.txt.tmp.123", contents: Data("half".utf8))
        #expect(try PathDigest.of(folder) == first)
        FileManager.default.createFile(atPath: folder + "/sub/b.txt", contents: Data("B".utf8))
        #expect(try PathDigest.of(folder) != first)
        #expect(try PathDigest.of(folder + "/nothing-here") == nil)
    }
}
