import PDFExtraction

/// Groups a page's glyphs into words, breaking at spaces and also wherever the next glyph
/// jumps sideways or to another baseline (poppler's text can run two columns together
/// without a space between them). A word is bold when its first glyph's font is.
enum GlyphWords {
    static func words(from glyphs: [PDFGlyph], styles: [PDFStyleRun] = []) -> [LayoutWord] {
        var words: [LayoutWord] = []
        words.reserveCapacity(glyphs.count / 5)
        var current: LayoutWord?
        var lastX1 = 0.0
        let boldRuns = styles.map(\.isBold)
        var runIndex = 0
        for (offset, glyph) in glyphs.enumerated() {
            if glyph.character == " " || !glyph.character.isASCII && glyph.character.properties.isWhitespace || glyph.character.value < 0x20 {
                if let word = current { words.append(word) }
                current = nil
                continue
            }
            if var word = current {
                let height = max(1, word.y1 - word.y0)
                let sameLine = abs(word.y0 - glyph.y0) < height / 2
                let gap = glyph.x0 - lastX1
                if sameLine, gap > -height * 0.3, gap < height * 0.25 {
                    word.text.unicodeScalars.append(glyph.character)
                    word.x1 = max(word.x1, glyph.x1)
                    word.y1 = max(word.y1, glyph.y1)
                    current = word
                    lastX1 = glyph.x1
                    continue
                }
                words.append(word)
            }
            while runIndex < styles.count, styles[runIndex].characters.upperBound < offset { runIndex += 1 }
            let isBold = runIndex < styles.count && styles[runIndex].characters.contains(offset) && boldRuns[runIndex]
            current = LayoutWord(text: String(glyph.character), x0: glyph.x0, y0: glyph.y0, x1: glyph.x1, y1: glyph.y1, isBold: isBold)
            lastX1 = glyph.x1
        }
        if let word = current { words.append(word) }
        return words
    }
}

/// A word on a PDF page and its box (points, origin top left).
struct LayoutWord: Equatable {
    var text: String
    var x0: Double, y0: Double, x1: Double, y1: Double
    /// Whether the word is set in a bold font.
    var isBold = false

    var height: Double { y1 - y0 }
}
