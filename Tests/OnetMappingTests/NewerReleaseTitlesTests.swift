import Foundation
import OnetMapping
import Testing
import TestSupport

/// Titles a later release added are the ones the index has never seen, once each.
@Suite struct NewerReleaseTitlesTests {
    @Test func keepsOnlyTitlesTheIndexHasNotSeenOfOccupationsItHas() throws {
        let folder = Fixtures.temporaryFolder()
        defer { Fixtures.removeTemporary(folder) }
        // Excel layout (a Title column) for one file, the text layout for the other.
        try """
        O*NET-SOC Code\tTitle\tAlternate Title\tShort Title\tSource(s)
        11-1021.00\tGeneral and Operations Managers\tOperations Manager\t\tMM
        11-1021.00\tGeneral and Operations Managers\tSite Operations Lead\t\tMM
        11-1021.00\tGeneral and Operations Managers\tSite operations lead (Remote)\t\tMM
        99-9999.00\tNo Such Occupation\tQuantum Barista\t\tMM

        """.write(toFile: folder + "/Alternate Titles.txt", atomically: true, encoding: .utf8)
        try """
        O*NET-SOC Code\tReported Job Title\tShown in My Next Move
        11-1021.00\tGENERAL MANAGER\tY
        11-1021.00\tCluster Operations Director\tN

        """.write(toFile: folder + "/Sample of Reported Titles.txt", atomically: true, encoding: .utf8)
        let database = Fixtures.sample.database
        let titles = try NewerReleaseTitles.load(folder: folder, database: database)
        #expect(titles.map(\.text) == ["Site Operations Lead", "Cluster Operations Director"])
        #expect(titles.allSatisfy { database.occupations[$0.occupation].code == "11-1021.00" })
    }

    @Test func aFolderWithoutTitleFilesIsAnErrorNamingTheFile() {
        let folder = Fixtures.temporaryFolder()
        defer { Fixtures.removeTemporary(folder) }
        #expect { try NewerReleaseTitles.load(folder: folder, database: Fixtures.sample.database) } throws: { error in
            "\(error.localizedDescription)".contains("Alternate Titles.txt")
        }
    }

    /// The titles O*NET 29.3 added to 27.0 (the figure docs/onet.md reports): thousands, none known to the 27.0 index.
    @Test(.enabled(if: SharedData.isAvailable, "needs ../shared/onet"))
    func theSharedReleasesDifferByThousandsOfTitles() throws {
        let index = try #require(Fixtures.fullRelease)
        let newer = try #require(SharedData.path("onet/supplement_29.3_excel"))
        let titles = try NewerReleaseTitles.load(folder: newer, database: index.database)
        #expect(titles.count > 3000)
        let known = Set(index.database.titles.map { TitleNormalizer.key(ofReferenceTitle: $0.text) })
        #expect(titles.allSatisfy { !known.contains($0.key) })
    }
}
