import Foundation
import OnetMapping
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
}
