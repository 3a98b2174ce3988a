import Foundation

/// The `--dump-components` table: one tab-separated line per (candidate, job) pair with every
/// feature, the Thompson draw and the score, for researchers to analyse offline.
public enum ComponentDump {
    /// The header line, newline included.
    public static let header = (["profile_id", "job_id", "excluded", "score"] + FeatureValues.names
        + ["arm", "thompson_sample", "posterior_mean"]).joined(separator: "\t") + "\n"
}

extension ScoredCandidate {
    /// Every job's line of the component table for this candidate, in job id order.
    /// `excluded` names the hard filter that removed a pair, empty when none did.
    public func componentRows() -> Data {
        var text = ""
        let profileId = tsvField(profile.id)
        for j in 0..<corpus.count {
            let values = values(j)
            let arm = arm(j)
            var fields = [profileId, tsvField(corpus.jobs[j].job.id), exclusion(j)?.rawValue ?? "",
                          "\(score(j, values: values))"]
            fields += values.named.map { "\($0.1)" }
            fields += [tsvField(arm.group), "\(arm.theta)", "\(arm.posteriorMean)"]
            text += fields.joined(separator: "\t")
            text += "\n"
        }
        return Data(text.utf8)
    }

    private func tsvField(_ text: String) -> String {
        text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
    }
}
