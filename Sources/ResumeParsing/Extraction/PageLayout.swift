
/// Rebuilds a page's lines from word boxes: finds a column gutter (a vertical band of white
/// that many rows straddle and few cross), then reads full-width rows in place and each
/// two-column stretch left column first, then right column, each column split again at its
/// own gutter (a sidebar beside two columns). A left column whose lines are spread far apart
/// beside a denser right one holds labels for the rows beside them (dates, section names in a
/// European CV), so that stretch is read across, row by row.
struct PageLayout {
    let words: [LayoutWord]
    let pageWidth: Double

    /// A horizontal run of words on one baseline.
    struct Row {
        var words: [LayoutWord]
        var midY: Double { words.map { ($0.y0 + $0.y1) / 2 }.reduce(0, +) / Double(words.count) }
        var height: Double { words.map { $0.y1 - $0.y0 }.max() ?? 0 }
        var top: Double { words.map(\.y0).min() ?? 0 }
        var bottom: Double { words.map(\.y1).max() ?? 0 }
    }

    /// How many times a column may be split again at a gutter of its own.
    private static let maximumSplits = 3

    /// The page's lines in reading order.
    func readingOrderLines() -> [DocumentLine] {
        Self.readingOrder(Self.rows(of: words), splitsLeft: Self.maximumSplits)
    }

    private static func readingOrder(_ rows: [Row], splitsLeft: Int) -> [DocumentLine] {
        guard splitsLeft > 0, let gutter = findGutter(rows) else { return lines(from: rows) }
        var result: [DocumentLine] = []
        var left: [LayoutWord] = [], right: [LayoutWord] = []
        func flushColumns() {
            let leftRows = Self.rows(of: left), rightRows = Self.rows(of: right)
            let labels = joiningWrappedLabels(leftRows)
            if holdsDates(rightRows, beside: leftRows) {
                // Right-aligned dates beside entries: each row read across.
                result += lines(from: Self.rows(of: left + right), tabAt: gutter)
            } else if holdsLabels(labels, beside: rightRows) {
                // Label, tab, content, however narrow the gap between them.
                result += lines(from: Self.rows(of: labels.flatMap(\.words) + right), tabAt: gutter)
            } else {
                for (index, column) in [leftRows, rightRows].enumerated() where !column.isEmpty {
                    var columnLines = readingOrder(column, splitsLeft: splitsLeft - 1)
                    columnLines[0].startsBlock = true
                    if splitsLeft == Self.maximumSplits {
                        for line in columnLines.indices { columnLines[line].column = index }
                    }
                    result += columnLines
                }
            }
            left = []
            right = []
        }
        for row in rows {
            if row.words.contains(where: { $0.x0 < gutter && $0.x1 > gutter }) {
                flushColumns()
                result += lines(from: [row])
            } else {
                for word in row.words {
                    if (word.x0 + word.x1) / 2 < gutter { left.append(word) } else { right.append(word) }
                }
            }
        }
        flushColumns()
        return result
    }

    /// Whether a left column's lines are spread out (their median spacing at least twice the
    /// right column's) while the right column runs on: labels beside content, not a column.
    /// Labels can also sit one to a row for a stretch ("Name:", "Telefon:" in a German CV's
    /// details) and then spread out ("seit 10/2021" beside a role's lines): then nearly every
    /// left row is level with a right row, and the right column has many rows more.
    static func holdsLabels(_ left: [Row], beside right: [Row]) -> Bool {
        guard left.count >= 2, right.count > left.count, let leftGap = medianSpacing(left),
              let rightGap = medianSpacing(right) else { return false }
        if leftGap >= 2 * rightGap { return true }
        let level = levelRows(left, right)
        return level >= 4 && level * 4 >= left.count * 3 && right.count * 2 >= left.count * 3
    }

