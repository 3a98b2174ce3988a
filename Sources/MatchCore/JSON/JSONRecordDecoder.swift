import Foundation

/// A `Decoder` straight over a line's JSON bytes, so a record's own `init(from:)` runs
/// unchanged on the fast path without building a tree first; a record or value that reads
/// itself (`JSONCursorDecodable`: the job records, dates) skips the containers. Any mismatch
/// throws; the caller then decodes the line with JSONDecoder, which names the problem.
///
/// The coding path is always empty: a mismatch carries no message (JSONDecoder writes it), and
/// building paths cost an allocation per nested value. The decoder reads the bytes it was made
/// with and must not outlive them.
struct JSONRecordDecoder: Decoder {
    /// The value is not of the shape the record asks for.
    struct Mismatch: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    /// Index of the value's first byte.
    let start: Int
    /// The members of the record's own object, listed once for every part of the record that
    /// reads them (EnrichedJob reads its job and its enrichment from the same object).
    let record: JSONObjectMembers
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes the JSON object that fills `bytes` (white space around it allowed) as a `Record`;
    /// throws for bytes that are not UTF-8.
    static func decodeObject<Record: Decodable>(_ type: Record.Type, from bytes: UnsafeBufferPointer<UInt8>) throws -> Record {
        guard bytes.isValidUTF8 else { throw Mismatch() }
        var cursor = JSONCursor(bytes)
        guard try cursor.peek() == UInt8(ascii: "{") else { throw Mismatch() }
        if let direct = Record.self as? any JSONCursorDecodable.Type {
            // A record that reads itself (the job records) needs no listing of its members.
            let record = try direct.init(cursor: &cursor) as! Record
            guard cursor.isAtEnd() else { throw JSONCursor.Invalid() }
            return record
        }
        let record = try JSONObjectMembers(bytes, at: cursor.index)
        let decoder = JSONRecordDecoder(bytes: bytes, start: cursor.index, record: record)
        cursor.index = record.end
        guard cursor.isAtEnd() else { throw JSONCursor.Invalid() }
        return try Record(from: decoder)
    }

    /// The decoder of the value at `index` of the same line.
    fileprivate func decoder(at index: Int) -> JSONRecordDecoder {
        JSONRecordDecoder(bytes: bytes, start: index, record: record)
    }

    /// The members of the object at `start`.
    private func members() throws -> JSONObjectMembers {
        start == record.start ? record : try JSONObjectMembers(bytes, at: start)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(decoder: self, object: try members()))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        var cursor = cursor(at: start)
        var elements: [Int] = []
        if try cursor.openArray() {
            repeat {
                cursor.skipSpace()
                elements.append(cursor.index)
                try cursor.skipValue(depth: 1)
            } while try cursor.nextElement()
        }
        return Unkeyed(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { Single(decoder: self) }

    func cursor(at index: Int) -> JSONCursor { JSONCursor(bytes, at: index) }

    /// Decodes any value starting at `index`. Types that read themselves from the bytes
    /// (`JSONCursorDecodable`, and lists of them) skip the `Decodable` machinery.
    func decode<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        if let direct = T.self as? any JSONCursorDecodable.Type {
            var cursor = cursor(at: index)
            return try direct.init(cursor: &cursor) as! T
        }
        return try T(from: decoder(at: index))
    }

