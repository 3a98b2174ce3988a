import Foundation
import MatchCore

/// Parses one resume file's bytes into a `ParsedResume`: detects the format by content,
/// extracts lines in reading order, cleans them, splits sections and extracts fields.
///
/// A parser holds only its limits, so one value can be shared by every worker thread.
public struct ResumeParser: Sendable {
    /// Files larger than this are rejected (default 20 MB).
    public var maxFileBytes: Int
    /// The most bytes a DOCX may unpack to (default 50 MB): the zip-bomb limit.
    public var maxUnpackedBytes: UInt64

    public init(maxFileBytes: Int = 20_000_000, maxUnpackedBytes: UInt64 = 50_000_000) {
        self.maxFileBytes = maxFileBytes
        self.maxUnpackedBytes = maxUnpackedBytes
    }

    /// Parses `bytes`, read from `sourceFile`, into a resume with the stable `id` given.
    public func parse(_ bytes: Data, sourceFile: String, id: String) throws(ResumeParseError) -> ParsedResume {
        guard !bytes.isEmpty else { throw .emptyFile }
        guard bytes.count <= maxFileBytes else { throw .tooLarge(bytes: bytes.count, limit: maxFileBytes) }
        let kind = ResumeFileKind.detect(bytes, fileName: sourceFile)
        guard let format = kind.recordFormat else {
            switch kind {
            case .image: throw .noTextLayer(pages: 1)
            case .binary: throw .unsupported(kind: "binary content")
            default: throw .legacyWordDocument
            }
        }
        let document: ExtractedDocument
        do {
            document = try extractor(for: kind).extract(bytes)
        } catch let error as ResumeParseError {
            throw error
        } catch {
            throw .corrupt(format: kind, reason: error.localizedDescription)
        }
        let lines = TextCleaner.clean(document.lines)
        guard lines.contains(where: { $0.text.contains(where: \.isLetter) }) else {
            if kind == .pdf { throw .noTextLayer(pages: document.pages ?? 0) }
            throw .noText
        }
        var resume = ParsedResume(
            id: id, sourceFile: sourceFile, sha256: HexDigest.sha256(of: bytes), format: format,
            pages: document.pages, warnings: document.warnings,
            text: lines.map(\.text).joined(separator: "\n"))
        FieldExtraction.fill(&resume, from: SectionSplitter.split(lines), lines: lines)
        return resume
    }

    private func extractor(for kind: ResumeFileKind) -> any TextExtractor {
        switch kind {
        case .pdf: PDFTextExtractor()
        case .docx: DOCXTextExtractor(maxUnpackedBytes: maxUnpackedBytes)
        case .html: HTMLTextExtractor()
        case .markdown: PlainTextExtractor(isMarkdown: true)
        case .txt, .legacyWord, .image, .binary: PlainTextExtractor(isMarkdown: false)
        }
    }
}
