import CPoppler
import Foundation

/// A PDF opened with poppler-glib; the document is released when this goes away.
public final class PDFDocumentReader {
    private let document: OpaquePointer
    private let bytes: OpaquePointer

    /// Opens a PDF from its bytes; `source` names it in errors.
    public init(data: Data, source: String) throws {
        guard !data.isEmpty else { throw PDFError.unreadable(source: source, reason: "the file is empty") }
        _ = PopplerSettingsKeeper.document
        bytes = data.withUnsafeBytes { raw in g_bytes_new(raw.baseAddress, gsize(raw.count)) }
        var error: UnsafeMutablePointer<GError>?
        guard let opened = poppler_document_new_from_bytes(bytes, nil, &error) else {
            let code = error?.pointee.code ?? -1
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            g_bytes_unref(bytes)
            if code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue) {
                throw PDFError.encrypted(source: source)
            }
            throw PDFError.unreadable(source: source, reason: message)
        }
        document = opened
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(document))
        g_bytes_unref(bytes)
    }

    /// Number of pages.
    public var pageCount: Int { Int(poppler_document_get_n_pages(document)) }

    /// The producer recorded in the PDF's metadata, e.g. "LibreOffice 7.4".
    public var producer: String? {
        guard let value = poppler_document_get_producer(document) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// The text of page `index` (0-based) with each character's box; with `styles`, also the
    /// runs of characters set in one font (bold, italic, size), which costs poppler another pass.
    public func page(_ index: Int, styles: Bool = false) throws -> PDFPageText {
        guard index >= 0, index < pageCount, let page = poppler_document_get_page(document, Int32(index)) else {
            throw PDFError.noSuchPage(index: index, pageCount: pageCount)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        let text: String
        if let raw = poppler_page_get_text(page) {
            text = String(cString: raw)
            g_free(raw)
        } else {
            text = ""
        }
        var rectangles: UnsafeMutablePointer<PopplerRectangle>?
        var count: guint = 0
        var glyphs: [PDFGlyph] = []
        if poppler_page_get_text_layout(page, &rectangles, &count) != 0, let rectangles {
            // poppler gives one rectangle per character of poppler_page_get_text's result.
            glyphs.reserveCapacity(Int(count))
            for (offset, scalar) in text.unicodeScalars.prefix(Int(count)).enumerated() {
                let box = rectangles[offset]
                glyphs.append(PDFGlyph(character: scalar, x0: box.x1, y0: box.y1, x1: box.x2, y1: box.y2))
            }
            g_free(rectangles)
        }
        var pageText = PDFPageText(width: width, height: height, text: text, glyphs: glyphs)
        if styles { pageText.styleRuns = PDFStyleRun.read(from: page) }
        return pageText
    }
}

/// The text of one page and where each character sits.
public struct PDFPageText: Sendable {
    /// Page size in points.
    public var width: Double
    public var height: Double
    /// poppler's own reading-order text.
    public var text: String
    /// Characters with their boxes (points, origin top left).
    public var glyphs: [PDFGlyph]
    /// Runs of glyphs in one font, in glyph order; empty unless asked for.
    public var styleRuns: [PDFStyleRun] = []

    /// The page's words: runs of non-space glyphs on one line, with their bounding boxes.
    public var words: [PDFWord] {
        var words: [PDFWord] = []
        var current: PDFWord?
        for glyph in glyphs {
            if glyph.character.properties.isWhitespace {
                if let word = current { words.append(word) }
                current = nil
            } else if var word = current, abs(word.y0 - glyph.y0) < max(1, (word.y1 - word.y0) / 2) {
                word.text.unicodeScalars.append(glyph.character)
                word.x1 = max(word.x1, glyph.x1)
                word.y1 = max(word.y1, glyph.y1)
                current = word
            } else {
                if let word = current { words.append(word) }
                current = PDFWord(text: String(glyph.character), x0: glyph.x0, y0: glyph.y0, x1: glyph.x1, y1: glyph.y1)
            }
        }
        if let word = current { words.append(word) }
        return words
    }
}

/// One character and its box.
public struct PDFGlyph: Sendable, Equatable {
    public var character: Unicode.Scalar
    public var x0: Double, y0: Double, x1: Double, y1: Double
}

/// One word and its box.
public struct PDFWord: Sendable, Equatable {
    public var text: String
    public var x0: Double, y0: Double, x1: Double, y1: Double
}

/// Why a PDF could not be read.
public enum PDFError: Error, LocalizedError, Equatable {
    case encrypted(source: String)
    case unreadable(source: String, reason: String)
    case noSuchPage(index: Int, pageCount: Int)

    public var errorDescription: String? {
        switch self {
        case .encrypted(let source):
            "\(source) is encrypted (remove the password and save it again)"
        case .unreadable(let source, let reason):
            "\(source) is not a readable PDF: \(reason)"
        case .noSuchPage(let index, let pageCount):
            "page \(index + 1) asked for, but the document has \(pageCount)"
        }
    }
}
