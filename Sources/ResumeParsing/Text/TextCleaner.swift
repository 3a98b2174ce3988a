import Foundation

/// Cleans extracted lines: NFKC (ligatures such as "ﬁ"), one bullet mark, single spaces,
/// words hyphenated across line ends joined, letter-spaced headings ("E XPERIENCE") closed up.
enum TextCleaner {
    /// Bullet marks, including the private-use code points of the Symbol and Wingdings fonts
    /// that Word's bullets become in PDFs exported by Word or LibreOffice (U+F0B7 and kin).
    static let bulletMarks: Set<Character> = ["•", "●", "▪", "◦", "○", "■", "□", "►", "▸", "‣", "⁃", "-", "*", "·", "✓", "➢", "❖", "♦", "◆", "➤", "→", "–", "—",
                                              "\u{F0B7}", "\u{F0A7}", "\u{F076}", "\u{F0D8}", "\u{F0FC}", "\u{F0A8}", "\u{F06E}", "\u{F0E0}"]

    static func clean(_ lines: [DocumentLine]) -> [DocumentLine] {
        var result: [DocumentLine] = []
        result.reserveCapacity(lines.count)
        for var line in lines {
            line.text = cleanLine(line.text)
            if line.text.isEmpty || isPageMarker(line.text) {
                continue
            }
            if var previous = result.last, let joined = dehyphenate(previous.text, line.text) {
                previous.text = joined
                result[result.count - 1] = previous
                continue
            }
            result.append(line)
        }
        return result
    }

