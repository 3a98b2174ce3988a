import Foundation
import MarkupParsing
import MatchCore

/// Descriptions as readable text, through libxml2's HTML parser (`ReadableText`).
public enum DescriptionText {
    /// The readable text of an HTML description: paragraphs and list items as lines,
    /// entities decoded, scripts and styles dropped.
    public static func fromHTML(_ html: String?) -> String {
        guard let html, !html.isEmpty else { return "" }
        // Plain text needs no parser; this keeps "R&D" and line breaks of plain feeds as they are.
        guard TextSearch.containsAny(html, ["<", "&"]) else { return plain(html) }
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
        var escaped = escaped
        return escaped.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                // Copy the run up to the next "&" at once.
                let ampersand = bytes.firstIndex(ofByte: UInt8(ascii: "&"), from: index) ?? bytes.count
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<ampersand]))
                index = ampersand
                guard index < bytes.count else { break }
                if let (replacement, length) = entity(in: bytes, at: index) {
                    output.append(contentsOf: replacement)
                    index += length
                } else {
                    output.append(UInt8(ascii: "&"))
                    index += 1
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    private static let named: [(name: [UInt8], value: [UInt8])] = [
        ("lt", "<"), ("gt", ">"), ("amp", "&"), ("quot", "\""), ("apos", "'"),
    ].map { (Array($0.0.utf8), Array($0.1.utf8)) }

    /// The entity starting at `start` (an `&`): its text and its length with `&` and `;`.
    private static func entity(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> ([UInt8], Int)? {
        var end = start + 1
        while end < bytes.count, end - start <= 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
        let name = bytes[(start + 1)..<end]
        if let match = named.first(where: { $0.name.elementsEqual(name) }) { return (match.value, end - start + 1) }
        guard name.first == UInt8(ascii: "#") else { return nil }
        let digits = String(decoding: name.dropFirst(), as: UTF8.self)
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        return (Array(String(Character(scalar)).utf8), end - start + 1)
    }
}
