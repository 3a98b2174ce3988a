import Foundation
import MarkupParsing

/// Parsing a payload as XML or HTML, safely, with the charset the payload declares.
enum MarkupPayload {
    /// The XML document of a feed; refuses one that declares entities (XXE, billion laughs).
    static func xml(_ payload: Payload) throws -> MarkupDocument {
        let document: MarkupDocument
        do {
            let declared = hasXMLEncodingDeclaration(payload.bytes) ? nil : payload.declaredCharset
            document = try MarkupDocument.parseXML(payload.bytes, url: payload.file, encoding: declared)
        } catch {
            throw PayloadError.malformed("not readable XML: \((error as? LocalizedError)?.errorDescription ?? "\(error)")")
        }
        if document.declaresEntities {
            throw PayloadError.unsafeMarkup("the feed declares XML entities (a sign of an XXE or billion-laughs attack)")
        }
        return document
    }

    /// The HTML document of a page, read in the charset its `<meta>` or the server declared.
    static func html(_ payload: Payload) throws -> MarkupDocument {
        do {
            return try MarkupDocument.parseHTML(payload.bytes, url: payload.file,
                                                encoding: metaCharset(payload.bytes) ?? payload.declaredCharset)
        } catch {
            throw PayloadError.malformed("not readable HTML: \((error as? LocalizedError)?.errorDescription ?? "\(error)")")
        }
    }

    private static func hasXMLEncodingDeclaration(_ bytes: Data) -> Bool {
        let head = String(decoding: bytes.prefix(200), as: UTF8.self)
        return head.hasPrefix("<?xml") && head.prefix(while: { $0 != ">" }).contains("encoding")
    }

    /// `<meta charset="…">` or `content="text/html; charset=…"` in the first 2 KB.
    private static func metaCharset(_ bytes: Data) -> String? {
        let head = String(decoding: bytes.prefix(2048), as: UTF8.self).lowercased()
        guard let range = head.range(of: "charset=") else { return nil }
        let value = head[range.upperBound...].drop(while: { $0 == "\"" || $0 == "'" })
            .prefix(while: { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        return value.isEmpty ? nil : String(value).uppercased()
    }

    /// XPath selecting elements whose class list holds `name`.
    static func withClass(_ name: String, element: String = "*") -> String {
        "\(element)[contains(concat(' ', normalize-space(@class), ' '), ' \(name) ')]"
    }
}

extension MarkupNode {
    /// The trimmed text of the first element below this node that `xpath` (relative) selects.
    func text(at xpath: String) -> String? {
        document.select(xpath, from: self).first.map { ReadableText.normalizeWhitespace($0.text) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The first child element with one of these local names, in the order given.
    func child(_ names: String...) -> MarkupNode? {
        for name in names { if let found = firstElement(named: name) { return found } }
        return nil
    }

    /// The trimmed text of the first child element with this local name.
    func childText(_ name: String) -> String? {
        firstElement(named: name).map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
