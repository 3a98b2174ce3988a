import Foundation

/// The files of `samples/eval/` in this checkout, which the mm-eval stage tests run on.
enum EvalSamples {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("samples/eval").path

    static func path(_ name: String) -> String { folder + "/" + name }

    /// A JSON report as nested dictionaries.
    static func report(_ text: String?) throws -> [String: Any] {
        let data = Data((text ?? "").utf8)
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// `metrics` of the result at cut-off `k` of a metrics report.
    static func metrics(_ report: [String: Any], k: Int) -> [String: [String: Double]] {
        let results = report["results"] as? [[String: Any]] ?? []
        let atK = results.first { $0["k"] as? Int == k }?["metrics"] as? [String: [String: Any]] ?? [:]
        return atK.mapValues { $0.compactMapValues { $0 as? Double } }
    }
}
