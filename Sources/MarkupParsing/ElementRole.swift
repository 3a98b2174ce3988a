/// What an HTML element does to the readable text around it.
enum ElementRole: Equatable {
    /// Text flows through it (`span`, `a`, `strong`, and any element not named below).
    case inline
    /// It starts and ends a line (`p`, `div`, `h2`, `tr`…).
    case block
    /// A list item: a line of its own that starts with a bullet.
    case listItem
    /// A table cell: a space before its text, so cells of a row do not run together.
    case cell
    /// It and everything inside it are not read (`script`, `style`, `head`…).
    case dropped

    /// The role of the element named by `name`, as libxml2 reports it (lower case for HTML).
    init(name: UnsafeBufferPointer<UInt8>) {
        guard name.count < Self.namesByLength.count, let packed = PackedName(name) else {
            self = .inline
            return
        }
        for (known, role) in Self.namesByLength[name.count] where known == packed {
            self = role
            return
        }
        self = .inline
    }

    /// The role of the element named by `name`.
    init(name: String) {
        var name = name
        self = name.withUTF8 { ElementRole(name: $0) }
    }

    /// The named roles, grouped by the length of the name, so that a name is compared only
    /// with names as long as it: classifying runs for every element libxml2 reports.
    private static let namesByLength: [[(PackedName, ElementRole)]] = {
        let named: [(String, ElementRole)] = [
            ("p", .block), ("div", .block), ("br", .block), ("ul", .block), ("ol", .block),
            ("h1", .block), ("h2", .block), ("h3", .block), ("h4", .block), ("h5", .block), ("h6", .block),
            ("tr", .block), ("table", .block), ("section", .block), ("article", .block), ("header", .block),
            ("footer", .block), ("blockquote", .block), ("pre", .block), ("dd", .block), ("dt", .block),
            ("dl", .block), ("hr", .block), ("address", .block), ("figure", .block), ("figcaption", .block),
            ("main", .block), ("nav", .block), ("aside", .block), ("form", .block), ("fieldset", .block),
            ("li", .listItem), ("td", .cell), ("th", .cell),
            ("script", .dropped), ("style", .dropped), ("noscript", .dropped), ("template", .dropped),
            ("head", .dropped), ("svg", .dropped), ("iframe", .dropped),
        ]
        var groups = [[(PackedName, ElementRole)]](repeating: [], count: named.map(\.0.utf8.count).max()! + 1)
        for (name, role) in named {
            let packed = Array(name.utf8).withUnsafeBufferPointer { PackedName($0)! }
            groups[name.utf8.count].append((packed, role))
        }
        return groups
    }()
}

/// The bytes of an element name of up to 16 bytes in two words, compared at once.
private struct PackedName: Equatable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 16 else { return nil }
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                low |= UInt64(byte) << (8 * index)
            } else {
                high |= UInt64(byte) << (8 * (index - 8))
            }
        }
    }
}
