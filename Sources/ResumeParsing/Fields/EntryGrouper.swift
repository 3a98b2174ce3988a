import Foundation
import MatchCore

/// A dated entry's lines: the heading lines (employer, title, place, dates), then its body.
struct EntryBlock {
    var heading: [String] = []
    var bullets: [String] = []
    var paragraphs: [String] = []
    /// Whether a heading line holds a date.
    var headingHasDate = false
}

/// Cuts a section's lines into entries: a run of heading lines (not bullets, not prose)
/// opens an entry, bullets and prose belong to the entry above, and a wrapped bullet's
/// continuation joins its bullet.
enum EntryGrouper {
    static func group(_ lines: [DocumentLine]) -> [EntryBlock] {
        var blocks: [EntryBlock] = []
        var lastWasBody = true
        var lastBodyWasBullet = false
        for line in lines {
            let text = line.text
            let hasDate = !text.hasPrefix("• ") && DateRangeParser.firstRange(in: text) != nil
            if text.hasPrefix("• ") {
                if blocks.isEmpty { blocks.append(EntryBlock()) }
                blocks[blocks.count - 1].bullets.append(String(text.dropFirst(2)))
                lastWasBody = true
                lastBodyWasBullet = true
                continue
            }
            if lastWasBody, !hasDate, !blocks.isEmpty, isContinuation(text, line: line, lastBodyWasBullet: lastBodyWasBullet, block: blocks[blocks.count - 1]) {
                if lastBodyWasBullet {
                    blocks[blocks.count - 1].bullets[blocks[blocks.count - 1].bullets.count - 1] += " " + text
                } else {
                    blocks[blocks.count - 1].paragraphs[blocks[blocks.count - 1].paragraphs.count - 1] += " " + text
                }
                continue
            }
            if !hasDate, isProse(text), !blocks.isEmpty, !blocks[blocks.count - 1].heading.isEmpty {
                blocks[blocks.count - 1].paragraphs.append(text)
                lastWasBody = true
                lastBodyWasBullet = false
                continue
            }
            if lastWasBody || blocks.isEmpty || blocks[blocks.count - 1].headingHasDate && hasDate {
                blocks.append(EntryBlock())
            }
            blocks[blocks.count - 1].heading.append(text)
            if hasDate { blocks[blocks.count - 1].headingHasDate = true }
            lastWasBody = false
        }
        return blocks
    }

    /// A sentence rather than a heading: long, or ending in a full stop (callers rule out dated lines).
    static func isProse(_ text: String) -> Bool {
        let words = text.split(separator: " ").filter { $0.contains(where: \.isLetter) }.count
        guard words >= 6 else { return false }
        return words >= 12 || text.hasSuffix(".")
    }

    /// A line that carries on the bullet or paragraph above it.
    private static func isContinuation(_ text: String, line: DocumentLine, lastBodyWasBullet: Bool, block: EntryBlock) -> Bool {
        guard !line.startsBlock, let first = text.first, !text.utf8.contains(0x09) else { return false }
        if lastBodyWasBullet ? block.bullets.isEmpty : block.paragraphs.isEmpty { return false }
        let previous = lastBodyWasBullet ? block.bullets.last! : block.paragraphs.last!
        if first.isLowercase { return true }
        let endsSentence = previous.hasSuffix(".") || previous.hasSuffix("!") || previous.hasSuffix("?")
        return !endsSentence && previous.count > 55 && EntryVocabulary.titleScore(text) == 0 && EntryVocabulary.companyScore(text) == 0
    }
}
