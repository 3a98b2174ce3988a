import Foundation
import MarkupParsing
import MatchCore

/// LinkedIn, read three ways, none of them through an API:
/// - the logged-out job view page (`/jobs/view/<id>`), which carries no JSON-LD: its
///   top card and criteria list are read from the markup, as JobSpy does;
/// - the guest search results fragment (`/jobs-guest/jobs/api/seeMoreJobPostings/search`);
/// - the member data export's `Jobs/Saved Jobs.csv` and `Jobs/Job Applications.csv`.
///
/// Fetch parameters: `keywords` and `location` (guest search, 25 cards a page), or
/// `job_id` (one job view page). Relative times ("1 week ago") count back from `fetched_at`.
public struct LinkedInSource: JobSource {
    public let kind = JobSourceKind.linkedin
    public let defaultBaseURL = "https://www.linkedin.com"
    public let defaultRateLimit = RateLimit(300, per: .month)
    public let payloadExtension = "html"
    static let pageSize = 25

    public init() {}

    public func firstPage(_ source: SourceSettings) throws -> PageRequest {
        let base = source.base(default: defaultBaseURL)
        if let job = source.parameters["job_id"] {
            return PageRequest(url: base + "/jobs/view/\(queryEscaped(job))")
        }
        return PageRequest(url: searchURL(base, source, start: 0))
    }

    public func nextPage(after page: PageRequest, body: Data, source: SourceSettings) -> PageRequest? {
        guard source.parameters["job_id"] == nil,
              String(decoding: body, as: UTF8.self).components(separatedBy: "base-search-card__title").count - 1 >= Self.pageSize
        else { return nil }
        return page.next(url: searchURL(source.base(default: defaultBaseURL), source, start: (page.index + 1) * Self.pageSize))
    }

    private func searchURL(_ base: String, _ source: SourceSettings, start: Int) -> String {
        url(base + "/jobs-guest/jobs/api/seeMoreJobPostings/search", query: [
            ("keywords", source.parameters["keywords"]), ("location", source.parameters["location"]), ("start", "\(start)"),
        ])
    }

