import MatchCore

/// Two sections printed side by side, each in its own column under a row of two headings
/// ("EXPERTISE⇥QUALIFICATIONS" over "Market appraisals and valuations⇥Propertymark Level 3
/// Award…"): a PDF's lines hold a cell of each column. Read one after the other, the left
/// column's section first.
enum SideBySideSections {
    /// The lines with each row of two headings and the rows under it, up to the next heading,
    /// taken apart into the left section and then the right one. A line under the row that
    /// holds one cell, the other column having ended or gone on alone, joins the column whose
    /// last cell it is printed like (`shape`): "French — basic" the languages', "Manual
    /// Handling – 2024" the certificates'.
    static func unpaired(_ lines: [DocumentLine]) -> [DocumentLine] {
        guard lines.contains(where: { $0.text.utf8.contains(0x09) && headingPair($0.text) != nil }) else { return lines }
        var result: [DocumentLine] = []
        var index = 0
        while index < lines.count {
            guard let (left, right) = headingPair(lines[index].text) else {
                result.append(lines[index])
                index += 1
                continue
            }
            var leftLines = [heading(left, like: lines[index])]
            var rightLines = [heading(right, like: lines[index])]
            index += 1
            while index < lines.count, headingPair(lines[index].text) == nil,
                  SectionLexicon.kind(ofHeading: lines[index].text) == nil {
                let cells = lines[index].text.pieces(separatedBy: "\t")
                if cells.count >= 2, !isDates(cells[cells.count - 1]) {
                    // The last cell is the right column's; the others, a title and its dates,
                    // the left's ("Warehouse Operative⇥2013 – 2014⇥Risk assessments & RAMS").
                    var leftCell = lines[index]
                    leftCell.text = cells.dropLast().joined(separator: "\t")
                    var rightCell = lines[index]
                    rightCell.text = cells[cells.count - 1]
                    if !leftCell.text.isEmpty { leftLines.append(leftCell) }
                    if !rightCell.text.isEmpty { rightLines.append(rightCell) }
                } else if cells.count >= 2 {
                    // A title and its dates with the right column's cell empty.
                    leftLines.append(lines[index])
                } else if let last = leftLines.last, let other = rightLines.last,
                          likeness(lines[index].text, last.text) > likeness(lines[index].text, other.text) {
                    leftLines.append(lines[index])
                } else {
                    rightLines.append(lines[index])
                }
                index += 1
            }
            result += leftLines + rightLines
        }
        return result
    }

    /// Whether a cell holds only a date or a date range.
    private static func isDates(_ cell: String) -> Bool {
        guard let match = DateRangeParser.firstRange(in: cell) else { return false }
        return cell[..<match.location.lowerBound].trimmingSpaces.isEmpty && cell[match.location.upperBound...].trimmingSpaces.isEmpty
    }

    /// How many marks of print two lines share, present in both or absent from both: a
    /// leading bullet, an en dash, an em dash, a middle dot, a year, a bracket.
    private static func likeness(_ line: String, _ other: String) -> Int {
        zip(shape(line), shape(other)).filter { $0 == $1 }.count
    }

    private static func shape(_ text: String) -> [Bool] {
        [text.hasPrefix("• "), text.containsText(" – "), text.containsText(" — "), text.containsText(" · "),
         text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }), text.containsText("(")]
    }

    /// The two headings of a row of exactly two cells that each name a section, of two kinds
    /// ("TECHNICAL SKILLS⇥TRANSFERABLE SKILLS" is one section read whole).
    private static func headingPair(_ text: String) -> (String, String)? {
        guard text.utf8.contains(0x09) else { return nil }
        let cells = text.pieces(separatedBy: "\t")
        guard cells.count == 2, !cells[0].isEmpty, !cells[1].isEmpty, let left = SectionLexicon.kind(ofHeading: cells[0]),
              let right = SectionLexicon.kind(ofHeading: cells[1]), left != right else { return nil }
        return (cells[0], cells[1])
    }

    /// A heading's own line, marked as the row was.
    private static func heading(_ text: String, like row: DocumentLine) -> DocumentLine {
        var line = row
        line.text = text
        line.startsBlock = true
        return line
    }
}
