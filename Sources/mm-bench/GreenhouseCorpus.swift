import Foundation
import MatchCore

/// Generates Greenhouse Job Board responses (`content=true`) with seeded text.
struct GreenhouseCorpus {
    private var random: SeededRandom
    private let descriptionBytes: Int
    private static let words = ["platform", "engineer", "build", "reliable", "systems", "customers", "data", "team",
                                "design", "scale", "services", "cloud", "product", "growth", "security", "mentor",
                                "collaborate", "deliver", "quality", "infrastructure", "users", "latency", "ownership"]
    private static let titles = ["Software Engineer", "Staff Engineer", "Product Manager", "Data Scientist",
                                 "Site Reliability Engineer", "Designer", "Account Executive", "Recruiter"]
    private static let cities = ["San Francisco, CA", "New York, NY", "London, UK", "Remote", "Berlin, Germany", "Toronto, Canada"]

    init(seed: UInt64, descriptionBytes: Int) {
        random = SeededRandom(seed: seed)
        self.descriptionBytes = descriptionBytes
    }

    /// One board's response with `postings` jobs.
    mutating func board(index: Int, postings: Int) -> Data {
        var jobs: [[String: Any]] = []
        jobs.reserveCapacity(postings)
        for number in 0..<postings {
            let id = 4_000_000_000 + index * 100_000 + number
            jobs.append([
                "id": id, "title": pick(Self.titles) + " \(number % 50)", "company_name": "Company \(index)",
                "absolute_url": "https://boards.greenhouse.io/board\(index)/jobs/\(id)",
                "location": ["name": pick(Self.cities)], "updated_at": "2026-07-14T18:35:00-04:00",
                "first_published": "2026-07-10T16:15:41-04:00", "application_deadline": NSNull(),
                "metadata": [["id": 1, "name": "Location Type", "value": pick(["Remote", "Hybrid", "Onsite"]), "value_type": "single_select"]],
                "departments": [["id": 7, "name": "Engineering", "child_ids": [], "parent_id": NSNull()]],
                "offices": [], "content": escapedDescription(),
            ])
        }
        return try! JSONSerialization.data(withJSONObject: ["jobs": jobs, "meta": ["total": postings]])
    }

    private mutating func pick(_ list: [String]) -> String {
        list[Int(random.next() % UInt64(list.count))]
    }

    /// About `descriptionBytes` of HTML (headings, paragraphs, a list), HTML-escaped as Greenhouse sends it.
    private mutating func escapedDescription() -> String {
        var html = "<h2><strong>About the role</strong></h2>"
        while html.utf8.count < descriptionBytes {
            html += "<p>"
            for _ in 0..<40 { html += pick(Self.words) + " " }
            html += "&amp; more.</p><ul><li>" + pick(Self.words) + "</li><li>" + pick(Self.words) + "</li></ul>"
        }
        return html.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