    /// Whether a right column holds nothing but dates, each level with a left row: the years set
    /// right of the entries they date ("Trustee, Ikhaya Learning Trust ⇥ 2018 – present"),
    /// which a page with little long text lets pass for a column of their own.
    static func holdsDates(_ right: [Row], beside left: [Row]) -> Bool {
        guard !right.isEmpty, right.count <= left.count, right.contains(where: { $0.words.contains { isYear($0.text) } }) else { return false }
        return right.allSatisfy { row in
            // A footer's page number ("Page 2 of 2") may sit among them.
            row.words.allSatisfy({ pageNumberWords.contains($0.text.lowercased()) || $0.text.allSatisfy(\.isNumber) })
                || row.words.count <= 5 && row.words.contains(where: { isYear($0.text) })
                && left.contains { abs($0.midY - row.midY) <= max($0.height, row.height) * 0.3 }
        }
    }

    private static let pageNumberWords: Set<String> = ["page", "of", "/", "-", "–"]

    /// "2018", "2018)", "03/2019": a short word holding a year of the last or this century.
    private static func isYear(_ text: String) -> Bool {
        guard text.count <= 8 else { return false }
        let digits = Array(text.split(whereSeparator: { !$0.isNumber }))
        return digits.contains { $0.count == 4 && ($0.hasPrefix("19") || $0.hasPrefix("20")) }
    }

    /// How many of `left`'s rows share a baseline with one of `right`'s (both top to bottom).
    private static func levelRows(_ left: [Row], _ right: [Row]) -> Int {
        var level = 0
        var cursor = 0
        for row in left {
            let mid = row.midY
            while cursor < right.count, right[cursor].midY < mid - row.height * 0.25 { cursor += 1 }
            if cursor < right.count, abs(right[cursor].midY - mid) <= row.height * 0.25 { level += 1 }
        }
        return level
    }

    /// A label wrapped onto a second line close under it ("Oct 2016 – Jun" over "2019") is one
    /// label: the second row's text joins the first row's last word. Only a few rows may be
    /// joined: a column whose rows mostly sit that close is text (a sidebar), not labels.
    static func joiningWrappedLabels(_ rows: [Row]) -> [Row] {
        var joined: [Row] = []
        for row in rows {
            if var last = joined.last, var word = last.words.last, row.top - last.bottom < 0.5 * min(last.height, row.height) {
                word.text += " " + row.words.map(\.text).joined(separator: " ")
                word.x1 = max(word.x1, row.words.map(\.x1).max() ?? word.x1)
                last.words[last.words.count - 1] = word
                joined[joined.count - 1] = last
            } else {
                joined.append(row)
            }
        }
        return (rows.count - joined.count) * 4 <= rows.count ? joined : rows
    }

    private static func medianSpacing(_ rows: [Row]) -> Double? {
        let gaps = zip(rows, rows.dropFirst()).map { $1.midY - $0.midY }.sorted()
        return gaps.isEmpty ? nil : gaps[gaps.count / 2]
    }

    /// Clusters words into rows by their vertical centre, top to bottom, each row left to right.
    static func rows(of words: [LayoutWord]) -> [Row] {
        let sorted = words.sorted { ($0.y0 + $0.y1, $0.x0) < ($1.y0 + $1.y1, $1.x0) }
        var rows: [Row] = []
        var anchor = 0.0
        for word in sorted {
            let mid = (word.y0 + word.y1) / 2
            let tolerance = max(1, (word.y1 - word.y0) * 0.4)
            if var last = rows.last, abs(mid - anchor) <= tolerance {
                last.words.append(word)
                rows[rows.count - 1] = last
            } else {
                rows.append(Row(words: [word]))
                anchor = mid
            }
        }
        return rows.map { Row(words: $0.words.sorted { $0.x0 < $1.x0 }) }
    }

