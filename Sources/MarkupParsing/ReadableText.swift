import CLibXML2

/// Turns HTML into the plain text a person would read: one line per paragraph, heading,
/// list item or table row; entities decoded; scripts, styles and hidden markup dropped.
public enum ReadableText {
    private static let blockElements: Set<String> = [
        "p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table",
        "section", "article", "header", "footer", "blockquote", "pre", "dd", "dt", "dl", "hr",
        "address", "figure", "figcaption", "main", "nav", "aside", "form", "fieldset",
    ]
    private static let droppedElements: Set<String> = ["script", "style", "noscript", "template", "head", "svg", "iframe"]

    /// The readable text of an HTML fragment or page.
    public static func fromHTML(_ html: String) -> String {
        guard let document = try? MarkupDocument.parseHTML(Array(html.utf8)), let root = document.root else {
            return normalizeWhitespace(html)
        }
        return fromNode(root)
    }

    /// The readable text below `node`.
    public static func fromNode(_ node: MarkupNode) -> String {
        var lines: [String] = []
        var current = ""
        collect(node, into: &current, lines: &lines)
        flush(&current, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func collect(_ node: MarkupNode, into current: inout String, lines: inout [String]) {
        if let text = node.ownText {
            current += text
            return
        }
        guard node.isElement, let name = node.name else { return }
        if droppedElements.contains(name) { return }
        let isBlock = blockElements.contains(name)
        if isBlock { flush(&current, into: &lines) }
        // A bullet still pending (an item whose text sits in a nested block) serves this item too.
        if name == "li" && current.isEmpty { current += "• " }
        if name == "td" || name == "th" { current += " " }
        for child in node.children { collect(child, into: &current, lines: &lines) }
        if isBlock { flush(&current, into: &lines, keepingBullet: name != "li") }
    }

    /// Ends the current line. A line holding only a list bullet is not written: with
    /// `keepingBullet` the bullet waits for the item's text (`<li><p>text</p></li>`),
    /// otherwise (the item ended empty) it is dropped.
    private static func flush(_ current: inout String, into lines: inout [String], keepingBullet: Bool = true) {
        let line = normalizeWhitespace(current)
        if line == "•" {
            current = keepingBullet ? "• " : ""
            return
        }
        if !line.isEmpty { lines.append(line) }
        current = ""
    }

    /// Collapses runs of whitespace (including non-breaking spaces) to one space and trims.
    public static func normalizeWhitespace(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar == "\u{00A0}" {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
