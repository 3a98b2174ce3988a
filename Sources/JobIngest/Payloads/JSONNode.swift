import Foundation

/// A read-only view of a value parsed by `JSONSerialization`, forgiving about the type a
/// field arrives in: feeds send the same field as a string, a number, an array or null
/// (Greenhouse `metadata[].value`, Adzuna `salary_is_predicted`, Jobicy salaries).
public struct JSONNode: @unchecked Sendable {
    /// The underlying Foundation value (`NSDictionary`, `NSArray`, `NSString`, `NSNumber`, `NSNull`) or nil.
    public let value: Any?

    public init(_ value: Any?) {
        self.value = value is NSNull ? nil : value
    }

    /// Parses JSON bytes; throws `PayloadError.malformed` naming what is wrong.
    public static func parse(_ data: Data) throws -> JSONNode {
        do {
            return JSONNode(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw PayloadError.malformed("not valid JSON: \(detail)")
        }
    }

    /// The member `key` of an object; a missing node otherwise.
    public subscript(key: String) -> JSONNode {
        JSONNode((value as? [String: Any])?[key])
    }

    /// Whether the node holds nothing (missing or null).
    public var isMissing: Bool { value == nil }

    /// Whether the node is an object.
    public var isObject: Bool { value is [String: Any] }

    /// The elements of an array, or the node itself when it is a single non-null value.
    public var array: [JSONNode] {
        if let list = value as? [Any] { return list.map(JSONNode.init) }
        return value == nil ? [] : [self]
    }

    /// The keys of an object.
    public var keys: [String] { (value as? [String: Any]).map { Array($0.keys) } ?? [] }

    /// Text: a string trimmed (nil when empty), or a number written without a needless ".0".
    public var string: String? {
        switch value {
        case let text as String:
            // Most values need no trimming; Foundation's trimming copies through NSString.
            guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return nil }
            if !first.properties.isWhitespace, !last.properties.isWhitespace { return text }
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        case let number as NSNumber:
            let double = number.doubleValue
            if double.rounded() == double, abs(double) < 1e15 { return String(number.int64Value) }
            return "\(double)"
        default:
            return nil
        }
    }

    /// A number, read from a number or a numeric string ("105000", "44,493.92").
    public var double: Double? {
        switch value {
        case let number as NSNumber: return number.doubleValue
        case let text as String:
            return Double(text.replacingOccurrences(of: ",", with: "").trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    /// A truth value from `true`/`false`, 0/1 or their string forms ("0", "1", "true").
    public var bool: Bool? {
        switch value {
        case let number as NSNumber: return number.intValue != 0
        case let text as String:
            switch text.lowercased() {
            case "1", "true", "yes", "y": return true
            case "0", "false", "no", "n": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// Every string below the node: a string, or each string of an array (nulls skipped).
    public var strings: [String] { array.compactMap(\.string) }
}