    /// The x of the gutter between two columns, if the page has two.
    ///
    /// Candidates are vertical bands of white that many rows straddle (or keep to one side of,
    /// as a sidebar's rows do) and few cross. Among the strong ones, the band whose right-hand
    /// text starts at one x (a left-aligned column, not right-aligned dates) wins, then the
    /// wider band.
    static func findGutter(_ rows: [Row]) -> Double? {
        let words = rows.flatMap(\.words)
        guard rows.count >= 6, let minX = words.map(\.x0).min(), let maxX = words.map(\.x1).max() else { return nil }
        let width = maxX - minX
        let segments = rows.map { Self.segments(of: $0) }
        var bands: [(score: Int, from: Double, to: Double)] = []
        var x = minX + width * 0.15
        while x <= minX + width * 0.85 {
            var straddling = 0, crossing = 0, leftOnly = 0, rightOnly = 0
            for rowSegments in segments {
                if rowSegments.contains(where: { $0.from < x && $0.to > x }) {
                    crossing += 1
                } else if rowSegments.contains(where: { $0.to <= x }) && rowSegments.contains(where: { $0.from >= x }) {
                    straddling += 1
                } else if rowSegments.allSatisfy({ $0.to <= x }) {
                    leftOnly += 1
                } else {
                    rightOnly += 1
                }
            }
            // A sidebar set in its own line spacing shares few rows with the main column: its
            // rows lie wholly on one side or the other, and count as well as straddling ones.
            let separated = straddling + min(leftOnly, rightOnly)
            // Every row crossing a candidate costs four separated rows: a true gutter is crossed
            // only by full-width rows, while the gap before right-aligned dates is crossed by body text.
            let score = separated - 4 * crossing
            if separated >= max(4, rows.count / 5), score > 0 {
                if let last = bands.last, last.score == score, last.to >= x - 1.5 {
                    bands[bands.count - 1].to = x
                } else {
                    bands.append((score, x, x))
                }
            } 
            x += 1
        }
        guard let top = bands.map(\.score).max() else { return nil }
        let strong = bands.filter { Double($0.score) >= Double(top) * 0.8 }
        let best = strong.max { a, b in
            let left = (alignment(at: (a.from + a.to) / 2, segments), a.to - a.from)
            let right = (alignment(at: (b.from + b.to) / 2, segments), b.to - b.from)
            return left < right
        }
        return best.map { ($0.from + $0.to) / 2 }
    }

    /// The share of rows whose first text right of `x` starts at the most common x (±3 points).
    private static func alignment(at x: Double, _ segments: [[(from: Double, to: Double)]]) -> Double {
        let starts = segments.compactMap { row in row.first(where: { $0.from >= x })?.from }
        guard !starts.isEmpty else { return 0 }
        let best = starts.map { start in starts.filter { abs($0 - start) <= 3 }.count }.max() ?? 0
        return Double(best) / Double(starts.count)
    }

    /// A row's words merged into segments wherever the gap is narrower than a wide space.
    private static func segments(of row: Row) -> [(from: Double, to: Double)] {
        var result: [(from: Double, to: Double)] = []
        let joinGap = max(6, row.height * 0.8)
        for word in row.words {
            if let last = result.last, word.x0 - last.to < joinGap {
                result[result.count - 1].to = max(last.to, word.x1)
            } else {
                result.append((word.x0, word.x1))
            }
        }
        return result
    }

