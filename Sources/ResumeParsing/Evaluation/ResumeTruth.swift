import Foundation
import MatchCore

/// A hand-checked truth file: the fields a resume should parse to, in the ParsedResume
/// schema (snake_case, nested `dates`); every field is optional and only given ones are scored.
public struct ResumeTruth: Decodable, Sendable {
    public var basics: ResumeBasics?
    public var work: [ResumeWork]?
    public var education: [ResumeEducation]?
    public var skills: [ResumeSkill]?
    public var certificates: [ResumeCertificate]?
    public var languages: [ResumeLanguage]?
    public var projects: [ResumeProject]?

    /// Reads every `*.json` under `folder`, keyed by the resume id its path stands for
    /// (`truth/cv/jane.json` is the truth for `resume:cv/jane`).
    public static func load(folder: String) throws -> [String: ResumeTruth] {
        let files = try ResumeFileCollector.collect([folder], standardInput: { nil })
            .filter { $0.path.hasSuffix(".json") }
        var truths: [String: ResumeTruth] = [:]
        let decoder = RecordCoding.makeDecoder()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw FileAccessError.cannotRead(path: file.path, reason: "permission denied")
            }
            do {
                truths[file.id] = try decoder.decode(ResumeTruth.self, from: data)
            } catch {
                throw FileAccessError.cannotRead(path: file.path, reason: "not a truth file (\(DecodingErrorDescription.describe(error)))")
            }
        }
        return truths
    }
}
