import MatchCore
/// Splits list lines ("Python, Go; SQL | Docker") into their items.
enum ListSplitter {
    static func items(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        for index in text.indices {
            let character = text[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if depth == 0, isSeparator(character)
                && !(character == "/" && slashJoins(after: current, before: text[text.index(after: index)...].first)) {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(current)
        // In a grid of bulleted cells ("■ IV therapy⇥■ Wound care") each item drops its bullet.
        return items.map { $0.trimmed(of: [" ", "\t", ".", "*", "-", "–"]).drop(while: isBulletOrSpace).trimmed(of: [" "]) }
            .filter { !$0.isEmpty }
            .flatMap { $0.hasPrefix("and ") ? [String($0.dropFirst(4))] : [$0] }
    }

    private static func isBulletOrSpace(_ character: Character) -> Bool {
        character == " " || TextCleaner.bulletMarks.contains(character)
    }

    private static func isSeparator(_ character: Character) -> Bool {
        switch character {
        case ",", ";", "|", "•", "·", "\t", "/": true
        default: false
        }
    }

    /// Whether a slash between `current`'s last word and `next` joins one item rather than
    /// separating two.
    private static func slashJoins(after current: String, before next: Character?) -> Bool {
        let wordBefore = current.split(separator: " ").last ?? ""
        // "CI/CD", "TCP/IP", "SAP S/4HANA": a slash after a short word joins, after a long one
        // separates, unless a lower-case word follows ("lockout/tagout", "Lockout/tagout").
        let joinsShortWord = wordBefore.last?.isLetter == true && wordBefore.count <= 3
        let joinsLowercase = wordBefore.last?.isLowercase == true && next?.isLowercase == true
        // "Windows 10/11", "SQL Server 2016/2019": versions.
        let joinsNumbers = wordBefore.last?.isNumber == true && next?.isNumber == true
        return joinsShortWord || joinsLowercase || joinsNumbers
    }
}
