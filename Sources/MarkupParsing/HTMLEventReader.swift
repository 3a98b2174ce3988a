import CLibXML2
import Foundation

/// Reads HTML with libxml2's SAX parser and reports its elements and text to a
/// `ReadableTextBuilder`, without building a tree: the same parser, options and encoding as
/// `MarkupDocument.parseHTML` (no network, recovering, no messages), for callers that only want
/// the text.
enum HTMLEventReader {
    /// The builder's state while libxml2 calls back.
    fileprivate final class Reading {
        var builder = ReadableTextBuilder()
    }

    /// libxml2's global set-up, done once before the first parse (`htmlReadMemory` does it
    /// itself; a parser context made by hand does not, and workers parse in parallel).
    private static let parserInitialized: Void = xmlInitParser()

    /// Reads `bytes` into `builder`; false when libxml2 cannot take them (over 2 GiB).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, into builder: inout ReadableTextBuilder) -> Bool {
        _ = parserInitialized
        guard bytes.count <= Int(Int32.max), let context = htmlNewParserCtxt() else { return false }
        defer { htmlFreeParserCtxt(context) }
        guard let handler = context.pointee.sax else { return false }
        // Only our four callbacks: nothing builds a document.
        let initialized = handler.pointee.initialized
        memset(handler, 0, MemoryLayout<xmlSAXHandler>.size)
        handler.pointee.initialized = initialized
        handler.pointee.startElement = { context, name, _ in
            guard let name else { return }
            HTMLEventReader.reading(context).builder.open(ElementRole(name: UnsafeBufferPointer(start: name, count: strlen(name))))
        }
        handler.pointee.endElement = { context, name in
            guard let name else { return }
            HTMLEventReader.reading(context).builder.close(ElementRole(name: UnsafeBufferPointer(start: name, count: strlen(name))))
        }
        handler.pointee.characters = { context, characters, length in
            guard let characters, length > 0 else { return }
            HTMLEventReader.reading(context).builder.text(UnsafeBufferPointer(start: characters, count: Int(length)))
        }
        handler.pointee.cdataBlock = handler.pointee.characters
        let state = Reading()
        let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_COMPACT.rawValue)
        withExtendedLifetime(state) {
            context.pointee._private = Unmanaged.passUnretained(state).toOpaque()
            let empty: [CChar] = [0]
            let document = empty.withUnsafeBufferPointer { fallback in
                htmlCtxtReadMemory(context, bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) } ?? fallback.baseAddress!,
                                   Int32(bytes.count), "input.html", "UTF-8", options)
            }
            if let document { xmlFreeDoc(document) }
        }
        builder = state.builder
        return true
    }

    /// The reading state of the parser context libxml2 passes to a callback.
    fileprivate static func reading(_ context: UnsafeMutableRawPointer?) -> Reading {
        let parser = context!.assumingMemoryBound(to: xmlParserCtxt.self)
        return Unmanaged<Reading>.fromOpaque(parser.pointee._private!).takeUnretainedValue()
    }
}
