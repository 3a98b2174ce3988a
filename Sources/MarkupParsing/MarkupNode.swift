import CLibXML2

/// A node of a `MarkupDocument`; it keeps its document alive.
public struct MarkupNode: @unchecked Sendable {
    let pointer: xmlNodePtr
    /// The document the node belongs to.
    public let document: MarkupDocument

    init(pointer: xmlNodePtr, document: MarkupDocument) {
        self.pointer = pointer
        self.document = document
    }

    /// The element's local name, lower-cased for HTML by libxml2 (`item`, `div`); nil for non-elements.
    public var name: String? {
        guard isElement, let name = pointer.pointee.name else { return nil }
        return String(cString: name)
    }

    /// The namespace URI of the element, if any.
    public var namespace: String? {
        pointer.pointee.ns?.pointee.href.map { String(cString: $0) }
    }

    /// Whether the node is an element.
    public var isElement: Bool { pointer.pointee.type == XML_ELEMENT_NODE }

    /// Whether the node is text or CDATA.
    public var isText: Bool {
        pointer.pointee.type == XML_TEXT_NODE || pointer.pointee.type == XML_CDATA_SECTION_NODE
    }

    /// The 1-based line the node starts on, where libxml2 knows it.
    public var line: Int { Int(xmlGetLineNo(pointer)) }

    /// All child nodes, in order.
    public var children: [MarkupNode] {
        var result: [MarkupNode] = []
        var child = pointer.pointee.children
        while let node = child {
            result.append(MarkupNode(pointer: node, document: document))
            child = node.pointee.next
        }
        return result
    }

    /// The child elements, in order.
    public var elements: [MarkupNode] { children.filter(\.isElement) }

    /// The first child element with this local name.
    public func firstElement(named name: String) -> MarkupNode? {
        elements.first { $0.name == name }
    }

    /// The value of an attribute (without namespace), if present.
    public func attribute(_ name: String) -> String? {
        // Walk the attribute list rather than call xmlGetProp, whose result must be released
        // through libxml2's global `xmlFree` pointer (not usable under strict concurrency).
        var attribute = pointer.pointee.properties
        while let current = attribute {
            if let attributeName = current.pointee.name, String(cString: attributeName) == name {
                var text = ""
                var child = current.pointee.children
                while let node = child {
                    if let content = node.pointee.content { text += String(cString: content) }
                    child = node.pointee.next
                }
                return text
            }
            attribute = current.pointee.next
        }
        return nil
    }

    /// The text of a text node itself; nil for other nodes.
    public var ownText: String? {
        guard isText, let content = pointer.pointee.content else { return nil }
        return String(cString: content)
    }

    /// All text below the node, concatenated.
    ///
    /// Entity references are not followed, so a declared entity is never expanded.
    public var text: String {
        if let ownText { return ownText }
        var result = ""
        for child in children where child.pointer.pointee.type != XML_ENTITY_REF_NODE {
            result += child.text
        }
        return result
    }
}
