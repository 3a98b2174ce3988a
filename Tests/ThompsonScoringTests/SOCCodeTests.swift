import Testing
@testable import ThompsonScoring

@Suite struct SOCCodeTests {
    @Test func groupKeysFollowTheHierarchy() throws {
        let code = try #require(SOCCode("15-1252.00"))
        #expect(code.groupKey(at: .major) == "15-0000")
        #expect(code.groupKey(at: .minor) == "15-1200")
        #expect(code.groupKey(at: .broad) == "15-1250")
        #expect(code.groupKey(at: .detailed) == "15-1252.00")
        #expect(SOCCode("15-1252")?.description == "15-1252.00")
    }

    @Test func malformedCodesAreRefused() {
        for text in ["", "15", "151252", "15-125", "15-1252.0", "AB-1252", "15-1252x00"] {
            #expect(SOCCode(text) == nil, "\(text)")
        }
    }

    @Test func commonDepthCountsSharedLevels() throws {
        let developer = try #require(SOCCode("15-1252.00"))
        #expect(developer.commonDepth(with: SOCCode("15-1252.01")!) == 4)
        #expect(developer.commonDepth(with: SOCCode("15-1253.00")!) == 3)
        #expect(developer.commonDepth(with: SOCCode("15-1211.00")!) == 2)
        #expect(developer.commonDepth(with: SOCCode("15-2031.00")!) == 1)
        #expect(developer.commonDepth(with: SOCCode("29-1141.00")!) == 0)
    }
}
