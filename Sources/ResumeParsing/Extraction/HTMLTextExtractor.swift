import Foundation
import MarkupParsing

/// Reads an HTML resume with libxml2: one line per block element, `<h1>`–`<h6>` and
/// `<strong>`-only blocks marked as headings, table cells separated by tabs.
struct HTMLTextExtractor: TextExtractor {
    func extract(_ bytes: Data) throws -> ExtractedDocument {
        let document: MarkupDocument
        do {
            document = try MarkupDocument.parseHTML(bytes, encoding: Self.declaredEncoding(bytes))
        } catch {
            throw ResumeParseError.corrupt(format: .html, reason: error.localizedDescription)
        }
        guard let body = document.select("//body").first ?? document.root else { throw ResumeParseError.noText }
        var walker = HTMLLineWalker()
        walker.walk(body)
        walker.flush()
        return ExtractedDocument(lines: walker.lines.joiningBlankLines())
    }

    /// The charset the page declares, or UTF-8 (Latin-1 when the bytes are not UTF-8).
    private static func declaredEncoding(_ bytes: Data) -> String {
        let head = String(decoding: bytes.prefix(2048), as: UTF8.self).lowercased()
        if let range = head.range(of: #"charset=["']?([a-z0-9_-]+)"#, options: .regularExpression) {
            return String(head[range].dropFirst("charset=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        return String(strictUTF8: bytes) == nil ? "ISO-8859-1" : "UTF-8"
    }
}

/// Collects lines from an HTML tree.
private struct HTMLLineWalker {
    var lines: [DocumentLine] = []
    private var current = ""
    private var currentIsHeading = false
    private var startsBlock = false

    private static let blocks: Set<String> = [
        "p", "div", "br", "li", "ul", "ol", "tr", "table", "section", "article", "header", "footer",
        "blockquote", "pre", "dd", "dt", "dl", "hr", "address", "main", "aside", "nav", "h1", "h2", "h3", "h4", "h5", "h6",
    ]
    private static let sectioning: Set<String> = ["section", "article", "aside", "header", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "table", "ul", "ol"]
    private static let dropped: Set<String> = ["script", "style", "noscript", "template", "head", "svg", "iframe", "nav"]
    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    mutating func walk(_ node: MarkupNode) {
        if let text = node.ownText {
            current += text
            return
        }
        guard let name = node.name, !Self.dropped.contains(name) else { return }
        let isBlock = Self.blocks.contains(name)
        if isBlock { flush() }
        if Self.sectioning.contains(name) { startsBlock = true }
        if name.count == 2, name.hasPrefix("h"), name != "hr" { currentIsHeading = true }
        if name == "li" { current += "• " }
        if name == "td" || name == "th" { current += "\t" }
        let children = node.children
        let isChipRun = Self.isChipRun(children)
        for (index, child) in children.enumerated() {
            // Skill chips (<span class="tag">SQL</span><span class="tag">Jira</span>) are
            // separate items even with nothing between them, and a theme's fields side by side
            // (<strong>Senior Engineer</strong> <span class="location">Lisbon, PT</span>) are
            // separate fields, as a tab between table cells says.
            if isChipRun, index > 0, child.name != nil { current += "\t" }
            walk(child)
        }
        if name == "a", let href = node.attribute("href").map(Self.unwrappingRedirect),
           ProfileNetwork.allCases.contains(where: { href.containsText($0.host) }), !current.containsText(Self.withoutScheme(href)) {
            // <a href="https://linkedin.com/in/…">LinkedIn</a>: the address is where the profile is.
            current += " " + href
        }
        if isBlock { flush() }
        // What follows a heading belongs to it; what follows a section, list or table does not.
        if Self.sectioning.contains(name), !Self.headings.contains(name) { startsBlock = true }
    }

    /// The address a redirect link leads to: Google Docs exports every link as
    /// "https://www.google.com/url?q=https://www.linkedin.com/in/jane&sa=D&…".
    static func unwrappingRedirect(_ href: String) -> String {
        guard let query = href.range(of: "google.com/url?q=") else { return href }
        let target = href[query.upperBound...].prefix { $0 != "&" }
        return String(target).removingPercentEncoding ?? String(target)
    }

    /// "https://www.github.com/jane/" as people print it: "github.com/jane".
    private static func withoutScheme(_ link: String) -> String {
        var text = Substring(link)
        for prefix in ["https://", "http://", "www."] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }

    private static let inlineElements: Set<String> = ["span", "a", "code", "mark", "em", "strong", "b", "i", "small", "button", "kbd"]

    /// Two or more inline elements side by side with only white space between.
    private static func isChipRun(_ children: [MarkupNode]) -> Bool {
        let elements = children.filter { $0.name != nil }
        guard elements.count >= 2, elements.allSatisfy({ Self.inlineElements.contains($0.name ?? "") }) else { return false }
        return children.allSatisfy { $0.name != nil || ($0.ownText ?? "").allSatisfy(\.isWhitespace) }
    }

    mutating func flush() {
        // Tabs between table cells survive; other whitespace collapses as a browser shows it.
        let text = current.split(separator: "\t", omittingEmptySubsequences: false)
            .map { ReadableText.normalizeWhitespace(String($0)) }
            .joined(separator: "\t").trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text != "•" {
            lines.append(DocumentLine(text: text, isMarkedHeading: currentIsHeading, startsBlock: startsBlock))
            startsBlock = false
        }
        current = ""
        currentIsHeading = false
    }
}