    /// Reads the value at `index` with `read`.
    func read<T>(at index: Int, _ read: (inout JSONCursor) throws -> T) throws -> T {
        var cursor = cursor(at: index)
        return try read(&cursor)
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: JSONRecordDecoder
        let object: JSONObjectMembers
        var codingPath: [CodingKey] { [] }

        var allKeys: [Key] { object.members.compactMap { Key(stringValue: String(decoding: $0.key, as: UTF8.self)) } }

        func contains(_ key: Key) -> Bool { object.value(for: key.stringValue) != nil }

        private func read<T>(_ key: Key, _ read: (inout JSONCursor) throws -> T) throws -> T {
            guard let start = object.value(for: key.stringValue) else { throw Mismatch() }
            return try decoder.read(at: start, read)
        }

        /// The value of `key` read with `read`, or nil when the key is missing or null.
        private func readIfPresent<T>(_ key: Key, _ read: (inout JSONCursor) throws -> T) throws -> T? {
            guard let start = object.value(for: key.stringValue) else { return nil }
            return try decoder.read(at: start) { cursor in try cursor.null() ? nil : try read(&cursor) }
        }

        func decodeNil(forKey key: Key) throws -> Bool { try read(key) { try $0.null() } }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(key) { try $0.bool() } }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(key) { try $0.string() } }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(key) { try $0.floating() } }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(key) { try $0.floating() } }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(key) { try $0.integer() } }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try read(key) { try $0.integer() } }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try read(key) { try $0.integer() } }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try read(key) { try $0.integer() } }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try read(key) { try $0.integer() } }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try read(key) { try $0.integer() } }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try read(key) { try $0.integer() } }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try read(key) { try $0.integer() } }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try read(key) { try $0.integer() } }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try read(key) { try $0.integer() } }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let start = object.value(for: key.stringValue) else { throw Mismatch() }
            return try decoder.decode(T.self, at: start)
        }

        // One lookup each, where the protocol's defaults look a key up three times (contains,
        // decodeNil, decode): records are mostly optional fields.
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try readIfPresent(key) { try $0.bool() } }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try readIfPresent(key) { try $0.string() } }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try readIfPresent(key) { try $0.floating() } }
        func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try readIfPresent(key) { try $0.floating() } }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try readIfPresent(key) { try $0.integer() } }
        func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try readIfPresent(key) { try $0.integer() } }
        func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try readIfPresent(key) { try $0.integer() } }
        func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try readIfPresent(key) { try $0.integer() } }
        func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try readIfPresent(key) { try $0.integer() } }
        func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try readIfPresent(key) { try $0.integer() } }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try readIfPresent(key) { try $0.integer() } }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try readIfPresent(key) { try $0.integer() } }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try readIfPresent(key) { try $0.integer() } }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try readIfPresent(key) { try $0.integer() } }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let start = object.value(for: key.stringValue),
                  try !decoder.read(at: start, { try $0.null() }) else { return nil }
            return try decoder.decode(T.self, at: start)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            guard let start = object.value(for: key.stringValue) else { throw Mismatch() }
            return try decoder.decoder(at: start).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
            guard let start = object.value(for: key.stringValue) else { throw Mismatch() }
            return try decoder.decoder(at: start).unkeyedContainer()
        }

        func superDecoder() throws -> Decoder { throw Mismatch() }
        func superDecoder(forKey key: Key) throws -> Decoder { throw Mismatch() }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: JSONRecordDecoder
        /// Where each element starts.
        let elements: [Int]
        var codingPath: [CodingKey] { [] }
        var currentIndex = 0

        init(decoder: JSONRecordDecoder, elements: [Int]) {
            self.decoder = decoder
            self.elements = elements
        }

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next<T>(_ read: (inout JSONCursor) throws -> T) throws -> T {
            guard !isAtEnd else { throw Mismatch() }
            defer { currentIndex += 1 }
            return try decoder.read(at: elements[currentIndex], read)
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd else { throw Mismatch() }
            let isNull = try decoder.read(at: elements[currentIndex]) { try $0.null() }
            if isNull { currentIndex += 1 }
            return isNull
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try next { try $0.bool() } }
        mutating func decode(_ type: String.Type) throws -> String { try next { try $0.string() } }
        mutating func decode(_ type: Double.Type) throws -> Double { try next { try $0.floating() } }
        mutating func decode(_ type: Float.Type) throws -> Float { try next { try $0.floating() } }
        mutating func decode(_ type: Int.Type) throws -> Int { try next { try $0.integer() } }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try next { try $0.integer() } }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try next { try $0.integer() } }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try next { try $0.integer() } }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try next { try $0.integer() } }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try next { try $0.integer() } }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next { try $0.integer() } }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next { try $0.integer() } }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next { try $0.integer() } }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next { try $0.integer() } }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            guard !isAtEnd else { throw Mismatch() }
            defer { currentIndex += 1 }
            return try decoder.decode(T.self, at: elements[currentIndex])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            guard !isAtEnd else { throw Mismatch() }
            defer { currentIndex += 1 }
            return try decoder.decoder(at: elements[currentIndex]).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
            guard !isAtEnd else { throw Mismatch() }
            defer { currentIndex += 1 }
            return try decoder.decoder(at: elements[currentIndex]).unkeyedContainer()
        }

        mutating func superDecoder() throws -> Decoder { throw Mismatch() }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: JSONRecordDecoder
        var codingPath: [CodingKey] { [] }

        private func read<T>(_ read: (inout JSONCursor) throws -> T) throws -> T {
            try decoder.read(at: decoder.start, read)
        }

        func decodeNil() -> Bool { (try? read { try $0.null() }) ?? false }

        func decode(_ type: Bool.Type) throws -> Bool { try read { try $0.bool() } }
        func decode(_ type: String.Type) throws -> String { try read { try $0.string() } }
        func decode(_ type: Double.Type) throws -> Double { try read { try $0.floating() } }
        func decode(_ type: Float.Type) throws -> Float { try read { try $0.floating() } }
        func decode(_ type: Int.Type) throws -> Int { try read { try $0.integer() } }
        func decode(_ type: Int8.Type) throws -> Int8 { try read { try $0.integer() } }
        func decode(_ type: Int16.Type) throws -> Int16 { try read { try $0.integer() } }
        func decode(_ type: Int32.Type) throws -> Int32 { try read { try $0.integer() } }
        func decode(_ type: Int64.Type) throws -> Int64 { try read { try $0.integer() } }
        func decode(_ type: UInt.Type) throws -> UInt { try read { try $0.integer() } }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try read { try $0.integer() } }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try read { try $0.integer() } }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try read { try $0.integer() } }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try read { try $0.integer() } }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try decoder.decode(T.self, at: decoder.start)
        }
    }
}
