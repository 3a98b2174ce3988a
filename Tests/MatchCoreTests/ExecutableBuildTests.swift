import Foundation
import MatchCore
import Testing

/// A build of an executable is named by its GNU build ID, or else by its bytes' SHA-256.
@Suite struct ExecutableBuildTests {
    /// A 64-bit little-endian ELF header with one program header, a `PT_NOTE` segment that
    /// holds an ABI note and then the build ID note `deadbeef`.
    static func elfWithBuildID() -> [UInt8] {
        func bytes(_ value: UInt64, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) } }
        let abiNote = bytes(4, 4) + bytes(16, 4) + bytes(1, 4) + Array("GNU\0".utf8) + [UInt8](repeating: 0, count: 16)
        let buildIDNote = bytes(4, 4) + bytes(4, 4) + bytes(3, 4) + Array("GNU\0".utf8) + [0xDE, 0xAD, 0xBE, 0xEF]
        let notes = abiNote + buildIDNote
        var header: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1] + [UInt8](repeating: 0, count: 57)
        header.replaceSubrange(0x20..<0x28, with: bytes(64, 8))
        header.replaceSubrange(0x36..<0x38, with: bytes(56, 2))
        header.replaceSubrange(0x38..<0x3A, with: bytes(1, 2))
        var programHeader = [UInt8](repeating: 0, count: 56)
        programHeader.replaceSubrange(0..<4, with: bytes(4, 4))
        programHeader.replaceSubrange(8..<16, with: bytes(120, 8))
        programHeader.replaceSubrange(32..<40, with: bytes(UInt64(notes.count), 8))
        return header + programHeader + notes
    }

    @Test func anELFFileIsNamedByItsBuildID() throws {
        let folder = TemporaryFolder()
        let path = folder.write("tool", Self.elfWithBuildID())
        #expect(try ExecutableBuild.identity(ofExecutableAt: path) == "gnu-build-id:deadbeef")
    }

    @Test func aScriptIsNamedByItsBytes() throws {
        let folder = TemporaryFolder()
        let script = "#!/bin/sh\necho hello\n"
        let path = folder.write("tool.sh", script)
        #expect(try ExecutableBuild.identity(ofExecutableAt: path) == "sha256:" + HexDigest.sha256(of: Array(script.utf8)))
        #expect(throws: FileAccessError.self) { try ExecutableBuild.identity(ofExecutableAt: folder.path + "/missing") }
    }

    /// Swift's linker on Linux writes a build ID: the running test bundle has one, and two
    /// readings agree.
    @Test func theRunningExecutableHasABuildID() throws {
        let current = try #require(ExecutableBuild.current)
        #expect(current.hasPrefix("gnu-build-id:"))
        #expect(current.count > "gnu-build-id:".count + 16)
        #expect(try ExecutableBuild.identity(ofExecutableAt: "/proc/self/exe") == current)
    }
}
