/// Rows of RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks.
struct CSVRows {
    /// One row with the 1-based line it starts on.
    struct Row {
        var line: Int
        var fields: [String]
    }

    /// Every row of `text`; blank lines are skipped. `complete` is false when a quote is never closed.
    static func parse(_ text: String) -> (rows: [Row], complete: Bool) {
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var line = 1
        var rowLine = 1
        var atFieldStart = true
        var characters = text.makeIterator()
        var pending: Character?
        func endRow() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty) { rows.append(Row(line: rowLine, fields: fields)) }
            fields = []
            field = ""
            atFieldStart = true
        }
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                } else {
                    if character.isNewline { line += 1 }
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where atFieldStart:
                quoted = true
                atFieldStart = false
            case ",":
                fields.append(field)
                field = ""
                atFieldStart = true
            case "\r\n", "\n", "\r":
                endRow()
                line += 1
                rowLine = line
            default:
                field.append(character)
                atFieldStart = false
            }
        }
        if !field.isEmpty || !fields.isEmpty { endRow() }
        return (rows, !quoted)
    }
}
