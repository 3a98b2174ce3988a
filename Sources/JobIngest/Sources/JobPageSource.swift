import Crypto
import Foundation
import MarkupParsing
import MatchCore

/// Job pages carrying schema.org `JobPosting`: JSON-LD first (alone, in arrays or in an
/// `@graph`), microdata (`itemtype=".../JobPosting"`) as the fallback.
///
/// Parameters: `url` (the page to fetch). A page with no posting is rejected as a whole.
public struct JobPageSource: URLSource {
    public let kind = JobSourceKind.html
    public let payloadExtension = "html"

    public init() {}

    public func normalize(_ payload: Payload) throws -> [PostingOutcome] {
        let document = try MarkupPayload.html(payload)
        let pageURL = document.select("//link[@rel='canonical']").first?.attribute("href")
            ?? document.select("//meta[@property='og:url']").first?.attribute("content") ?? payload.parameters["url"]
        var outcomes: [PostingOutcome] = []
        for (index, script) in document.select("//script[@type='application/ld+json']").enumerated() {
            let pointer = "script[\(index)]"
            guard let root = try? JSONNode.parse(Data(script.text.utf8)) else {
                outcomes.append(.rejected(pointer: pointer, line: script.line, reason: "the JSON-LD block is not valid JSON"))
                continue
            }
            for (position, node) in jobPostings(in: root).enumerated() {
                outcomes.append(outcome(pointer: "\(pointer).JobPosting[\(position)]", line: script.line, payload: payload) {
                    jsonLDFields(node, pageURL: pageURL)
                })
            }
        }
        if outcomes.isEmpty {
            let scopes = document.select("//*[@itemscope and contains(@itemtype, 'schema.org/JobPosting')]")
            for (index, scope) in scopes.enumerated() {
                outcomes.append(outcome(pointer: "microdata[\(index)]", line: scope.line, payload: payload) {
                    microdataFields(scope, pageURL: pageURL)
                })
            }
        }
        guard !outcomes.isEmpty else {
            throw PayloadError.malformed("no schema.org JobPosting on the page (neither JSON-LD nor microdata)")
        }
        return outcomes
    }

    private func outcome(pointer: String, line: Int, payload: Payload, _ read: () -> PostingFields) -> PostingOutcome {
        do {
            return .posting(try read().build(kind: kind, payload: payload, pointer: pointer))
        } catch {
            return .rejected(pointer: pointer, line: line, reason: (error as? LocalizedError)?.errorDescription ?? "\(error)")
        }
    }

    /// Every object typed `JobPosting` in a JSON-LD value: the root, array elements, `@graph` members.
    func jobPostings(in node: JSONNode) -> [JSONNode] {
        if node.isArray { return node.array.flatMap(jobPostings) }
        guard node.isObject else { return [] }
        if node["@type"].strings.contains(where: { $0 == "JobPosting" || $0.hasSuffix("/JobPosting") }) { return [node] }
        return jobPostings(in: node["@graph"])
    }

    private func jsonLDFields(_ posting: JSONNode, pageURL: String?) -> PostingFields {
        var fields = PostingFields()
        fields.title = posting["title"].string ?? posting["name"].string
        let organization = posting["hiringOrganization"]
        fields.company = organization["name"].string ?? organization.string
        fields.locations = posting["jobLocation"].array.compactMap { place in
            let address = place["address"]
            return address.string ?? joinedAddress(address["addressLocality"].string, address["addressRegion"].string,
                                                   address["addressCountry"]["name"].string ?? address["addressCountry"].string)
        }
        let locationType = posting["jobLocationType"].string
        fields.remote = WorkArrangement.first(WorkArrangement.mode(named: locationType))
        fields.employmentType = EmploymentType.combine(posting["employmentType"].strings)
        fields.descriptionHtml = posting["description"].string
        fields.url = posting["url"].string ?? pageURL
        fields.postedAt = PostingDates.parse(posting["datePosted"].string)
        fields.expiresAt = PostingDates.parse(posting["validThrough"].string)
        fields.categories = posting["occupationalCategory"].strings + posting["industry"].strings
        fields.salary = salary(posting["baseSalary"])
        let identifier = posting["identifier"]["value"].string ?? posting["identifier"].string
        fields.sourceId = identifier ?? (fields.url ?? pageURL).map(stableKey)
        return fields
    }

    private func microdataFields(_ scope: MarkupNode, pageURL: String?) -> PostingFields {
        func property(_ name: String) -> MarkupNode? {
            scope.document.select(".//*[@itemprop='\(name)']", from: scope).first
        }
        // The first non-empty value of the property: an itemscope wrapper has none of its own.
        func value(_ name: String) -> String? {
            for node in scope.document.select(".//*[@itemprop='\(name)']", from: scope) {
                let raw = node.attribute("content") ?? node.attribute("datetime") ?? node.attribute("href") ?? node.text
                let trimmed = ReadableText.normalizeWhitespace(raw)
                if !trimmed.isEmpty { return trimmed }
            }
            return nil
        }
        var fields = PostingFields()
        fields.title = value("title")
        fields.company = property("hiringOrganization").map { node in
            scope.document.select(".//*[@itemprop='name']", from: node).first.map { ReadableText.normalizeWhitespace($0.text) }
                ?? ReadableText.normalizeWhitespace(node.text)
        }
        fields.locations = property("jobLocation").map { node in
            let parts = ["addressLocality", "addressRegion", "addressCountry"].compactMap { name in
                scope.document.select(".//*[@itemprop='\(name)']", from: node).first.map { ReadableText.normalizeWhitespace($0.text) }
            }
            return [parts.isEmpty ? ReadableText.normalizeWhitespace(node.text) : parts.joined(separator: ", ")]
        } ?? []
        fields.remote = WorkArrangement.first(WorkArrangement.mode(named: value("jobLocationType")))
        fields.employmentType = EmploymentType.combine([value("employmentType")])
        fields.descriptionText = property("description").map { ReadableText.fromNode($0) }
        fields.url = value("url") ?? pageURL
        fields.postedAt = PostingDates.parse(value("datePosted"))
        fields.expiresAt = PostingDates.parse(value("validThrough"))
        fields.sourceId = value("identifier") ?? (fields.url ?? pageURL).map(stableKey)
        if let low = value("minValue").flatMap(Double.init) ?? value("value").flatMap(Double.init) {
            fields.salary = Salary(min: low, max: value("maxValue").flatMap(Double.init) ?? low, currency: value("currency"),
                                   period: value("unitText").flatMap(SalaryText.periodWord), isEstimate: false)
        }
        return fields
    }

    /// `baseSalary: {currency, value: {minValue, maxValue | value, unitText}}`.
    private func salary(_ base: JSONNode) -> Salary? {
        guard base.isObject else { return nil }
        let value = base["value"]
        let low = value["minValue"].double ?? value["value"].double ?? value.double
        let high = value["maxValue"].double ?? low
        guard low != nil || high != nil else { return nil }
        let unit = value["unitText"].string ?? base["unitText"].string
        return Salary(min: low, max: high, currency: base["currency"].string?.uppercased(),
                      period: unit.flatMap(SalaryText.periodWord), isEstimate: false)
    }

    private func joinedAddress(_ parts: String?...) -> String? {
        let present = parts.compactMap { $0 }.filter { !$0.isEmpty }
        return present.isEmpty ? nil : present.joined(separator: ", ")
    }
}

/// A short stable key for a URL used as an id: 16 hex digits of its SHA-256.
func stableKey(_ url: String) -> String {
    String(HexDigest.sha256(of: Data(url.utf8)).prefix(16))
}
