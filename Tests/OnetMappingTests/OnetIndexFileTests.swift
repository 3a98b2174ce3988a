import Foundation
import MatchCore
@testable import OnetMapping
import Testing

@Suite struct OnetIndexFileTests {
    @Test func writingAndReadingGivesTheSameDatabase() throws {
        let path = Fixtures.temporaryFolder() + "/sample.idx"
        defer { Fixtures.removeTemporary(path) }
        _ = try OnetIndexFile.write(Fixtures.sample.database, to: path)
        let read = try OnetIndexFile.read(from: path)
        #expect(read == Fixtures.sample.database)
    }

    @Test func aTruncatedFileIsDamagedNotACrash() throws {
        let bytes = OnetIndexFile.encode(Fixtures.sample.database)
        let error = #expect(throws: IndexFileError.self) { try OnetIndexFile.decode(Array(bytes.prefix(bytes.count / 2)), path: "x.idx") }
        #expect(error?.errorDescription?.contains("truncated or damaged") == true)
    }

    @Test func anotherFileIsNotAnIndex() {
        let error = #expect(throws: IndexFileError.self) { try OnetIndexFile.decode(Array("hello world, not an index".utf8), path: "x.idx") }
        #expect(error?.errorDescription == "cannot open O*NET index x.idx: not an mm-onet index file (build one with `mm-onet import RELEASE -o x.idx`)")
    }

    @Test func anOpenedIndexSearchesWithTheStoredStructuresLikeAFreshlyBuiltOne() throws {
        let path = Fixtures.temporaryFolder() + "/sample.idx"
        defer { Fixtures.removeTemporary(path) }
        _ = try OnetIndexFile.write(Fixtures.sample.database, to: path)
        let opened = try OnetIndex.open(path: path)
        for title in ["Sr. SWE II (m/w/d) - Remote", "RN - ICU Night Shift", "Certified Nursing Asistant", "Data Scientist", "Zzyzx"] {
            #expect(opened.coder.code(title: title) == Fixtures.sample.coder.code(title: title), "\(title)")
        }
        let text = "We use Python, k8s and MS Excel; SQL a plus."
        #expect(opened.skills.extract(from: text, field: "d") == Fixtures.sample.skills.extract(from: text, field: "d"))
        #expect(!opened.skills.extract(from: text, field: "d").isEmpty)
    }

    @Test func writingTwiceGivesTheSameBytes() {
        #expect(OnetIndexFile.encode(Fixtures.sample.database) == OnetIndexFile.encode(Fixtures.sample.database))
    }

    @Test func anIndexOfAnOlderFormatAsksForAReimport() {
        var bytes = Array("MMONETIX".utf8)
        withUnsafeBytes(of: UInt32(1).littleEndian) { bytes.append(contentsOf: $0) }
        bytes += [UInt8](repeating: 0, count: 64)
        let error = #expect(throws: IndexFileError.self) { try OnetIndexFile.decode(bytes, path: "old.idx") }
        #expect(error?.errorDescription?.contains("written by an older mm-onet (index format 1") == true)
        #expect(error?.errorDescription?.contains("rerun `mm-onet import`") == true)
    }

    @Test func aDamagedByteInTheSearchStructuresIsRefused() throws {
        var bytes = OnetIndexFile.encode(Fixtures.sample.database)
        // Three quarters in: the stored search structures, whose arrays are used as read.
        bytes[bytes.count * 3 / 4] ^= 0x5A
        let error = #expect(throws: IndexFileError.self) { try OnetIndexFile.decode(bytes, path: "x.idx") }
        #expect(error?.errorDescription?.contains("truncated or damaged") == true)
    }

    /// An index whose coder fingerprint is not this build's (it was built by a coder that
    /// normalized, curated or scored differently) is refused with what to do, not read wrongly.
    @Test func anIndexBuiltByAnotherCoderAsksForARebuild() throws {
        var bytes = OnetIndexFile.encode(Fixtures.sample.database)
        let fingerprint = Array(CoderFingerprint.of(Fixtures.sample.coder).utf8)
        let start = try #require(bytes.indices.first { bytes[$0..<min(bytes.count, $0 + fingerprint.count)].elementsEqual(fingerprint) })
        bytes[start] = bytes[start] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        // A valid file otherwise: its checksum is made again over the changed bytes.
        let payload = Array(bytes.dropLast(32))
        let checksum = HexDigest.sha256(of: payload)
        bytes = payload + stride(from: 0, to: 64, by: 2).map { UInt8(checksum.dropFirst($0).prefix(2), radix: 16)! }
        let error = #expect(throws: IndexFileError.self) { try OnetIndexFile.decode(bytes, path: "old.idx") }
        #expect(error?.errorDescription?.contains("another version of the occupation coder") == true)
        #expect(error?.errorDescription?.contains("mm-onet import RELEASE -o old.idx") == true)
    }

    /// The fingerprint follows the coder: another set of weights is another coder.
    @Test func theFingerprintChangesWithTheCoder() {
        var weights = OccupationCoder.Weights()
        weights.head = 0.4
        weights.tasks = 1.5
        let other = OccupationCoder(database: Fixtures.sample.database, weights: weights)
        #expect(CoderFingerprint.of(Fixtures.sample.coder) == CoderFingerprint.of(OccupationCoder(database: Fixtures.sample.database)))
        #expect(CoderFingerprint.of(other) != CoderFingerprint.of(Fixtures.sample.coder))
    }
}
