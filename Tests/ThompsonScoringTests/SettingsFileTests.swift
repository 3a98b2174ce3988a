import Foundation
import MatchCore
import Testing
@testable import ThompsonScoring

@Suite struct SettingsFileTests {
    /// pipelines/weights.yaml in this checkout.
    static let repositoryWeights = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("pipelines/weights.yaml").path

    @Test func theShippedFileStatesEveryDefault() throws {
        let shipped = try SettingsFile.load(path: Self.repositoryWeights)
        #expect(shipped == ScoringSettings())
        #expect(shipped.weights.occupation == 0.30)
    }

    @Test func anEmptyFileMeansTheDefaults() throws {
        #expect(try SettingsFile.parse("", path: "w.yaml") == ScoringSettings())
    }

    @Test func aPartialFileOverridesOnlyWhatItGives() throws {
        let settings = try SettingsFile.parse("weights:\n  occupation: 0.5\narms:\n  level: broad\nlearning:\n  actions:\n    skip: -1\n", path: "w.yaml")
        #expect(settings.weights.occupation == 0.5)
        #expect(settings.weights.skillOverlap == FeatureWeights().skillOverlap)
        #expect(settings.arms.level == .broad)
        #expect(settings.learning.weight(of: .skip) == -1)
        #expect(settings.learning.weight(of: .apply) == 3)
    }

    @Test func aMisspelledKeyIsAnErrorNamingIt() {
        #expect {
            try SettingsFile.parse("weights:\n  ocupation: 0.5\n", path: "w.yaml")
        } throws: { error in
            (error as? ConfigurationError)?.message.contains("unknown setting \"weights.ocupation\"") ?? false
        }
    }

    @Test func badValuesAreErrorsNamingTheSetting() {
        for (yaml, fragment) in [("weights:\n  salary: -1\n", "weights.salary"), ("arms:\n  level: galaxy\n", "level"),
                                 ("top_k: 0\n", "top_k"), ("dual_profile:\n  manifest_share: 2\n", "manifest_share")] {
            #expect(throws: ConfigurationError.self, "\(yaml)") { try SettingsFile.parse(yaml, path: "w.yaml") }
            do {
                _ = try SettingsFile.parse(yaml, path: "w.yaml")
            } catch {
                #expect((error as? ConfigurationError)?.message.contains(fragment) == true, "\(error)")
            }
        }
    }
}
