import Foundation
import OnetMapping
import Testing
import TestSupport

@Suite struct CodedTitlesTests {
    func parse(_ text: String) throws -> [CodedTitle] {
        try CodedTitles.parse(Data(text.utf8), file: "coded.tsv", database: Fixtures.sample.database)
    }

    @Test func readsColumnsByNameWithTheChosenCodeFirst() throws {
        let titles = try parse("why\ttitle\talso\tcode\nnote\tRN - ICU\t29-1171.00, 29-2061.00\t29-1141.00\n\tBarista\t\t35-3031.00\n")
        let database = Fixtures.sample.database
        #expect(titles.map(\.text) == ["RN - ICU", "Barista"])
        #expect(titles.map(\.line) == [2, 3])
        #expect(titles[0].accepted.map { database.occupations[$0].code } == ["29-1141.00", "29-1171.00", "29-2061.00"])
        #expect(titles[1].accepted.count == 1)
    }

    @Test func aCodeTheIndexLacksNamesTheLineAndColumn() throws {
        let error = #expect(throws: ReleaseFileError.self) {
            try parse("title\tcode\talso\nNurse\t29-1141.00\t\nBarista\t35-3023.00\t\n")
        }
        #expect(error?.line == 3)
        #expect(error?.column == 2)
        #expect(error?.errorDescription?.contains("coded.tsv:3:2: \"35-3023.00\" is not an occupation") == true)
    }

    @Test func aMissingColumnOrAShortRowIsAnError() {
        #expect(throws: ReleaseFileError.self) { try parse("title\tcodes\nNurse\t29-1141.00\n") }
        let short = #expect(throws: ReleaseFileError.self) { try parse("title\tcode\nNurse\n") }
        #expect(short?.line == 2)
    }

    @Test func countsTheChosenCodeApartFromTheOthersAccepted() throws {
        let index = Fixtures.sample
        let dataScientists = try #require(index.database.occupationIndex(code: "15-2051.00"))
        let coded = try #require(index.coder.code(title: "Data Scientist").candidates.first?.occupation)
        #expect(coded == dataScientists)
        // The person chose statisticians and also accepts data scientists; nurses are in another major group.
        let titles = try parse("title\tcode\talso\nData Scientist\t15-2041.00\t15-2051.00\nData Scientist\t29-1141.00\t\n")
        let result = CodingEvaluation.run(coder: index.coder, skills: index.skills, coded: titles, threads: 2)
        #expect(result.count == 2)
        #expect(result.topOne == 0)
        #expect(result.topOneAccepted == 1)
        #expect(result.majorGroup == 1)
    }
}
