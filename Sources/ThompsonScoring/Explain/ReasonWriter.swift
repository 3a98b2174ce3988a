import Foundation
import MatchCore

/// Writes the two or three sentences a recruiter reads beside a match, from the features that
/// contributed most to its score.
struct ReasonWriter {
    let candidate: ScoredCandidate
    let job: Int
    let values: FeatureValues
    let sharedSkills: [Int32]
    let keywords: [String]
    let arm: ArmDraw

    private var corpus: JobCorpus { candidate.corpus }
    private var context: CandidateContext { candidate.context }
    private var record: EnrichedJob { corpus.jobs[job] }

    /// Two or three reasons, strongest contribution first.
    func reasons() -> [String] {
        let weights = context.weights
        var found: [(contribution: Double, text: String)] = []
        func add(_ weight: Double, _ value: Double, _ text: String?) {
            if let text, weight > 0 { found.append((weight * value, text)) }
        }
        add(weights.values.skillOverlap, values.skillOverlap, skills())
        add(weights.values.occupationMatch, values.occupationMatch, ownOccupation())
        add(weights.values.occupationManifest, values.occupationManifest, targetOccupation())
        add(weights.values.salary, values.salary, salary())
        add(weights.values.location, values.location, location())
        add(weights.values.keywords, values.keywords, keywordSentence())
        add(weights.values.recency, values.recency, recency())
        add(weights.values.education, values.education, values.education == 1 && corpus.columns.education[job] > 0
            ? "meets the education level asked for" : nil)
        add(weights.values.experience, values.experience, experience())
        add(weights.thompson, arm.theta, arm.evidence > 0 && arm.posteriorMean > arm.priorMean
            ? "you responded well to similar jobs" : nil)
        // A stable sort keeps the order above among equal contributions.
        var chosen = found.enumerated().sorted { a, b in
            a.element.contribution != b.element.contribution
                ? a.element.contribution > b.element.contribution : a.offset < b.offset
        }.prefix(3).map(\.element.text)
        if chosen.count < 2 { chosen.append(overall()) }
        return chosen
    }

    private func skills() -> String? {
        guard !sharedSkills.isEmpty else { return nil }
        let total = corpus.jobSkills.row(job).count
        let names = sharedSkills.prefix(2).map { corpus.skillNames[Int($0)] }
        return "\(sharedSkills.count) of \(total) required skills, including \(names.joined(separator: " and "))"
    }

    private var jobCode: SOCCode? { record.enrichment.onet.flatMap { SOCCode($0.socCode) } }

    private func ownOccupation() -> String? {
        guard let code = jobCode, let own = context.profile.enrichment.onet.flatMap({ SOCCode($0.socCode) }) else { return nil }
        switch own.commonDepth(with: code) {
        case 4: return "same occupation as your current role"
        case 3: return "closely related to your current occupation"
        case 2: return "in the same occupation family as your current role"
        default: return nil
        }
    }

    private func targetOccupation() -> String? {
        guard let code = jobCode else { return nil }
        for target in context.profile.targets {
            guard let wanted = SOCCode(target.socCode) else { continue }
            let name = target.title ?? target.socCode
            switch wanted.commonDepth(with: code) {
            case 4: return "matches your target occupation \(name)"
            case 3: return "close to your target occupation \(name)"
            default: continue
            }
        }
        return nil
    }

    private func salary() -> String? {
        guard values.salary == 1, !context.minimumPay.isNaN, let pay = PayFigure(record.job.salary) else { return nil }
        let amount = groupedThousands(Int(pay.yearly.rounded()))
        return "salary above your minimum (up to \(amount)\(pay.currency.map { " \($0)" } ?? "") a year)"
    }

    private func location() -> String? {
        if record.job.remote == .remote { return "fully remote" }
        guard values.location == 1, let place = record.job.locations.first else { return nil }
        return "in \(place), a place you named"
    }

    private func keywordSentence() -> String? {
        guard !keywords.isEmpty else { return nil }
        return "mentions your keyword\(keywords.count == 1 ? "" : "s") \(keywords.prefix(3).joined(separator: ", "))"
    }

    private func recency() -> String? {
        let age = corpus.columns.ageDays[job]
        guard !age.isNaN, age < 7 else { return nil }
        let days = Int(max(0, age))
        return days == 0 ? "posted in the last day" : "posted \(days) day\(days == 1 ? "" : "s") ago"
    }

    private func experience() -> String? {
        let required = corpus.columns.experience[job]
        guard values.experience == 1, required > 0, !context.experienceYears.isNaN else { return nil }
        return "your \(format(context.experienceYears)) years of experience meet the \(format(required)) asked for"
    }

    private func overall() -> String {
        let best = zip(values.named, context.weights.values.named).max { $0.0.1 * $0.1.1 < $1.0.1 * $1.1.1 }
        let name = best.map { $0.0.0.replacingOccurrences(of: "_", with: " ") } ?? "skill overlap"
        let score = candidate.score(job, values: values)
        return "overall score \(String(format: "%.2f", score)), strongest on \(name)"
    }

    /// 120000 → "120,000".
    private func groupedThousands(_ value: Int) -> String {
        var digits = String(abs(value))
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    private func format(_ years: Double) -> String {
        years == years.rounded() ? String(Int(years)) : String(format: "%.1f", years)
    }
}
