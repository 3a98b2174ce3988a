import Foundation

/// The `Encoder` behind `CanonicalJSON`: it records what a value encodes as a tree of nodes,
/// which `CanonicalJSON.write` then writes with sorted keys.
final class CanonicalJSONEncoder: Encoder {
    /// An encoded value.
    enum Node {
        case null
        case bool(Bool)
        case integer(Int64)
        case unsigned(UInt64)
        case double(Double)
        case string(String)
        case array(ArrayNode)
        case object(ObjectNode)
    }

    /// An object being filled: keys and values in the order they were encoded.
    final class ObjectNode {
        var keys: [String] = []
        var values: [Node] = []

        func set(_ key: String, _ value: Node) {
            keys.append(key)
            values.append(value)
        }
    }

    /// An array being filled.
    final class ArrayNode {
        var elements: [Node] = []
    }

    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What the value encoded so far.
    fileprivate(set) var node: Node?
    /// Set when the value asked for something `CanonicalJSON` does not write.
    fileprivate var unsupported = false

    /// The node of any encodable value; primitives and dates directly, others by encoding them.
    ///
    /// Types are told apart by identity rather than by dynamic casts, which cost more than
    /// encoding a small value.
    static func node<T: Encodable>(of value: T) throws -> Node {
        if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if T.self == Double.self {
            let number = unsafeBitCast(value, to: Double.self)
            guard number.isFinite else { throw CanonicalJSON.Unsupported() }
            return .double(number)
        }
        if T.self == Int.self { return .integer(Int64(unsafeBitCast(value, to: Int.self))) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if T.self == Date.self { return .string(ISO8601Timestamp.format(unsafeBitCast(value, to: Date.self))) }
        if let integer = integerNode(value) { return integer }
        if T.self == Float.self || T.self == Float16.self || T.self == Decimal.self || T.self == Data.self || T.self == URL.self {
            throw CanonicalJSON.Unsupported()
        }
        let encoder = CanonicalJSONEncoder()
        try value.encode(to: encoder)
        guard !encoder.unsupported, let node = encoder.node else { throw CanonicalJSON.Unsupported() }
        return node
    }

    /// The node of a fixed-width integer other than `Int`, nil for any other type.
    private static func integerNode<T>(_ value: T) -> Node? {
        switch T.self {
        case is Int8.Type: integer(unsafeBitCast(value, to: Int8.self))
        case is Int16.Type: integer(unsafeBitCast(value, to: Int16.self))
        case is Int32.Type: integer(unsafeBitCast(value, to: Int32.self))
        case is Int64.Type: integer(unsafeBitCast(value, to: Int64.self))
        case is UInt.Type: integer(unsafeBitCast(value, to: UInt.self))
        case is UInt8.Type: integer(unsafeBitCast(value, to: UInt8.self))
        case is UInt16.Type: integer(unsafeBitCast(value, to: UInt16.self))
        case is UInt32.Type: integer(unsafeBitCast(value, to: UInt32.self))
        case is UInt64.Type: integer(unsafeBitCast(value, to: UInt64.self))
        default: nil
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // A second keyed container on one encoder adds to the same object (EnrichedJob encodes two records into one).
        if case .object(let object)? = node { return KeyedEncodingContainer(Keyed<Key>(encoder: self, object: object)) }
        if node != nil { unsupported = true }
        let object = ObjectNode()
        node = .object(object)
        return KeyedEncodingContainer(Keyed<Key>(encoder: self, object: object))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        if case .array(let array)? = node { return Unkeyed(encoder: self, array: array) }
        if node != nil { unsupported = true }
        let array = ArrayNode()
        node = .array(array)
        return Unkeyed(encoder: self, array: array)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { Single(encoder: self) }

    fileprivate static func integer<T: BinaryInteger>(_ value: T) -> Node {
        if let small = Int64(exactly: value) { return .integer(small) }
        return .unsigned(UInt64(value))
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: CanonicalJSONEncoder
        let object: ObjectNode
        var codingPath: [CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { object.set(key.stringValue, .null) }
        mutating func encode(_ value: Bool, forKey key: Key) { object.set(key.stringValue, .bool(value)) }
        mutating func encode(_ value: String, forKey key: Key) { object.set(key.stringValue, .string(value)) }
        mutating func encode(_ value: Int, forKey key: Key) { object.set(key.stringValue, .integer(Int64(value))) }
        mutating func encode(_ value: Int64, forKey key: Key) { object.set(key.stringValue, .integer(value)) }
        mutating func encode(_ value: Int32, forKey key: Key) { object.set(key.stringValue, CanonicalJSONEncoder.integer(value)) }
        mutating func encode(_ value: UInt64, forKey key: Key) { object.set(key.stringValue, CanonicalJSONEncoder.integer(value)) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            object.set(key.stringValue, try CanonicalJSONEncoder.node(of: value))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = ObjectNode()
            object.set(key.stringValue, .object(nested))
            return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder, object: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            let nested = ArrayNode()
            object.set(key.stringValue, .array(nested))
            return Unkeyed(encoder: encoder, array: nested)
        }

        mutating func superEncoder() -> Encoder { unsupportedEncoder() }
        mutating func superEncoder(forKey key: Key) -> Encoder { unsupportedEncoder() }

        private func unsupportedEncoder() -> Encoder {
            encoder.unsupported = true
            return CanonicalJSONEncoder()
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: CanonicalJSONEncoder
        let array: ArrayNode
        var codingPath: [CodingKey] { [] }
        var count: Int { array.elements.count }

        mutating func encodeNil() { array.elements.append(.null) }
        mutating func encode(_ value: Bool) { array.elements.append(.bool(value)) }
        mutating func encode(_ value: String) { array.elements.append(.string(value)) }
        mutating func encode(_ value: Int) { array.elements.append(.integer(Int64(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws { array.elements.append(try CanonicalJSONEncoder.node(of: value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = ObjectNode()
            array.elements.append(.object(nested))
            return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder, object: nested))
        }

        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            let nested = ArrayNode()
            array.elements.append(.array(nested))
            return Unkeyed(encoder: encoder, array: nested)
        }

        mutating func superEncoder() -> Encoder {
            encoder.unsupported = true
            return CanonicalJSONEncoder()
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: CanonicalJSONEncoder
        var codingPath: [CodingKey] { [] }

        private func set(_ node: Node) {
            if encoder.node != nil { encoder.unsupported = true }
            encoder.node = node
        }

        mutating func encodeNil() { set(.null) }
        mutating func encode(_ value: Bool) { set(.bool(value)) }
        mutating func encode(_ value: String) { set(.string(value)) }
        mutating func encode(_ value: Int) { set(.integer(Int64(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws { set(try CanonicalJSONEncoder.node(of: value)) }
    }
}
