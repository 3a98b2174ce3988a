/// Builds readable text from elements opening and closing and the text between them, as a walk
/// of a parsed tree or libxml2's SAX parser reports them: one line per paragraph, heading, list
/// item or table row; scripts, styles and hidden markup dropped.
///
/// Works on UTF-8 bytes: libxml2 reports an element or a run of text for every few bytes of
/// a description, so nothing here makes a `String` until `finish()`.
struct ReadableTextBuilder {
    /// The finished lines, joined with line breaks.
    private var text: [UInt8] = []
    /// The line being read, white space not yet collapsed.
    private var current: [UInt8] = []
    /// How deep inside a dropped element the reader is; 0 outside any.
    private var droppedDepth = 0

    private static let bullet: [UInt8] = Array("•".utf8)

    /// Whether what comes now is dropped (inside a script, style…).
    var isDropping: Bool { droppedDepth > 0 }

    mutating func open(_ role: ElementRole) {
        if droppedDepth > 0 || role == .dropped {
            droppedDepth += 1
            return
        }
        switch role {
        case .block: flush()
        case .listItem:
            flush()
            // A bullet still pending (an item whose text sits in a nested block) serves this item too.
            if current.isEmpty { current = Self.bullet + [UInt8(ascii: " ")] }
        case .cell: current.append(UInt8(ascii: " "))
        case .inline, .dropped: break
        }
    }

    mutating func close(_ role: ElementRole) {
        if droppedDepth > 0 {
            droppedDepth -= 1
            return
        }
        switch role {
        case .block: flush()
        case .listItem: flush(keepingBullet: false)
        case .inline, .cell, .dropped: break
        }
    }

    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        if droppedDepth == 0 { current.append(contentsOf: bytes) }
    }

    mutating func text(_ string: String) {
        if droppedDepth == 0 { current.append(contentsOf: string.utf8) }
    }

    /// The text read so far, lines joined with line breaks.
    mutating func finish() -> String {
        flush()
        return String(decoding: text, as: UTF8.self)
    }

    /// Ends the current line. A line holding only a list bullet is not written: with
    /// `keepingBullet` the bullet waits for the item's text (`<li><p>text</p></li>`),
    /// otherwise (the item ended empty) it is dropped.
    private mutating func flush(keepingBullet: Bool = true) {
        let lineStart = text.count
        if !text.isEmpty { text.append(UInt8(ascii: "\n")) }
        let start = text.count
        current.withUnsafeBufferPointer { ReadableText.appendNormalizingWhitespace($0, to: &text) }
        if text.count == start || text[start...].elementsEqual(Self.bullet) {
            let onlyBullet = text.count > start
            text.removeLast(text.count - lineStart)
            if onlyBullet {
                current = keepingBullet ? Self.bullet + [UInt8(ascii: " ")] : []
                return
            }
        }
        current.removeAll(keepingCapacity: true)
    }
}
