import Foundation

/// Inline SVG charts for the report page: no script, no fonts or files from elsewhere.
enum SVGChart {
    /// Horizontal bars, one per item, labelled with its count and share.
    static func bars(_ items: [CountShare], width: Int = 640) -> String {
        guard !items.isEmpty else { return "<p class=\"empty\">Nothing to show.</p>" }
        let rowHeight = 22
        let labelWidth = 220
        let barSpace = width - labelWidth - 110
        let largest = max(items.map(\.count).max() ?? 1, 1)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(width)\" height=\"\(items.count * rowHeight + 4)\">"
        for (index, item) in items.enumerated() {
            let y = index * rowHeight + 2
            let length = max(1, item.count * barSpace / largest)
            svg += "<text x=\"\(labelWidth - 6)\" y=\"\(y + 15)\" text-anchor=\"end\">\(HTMLText.escape(truncated(item.label)))</text>"
            svg += "<rect x=\"\(labelWidth)\" y=\"\(y + 3)\" width=\"\(length)\" height=\"\(rowHeight - 6)\" class=\"bar\"><title>\(HTMLText.escape(item.label))</title></rect>"
            svg += "<text x=\"\(labelWidth + length + 6)\" y=\"\(y + 15)\">\(item.count) · \(Percent.format(item.share))</text>"
        }
        return svg + "</svg>"
    }

    /// A histogram of a score distribution: one column per bin, with its range under it.
    static func histogram(_ distribution: ScoreDistribution, width: Int = 640, height: Int = 180) -> String {
        guard !distribution.bins.isEmpty else { return "<p class=\"empty\">No scores.</p>" }
        let plotHeight = height - 40
        let columnWidth = (width - 20) / distribution.bins.count
        let largest = max(distribution.bins.map(\.count).max() ?? 1, 1)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(width)\" height=\"\(height)\">"
        for (index, bin) in distribution.bins.enumerated() {
            let x = 10 + index * columnWidth
            let barHeight = bin.count * plotHeight / largest
            let y = 10 + plotHeight - barHeight
            svg += "<rect x=\"\(x + 2)\" y=\"\(y)\" width=\"\(columnWidth - 4)\" height=\"\(barHeight)\" class=\"bar\"><title>\(Number.format(bin.lower))–\(Number.format(bin.upper)): \(bin.count)</title></rect>"
            svg += "<text x=\"\(x + columnWidth / 2)\" y=\"\(y - 3)\" text-anchor=\"middle\">\(bin.count)</text>"
            svg += "<text x=\"\(x + columnWidth / 2)\" y=\"\(height - 12)\" text-anchor=\"middle\" class=\"axis\">\(Number.format(bin.lower))</text>"
        }
        return svg + "</svg>"
    }

    private static func truncated(_ label: String) -> String {
        label.count > 32 ? String(label.prefix(31)) + "…" : label
    }
}

/// Text made safe to put in HTML and SVG.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// Numbers as the report prints them, the same on every machine.
enum Number {
    static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}

/// Shares as percentages with one decimal.
enum Percent {
    static func format(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
}
