import Foundation
import OnetMapping
import Testing

@Suite struct OnetIndexFileTests {
    @Test func writingAndReadingGivesTheSameDatabase() throws {
        let path = Fixtures.temporaryFolder() + "/sample.idx"
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
}