    /// Capitals set apart by letter-spacing ("Y A R A  H A D D A D") come out of the glyphs as
    /// one-letter words, or two or three where kerning pairs ("YA", "AT", "AWA") close the gap: a
    /// run of such words counts when most are single letters, so a line of acronyms ("SQL AWS GCP
    /// CSS") is never closed up. Inside such a run the gaps between letters are alike, and a gap
    /// clearly wider than the usual one (the median: a kerned pair sits closer than the spacing)
    /// is a space between words: letters are joined at the narrow gaps only ("YARA HADDAD").
    static func closingLetterSpacing(_ words: [LayoutWord]) -> [LayoutWord] {
        func isLetterToken(_ word: LayoutWord) -> Bool {
            let scalars = word.text.unicodeScalars
            return scalars.count <= 3 && scalars.allSatisfy { $0.properties.isUppercase }
        }
        guard words.count >= 4, words.lazy.filter(isLetterToken).count >= 4 else { return words }
        var result: [LayoutWord] = []
        var index = 0
        while index < words.count {
            var end = index
            while end < words.count, isLetterToken(words[end]) { end += 1 }
            let singles = words[index..<end].lazy.filter { $0.text.unicodeScalars.count == 1 }.count
            guard end - index >= 4, singles * 2 > end - index else {
                result.append(words[index])
                index += 1
                continue
            }
            let run = words[index..<end]
            let gaps = zip(run, run.dropFirst()).map { $1.x0 - $0.x1 }
            let usual = max(0, gaps.sorted()[(gaps.count - 1) / 2])
            var word = run.first!
            for (next, gap) in zip(run.dropFirst(), gaps) {
                if gap <= usual * 1.6 + word.height * 0.1 {
                    word.text += next.text
                    word.x1 = next.x1
                    word.y1 = max(word.y1, next.y1)
                } else {
                    result.append(word)
                    word = next
                }
            }
            result.append(word)
            index = end
        }
        return result
    }

    /// The gap beyond which two words of a row are in different cells: one and a half line
    /// heights, or less where the row's own spaces are much narrower. Skill chips set in a
    /// row ("Wine list curation   Cellar & inventory management") leave about a line height
    /// between them against a fifth of one between words; a justified line's spaces are all
    /// alike, so none of them stands out.
    private static func cellGap(_ words: [LayoutWord], height: Double) -> Double {
        let wide = max(10, height * 1.5)
        let gaps = zip(words, words.dropFirst()).map { $1.x0 - $0.x1 }.filter { $0 > 0 }
        guard gaps.count >= 2, let space = gaps.min() else { return wide }
        return min(wide, max(8, height * 0.9, space * 4))
    }

    /// Joins each row's words with spaces (a tab across a wide gap or across `gutter`) and marks block starts.
    static func lines(from rows: [Row], tabAt gutter: Double? = nil) -> [DocumentLine] {
        var lines: [DocumentLine] = []
        var previous: Row?
        for row in rows {
            var text = ""
            var lastX1: Double?
            let words = closingLetterSpacing(row.words)
            let tabGap = cellGap(words, height: row.height)
            for word in words {
                if let lastX1 {
                    let crossesGutter = gutter.map { lastX1 < $0 && word.x0 >= $0 } ?? false
                    // Punctuation ("Languages Known   : English") never opens a cell.
                    let opensCell = word.x0 - lastX1 > tabGap && !word.text.hasPrefix(":") && !word.text.hasPrefix(",")
                    text += opensCell || crossesGutter ? "\t" : " "
                }
                text += word.text
                lastX1 = word.x1
            }
            let gap = previous.map { row.top - $0.bottom } ?? 0
            let startsBlock = previous.map { gap > max($0.height, row.height) * 0.9 } ?? true
            lines.append(DocumentLine(text: text, size: row.height, startsBlock: startsBlock, isBold: row.words.allSatisfy(\.isBold)))
            previous = row
        }
        markWraps(&lines, rows: rows)
        return lines
    }

    /// Marks the lines that end where the next line's first word would not have fitted, the
    /// column's right edge being its longest line's end (a space of a quarter line height).
    private static func markWraps(_ lines: inout [DocumentLine], rows: [Row]) {
        guard let edge = rows.compactMap({ $0.words.last?.x1 }).max() else { return }
        for index in lines.indices.dropLast() where !lines[index + 1].startsBlock {
            guard let end = rows[index].words.last?.x1, let next = rows[index + 1].words.first else { continue }
            lines[index].wrapsIntoNext = end + rows[index].height * 0.25 + (next.x1 - next.x0) > edge + 1
        }
    }
}
