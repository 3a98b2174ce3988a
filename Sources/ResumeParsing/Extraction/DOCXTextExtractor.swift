import Foundation
import MarkupParsing
import ZIPFoundation

/// Reads a DOCX: page headers, then the body's paragraphs, lists and tables, with a limit on
/// unpacked bytes so a zip bomb is refused before it fills memory.
struct DOCXTextExtractor: TextExtractor {
    /// The most bytes the archive's XML parts may unpack to.
    var maxUnpackedBytes: UInt64

    func extract(_ bytes: Data) throws -> ExtractedDocument {
        let archive: Archive
        do {
            archive = try Archive(data: bytes, accessMode: .read)
        } catch {
            throw ResumeParseError.corrupt(format: .docx, reason: "not a ZIP archive")
        }
        let declared = archive.reduce(UInt64(0)) { $0 + $1.uncompressedSize }
        if declared > maxUnpackedBytes {
            throw ResumeParseError.zipBomb(declaredBytes: declared, limit: maxUnpackedBytes)
        }
        guard let body = archive["word/document.xml"] else {
            throw ResumeParseError.corrupt(format: .docx, reason: "no word/document.xml inside")
        }
        let headers = archive.filter { $0.path.hasPrefix("word/header") && $0.path.hasSuffix(".xml") }
            .sorted { $0.path < $1.path }
        var lines: [DocumentLine] = []
        var budget = maxUnpackedBytes
        for entry in headers + [body] {
            let xml = try unpack(entry, from: archive, budget: &budget)
            let document: MarkupDocument
            do {
                document = try MarkupDocument.parseXML(xml, url: entry.path)
            } catch {
                throw ResumeParseError.corrupt(format: .docx, reason: "\(entry.path) is not readable XML")
            }
            guard let root = document.root else { continue }
            var partLines: [DocumentLine] = []
            WordBodyReader.read(root, into: &partLines)
            if !partLines.isEmpty { partLines[0].startsBlock = true }
            lines += partLines
        }
        return ExtractedDocument(lines: lines.joiningBlankLines())
    }

    /// Unpacks one entry, counting real bytes against the budget (declared sizes can lie).
    private func unpack(_ entry: Entry, from archive: Archive, budget: inout UInt64) throws -> Data {
        var data = Data()
        var remaining = budget
        do {
            _ = try archive.extract(entry, skipCRC32: true) { chunk in
                guard UInt64(chunk.count) <= remaining else { throw UnpackLimitReached() }
                remaining -= UInt64(chunk.count)
                data.append(chunk)
            }
        } catch is UnpackLimitReached {
            throw ResumeParseError.zipBomb(declaredBytes: maxUnpackedBytes + 1, limit: maxUnpackedBytes)
        } catch {
            throw ResumeParseError.corrupt(format: .docx, reason: "\(entry.path) cannot be unpacked")
        }
        budget = remaining
        return data
    }
}

private struct UnpackLimitReached: Error {}

/// Walks WordprocessingML: `w:p` paragraphs (runs, tabs, breaks, list numbering, heading
/// styles, bold), and `w:tbl` tables, row by row or, for layout tables, cell by cell.
enum WordBodyReader {
    static func read(_ node: MarkupNode, into lines: inout [DocumentLine]) {
        for child in node.elements {
            switch child.name {
            case "p": paragraph(child, into: &lines)
            case "tbl": table(child, into: &lines)
            case "sdt", "sdtContent", "body", "customXml", "txbxContent": read(child, into: &lines)
            default:
                // Text boxes sit inside drawing markup in runs; a paragraph handles those.
                continue
            }
        }
    }

    private static func table(_ table: MarkupNode, into lines: inout [DocumentLine]) {
        for row in table.elements where row.name == "tr" {
            let cells = row.elements.filter { $0.name == "tc" }
            let cellLines = cells.map { cell -> [DocumentLine] in
                var inner: [DocumentLine] = []
                read(cell, into: &inner)
                return inner
            }
            if cellLines.contains(where: { $0.count > 2 }) {
                // A layout table (sidebar and main column): read each cell as a column.
                for var column in cellLines where !column.isEmpty {
                    column[0].startsBlock = true
                    lines += column
                }
            } else {
                let text = cellLines.map { $0.map(\.text).joined(separator: " ") }
                    .filter { !$0.isEmpty }.joined(separator: "\t")
                if !text.isEmpty {
                    let heading = cellLines.allSatisfy { $0.allSatisfy(\.isMarkedHeading) }
                    lines.append(DocumentLine(text: text, isMarkedHeading: heading))
                }
            }
        }
    }

    private static func paragraph(_ paragraph: MarkupNode, into lines: inout [DocumentLine]) {
        var text = ""
        var size: Double?
        var boldRuns = 0, runs = 0
        var isHeading = false, isListItem = false
        var nested: [DocumentLine] = []
        for child in paragraph.elements {
            switch child.name {
            case "pPr":
                let style = child.firstElement(named: "pStyle")?.attribute("val")?.lowercased() ?? ""
                isHeading = style.hasPrefix("heading") || style == "title"
                isListItem = child.firstElement(named: "numPr") != nil || style.contains("list")
            case "r", "hyperlink", "ins", "smartTag":
                let runList = child.name == "r" ? [child] : child.elements.filter { $0.name == "r" }
                for run in runList {
                    let (runText, runSize, bold) = self.run(run, nested: &nested)
                    text += runText
                    if !runText.trimmingCharacters(in: .whitespaces).isEmpty {
                        runs += 1
                        if bold { boldRuns += 1 }
                        if let runSize { size = max(size ?? 0, runSize) }
                    }
                }
            default:
                continue
            }
        }
        let pieces = text.split(separator: "\n", omittingEmptySubsequences: true)
        let bold = runs > 0 && boldRuns == runs
        for (index, piece) in pieces.enumerated() {
            let body = index == 0 && isListItem ? "• " + piece : String(piece)
            lines.append(DocumentLine(text: body, size: size, isMarkedHeading: isHeading || bold))
        }
        if pieces.isEmpty {
            // An empty paragraph is Word's blank line; `DocumentLine.joiningBlankLines` turns it into a block start.
            lines.append(DocumentLine(text: ""))
        }
        lines += nested
    }

    private static func run(_ run: MarkupNode, nested: inout [DocumentLine]) -> (String, Double?, Bool) {
        var text = ""
        var size: Double?
        var bold = false
        for part in run.elements {
            switch part.name {
            case "rPr":
                if let b = part.firstElement(named: "b") { bold = !["0", "false"].contains(b.attribute("val") ?? "1") }
                if let value = part.firstElement(named: "sz")?.attribute("val"), let halfPoints = Double(value) {
                    size = halfPoints / 2
                }
            case "t": text += part.text
            case "tab": text += "\t"
            case "br", "cr": text += "\n"
            case "drawing", "pict", "AlternateContent":
                // Text boxes: read their paragraphs as lines of their own.
                for box in part.document.select(".//*[local-name()='txbxContent']", from: part) {
                    read(box, into: &nested)
                }
            default: continue
            }
        }
        return (text, size, bold)
    }
}
