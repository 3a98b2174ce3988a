import MatchCore
import Foundation

/// Why one resume file could not be parsed; the message says what to do about it.
///
/// `mm-resumes` writes each of these to its rejects file and goes on with the batch.
public enum ResumeParseError: Error, LocalizedError, Equatable, Sendable {
    case emptyFile
    case tooLarge(bytes: Int, limit: Int)
    case encrypted
    case corrupt(format: ResumeFileKind, reason: String)
    case zipBomb(declaredBytes: UInt64, limit: UInt64)
    case legacyWordDocument
    case noTextLayer(pages: Int)
    case noText
    case unsupported(kind: String)

    public var errorDescription: String? {
        switch self {
        case .emptyFile:
            "the file is empty (0 bytes): export the resume again"
        case .tooLarge(let bytes, let limit):
            "the file has \(bytes) bytes, more than the \(limit)-byte limit: shrink it (e.g. re-export without images) or raise --max-file-size"
        case .encrypted:
            "the PDF is encrypted: remove the password and save it again"
        case .corrupt(let format, let reason):
            "not a readable \(format.rawValue.uppercased()) file (\(reason)): open and re-save it, or export it as PDF"
        case .zipBomb(let declared, let limit):
            "the DOCX expands to \(declared) bytes, more than the \(limit)-byte limit for unpacked content: re-save it without embedded files or raise --max-unpacked-size"
        case .legacyWordDocument:
            "legacy Word .doc format is not supported: save it as .docx or PDF"
        case .noTextLayer(let pages):
            "no text layer in \(pages) page(s): OCR is not supported; export the resume as a text PDF"
        case .noText:
            "no text found in the file: check that it is a resume and not an image or an empty template"
        case .unsupported(let kind):
            "\(kind) is not a resume format mm-resumes reads: give a PDF, DOCX, TXT, Markdown or HTML file"
        }
    }
}
