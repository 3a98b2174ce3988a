import Foundation
import MarkupParsing
import MatchCore

/// What an adapter read from one posting, before the shared normalization makes it a
/// `RawJobData`: text from HTML, remote mode and salary from text where the source gave
/// none, the fingerprint, `fetched_at` and `raw_ref`.
public struct PostingFields: Sendable {
    public var sourceId: String?
    public var title: String?
    public var company: String?
    public var locations: [String] = []
    public var remote: RemoteMode = .unknown
    public var employmentType: String?
    public var salary: Salary?
    public var descriptionHtml: String?
    /// Plain text the source gave; when nil it is made from `descriptionHtml`.
    public var descriptionText: String?
    public var url: String?
    public var applyUrl: String?
    public var postedAt: Date?
    public var expiresAt: Date?
    public var departments: [String] = []
    public var categories: [String] = []
    /// What `$` means in salary text for this source (its country's dollar).
    public var dollarCurrency = "USD"

    public init() {}

    /// The normalized record; throws `PayloadError.missingField` without an id or a title.
    public func build(kind: JobSourceKind, payload: Payload, pointer: String? = nil, line: Int? = nil) throws -> RawJobData {
        guard let sourceId = clean(sourceId) else { throw PayloadError.missingField("an id") }
        guard let title = clean(title) else { throw PayloadError.missingField("a title") }
        // Feeds put plain text where HTML may stand; keep `description_html` for real markup.
        let html = descriptionHtml.flatMap { $0.contains("<") ? $0 : nil }
        let text = descriptionText.map(DescriptionText.plain) ?? DescriptionText.fromHTML(html ?? descriptionHtml)
        let places = distinct(locations.compactMap(clean))
        let company = clean(company)
        let id = RawJobData.makeID(source: kind, sourceId: sourceId)
        // Where the source says nothing, the title, places and the description's opening say it.
        let mode = remote != .unknown ? remote
            : WorkArrangement.mode(inText: title, places.joined(separator: " "), String(text.prefix(300)))
        return RawJobData(
            source: kind, sourceId: sourceId, title: title, company: company, locations: places, remote: mode,
            employmentType: employmentType.flatMap(clean), salary: salary ?? salaryFromText(text),
            descriptionText: text, descriptionHtml: html, url: clean(url), applyUrl: clean(applyUrl),
            postedAt: postedAt, expiresAt: expiresAt,
            departments: distinct(departments.compactMap(clean)), categories: distinct(categories.compactMap(clean)),
            fingerprint: JobFingerprint.of(company: company, title: title, locations: places, id: id),
            fetchedAt: payload.fetchedAt, rawRef: payload.reference(pointer: pointer, line: line))
    }

    private func salaryFromText(_ text: String) -> Salary? {
        // The expression is costly on long text; most descriptions name no currency at all.
        let markers = ["$", "£", "€", "¥", "₹", "USD", "GBP", "EUR", "CAD", "AUD"]
        guard TextSearch.containsAny(text, markers) else { return nil }
        return SalaryText.find(in: text, dollarCurrency: dollarCurrency)
    }

    private func clean(_ value: String?) -> String? {
        guard let value else { return nil }
        let trimmed = ReadableText.normalizeWhitespace(value)
        return trimmed.isEmpty ? nil : trimmed
    }

    private func distinct(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
