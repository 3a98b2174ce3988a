import Foundation
import MarkupParsing
import MatchCore

/// Job feeds: RSS 2.0, RSS 1.0 (RDF) and Atom, from any URL.
///
/// Parameters: `url` (required for fetching), `company` (the employer, for a company's own
/// feed), `company_in_title` (`true` when titles read "Company: Title", as on We Work
/// Remotely, which is recognised by itself), `remote` (`true` for remote-only boards).
/// Feeds that are not well-formed are read as far as libxml2 can recover them; a feed
/// that declares XML entities is refused.
public struct FeedSource: URLSource {
    public let kind = JobSourceKind.rss
    public let payloadExtension = "xml"

    public init() {}

    public func normalize(_ payload: Payload) throws -> [PostingOutcome] {
        let document = try MarkupPayload.xml(payload)
        guard let root = document.root else { throw PayloadError.malformed("the feed is empty") }
        let isAtom = root.name == "feed"
        guard isAtom || root.name == "rss" || root.name == "RDF" else {
            throw PayloadError.malformed("not a feed: the root element is <\(root.name ?? "?")>, not <rss>, <rdf:RDF> or <feed>")
        }
        let items = document.select(isAtom ? "//*[local-name()='entry']" : "//*[local-name()='item']")
            // Recovery of a stray `<item>` nests the next item inside it: read only the innermost.
            .filter { item in !item.elements.contains { $0.name == "item" } }
        let channelLink = document.select("/*/*[local-name()='channel']/*[local-name()='link']").first?.text ?? ""
        let titleHasCompany = payload.parameters["company_in_title"] == "true" || channelLink.contains("weworkremotely.com")
        if items.isEmpty, let problem = document.problems.first {
            throw PayloadError.malformed("no readable item in the feed: \(problem)")
        }
        return items.enumerated().map { index, item in
            let pointer = (isAtom ? "entry" : "item") + "[\(index)]"
            do {
                var fields = isAtom ? atomFields(item) : rssFields(item)
                if fields.company == nil, titleHasCompany, let title = fields.title, let colon = title.range(of: ": ") {
                    fields.company = String(title[..<colon.lowerBound])
                    fields.title = String(title[colon.upperBound...])
                }
                fields.company = fields.company ?? payload.parameters["company"]
                if payload.parameters["remote"] == "true" { fields.remote = .remote }
                if fields.title == nil, !document.problems.isEmpty {
                    throw PayloadError.malformed("incomplete item (the feed is not well-formed: \(document.problems[0]))")
                }
                return .posting(try fields.build(kind: kind, payload: payload, pointer: pointer, line: item.line))
            } catch {
                return .rejected(pointer: pointer, line: item.line, reason: (error as? LocalizedError)?.errorDescription ?? "\(error)")
            }
        }
    }

    private func rssFields(_ item: MarkupNode) -> PostingFields {
        var fields = PostingFields()
        fields.title = item.childText("title")
        fields.url = item.childText("link") ?? item.attribute("about")
        fields.sourceId = item.childText("guid") ?? fields.url ?? item.attribute("about")
        fields.company = item.childText("company") ?? item.childText("creator")
        fields.descriptionHtml = item.childText("encoded") ?? item.childText("description")
        fields.postedAt = PostingDates.parse(item.childText("pubDate") ?? item.childText("date"))
        fields.expiresAt = PostingDates.parse(item.childText("expires_at") ?? item.childText("expires"))
        fields.employmentType = EmploymentType.combine([item.childText("type") ?? item.childText("jobType")])
        fields.categories = item.elements.filter { $0.name == "category" }.map(\.text)
        let places = ["location", "city", "state", "region", "country"].compactMap { item.childText($0) }
        fields.locations = places.map(stripLeadingSymbols)
        fields.remote = WorkArrangement.mode(inText: places.joined(separator: " "), fields.title)
        return fields
    }

    private func atomFields(_ entry: MarkupNode) -> PostingFields {
        var fields = PostingFields()
        fields.title = entry.childText("title")
        let links = entry.elements.filter { $0.name == "link" }
        fields.url = (links.first { ($0.attribute("rel") ?? "alternate") == "alternate" } ?? links.first)?.attribute("href")
        fields.sourceId = entry.childText("id") ?? fields.url
        fields.company = entry.child("author").flatMap { $0.childText("name") }
        fields.descriptionHtml = entry.childText("content") ?? entry.childText("summary")
        fields.postedAt = PostingDates.parse(entry.childText("published") ?? entry.childText("updated"))
        fields.categories = entry.elements.filter { $0.name == "category" }.compactMap { $0.attribute("term") ?? $0.text }
        fields.locations = entry.childText("location").map { [$0] } ?? []
        return fields
    }

    /// Drops flags and other symbols before a place name ("🇺🇸 United States" → "United States").
    private func stripLeadingSymbols(_ place: String) -> String {
        String(place.drop(while: { !$0.isLetter && !$0.isNumber }))
    }
}
