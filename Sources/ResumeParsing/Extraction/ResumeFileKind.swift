import MatchCore
import Foundation

/// The kind of a resume file, told by its first bytes (magic numbers) rather than its name.
public enum ResumeFileKind: String, Sendable, Equatable {
    case pdf, docx, txt, markdown, html
    /// An OLE2 compound file: legacy Word `.doc` (rejected).
    case legacyWord = "doc"
    /// A picture (PNG, JPEG, GIF, TIFF): a scanned resume (rejected).
    case image
    /// Other binary content (rejected).
    case binary

    /// Detects the kind from the content; the extension only separates Markdown from plain text
    /// and is never trusted over the bytes.
    public static func detect(_ bytes: Data, fileName: String) -> ResumeFileKind {
        let head = [UInt8](bytes.prefix(1024))
        if head.starts(with: Array("%PDF-".utf8)) || containsPDFHeader(head) { return .pdf }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .docx }
        if head.starts(with: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) { return .legacyWord }
        let imageSignatures: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], Array("GIF8".utf8), [0x49, 0x49, 0x2A, 0x00], [0x4D, 0x4D, 0x00, 0x2A]]
        if imageSignatures.contains(where: head.starts(with:)) { return .image }
        // Text has no NUL bytes, except UTF-16, which starts with a byte-order mark.
        if head.contains(0), !(head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF])) { return .binary }
        let sniff = String(decoding: head.prefix(512), as: UTF8.self).lowercased()
            .trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}")))
        if sniff.hasPrefix("<!doctype html") || sniff.hasPrefix("<html") || sniff.hasPrefix("<?xml") && sniff.contains("<html")
            || (sniff.hasPrefix("<") && (sniff.contains("<body") || sniff.contains("<head"))) {
            return .html
        }
        let ext = (fileName as NSString).pathExtension.lowercased()
        return ext == "md" || ext == "markdown" ? .markdown : .txt
    }

    /// PDF allows up to 1 KB of junk before `%PDF-`.
    private static func containsPDFHeader(_ head: [UInt8]) -> Bool {
        let marker = Array("%PDF-".utf8)
        guard head.count >= marker.count else { return false }
        return (0...(head.count - marker.count)).contains { Array(head[$0..<$0 + marker.count]) == marker }
    }

    /// The record format, for the kinds that are parsed.
    var recordFormat: ResumeFormat? {
        switch self {
        case .pdf: .pdf
        case .docx: .docx
        case .txt: .txt
        case .markdown: .markdown
        case .html: .html
        case .legacyWord, .image, .binary: nil
        }
    }
}
