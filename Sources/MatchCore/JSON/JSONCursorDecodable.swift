import Foundation

/// A type that reads itself straight from JSON bytes, skipping the `Decodable` machinery
/// (containers, existential keys, generic metadata) on the fast path.
///
/// `init(cursor:)` must accept exactly what the type's `init(from:)` accepts and give the
/// same value; anything it does not accept throws, and the line is decoded again by
/// JSONDecoder, which names the problem. Used for the records that come by the hundred
/// thousand in a file (job records) and their parts (skill mentions, evidence spans), and for
/// lists of them.
protocol JSONCursorDecodable: Decodable {
    /// Reads one value at the cursor and leaves the cursor just after it.
    init(cursor: inout JSONCursor) throws

    /// Reads a JSON array of values of this type. A requirement rather than only an extension,
    /// so that each type's list reader is compiled for that type: lists reached through
    /// `Decodable`'s generic calls would otherwise run as unspecialized generic code.
    static func list(cursor: inout JSONCursor) throws -> [Self]
}

extension String: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws { self = try cursor.string() }
}

extension Bool: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws { self = try cursor.bool() }
}

extension Int: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws { self = try cursor.integer() }
}

extension Double: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws { self = try cursor.floating() }
}

extension Date: JSONCursorDecodable {
    /// A timestamp in one of the forms `ISO8601Timestamp.parse` reads, as `RecordCoding` does.
    init(cursor: inout JSONCursor) throws {
        guard let date = ISO8601Timestamp.parse(try cursor.string()) else { throw JSONCursor.Invalid() }
        self = date
    }
}

extension JSONCursorDecodable {
    static func list(cursor: inout JSONCursor) throws -> [Self] {
        var elements: [Self] = []
        if try cursor.openArray() {
            repeat { elements.append(try Self(cursor: &cursor)) } while try cursor.nextElement()
        }
        guard elements.capacity > elements.count + elements.count / 8 else { return elements }
        // Growing by doubling leaves up to half the buffer unused; a jobs file keeps its lists
        // for the whole run, so they are copied to buffers of their size.
        return [Self](unsafeUninitializedCapacity: elements.count) { buffer, count in
            _ = buffer.initialize(from: elements)
            count = elements.count
        }
    }
}

extension Array: JSONCursorDecodable where Element: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws { self = try Element.list(cursor: &cursor) }
}

extension EmptyIfMissing: JSONCursorDecodable where Element: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws {
        self.init(wrappedValue: try cursor.null() ? [] : try [Element](cursor: &cursor))
    }
}

extension JSONCursor {
    /// Reads an object member by member: `read` gets each key and returns true when it read
    /// the value; values it leaves (unknown keys) are checked and skipped, as JSONDecoder
    /// ignores them.
    mutating func readObject(_ read: (UnsafeBufferPointer<UInt8>, inout JSONCursor) throws -> Bool) throws {
        guard try openObject() else { return }
        repeat {
            let key = try rawKey()
            if try !read(key, &self) { try skipValue(depth: 1) }
        } while try nextMember()
    }

    /// Reads a member's value into `slot`. Throws when the slot is already filled (a repeated
    /// key: left to JSONDecoder's rules) or the value is null where `T` does not allow it.
    mutating func read<T: JSONCursorDecodable>(into slot: inout T?) throws -> Bool {
        guard slot == nil else { throw Invalid() }
        slot = try T(cursor: &self)
        return true
    }

    /// Reads a member that may be null into `slot`: `.some(nil)` for null. Throws when the slot
    /// is already filled (a repeated key: left to JSONDecoder's rules).
    mutating func readNullable<T: JSONCursorDecodable>(into slot: inout T??) throws -> Bool {
        guard slot == nil else { throw Invalid() }
        slot = .some(try null() ? nil : try T(cursor: &self))
        return true
    }

    /// A string enumeration's case.
    mutating func rawValue<T: RawRepresentable>(_: T.Type) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: try string()) else { throw Invalid() }
        return value
    }
}

/// A value the fast path requires: throws when `slot` was never filled (a missing key).
func requiredMember<T>(_ slot: T?) throws -> T {
    guard let slot else { throw JSONCursor.Invalid() }
    return slot
}
