import MatchCore
import Testing
import ThompsonScoring
@testable import OfflineEvaluation

@Suite struct WeightsDocumentTests {
    static let base = """
        seed: 42
        weights:
          occupation: 0.30   # O*NET fit
          thompson: 0.2
        diversity:
          max_per_company: 3
        """

    @Test func settingAKeyChangesThatSettingAndNoOther() throws {
        let document = try WeightsDocument(yaml: Self.base, source: "base.yaml")
        let changed = try document.setting([("weights.occupation", 0.45), ("features.keyword_saturation", 7)]).settings()
        let original = try document.settings()
        #expect(changed.weights.occupation == 0.45)
        #expect(changed.features.keywordSaturation == 7, "an integral value is written so an integer setting reads it")
        var expected = original
        expected.weights.occupation = 0.45
        expected.features.keywordSaturation = 7
        #expect(changed == expected)
    }

    @Test func writtenFileRoundTripsThroughSettingsFile() throws {
        let document = try WeightsDocument(yaml: Self.base, source: "base.yaml")
            .setting([("weights.skill_overlap", 0.35), ("dual_profile.manifest_share", 0.6)])
            .setting(seed: 18_446_744_073_709_551_615)
        let yaml = document.yaml(header: ["best of 12 configurations"])
        #expect(yaml.hasPrefix("# best of 12 configurations\n"))
        let parsed = try SettingsFile.parse(yaml, path: "best.yaml")
        #expect(parsed == (try document.settings()))
        #expect(parsed.weights.skillOverlap == 0.35)
        #expect(parsed.dualProfile.manifestShare == 0.6)
        #expect(parsed.seed == UInt64.max, "a seed beyond a Double's precision survives")
        #expect(parsed.diversity.maxPerCompany == 3)
    }

    @Test func unknownOrNonNumericKeysAreConfigurationErrorsNamingTheKey() throws {
        let document = try WeightsDocument(yaml: Self.base, source: "base.yaml")
        let unknown = #expect(throws: ConfigurationError.self) {
            try document.setting([("weights.ocupation", 0.1)]).settings()
        }
        #expect(unknown?.errorDescription?.contains("weights.ocupation") == true)
        #expect(throws: ConfigurationError.self) { try document.setting([("arms.level", 2)]).settings() }
        #expect(throws: ConfigurationError.self) { try document.setting([("weights.occupation", -1)]).settings() }
        #expect(throws: ConfigurationError.self) { try WeightsDocument(yaml: "- a list", source: "list.yaml") }
    }
}
