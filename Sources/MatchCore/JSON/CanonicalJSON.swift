import Foundation

/// Writes a record as the canonical JSON of `RecordCoding.makeEncoder()` (keys sorted, slashes
/// not escaped, dates as `ISO8601Timestamp`, integral numbers without ".0"), byte for byte,
/// several times faster than Foundation's JSONEncoder.
///
/// What it cannot write the same way (a non-ASCII key, whose order Foundation decides by its
/// own string comparison; a number that is not finite; a `superEncoder`; a float) throws
/// `Unsupported`, and the caller encodes with JSONEncoder, which also names any error.
public enum CanonicalJSON {
    /// The value needs JSONEncoder.
    public struct Unsupported: Error {}

    /// The canonical JSON bytes of `value`.
    public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        try append(value, to: &out)
        return out
    }

    /// Appends the canonical JSON bytes of `value` to `out`; on error, some may have been appended.
    public static func append<T: Encodable>(_ value: T, to out: inout [UInt8]) throws {
        if let writable = value as? any CanonicalJSONWritable {
            try writable.writeCanonicalJSON(into: &out)
        } else {
            try write(try CanonicalJSONEncoder.node(of: value), into: &out)
        }
    }

    static func write(_ node: CanonicalJSONEncoder.Node, into out: inout [UInt8]) throws {
        switch node {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let value): out.append(contentsOf: String(value).utf8)
        case .unsigned(let value): out.append(contentsOf: String(value).utf8)
        case .double(let value): out.append(contentsOf: number(value).utf8)
        case .string(let value): writeString(value, into: &out)
        case .array(let array):
            out.append(UInt8(ascii: "["))
            for (index, element) in array.elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                try write(element, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            var first = true
            for index in try memberOrder(object) {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                writeString(object.keys[index], into: &out)
                out.append(UInt8(ascii: ":"))
                try write(object.values[index], into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Member positions in key order; of a key set twice, the last (as in JSONEncoder).
    private static func memberOrder(_ object: CanonicalJSONEncoder.ObjectNode) throws -> [Int] {
        let keys = object.keys
        for key in keys where !key.utf8.allSatisfy({ $0 < 0x80 }) { throw Unsupported() }
        // ASCII keys: String order is byte order, which is JSONEncoder's. Records have a
        // dozen keys or so, which an insertion sort orders faster than a general sort.
        var sorted: [Int] = []
        sorted.reserveCapacity(keys.count)
        for index in keys.indices {
            var position = sorted.count
            while position > 0 && keys[index] < keys[sorted[position - 1]] { position -= 1 }
            if position > 0 && keys[index] == keys[sorted[position - 1]] {
                sorted[position - 1] = index
            } else {
                sorted.insert(index, at: position)
            }
        }
        return sorted
    }

    /// A double as JSONEncoder writes it: integral values up to 2^53 as integers (-0 as "-0"),
    /// others as Swift's shortest round-trip form without a trailing ".0".
    static func number(_ value: Double) -> String {
        if value == value.rounded(.towardZero) && abs(value) <= 9_007_199_254_740_992 {
            if value == 0 { return value.sign == .minus ? "-0" : "0" }
            return String(Int64(value))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A JSON string: quotes, backslashes and control characters escaped, nothing else. Runs
    /// of bytes that need no escape are copied whole.
    static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = bytes.jsonStringStop(from: 0)
            while index < bytes.count {
                let byte = bytes[index]
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                defer { index = bytes.jsonStringStop(from: runStart) }
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                default:
                    out.append(UInt8(ascii: "u"))
                    out.append(UInt8(ascii: "0"))
                    out.append(UInt8(ascii: "0"))
                    out.append(hexDigits[Int(byte >> 4)])
                    out.append(hexDigits[Int(byte & 0xF)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
