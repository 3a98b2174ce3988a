import Foundation
import Synchronization
import Testing
@testable import MatchCore

@Suite struct AtomicOutputFileTests {
    @Test func commitReplacesThePreviousFileWhole() throws {
        let folder = TemporaryFolder()
        let path = folder.write("out.jsonl", "old\n")
        let file = try AtomicOutputFile(path: path)
        try file.write(Array("new\n".utf8))
        #expect(folder.read("out.jsonl") == "old\n")
        try file.commit()
        #expect(folder.read("out.jsonl") == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.jsonl"])
    }

    @Test func abandonedWriteLeavesThePreviousFileAndNoTemporary() throws {
        let folder = TemporaryFolder()
        let path = folder.write("out.jsonl", "old\n")
        do {
            let file = try AtomicOutputFile(path: path)
            try file.write(Array("half a reco".utf8))
        }
        #expect(folder.read("out.jsonl") == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.jsonl"])
    }

    @Test func missingFolderIsAClearError() {
        #expect(throws: FileAccessError.self) { _ = try AtomicOutputFile(path: "/nonexistent-folder/out.jsonl") }
    }

    @Test func fingerprintMatchesTheCommittedBytes() throws {
        let folder = TemporaryFolder()
        let file = try AtomicOutputFile(path: folder.path + "/out.jsonl")
        try file.write(Array("abc\n".utf8))
        try file.commit()
        #expect(file.fingerprint == (try FileFingerprint.of(path: folder.path + "/out.jsonl")))
        #expect(file.fingerprint.sha256 == HexDigest.sha256(of: Array("abc\n".utf8)))
    }

    /// Large writes are hashed beside the write on another thread; small and large writes
    /// mixed still give the digest of the bytes in the order written.
    @Test func largeWritesAreHashedInOrder() throws {
        let folder = TemporaryFolder()
        let file = try AtomicOutputFile(path: folder.path + "/out.jsonl")
        let pieces = [Array("head\n".utf8), [UInt8](repeating: 0x61, count: AtomicOutputFile.sideBySideBytes + 3),
                      Array("middle\n".utf8), (0..<(3 * AtomicOutputFile.sideBySideBytes)).map { UInt8(truncatingIfNeeded: $0 &* 31) }]
        for piece in pieces { try file.write(piece) }
        try file.commit()
        let all = Array(pieces.joined())
        #expect(file.fingerprint.sha256 == HexDigest.sha256(of: all))
        #expect(file.fingerprint.bytes == all.count)
        #expect(file.fingerprint == (try FileFingerprint.of(path: folder.path + "/out.jsonl")))
    }

    /// A writer that hands its buffers over (`write(_:then:)`) gets each back only once it is
    /// hashed: overwriting a buffer as soon as it is released leaves the digest right.
    @Test func handedOverBuffersAreReleasedOnlyOnceHashed() throws {
        let folder = TemporaryFolder()
        let file = try AtomicOutputFile(path: folder.path + "/out.jsonl")
        let size = AtomicOutputFile.sideBySideBytes + 5
        var expected: [UInt8] = []
        let released = Mutex(0)
        let buffers = (0..<12).map { _ in UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16) }
        defer { for buffer in buffers { buffer.deallocate() } }
        for (round, buffer) in buffers.enumerated() {
            for index in 0..<size { buffer[index] = UInt8(truncatingIfNeeded: index &* 7 &+ round) }
            expected += buffer
            nonisolated(unsafe) let reused = buffer
            try file.write(UnsafeRawBufferPointer(buffer), then: {
                // A pool would give the buffer to the next writer, who fills it with other bytes.
                reused.initializeMemory(as: UInt8.self, repeating: 0xFF)
                released.withLock { $0 += 1 }
            })
            try file.write(Array("small \(round)\n".utf8))
            expected += Array("small \(round)\n".utf8)
        }
        try file.commit()
        #expect(released.withLock { $0 } == 12)
        #expect(file.fingerprint.sha256 == HexDigest.sha256(of: expected))
        #expect(file.fingerprint == (try FileFingerprint.of(path: folder.path + "/out.jsonl")))
    }
}

@Suite struct RunManifestTests {
    @Test func writesReadsAndNamesItsPath() throws {
        let folder = TemporaryFolder()
        let input = folder.write("in.jsonl", "{}\n")
        let manifest = RunManifest(
            tool: "mm-check", parameters: ["type": "raw-job"], seed: 7, shard: "1/2",
            inputs: [try FileFingerprint.of(path: input)], outputs: [], counts: RecordCounts(read: 3, written: 2, rejected: 1),
            startedAt: Date(timeIntervalSince1970: 0), finishedAt: Date(timeIntervalSince1970: 1), exitCode: 0)
        let path = RunManifest.path(forOutput: folder.path + "/jobs.jsonl")
        #expect(path == folder.path + "/jobs.manifest.json")
        try manifest.write(to: path)
        #expect(try RunManifest.read(from: path) == manifest)
        let text = folder.read("jobs.manifest.json") ?? ""
        #expect(text.contains(#""tool_version" : "\#(ToolVersion.current)""#))
        #expect(text.contains(#""tool_build" : "gnu-build-id:"#))
        #expect(text.contains(#""sha256" : "\#(HexDigest.sha256(of: Array("{}\n".utf8)))""#))
        #expect(abs(manifest.counts.rejectRate - 1.0 / 3.0) < 1e-12)
    }

    @Test func siblingPathsFollowTheStem() {
        #expect(OutputPaths.sibling(of: "out/jobs.jsonl", suffix: "rejects.jsonl") == "out/jobs.rejects.jsonl")
        #expect(OutputPaths.sibling(of: "shortlists.sqlite", suffix: "manifest.json") == "shortlists.manifest.json")
        #expect(OutputPaths.sibling(of: "./raw", suffix: "manifest.json") == "./raw.manifest.json")
        #expect(RejectsWriter.defaultPath(forOutput: "-") == nil)
    }
}
