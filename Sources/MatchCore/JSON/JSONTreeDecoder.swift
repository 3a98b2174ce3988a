import Foundation

/// A `Decoder` over a `JSONTree`, so a record's own `init(from:)` runs unchanged on the fast
/// parser's output. Dates are read with `ISO8601Timestamp.parse`, as `RecordCoding` does.
/// Any mismatch throws; the caller then falls back to JSONDecoder for the message.
///
/// The coding path is always empty: a mismatch carries no message (JSONDecoder writes it), and
/// building paths cost an allocation per nested value.
struct JSONTreeDecoder: Decoder {
    struct Mismatch: Error {}

    let tree: JSONTree
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = tree else { throw Mismatch() }
        return KeyedDecodingContainer(try Keyed<Key>(members: members))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let elements) = tree else { throw Mismatch() }
        return Unkeyed(elements: elements)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { Single(tree: tree) }

    /// Decodes any value from a tree. Types that read themselves from a tree
    /// (`JSONTreeDecodable`, and lists of them) skip the `Decodable` machinery.
    static func decode<T: Decodable>(_ type: T.Type, from tree: JSONTree) throws -> T {
        if T.self == Date.self {
            guard case .string(let text) = tree, let date = ISO8601Timestamp.parse(text) else { throw Mismatch() }
            return date as! T
        }
        if let direct = T.self as? JSONTreeDecodable.Type { return try direct.init(jsonTree: tree) as! T }
        return try T(from: JSONTreeDecoder(tree: tree))
    }

    static func string(_ tree: JSONTree) throws -> String {
        guard case .string(let text) = tree else { throw Mismatch() }
        return text
    }

    static func bool(_ tree: JSONTree) throws -> Bool {
        guard case .bool(let value) = tree else { throw Mismatch() }
        return value
    }

    static func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(_ tree: JSONTree) throws -> T {
        guard case .number(let text) = tree, let value = T(text), value.isFinite else { throw Mismatch() }
        return value
    }

    static func integer<T: FixedWidthInteger>(_ tree: JSONTree) throws -> T {
        guard case .number(let text) = tree, let value = T(text) else { throw Mismatch() }
        return value
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        private let object: JSONTreeObject
        var codingPath: [CodingKey] { [] }

        /// Throws for an object with a repeated key, which is left to JSONDecoder's rules.
        init(members: [(key: String, value: JSONTree)]) throws {
            object = try JSONTreeObject(members: members)
        }

        var allKeys: [Key] { object.members.compactMap { Key(stringValue: $0.key) } }

        func contains(_ key: Key) -> Bool { object.position(of: key.stringValue) != nil }

        private func tree(_ key: Key) throws -> JSONTree {
            guard let position = object.position(of: key.stringValue) else { throw Mismatch() }
            return object.members[position].value
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            if case .null = try tree(key) { return true }
            return false
        }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try bool(tree(key)) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try string(tree(key)) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try floating(tree(key)) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try floating(tree(key)) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(tree(key)) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(tree(key)) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(tree(key)) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(tree(key)) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(tree(key)) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(tree(key)) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(tree(key)) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(tree(key)) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(tree(key)) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(tree(key)) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try JSONTreeDecoder.decode(T.self, from: tree(key))
        }

        // One lookup each, where the protocol's defaults look a key up three times (contains,
        // decodeNil, decode): records are mostly optional fields.
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try object.optional(key.stringValue).map(bool) }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try object.optional(key.stringValue).map(string) }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try object.optional(key.stringValue).map(floating) }
        func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try object.optional(key.stringValue).map(floating) }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try object.optional(key.stringValue).map(integer) }
        func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try object.optional(key.stringValue).map(integer) }
        func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try object.optional(key.stringValue).map(integer) }
        func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try object.optional(key.stringValue).map(integer) }
        func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try object.optional(key.stringValue).map(integer) }
        func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try object.optional(key.stringValue).map(integer) }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try object.optional(key.stringValue).map(integer) }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try object.optional(key.stringValue).map(integer) }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try object.optional(key.stringValue).map(integer) }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try object.optional(key.stringValue).map(integer) }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            try object.optional(key.stringValue).map { try JSONTreeDecoder.decode(T.self, from: $0) }
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONTreeDecoder(tree: tree(key)).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
            try JSONTreeDecoder(tree: tree(key)).unkeyedContainer()
        }

        func superDecoder() throws -> Decoder { throw Mismatch() }
        func superDecoder(forKey key: Key) throws -> Decoder { throw Mismatch() }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let elements: [JSONTree]
        var codingPath: [CodingKey] { [] }
        var currentIndex = 0

        init(elements: [JSONTree]) {
            self.elements = elements
        }

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next() throws -> JSONTree {
            guard !isAtEnd else { throw Mismatch() }
            defer { currentIndex += 1 }
            return elements[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd else { throw Mismatch() }
            if case .null = elements[currentIndex] {
                currentIndex += 1
                return true
            }
            return false
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try bool(next()) }
        mutating func decode(_ type: String.Type) throws -> String { try string(next()) }
        mutating func decode(_ type: Double.Type) throws -> Double { try floating(next()) }
        mutating func decode(_ type: Float.Type) throws -> Float { try floating(next()) }
        mutating func decode(_ type: Int.Type) throws -> Int { try integer(next()) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(next()) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(next()) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(next()) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(next()) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(next()) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(next()) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(next()) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(next()) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(next()) }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONTreeDecoder.decode(T.self, from: next())
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONTreeDecoder(tree: next()).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
            try JSONTreeDecoder(tree: next()).unkeyedContainer()
        }

        mutating func superDecoder() throws -> Decoder { throw Mismatch() }
    }

    struct Single: SingleValueDecodingContainer {
        let tree: JSONTree
        var codingPath: [CodingKey] { [] }

        func decodeNil() -> Bool {
            if case .null = tree { return true }
            return false
        }

        func decode(_ type: Bool.Type) throws -> Bool { try bool(tree) }
        func decode(_ type: String.Type) throws -> String { try string(tree) }
        func decode(_ type: Double.Type) throws -> Double { try floating(tree) }
        func decode(_ type: Float.Type) throws -> Float { try floating(tree) }
        func decode(_ type: Int.Type) throws -> Int { try integer(tree) }
        func decode(_ type: Int8.Type) throws -> Int8 { try integer(tree) }
        func decode(_ type: Int16.Type) throws -> Int16 { try integer(tree) }
        func decode(_ type: Int32.Type) throws -> Int32 { try integer(tree) }
        func decode(_ type: Int64.Type) throws -> Int64 { try integer(tree) }
        func decode(_ type: UInt.Type) throws -> UInt { try integer(tree) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(tree) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(tree) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(tree) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(tree) }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONTreeDecoder.decode(T.self, from: tree)
        }
    }
}
