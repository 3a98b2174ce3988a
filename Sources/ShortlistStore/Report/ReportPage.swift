import Foundation
import MatchCore

/// The report as one self-contained HTML page: inline CSS and SVG, nothing fetched to view it.
public enum ReportPage {
    /// The page for `report`, titled with `title`.
    public static func html(_ report: JobReport, title: String) -> String {
        let s = report.shortlists
        var body = "<h1>\(HTMLText.escape(title))</h1>\n"
        body += "<p class=\"asof\">As of \(ISO8601Timestamp.format(report.asOf)) (the last 24 hours end here).</p>\n"
        body += "<div class=\"tiles\">"
        body += tile("jobs", "\(report.totalJobs)")
        body += tile("posted in the last 24 h", "\(report.jobsLast24Hours)")
        body += tile("candidates", "\(s.candidates)")
        body += tile("full shortlists (\(s.fullSize) jobs\(s.fullSizeInferred ? ", the longest seen" : ""))",
                     "\(s.fullShortlists) of \(s.candidates)")
        body += tile("empty shortlists", "\(s.emptyShortlists)")
        body += "</div>\n"
        body += section("Jobs by source", SVGChart.bars(report.sources))
        body += section("Top companies", SVGChart.bars(report.topCompanies))
        body += section("Top keywords (share of jobs using each)", SVGChart.bars(report.topKeywords))
        body += section("Occupation mix (O*NET-SOC)", SVGChart.bars(report.occupations))
        body += section("Scores of every shortlisted job", summaryLine(s.allScores) + SVGChart.histogram(s.allScores))
        body += section("Scores of each candidate's first job", summaryLine(s.topScores) + SVGChart.histogram(s.topScores))
        body += section("Keywords matched on shortlists", SVGChart.bars(s.topMatchedKeywords))
        if report.jobsWithoutPostedAt > 0 {
            body += "<p class=\"note\">\(report.jobsWithoutPostedAt) jobs have no posting time and are not counted in the last 24 hours.</p>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escape(title))</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 2em auto; max-width: 720px; color: #222; }
            h1 { font-size: 1.5em; } h2 { font-size: 1.1em; margin-top: 1.8em; }
            .tiles { display: flex; flex-wrap: wrap; gap: 12px; }
            .tile { border: 1px solid #ddd; border-radius: 6px; padding: 8px 12px; min-width: 120px; }
            .tile b { display: block; font-size: 1.4em; }
            svg text { font: 12px system-ui, sans-serif; fill: #333; } svg .axis { fill: #777; }
            .bar { fill: #3b6ea8; } .empty, .asof, .note, .stats { color: #666; }
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    private static func tile(_ label: String, _ value: String) -> String {
        "<div class=\"tile\"><b>\(HTMLText.escape(value))</b>\(HTMLText.escape(label))</div>"
    }

    private static func section(_ heading: String, _ content: String) -> String {
        "<section><h2>\(HTMLText.escape(heading))</h2>\n\(content)\n</section>\n"
    }

    private static func summaryLine(_ distribution: ScoreDistribution) -> String {
        guard let low = distribution.min, let median = distribution.median, let mean = distribution.mean,
              let high = distribution.max
        else { return "" }
        return "<p class=\"stats\">\(distribution.count) scores · min \(Number.format(low)) · median \(Number.format(median)) · mean \(Number.format(mean)) · max \(Number.format(high))</p>\n"
    }
}
