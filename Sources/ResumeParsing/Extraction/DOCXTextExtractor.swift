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
            case "sdt" where isPlaceholder(child): continue
            case "sdt", "sdtContent", "body", "customXml", "txbxContent": read(child, into: &lines)
            default:
                // Text boxes sit inside drawing markup in runs; a paragraph handles those.
                continue
            }
        }
    }

    private static func table(_ table: MarkupNode, into lines: inout [DocumentLine]) {
        // A row deleted with tracked changes on (`w:trPr/w:del`) is not in the accepted document.
        for row in table.elements where row.name == "tr" && row.firstElement(named: "trPr")?.firstElement(named: "del") == nil {
            let cells = row.elements.filter { $0.name == "tc" }
            let cellLines = cells.map { cell -> [DocumentLine] in
                var inner: [DocumentLine] = []
                read(cell, into: &inner)
                return inner
            }
            if let rows = sideBySide(cellLines) {
                lines += rows
            } else if cellLines.contains(where: { $0.count > 2 }) {
                // A layout table (sidebar and main column): read each cell as a column.
                for var column in cellLines where !column.isEmpty {
                    column[0].startsBlock = true
                    lines += column
                }
            } else {
                // A row is one line, its cells and a cell's paragraphs ("Associate of Applied
                // Science – Culinary Arts" over the college) parted by tabs.
                let text = cellLines.flatMap { $0.map(\.text) }.filter { !$0.isEmpty }.joined(separator: "\t")
                if !text.isEmpty {
                    let heading = cellLines.allSatisfy { $0.allSatisfy(\.isMarkedHeading) }
                    lines.append(DocumentLine(text: text, isMarkedHeading: heading))
                }
            }
        }
    }

    /// An entry's row: a cell with the entry (title, employer, bullets) beside a narrow cell of
    /// at most three short lines that opens with its dates ("Feb 2021 – current" over "Calgary,
    /// AB").
    /// Read as the page shows it: each of the entry's lines before its bullets beside the dated
    /// cell's line at its height, parted by a tab, as a right tab stop would print them; nil for
    /// any other row. (Read cell by cell, the dates fell after the bullets, next to the next
    /// entry's title.)
    private static func sideBySide(_ cellLines: [[DocumentLine]]) -> [DocumentLine]? {
        let filled = cellLines.filter { !$0.isEmpty }
        guard filled.count == 2 else { return nil }
        let datedIsLeft = filled[0].count < filled[1].count
        let (entry, dated) = datedIsLeft ? (filled[1], filled[0]) : (filled[0], filled[1])
        guard dated.count <= 3, entry.count > dated.count, dated.allSatisfy({ $0.text.count <= 40 }),
              DateRangeParser.firstRange(in: dated[0].text)?.location.lowerBound == dated[0].text.startIndex else { return nil }
        let paired = min(dated.count, entry.prefix { !$0.text.hasPrefix("• ") }.count)
        var rows: [DocumentLine] = []
        for index in 0..<paired {
            var row = entry[index]
            row.text = datedIsLeft ? dated[index].text + "\t" + row.text : row.text + "\t" + dated[index].text
            rows.append(row)
        }
        rows += dated[paired...] + entry[paired...]
        rows[0].startsBlock = true
        return rows
    }

    private static func paragraph(_ paragraph: MarkupNode, into lines: inout [DocumentLine]) {
        var isHeading = false, isListItem = false
        var runs = ParagraphRuns()
        if let properties = paragraph.firstElement(named: "pPr") {
            let style = properties.firstElement(named: "pStyle")?.attribute("val")?.lowercased() ?? ""
            isHeading = style.hasPrefix("heading") || style == "title"
            isListItem = properties.firstElement(named: "numPr") != nil || style.contains("list")
        }
        collect(paragraph, into: &runs)
        let pieces = runs.text.split(separator: "\n", omittingEmptySubsequences: true)
        let bold = runs.count > 0 && runs.boldCount == runs.count
        for (index, piece) in pieces.enumerated() {
            let body = index == 0 && isListItem ? "• " + piece : String(piece)
            lines.append(DocumentLine(text: body, size: runs.size, isMarkedHeading: isHeading || bold))
        }
        if pieces.isEmpty {
            // An empty paragraph is Word's blank line; `DocumentLine.joiningBlankLines` turns it into a block start.
            lines.append(DocumentLine(text: ""))
        }
        lines += runs.nested
    }

    /// The text of a paragraph's runs, the largest size among them, how many are bold, and the
    /// lines of text boxes anchored in them.
    private struct ParagraphRuns {
        var text = ""
        var size: Double?
        var count = 0, boldCount = 0
        var nested: [DocumentLine] = []
    }

    /// Inline markup whose runs are shown: links, content controls, simple fields (`w:fldSimple`
    /// shows its last result), tracked insertions and the new place of moved text. Deleted text
    /// (`w:del`, `w:moveFrom`) is left out: it is not in the document with its changes accepted.
    private static let shownInlineContainers: Set<String> = [
        "hyperlink", "ins", "moveTo", "smartTag", "sdt", "sdtContent", "fldSimple", "customXml", "dir", "bdo",
    ]

    private static func collect(_ node: MarkupNode, into runs: inout ParagraphRuns) {
        for child in node.elements {
            if child.name == "r" {
                let (runText, runSize, bold) = run(child, nested: &runs.nested)
                runs.text += runText
                if !runText.trimmingCharacters(in: .whitespaces).isEmpty {
                    runs.count += 1
                    if bold { runs.boldCount += 1 }
                    if let runSize { runs.size = max(runs.size ?? 0, runSize) }
                }
            } else if let name = child.name, shownInlineContainers.contains(name), !(name == "sdt" && isPlaceholder(child)) {
                collect(child, into: &runs)
            }
        }
    }

    /// A content control still showing its template's prompt ("[Link to other online
    /// properties: …]", `w:showingPlcHdr`): the candidate never filled it in.
    private static func isPlaceholder(_ control: MarkupNode) -> Bool {
        control.firstElement(named: "sdtPr")?.firstElement(named: "showingPlcHdr") != nil
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
            case "drawing", "pict":
                // Text boxes: read their paragraphs as lines of their own.
                textBoxes(in: part, into: &nested)
            case "AlternateContent":
                // Word writes each text box twice, as a drawing (mc:Choice) and as VML for older
                // readers (mc:Fallback): read the first branch that holds one.
                for branch in part.elements where textBoxes(in: branch, into: &nested) { break }
            default: continue
            }
        }
        return (text, size, bold)
    }

    /// Reads the text boxes inside `node`; false when it holds none.
    @discardableResult
    private static func textBoxes(in node: MarkupNode, into lines: inout [DocumentLine]) -> Bool {
        let boxes = node.document.select(".//*[local-name()='txbxContent']", from: node)
        for box in boxes { read(box, into: &lines) }
        return !boxes.isEmpty
    }
}