    nonisolated(unsafe) private static let pageMarkerPattern = try! NSRegularExpression(
        pattern: #"(?:^|\W)(?:page \d+(?: (?:of|/) \d+)?|\d+ (?:of|/) \d+)$"#, options: [.caseInsensitive])

    /// A page's running footer or header: "Page 2 of 3", "Jane Doe — Page 2", "2 / 3".
    static func isPageMarker(_ text: String) -> Bool {
        guard let last = text.utf8.last, last >= 0x30, last <= 0x39, text.utf8.count <= 80 else { return false }
        return pageMarkerPattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// One line cleaned on its own.
    static func cleanLine(_ raw: String) -> String {
        // NFKC only changes some non-ASCII text; skip the costly call for lines without it.
        var text = raw.unicodeScalars.allSatisfy(isStableUnderNFKC) ? raw : raw.precomposedStringWithCompatibilityMapping
        if text.containsText("....") { text = withoutDotLeaders(text) }
        text = collapseSpaces(text)
        text = normalizeBullet(text)
        return closeLetterSpacing(text)
    }

    /// Dot leaders ("Flagger .......... ATSSA, exp. 2027") become a tab between the two fields.
    static func withoutDotLeaders(_ text: String) -> String {
        var out = ""
        var dots = 0
        func flush() {
            if dots >= 4 {
                while out.hasSuffix(" ") { out.removeLast() }
                out += "\t"
            } else {
                out += String(repeating: ".", count: dots)
            }
            dots = 0
        }
        for character in text {
            if character == "." {
                dots += 1
                continue
            }
            if dots > 0 { flush() }
            // The spaces after a leader go with it.
            if character == " ", out.hasSuffix("\t") { continue }
            out.append(character)
        }
        if dots > 0 { flush() }
        return out
    }

    /// Scalars that NFKC leaves as they are and that resumes often hold: ASCII, Latin-1
    /// letters, dashes, curly quotes and the common bullets. Anything else goes through NFKC.
    static func isStableUnderNFKC(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x80, 0xC0...0xFF, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x25AA, 0x25CF, 0x25E6, 0x25BA, 0x00B7: true
        default: false
        }
    }

    /// Runs of spaces become one space, runs of tabs (with spaces around) one tab; trimmed.
    static func collapseSpaces(_ text: String) -> String {
        if isCollapsed(text) { return text }
        var out = String.UnicodeScalarView()
        var pending: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                pending = "\t"
            } else if isSpace(scalar) {
                if pending == nil { pending = " " }
            } else {
                if let separator = pending, !out.isEmpty { out.append(separator) }
                pending = nil
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// White space other than a tab: spaces of every width, zero-width space, line breaks.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{200B}" || !scalar.isASCII && scalar.properties.isWhitespace || scalar.value >= 0x0A && scalar.value <= 0x0D
    }

    /// Whether `collapseSpaces` would leave the line as it is (most lines): every gap between
    /// words is one space or one tab, and none starts or ends the line.
    private static func isCollapsed(_ text: String) -> Bool {
        var afterGap = true
        for scalar in text.unicodeScalars {
            let isGap = scalar == "\t" || isSpace(scalar)
            if isGap, afterGap || scalar != " " && scalar != "\t" { return false }
            afterGap = isGap
        }
        return !afterGap || text.isEmpty
    }

    /// A leading bullet mark of any kind becomes "• ".
    static func normalizeBullet(_ text: String) -> String {
        // "o Migrated 90 servers": a lower-case o before a capitalised word is the second level
        // of a plain-text list.
        if text.hasPrefix("o "), text.dropFirst(2).first?.isUppercase == true { return "• " + text.dropFirst(2) }
        guard let first = text.first, bulletMarks.contains(first) else { return text }
        let rest = text.dropFirst()
        guard let next = rest.first, next == " " || next == "\t" || (first != "-" && first != "*" && first != "–" && first != "—") else {
            return text
        }
        let body = rest.trimmingSpaces
        return body.isEmpty ? "" : "• " + body
    }

    /// "E XPERIENCE" or "S K I L L S" on an all-caps line becomes "EXPERIENCE" / "SKILLS".
    static func closeLetterSpacing(_ text: String) -> String {
        // A lower-case ASCII letter rules a line out before any costlier test.
        guard !text.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }), text.utf8.count <= 240, text.count <= 60,
              text.utf8.contains(0x20), text.uppercased() == text, text.contains(where: \.isLetter) else { return text }
        let tokens = text.split(separator: " ").map(String.init)
        guard tokens.contains(where: { $0.count == 1 && $0.first!.isLetter }) else { return text }
        if tokens.allSatisfy({ $0.count == 1 }) { return tokens.joined() }
        var merged: [String] = []
        var glueNext = false
        for token in tokens {
            if glueNext, let last = merged.popLast() {
                merged.append(last + token)
            } else {
                merged.append(token)
            }
            glueNext = token.count == 1 && token.first!.isLetter && token != "&"
        }
        return merged.joined(separator: " ")
    }

    /// "distri-" then "buted systems" → "distributed systems" joined onto the first line; a
    /// compound wrapped at its own hyphen keeps it ("(part-" then "time)" → "(part-time)").
    static func dehyphenate(_ previous: String, _ next: String) -> String? {
        guard previous.hasSuffix("-"), previous.count >= 3, let first = next.first, first.isLowercase else { return nil }
        let beforeHyphen = previous.dropLast().last
        guard let beforeHyphen, beforeHyphen.isLetter else { return nil }
        let head = String(previous.dropLast().reversed().prefix(while: \.isLetter).reversed())
        let tail = String(next.prefix(while: \.isLetter))
        let compound = hyphenatedCompounds.contains(head.lowercased() + "-" + tail)
        return (compound ? previous : String(previous.dropLast())) + next
    }

    /// Compounds written with a hyphen that resumes often wrap at it.
    private static let hyphenatedCompounds: Set<String> = [
        "part-time", "full-time", "co-op", "on-call", "self-employed", "in-house", "non-profit", "long-term", "short-term",
        "follow-up", "hands-on", "real-time", "front-end", "back-end", "cross-functional", "on-site", "e-commerce", "fixed-term",
        "multi-site", "sign-on", "high-volume", "award-winning", "client-facing", "customer-facing", "start-up",
    ]
}
