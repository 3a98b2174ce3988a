import Foundation
import MarkupParsing

/// Descriptions as readable text, through libxml2's HTML parser (`ReadableText`).
public enum DescriptionText {
    /// The readable text of an HTML description: paragraphs and list items as lines,
    /// entities decoded, scripts and styles dropped.
    public static func fromHTML(_ html: String?) -> String {
        guard let html, !html.isEmpty else { return "" }
        // Plain text needs no parser; this keeps "R&D" and line breaks of plain feeds as they are.
        guard html.contains("<") || html.contains("&") else { return plain(html) }
        return ReadableText.fromHTML(html)
    }

    /// Plain text with its lines trimmed and blank lines dropped.
    public static func plain(_ text: String?) -> String {
        guard let text else { return "" }
        return text.split(whereSeparator: \.isNewline)
            .map { ReadableText.normalizeWhitespace(String($0)) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// Undoes one level of HTML escaping (`&lt;p&gt;` → `<p>`), as Greenhouse's `content` needs.
    ///
    /// Only `&lt;`, `&gt;`, `&quot;`, `&#39;`/`&apos;`, numeric references and `&amp;` are
    /// decoded, once: `&amp;nbsp;` becomes `&nbsp;`, which the HTML parser then reads.
    public static func unescapeOnce(_ escaped: String) -> String {
        var bytes = Array(escaped.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        bytes.append(0)
        let count = bytes.count - 1
        while index < count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&") else {
                output.append(byte)
                index += 1
                continue
            }
            var end = index + 1
            while end < count, end - index < 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
            guard end < count, bytes[end] == UInt8(ascii: ";") else {
                output.append(byte)
                index += 1
                continue
            }
            let name = bytes[(index + 1)..<end]
            if let replacement = entity(name) {
                output.append(contentsOf: replacement)
                index = end + 1
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func entity(_ name: ArraySlice<UInt8>) -> [UInt8]? {
        switch String(decoding: name, as: UTF8.self) {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos", "#39": return [UInt8(ascii: "'")]
        case let numeric where numeric.hasPrefix("#"):
            let digits = numeric.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return Array(String(Character(scalar)).utf8)
        default: return nil
        }
    }
}
