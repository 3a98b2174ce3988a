import Foundation
import MatchCore
import OnetMapping
import Testing
import TestSupport
import ZIPFoundation

@Suite struct ReleaseImporterTests {
    @Test func sampleHasOccupationsAcrossSeveralMajorGroups() {
        let database = Fixtures.sample.database
        #expect((30...50).contains(database.occupations.count))
        #expect(Set(database.occupations.map { $0.code.prefix(2) }).count >= 8)
        #expect(database.occupations.allSatisfy { $0.riasec.count == 6 && $0.jobZone != nil && $0.education.count == 12 })
        #expect(database.titles.contains { $0.kind == .alternate })
        #expect(database.technologies.contains { $0.name == "Python" && $0.isHot })
        #expect(database.release.filesRead.contains("Skills.txt"))
    }

    @Test func readsAZipWhoseFilesSitInAFolder() throws {
        let folder = Fixtures.temporaryFolder()
        defer { Fixtures.removeTemporary(folder) }
        let zipPath = folder + "/release.zip"
        let archive = try Archive(url: URL(fileURLWithPath: zipPath), accessMode: .create)
        for name in ["Occupation Data.txt", "Alternate Titles.txt", "Interests.txt"] {
            try archive.addEntry(with: "db_sample_text/" + name, fileURL: URL(fileURLWithPath: Fixtures.sampleFolder + "/" + name))
        }
        let database = try ReleaseImporter(release: openRelease(at: zipPath)).importDatabase()
        #expect(database.occupations.count == Fixtures.sample.database.occupations.count)
        #expect(database.occupations.allSatisfy { $0.riasec.count == 6 })
        #expect(database.release.filesRead == ["Occupation Data.txt", "Alternate Titles.txt", "Interests.txt"])
    }

    @Test func aRowWithTooFewFieldsNamesFileLineAndColumn() throws {
        let folder = Fixtures.copyOfSample()
        defer { Fixtures.removeTemporary(folder) }
        try "O*NET-SOC Code\tJob Zone\tDate\tDomain Source\n11-1021.00\t4\t11/2026\tSample\n15-1252.00\t4\n"
            .write(toFile: folder + "/Job Zones.txt", atomically: true, encoding: .utf8)
        let error = #expect(throws: ReleaseFileError.self) { try ReleaseImporter(release: FolderRelease(path: folder)).importDatabase() }
        #expect(error?.file == "Job Zones.txt")
        #expect(error?.line == 3)
        #expect(error?.column == 3)
        #expect(error?.errorDescription?.hasPrefix("Job Zones.txt:3:3: has 2 fields where the header has 4") == true)
    }

    @Test func aBadNumberAndAnUnknownCodeAreErrorsToo() throws {
        let folder = Fixtures.copyOfSample()
        defer { Fixtures.removeTemporary(folder) }
        try "O*NET-SOC Code\tJob Zone\tDate\tDomain Source\n11-1021.00\tfour\t11/2026\tSample\n"
            .write(toFile: folder + "/Job Zones.txt", atomically: true, encoding: .utf8)
        let badNumber = #expect(throws: ReleaseFileError.self) { try ReleaseImporter(release: FolderRelease(path: folder)).importDatabase() }
        #expect(badNumber?.errorDescription?.hasPrefix("Job Zones.txt:2:2: Job Zone \"four\" is not a number") == true)
        try "O*NET-SOC Code\tJob Zone\tDate\tDomain Source\n99-9999.00\t4\t11/2026\tSample\n"
            .write(toFile: folder + "/Job Zones.txt", atomically: true, encoding: .utf8)
        let unknown = #expect(throws: ReleaseFileError.self) { try ReleaseImporter(release: FolderRelease(path: folder)).importDatabase() }
        #expect(unknown?.errorDescription?.contains("99-9999.00 is not in Occupation Data.txt") == true)
    }

    @Test func aMissingColumnListsTheColumnsThereAre() throws {
        let folder = Fixtures.copyOfSample()
        defer { Fixtures.removeTemporary(folder) }
        try "O*NET-SOC Code\tZone\n11-1021.00\t4\n".write(toFile: folder + "/Job Zones.txt", atomically: true, encoding: .utf8)
        let error = #expect(throws: ReleaseFileError.self) { try ReleaseImporter(release: FolderRelease(path: folder)).importDatabase() }
        #expect(error?.errorDescription?.contains("has no \"Job Zone\" column (its columns are: O*NET-SOC Code, Zone)") == true)
    }

    @Test func aFolderWithoutOccupationDataIsNotARelease() {
        let folder = Fixtures.temporaryFolder()
        defer { Fixtures.removeTemporary(folder) }
        #expect(throws: ReleaseFileError.self) { try ReleaseImporter(release: FolderRelease(path: folder)).importDatabase() }
    }

    @Test(.enabled(if: SharedData.isAvailable, "../shared is not beside this checkout"))
    func fullReleaseReadsBothLayouts() throws {
        let database = try #require(Fixtures.fullRelease).database
        #expect(database.occupations.count == 1016)
        #expect(database.release.version == "O*NET 27.0 Database")
        #expect(database.titles.filter { $0.kind == .alternate }.count > 50_000)
        // Skills and Knowledge come from the Excel-converted 29.3 supplement, read by header name.
        #expect(database.release.filesRead.contains { $0.hasSuffix("supplement_29.3_excel/Skills.txt") })
        let rated = database.occupations.filter { !$0.ratings.isEmpty }
        #expect(rated.count > 800)
        let kinds = Set(rated[0].ratings.map { database.elements[Int($0.element)].kind })
        #expect(kinds == [.skill, .knowledge])
        let computing = database.occupations.filter { $0.code.hasPrefix("15-") && $0.riasec.count == 6 }
        #expect(computing.count > 10)
        #expect(computing.map { $0.riasec[1] }.reduce(0, +) > computing.map { $0.riasec[0] }.reduce(0, +),
                "computer and mathematical occupations are more investigative than realistic")
        let excelSupplement = try ReleaseImporter(release: FolderRelease(path: SharedData.path("onet/supplement_29.3_excel")!)).importDatabase()
        #expect(excelSupplement.release.version == "O*NET 29.3 Database")
        #expect(excelSupplement.occupations.filter { $0.riasec.count == 6 }.count > 800)
    }
}
