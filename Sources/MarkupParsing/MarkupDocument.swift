import CLibXML2
import Foundation

/// A parsed XML or HTML document, owned by Swift: libxml2's tree is freed when it goes away.
///
/// Parsing treats input as untrusted: no network access, no DTD loading and no entity
/// substitution (`XML_PARSE_NOENT` is never set), so XXE and billion-laughs payloads are
/// never expanded. Malformed markup is recovered where libxml2 can, and each problem it
/// met is kept in `problems`.
public final class MarkupDocument: @unchecked Sendable {
    let pointer: xmlDocPtr
    /// libxml2's messages about the input, e.g. `line 12: Opening and ending tag mismatch`.
    public let problems: [MarkupProblem]

    private init(pointer: xmlDocPtr, problems: [MarkupProblem]) {
        self.pointer = pointer
        self.problems = problems
    }

    deinit {
        xmlFreeDoc(pointer)
    }

    /// Parses XML (RSS, Atom, DOCX parts). `encoding` overrides the declared one, e.g. "ISO-8859-1".
    public static func parseXML(_ bytes: some ContiguousBytes, url: String = "input.xml", encoding: String? = nil) throws -> MarkupDocument {
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_RECOVER.rawValue | XML_PARSE_NOERROR.rawValue
            | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue)
        return try parse(bytes, url: url) { buffer, count in
            xmlReadMemory(buffer, count, url, encoding, options)
        }
    }

    /// Parses HTML the way browsers forgive it. `encoding` overrides the page's own declaration.
    public static func parseHTML(_ bytes: some ContiguousBytes, url: String = "input.html", encoding: String? = nil) throws -> MarkupDocument {
        let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_COMPACT.rawValue)
        return try parse(bytes, url: url) { buffer, count in
            htmlReadMemory(buffer, count, url, encoding ?? "UTF-8", options)
        }
    }

    private static func parse(
        _ bytes: some ContiguousBytes, url: String,
        reader: (UnsafePointer<CChar>, Int32) -> xmlDocPtr?
    ) throws -> MarkupDocument {
        try bytes.withUnsafeBytes { raw in
            guard raw.count <= Int(Int32.max) else { throw MarkupError.tooLarge(url: url, bytes: raw.count) }
            xmlResetLastError()
            let empty: [CChar] = [0]
            let document = empty.withUnsafeBufferPointer { fallback in
                reader(raw.baseAddress?.assumingMemoryBound(to: CChar.self) ?? fallback.baseAddress!, Int32(raw.count))
            }
            let problems = lastProblem().map { [$0] } ?? []
            guard let document else {
                throw MarkupError.unreadable(url: url, problem: problems.first?.description ?? "no markup found")
            }
            return MarkupDocument(pointer: document, problems: problems)
        }
    }

    private static func lastProblem() -> MarkupProblem? {
        guard let error = xmlGetLastError() else { return nil }
        let message = error.pointee.message.map { String(cString: $0) }?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown problem"
        return MarkupProblem(line: Int(error.pointee.line), message: message)
    }

    /// The root element; nil for an empty document.
    public var root: MarkupNode? {
        xmlDocGetRootElement(pointer).map { MarkupNode(pointer: $0, document: self) }
    }

    /// Whether the document declares entities in an internal DTD (a sign of an XXE or billion-laughs attempt).
    public var declaresEntities: Bool {
        guard let subset = pointer.pointee.intSubset else { return false }
        var child = subset.pointee.children
        while let node = child {
            if node.pointee.type == XML_ENTITY_DECL { return true }
            child = node.pointee.next
        }
        return false
    }

    /// The nodes an XPath 1.0 expression selects, e.g. `//item` or `//*[local-name()='entry']`.
    public func select(_ xpath: String, from node: MarkupNode? = nil) -> [MarkupNode] {
        guard let context = xmlXPathNewContext(pointer) else { return [] }
        defer { xmlXPathFreeContext(context) }
        if let node { context.pointee.node = node.pointer }
        guard let result = xmlXPathEvalExpression(xpath, context) else { return [] }
        defer { xmlXPathFreeObject(result) }
        guard let set = result.pointee.nodesetval, set.pointee.nodeNr > 0 else { return [] }
        return (0..<Int(set.pointee.nodeNr)).compactMap { index in
            set.pointee.nodeTab[index].map { MarkupNode(pointer: $0, document: self) }
        }
    }
}

/// One problem libxml2 reported about an input.
public struct MarkupProblem: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public var description: String { line > 0 ? "line \(line): \(message)" : message }
}

/// Markup that could not be parsed at all.
public enum MarkupError: Error, LocalizedError, Equatable {
    case unreadable(url: String, problem: String)
    case tooLarge(url: String, bytes: Int)

    public var errorDescription: String? {
        switch self {
        case .unreadable(let url, let problem):
            "\(url) is not readable markup: \(problem)"
        case .tooLarge(let url, let bytes):
            "\(url) has \(bytes) bytes, more than the 2 GiB libxml2 can parse in one piece"
        }
    }
}
