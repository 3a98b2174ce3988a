/// A type that reads itself straight from a parsed `JSONTree`, skipping the `Decodable`
/// machinery (containers, existential keys, generic metadata) on the fast path.
///
/// `init(jsonTree:)` must accept exactly what the type's `init(from:)` accepts and give the
/// same value; anything it does not accept throws, and the line is decoded again by
/// JSONDecoder, which names the problem. Used for the small records that come by the
/// thousand in a file (skill mentions, evidence spans) and for lists of them.
protocol JSONTreeDecodable: Decodable {
    init(jsonTree: JSONTree) throws
}

extension String: JSONTreeDecodable {
    init(jsonTree: JSONTree) throws { self = try JSONTreeDecoder.string(jsonTree) }
}

extension Bool: JSONTreeDecodable {
    init(jsonTree: JSONTree) throws { self = try JSONTreeDecoder.bool(jsonTree) }
}

extension Int: JSONTreeDecodable {
    init(jsonTree: JSONTree) throws { self = try JSONTreeDecoder.integer(jsonTree) }
}

extension Double: JSONTreeDecodable {
    init(jsonTree: JSONTree) throws { self = try JSONTreeDecoder.floating(jsonTree) }
}

extension Array: JSONTreeDecodable where Element: JSONTreeDecodable {
    init(jsonTree: JSONTree) throws {
        guard case .array(let elements) = jsonTree else { throw JSONTreeDecoder.Mismatch() }
        self = try elements.map(Element.init(jsonTree:))
    }
}

extension EmptyIfMissing: JSONTreeDecodable where Element: JSONTreeDecodable {
    init(jsonTree: JSONTree) throws {
        if case .null = jsonTree {
            self.init(wrappedValue: [])
        } else {
            self.init(wrappedValue: try [Element](jsonTree: jsonTree))
        }
    }
}

/// The members of a JSON object, looked up by key as synthesized `Decodable` code does: a
/// required key must be there and not null; an optional one may be missing or null.
struct JSONTreeObject {
    let members: [(key: String, value: JSONTree)]
    /// Whether the keys are in strictly ascending order (as every stage writes them, sorted),
    /// so a key is found by binary search.
    private let ascending: Bool
    /// Member positions by key, for an object whose keys are not sorted and too many to scan.
    private let positions: [String: Int]?

    /// Throws unless `tree` is an object with no repeated key (repeats are left to JSONDecoder's rules).
    init(_ tree: JSONTree) throws {
        guard case .object(let members) = tree else { throw JSONTreeDecoder.Mismatch() }
        try self.init(members: members)
    }

    /// Throws when a key repeats.
    init(members: [(key: String, value: JSONTree)]) throws {
        self.members = members
        ascending = Self.keysAscend(members)
        if ascending || members.count <= 8 {
            if !ascending { try Self.checkUniqueKeys(members) }
            positions = nil
        } else {
            let positions = Dictionary(members.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { $1 })
            guard positions.count == members.count else { throw JSONTreeDecoder.Mismatch() }
            self.positions = positions
        }
    }

    /// The position of `key` among the members.
    func position(of key: String) -> Int? {
        if ascending { return Self.search(members, for: key) }
        if let positions { return positions[key] }
        return members.firstIndex { $0.key == key }
    }

    /// The value of `key`; throws when it is missing or null.
    func required(_ key: String) throws -> JSONTree {
        guard let value = optional(key) else { throw JSONTreeDecoder.Mismatch() }
        return value
    }

    /// The value of `key`, or nil when it is missing or null.
    func optional(_ key: String) -> JSONTree? {
        guard let position = position(of: key) else { return nil }
        if case .null = members[position].value { return nil }
        return members[position].value
    }

    /// A string enumeration's case from the value of `key`.
    func required<Value: RawRepresentable>(_ key: String, as type: Value.Type) throws -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: try String(jsonTree: required(key))) else { throw JSONTreeDecoder.Mismatch() }
        return value
    }

    /// Whether every key is greater than the one before it (which also means none repeats).
    private static func keysAscend(_ members: [(key: String, value: JSONTree)]) -> Bool {
        guard members.count > 1 else { return true }
        for index in 1..<members.count where !(members[index - 1].key < members[index].key) { return false }
        return true
    }

    /// Throws when a key appears twice.
    private static func checkUniqueKeys(_ members: [(key: String, value: JSONTree)]) throws {
        var seen = Set<String>()
        for member in members where !seen.insert(member.key).inserted { throw JSONTreeDecoder.Mismatch() }
    }

    /// The position of `key` among members sorted by key.
    private static func search(_ members: [(key: String, value: JSONTree)], for key: String) -> Int? {
        var low = 0, high = members.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = members[middle].key
            if candidate == key { return middle }
            if candidate < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