    public func normalize(_ payload: Payload) throws -> [PostingOutcome] {
        let head = String(decoding: payload.bytes.prefix(512), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let firstLine = head.replacingOccurrences(of: "\u{FEFF}", with: "").prefix(while: { !$0.isNewline })
        if firstLine.hasPrefix("Saved Date,") || firstLine.hasPrefix("Application Date,") {
            return try LinkedInExport.normalize(payload, kind: kind)
        }
        let document = try MarkupPayload.html(payload)
        if let title = document.select("//" + MarkupPayload.withClass("top-card-layout__title")).first {
            return [jobView(document, title: title, payload: payload)]
        }
        let cards = document.select("//" + MarkupPayload.withClass("base-search-card"))
        guard !cards.isEmpty else {
            throw PayloadError.malformed("not a LinkedIn job view page, guest search fragment or data export CSV")
        }
        return cards.enumerated().map { index, card in
            let pointer = "card[\(index)]"
            do {
                return .posting(try searchCard(card).build(kind: kind, payload: payload, pointer: pointer, line: card.line))
            } catch {
                return .rejected(pointer: pointer, line: card.line, reason: (error as? LocalizedError)?.errorDescription ?? "\(error)")
            }
        }
    }

    private func jobView(_ document: MarkupDocument, title: MarkupNode, payload: Payload) -> PostingOutcome {
        let page = document.root!
        var fields = PostingFields()
        fields.title = ReadableText.normalizeWhitespace(title.text)
        fields.company = page.text(at: ".//" + MarkupPayload.withClass("topcard__org-name-link"))
        fields.locations = page.text(at: ".//" + MarkupPayload.withClass("topcard__flavor--bullet", element: "span")
            + "[not(" + "contains(@class, 'num-applicants'))]").map { [$0] } ?? []
        let canonical = document.select("//link[@rel='canonical']").first?.attribute("href")
        fields.url = canonical
        fields.sourceId = canonical.flatMap(Self.jobID)
        if let markup = document.select("//" + MarkupPayload.withClass("show-more-less-html__markup")).first {
            fields.descriptionText = ReadableText.fromNode(markup)
        }
        var criteria: [String: String] = [:]
        for item in document.select("//" + MarkupPayload.withClass("description__job-criteria-item")) {
            if let name = item.text(at: ".//h3"), let value = item.text(at: ".//span") { criteria[name.lowercased()] = value }
        }
        fields.employmentType = criteria["employment type"].flatMap { EmploymentType.combine([$0]) }
        fields.categories = [criteria["job function"], criteria["industries"]].compactMap { $0 }
        fields.postedAt = page.text(at: ".//" + MarkupPayload.withClass("posted-time-ago__text"))
            .flatMap { RelativeTime.before(payload.fetchedAt, text: $0) }
        if let pay = page.text(at: ".//" + MarkupPayload.withClass("compensation__salary")) {
            fields.salary = SalaryText.find(in: pay)
        }
        do {
            return .posting(try fields.build(kind: kind, payload: payload, pointer: "job-view", line: title.line))
        } catch {
            return .rejected(pointer: "job-view", line: title.line, reason: (error as? LocalizedError)?.errorDescription ?? "\(error)")
        }
    }

    private func searchCard(_ card: MarkupNode) -> PostingFields {
        var fields = PostingFields()
        fields.sourceId = card.attribute("data-entity-urn").flatMap { $0.split(separator: ":").last.map(String.init) }
        fields.title = card.text(at: ".//" + MarkupPayload.withClass("base-search-card__title"))
        fields.company = card.text(at: ".//" + MarkupPayload.withClass("base-search-card__subtitle"))
        fields.locations = card.text(at: ".//" + MarkupPayload.withClass("job-search-card__location")).map { [$0] } ?? []
        let link = card.document.select(".//" + MarkupPayload.withClass("base-card__full-link"), from: card).first?.attribute("href")
        fields.url = link.map { String($0.prefix(while: { $0 != "?" })) }
        if fields.sourceId == nil { fields.sourceId = fields.url.flatMap(Self.jobID) }
        let time = card.document.select(".//time", from: card).first
        fields.postedAt = PostingDates.parse(time?.attribute("datetime"))
        if let pay = card.text(at: ".//" + MarkupPayload.withClass("job-search-card__salary-info")) {
            fields.salary = SalaryText.find(in: pay)
        }
        return fields
    }

    /// The numeric job id at the end of a job URL (`…/jobs/view/title-at-company-4411867124`).
    static func jobID(_ url: String) -> String? {
        var path = url.prefix(while: { $0 != "?" })
        while path.hasSuffix("/") { path.removeLast() }
        guard let range = path.range(of: "/jobs/view/") else { return nil }
        let digits = path[range.upperBound...].reversed().prefix(while: \.isNumber)
        return digits.isEmpty ? nil : String(digits.reversed())
    }
}

/// The member data export's job CSVs, one posting per row.
enum LinkedInExport {
    static func normalize(_ payload: Payload, kind: JobSourceKind) throws -> [PostingOutcome] {
        let text = String(decoding: payload.bytes, as: UTF8.self).replacingOccurrences(of: "\u{FEFF}", with: "")
        let (rows, complete) = CSVRows.parse(text)
        guard let header = rows.first else { throw PayloadError.malformed("the CSV is empty") }
        let columns = Dictionary(header.fields.enumerated().map { ($1.trimmingCharacters(in: .whitespaces), $0) }, uniquingKeysWith: { a, _ in a })
        guard let urlColumn = columns["Job Url"], let titleColumn = columns["Job Title"] else {
            throw PayloadError.malformed("the CSV has no Job Url and Job Title columns (is it Jobs/Saved Jobs.csv or Jobs/Job Applications.csv?)")
        }
        let isApplications = columns["Application Date"] != nil
        var outcomes: [PostingOutcome] = rows.dropFirst().map { row in
            func field(_ name: String) -> String? {
                guard let column = columns[name], column < row.fields.count else { return nil }
                return row.fields[column]
            }
            guard row.fields.count == header.fields.count else {
                return .rejected(pointer: nil, line: row.line,
                                 reason: "has \(row.fields.count) fields where the header has \(header.fields.count)")
            }
            var fields = PostingFields()
            let url = row.fields[urlColumn]
            fields.url = url
            fields.sourceId = LinkedInSource.jobID(url) ?? (url.isEmpty ? nil : stableKey(url))
            fields.title = row.fields[titleColumn]
            fields.company = field("Company Name")
            fields.categories = [isApplications ? "applied" : "saved"]
            do {
                return .posting(try fields.build(kind: kind, payload: payload, line: row.line))
            } catch {
                return .rejected(pointer: nil, line: row.line, reason: (error as? LocalizedError)?.errorDescription ?? "\(error)")
            }
        }
        if !complete {
            outcomes.append(.rejected(pointer: nil, line: rows.last?.line, reason: "a quoted field is never closed (the file is cut short)"))
        }
        return outcomes
    }
}

/// LinkedIn's relative times: "1 week ago", "3 days ago", "Just now".
enum RelativeTime {
    static func before(_ reference: Date?, text: String) -> Date? {
        guard let reference else { return nil }
        let words = text.lowercased().split(separator: " ")
        if text.lowercased().contains("just now") { return reference }
        guard words.count >= 2, let count = Double(words[0]) else { return nil }
        let units: [(String, Double)] = [("minute", 60), ("hour", 3600), ("day", 86_400), ("week", 604_800), ("month", 2_592_000), ("year", 31_536_000)]
        guard let unit = units.first(where: { words[1].hasPrefix($0.0) }) else { return nil }
        return reference.addingTimeInterval(-count * unit.1)
    }
}
