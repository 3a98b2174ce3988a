import Foundation
import MatchCore

/// Scores parsed resumes against truth files, field by field (precision, recall, F1).
public struct ResumeEvaluation: Sendable {
    /// One score per field, in a fixed order.
    public private(set) var scores: [FieldScore]
    /// Resumes that had a truth file.
    public private(set) var resumesScored = 0
    /// Truth files with no parsed resume (a reject, or a missing file): all their values count as missed.
    public private(set) var unparsed: [String] = []
    /// Truth values the parser missed, as `id: field: value`, for a person to look at.
    public private(set) var misses: [String] = []

    public static let fields = ["name", "email", "phone", "label", "location", "profiles", "work", "education",
                                "skills", "certificates", "languages", "projects"]

    /// Compares every resume that has a truth, and counts truths without a resume.
    public init(resumes: [ParsedResume], truths: [String: ResumeTruth]) {
        scores = Self.fields.map(FieldScore.init(field:))
        var seen = Set<String>()
        for resume in resumes {
            guard let truth = truths[resume.id] else { continue }
            seen.insert(resume.id)
            resumesScored += 1
            score(resume, against: truth)
        }
        for id in truths.keys.sorted() where !seen.contains(id) {
            unparsed.append(id)
            let empty = ParsedResume(id: id, sourceFile: id, sha256: "", format: .txt, text: "")
            score(empty, against: truths[id]!)
        }
    }

    private mutating func update(_ field: String, _ change: (inout FieldScore) -> Void) {
        if let index = scores.firstIndex(where: { $0.field == field }) { change(&scores[index]) }
    }

    private mutating func single(_ field: String, id: String, truth: String?, predicted: String?, equal: (String, String) -> Bool) {
        let matched = truth.flatMap { t in predicted.map { equal(t, $0) } } ?? false
        update(field) { $0.addSingle(truth: truth != nil, predicted: predicted != nil, matched: matched) }
        if let truth, !matched { misses.append("\(id): \(field): expected \(truth), found \(predicted ?? "nothing")") }
    }

    private mutating func list<T, P>(_ field: String, id: String, truth: [T]?, predicted: [P], describe: (T) -> String,
                                     matches: (T, P) -> Bool) {
        guard let truth else { return }
        update(field) { $0.addList(truth: truth, predicted: predicted, matches: matches) }
        for item in truth where !predicted.contains(where: { matches(item, $0) }) {
            misses.append("\(id): \(field): missed \(describe(item))")
        }
    }

    private mutating func score(_ resume: ParsedResume, against truth: ResumeTruth) {
        let id = resume.id
        if let basics = truth.basics {
            let found = resume.basics
            single("name", id: id, truth: basics.name, predicted: found.name) { FairMatching.wordF1($0, $1) >= 0.9 }
            single("email", id: id, truth: basics.email, predicted: found.email) { $0.lowercased() == $1.lowercased() }
            single("phone", id: id, truth: basics.phone, predicted: found.phone, equal: FairMatching.phone)
            single("label", id: id, truth: basics.label, predicted: found.label) { FairMatching.wordF1($0, $1) >= 0.9 }
            single("location", id: id, truth: basics.location?.city, predicted: found.location?.city) { FairMatching.wordF1($0, $1) >= 0.9 }
            list("profiles", id: id, truth: basics.profiles, predicted: found.profiles, describe: { $0.url ?? $0.network }) {
                FairMatching.url($0.url ?? "") == FairMatching.url($1.url ?? "") || $0.network == $1.network && $0.username?.lowercased() == $1.username?.lowercased()
            }
        }
        list("work", id: id, truth: truth.work, predicted: resume.work, describe: Self.describe) { t, p in
            FairMatching.text(t.position, p.position) && FairMatching.text(t.name, p.name) && FairMatching.dates(t.dates, p.dates)
        }
        list("education", id: id, truth: truth.education, predicted: resume.education, describe: Self.describe) { t, p in
            FairMatching.text(t.institution, p.institution) && FairMatching.text(t.studyType, p.studyType)
                && FairMatching.text(t.area, p.area) && FairMatching.dates(t.dates, p.dates)
        }
        list("skills", id: id, truth: truth.skills.map(Self.flatSkills), predicted: Self.flatSkills(resume.skills), describe: { $0 }) {
            FairMatching.wordF1($0, $1) >= 0.9
        }
        list("certificates", id: id, truth: truth.certificates, predicted: resume.certificates, describe: \.name) {
            FairMatching.wordF1($0.name, $1.name) >= 0.9
        }
        list("languages", id: id, truth: truth.languages, predicted: resume.languages, describe: \.language) {
            FairMatching.wordF1($0.language, $1.language) >= 0.9
        }
        list("projects", id: id, truth: truth.projects, predicted: resume.projects, describe: \.name) {
            FairMatching.wordF1($0.name, $1.name) >= 0.9
        }
    }

    /// Skills as one flat list: a group's members, or the skill itself.
    static func flatSkills(_ skills: [ResumeSkill]) -> [String] {
        skills.flatMap { $0.keywords.isEmpty ? [$0.name] : $0.keywords }
    }

    private static func describe(_ work: ResumeWork) -> String {
        "\(work.position ?? "?") @ \(work.name ?? "?") \(describe(work.dates))"
    }

    private static func describe(_ education: ResumeEducation) -> String {
        "\(education.studyType ?? "?") \(education.area ?? "") @ \(education.institution ?? "?") \(describe(education.dates))"
    }

    private static func describe(_ dates: ResumeDateRange?) -> String {
        guard let dates else { return "" }
        return "\(dates.startDate ?? "?")–\(dates.isCurrent ? "present" : dates.endDate ?? "?")"
    }

    /// The table a person reads: one row per field.
    public func table() -> String {
        func row(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == 0 ? cell.padding(toLength: 13, withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: max(0, 10 - cell.count)) + cell
            }.joined()
        }
        var lines = [row(["field", "truth", "found", "right", "precision", "recall", "F1"])]
        for score in scores where score.truth + score.predicted > 0 {
            lines.append(row([score.field, "\(score.truth)", "\(score.predicted)", "\(score.matched)",
                              String(format: "%.3f", score.precision), String(format: "%.3f", score.recall),
                              String(format: "%.3f", score.f1)]))
        }
        lines.append("resumes scored: \(resumesScored); truth files without a parsed resume: \(unparsed.count)")
        return lines.joined(separator: "\n") + "\n"
    }
}
