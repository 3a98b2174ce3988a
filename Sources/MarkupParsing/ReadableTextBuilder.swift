/// Builds readable text from elements opening and closing and the text between them, as a walk
/// of a parsed tree or libxml2's SAX parser reports them: one line per paragraph, heading, list
/// item or table row; scripts, styles and hidden markup dropped.
struct ReadableTextBuilder {
    private static let blockElements: Set<String> = [
        "p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table",
        "section", "article", "header", "footer", "blockquote", "pre", "dd", "dt", "dl", "hr",
        "address", "figure", "figcaption", "main", "nav", "aside", "form", "fieldset",
    ]
    private static let droppedElements: Set<String> = ["script", "style", "noscript", "template", "head", "svg", "iframe"]

    private var lines: [String] = []
    private var current = ""
    /// How deep inside a dropped element the reader is; 0 outside any.
    private var droppedDepth = 0

    /// Whether what comes now is dropped (inside a script, style…).
    var isDropping: Bool { droppedDepth > 0 }

    mutating func open(_ name: String) {
        if droppedDepth > 0 || Self.droppedElements.contains(name) {
            droppedDepth += 1
            return
        }
        if Self.blockElements.contains(name) { flush() }
        // A bullet still pending (an item whose text sits in a nested block) serves this item too.
        if name == "li" && current.isEmpty { current += "• " }
        if name == "td" || name == "th" { current += " " }
    }

    mutating func close(_ name: String) {
        if droppedDepth > 0 {
            droppedDepth -= 1
            return
        }
        if Self.blockElements.contains(name) { flush(keepingBullet: name != "li") }
    }

    mutating func text(_ text: String) {
        if droppedDepth == 0 { current += text }
    }

    /// The text read so far, lines joined with line breaks.
    mutating func finish() -> String {
        flush()
        return lines.joined(separator: "\n")
    }

    /// Ends the current line. A line holding only a list bullet is not written: with
    /// `keepingBullet` the bullet waits for the item's text (`<li><p>text</p></li>`),
    /// otherwise (the item ended empty) it is dropped.
    private mutating func flush(keepingBullet: Bool = true) {
        let line = ReadableText.normalizeWhitespace(current)
        if line == "•" {
            current = keepingBullet ? "• " : ""
            return
        }
        if !line.isEmpty { lines.append(line) }
        current = ""
    }
}
