import Foundation
import MatchCore
import Yams

/// Reads `ScoringSettings` from a YAML weights file.
public enum SettingsFile {
    /// The settings in the YAML file at `path`; throws `ConfigurationError` naming the file and the problem.
    public static func load(path: String) throws -> ScoringSettings {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: FileManager.default.fileExists(atPath: path)
                ? "permission denied" : "no such file or directory")
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path)
    }

    /// The settings in `yaml`; `path` names the source in messages.
    public static func parse(_ yaml: String, path: String) throws -> ScoringSettings {
        let settings: ScoringSettings
        do {
            let trimmed = yaml.trimmingCharacters(in: .whitespacesAndNewlines)
            settings = trimmed.isEmpty ? ScoringSettings() : try YAMLDecoder().decode(ScoringSettings.self, from: yaml)
        } catch let error as UnknownSettingError {
            throw ConfigurationError("\(path): \(error) (see pipelines/weights.yaml for every setting)")
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, let unknown = context.underlyingError as? UnknownSettingError {
                throw ConfigurationError("\(path): \(unknown) (see pipelines/weights.yaml for every setting)")
            }
            throw ConfigurationError("\(path): \(DecodingErrorDescription.describe(error))")
        } catch {
            throw ConfigurationError("\(path): not valid YAML: \(error)")
        }
        if let problem = settings.problems().first {
            throw ConfigurationError("\(path): \(problem)")
        }
        return settings
    }
}
