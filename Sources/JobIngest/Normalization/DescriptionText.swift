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
                if let length = appendEntity(in: bytes, at: index, to: &output) {
                    index += length
                } else {
                    output.append(UInt8(ascii: "&"))
                    index += 1
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// Appends the text of the entity starting at `start` (an `&`) to `output`; returns the
    /// entity's length with `&` and `;`, or nil (and appends nothing) when there is none.
    private static func appendEntity(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, to output: inout [UInt8]) -> Int? {
        var end = start + 1
        while end < bytes.count, end - start <= 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
        let name = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
        if let byte = namedEntity(name) {
            output.append(byte)
            return end - start + 1
        }
        guard name.count >= 2, name[0] == UInt8(ascii: "#") else { return nil }
        let hex = name[1] | 0x20 == UInt8(ascii: "x")
        let digits = UnsafeBufferPointer(rebasing: name[(hex ? 2 : 1)...])
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            guard let digitValue = digitValue(digit, hex: hex), value <= 0x10FFFF else { return nil }
            value = value * (hex ? 16 : 10) + digitValue
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        UTF8.encode(scalar) { output.append($0) }
        return end - start + 1
    }

    /// The byte of `&lt;`, `&gt;`, `&amp;`, `&quot;` or `&apos;` from the name between `&` and `;`.
    private static func namedEntity(_ name: UnsafeBufferPointer<UInt8>) -> UInt8? {
        switch name.count {
        case 2 where name[1] == UInt8(ascii: "t"):
            return name[0] == UInt8(ascii: "l") ? UInt8(ascii: "<") : name[0] == UInt8(ascii: "g") ? UInt8(ascii: ">") : nil
        case 3 where name.elementsEqual("amp".utf8): return UInt8(ascii: "&")
        case 4 where name.elementsEqual("quot".utf8): return UInt8(ascii: "\"")
        case 4 where name.elementsEqual("apos".utf8): return UInt8(ascii: "'")
        default: return nil
        }
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
