/// A JSON value parsed from bytes by `JSONTreeParser`.
public enum JSONTree: Sendable {
    case null
    case bool(Bool)
    /// The number as written, parsed on demand as the integer or floating type asked for.
    case number(String)
    case string(String)
    case array([JSONTree])
    /// Members in document order.
    case object([(key: String, value: JSONTree)])
}

/// A strict JSON parser over UTF-8 bytes (RFC 8259) that builds a `JSONTree`: the fast path of
/// `JSONNode` (job payloads). It only has to say "valid, here is the tree" or "not valid";
/// messages for bad input come from Foundation.
public enum JSONTreeParser {
    /// The single value in `bytes`, surrounded by optional white space; throws
    /// `JSONCursor.Invalid` unless the bytes are exactly one valid JSON value in UTF-8.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws -> JSONTree {
        guard bytes.isValidUTF8 else { throw JSONCursor.Invalid() }
        var cursor = JSONCursor(bytes)
        let value = try value(&cursor, depth: 0)
        guard cursor.isAtEnd() else { throw JSONCursor.Invalid() }
        return value
    }

    private static func value(_ cursor: inout JSONCursor, depth: Int) throws -> JSONTree {
        guard depth < JSONCursor.maximumDepth else { throw JSONCursor.Invalid() }
        switch try cursor.peek() {
        case UInt8(ascii: "{"):
            var members: [(key: String, value: JSONTree)] = []
            if try cursor.openObject() {
                repeat {
                    let key = try cursor.key()
                    members.append((key, try value(&cursor, depth: depth + 1)))
                } while try cursor.nextMember()
            }
            return .object(members)
        case UInt8(ascii: "["):
            var elements: [JSONTree] = []
            if try cursor.openArray() {
                repeat { elements.append(try value(&cursor, depth: depth + 1)) } while try cursor.nextElement()
            }
            return .array(elements)
        case UInt8(ascii: "\""): return .string(try cursor.string())
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try cursor.bool())
        case UInt8(ascii: "n"): try cursor.literal("null"); return .null
        default: return .number(String(decoding: try cursor.number(), as: UTF8.self))
        }
    }
}
