import Foundation
import MatchCore

/// A read-only view of a parsed JSON value, forgiving about the type a field arrives in:
/// feeds send the same field as a string, a number, an array or null (Greenhouse
/// `metadata[].value`, Adzuna `salary_is_predicted`, Jobicy salaries).
///
/// Parsed by MatchCore's `JSONTreeParser`; a payload it does not accept (another encoding
/// than UTF-8, invalid UTF-8, a byte order mark) is parsed by `JSONSerialization`, which also
/// names what is wrong.
public struct JSONNode: Sendable {
    /// The value; nil when missing or null.
    private let tree: JSONTree?

    init(_ tree: JSONTree?) {
        if case .null? = tree { self.tree = nil } else { self.tree = tree }
    }

    /// Parses JSON bytes; throws `PayloadError.malformed` naming what is wrong.
    public static func parse(_ data: Data) throws -> JSONNode {
        let fast = data.withUnsafeBytes { raw -> JSONTree? in
            try? JSONTreeParser.parse(raw.bindMemory(to: UInt8.self))
        }
        if let fast { return JSONNode(fast) }
        do {
            return JSONNode(tree(from: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])))
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw PayloadError.malformed("not valid JSON: \(detail)")
        }
    }

    /// A `JSONSerialization` value as a tree (numbers written as their double value).
    private static func tree(from value: Any) -> JSONTree {
        switch value {
        case let text as String: return .string(text)
        case let number as NSNumber: return .number("\(number.doubleValue)")
        case let list as [Any]: return .array(list.map(tree(from:)))
        case let object as [String: Any]: return .object(object.keys.sorted().map { ($0, tree(from: object[$0]!)) })
        default: return .null
        }
    }

    /// The member `key` of an object (the last, if the key repeats); a missing node otherwise.
    public subscript(key: String) -> JSONNode {
        guard case .object(let members)? = tree else { return JSONNode(nil) }
        return JSONNode(members.last { $0.key == key }?.value)
    }

    /// Whether the node holds nothing (missing or null).
    public var isMissing: Bool { tree == nil }

    /// Whether the node is an object.
    public var isObject: Bool {
        if case .object? = tree { return true }
        return false
    }

    /// Whether the node is an array.
    public var isArray: Bool {
        if case .array? = tree { return true }
        return false
    }

    /// The elements of an array, or the node itself when it is a single non-null value.
    public var array: [JSONNode] {
        if case .array(let elements)? = tree { return elements.map(JSONNode.init) }
        return tree == nil ? [] : [self]
    }

    /// Text: a string trimmed (nil when empty), or a number written without a needless ".0"
    /// (true and false as 1 and 0).
    public var string: String? {
        switch tree {
        case .string(let text)?:
            // Most values need no trimming; Foundation's trimming copies through NSString.
            guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return nil }
            if !first.properties.isWhitespace, !last.properties.isWhitespace { return text }
            let trimmed = text.trimmingWhitespace
            return trimmed.isEmpty ? nil : trimmed
        case .number?, .bool?:
            guard let double = number else { return nil }
            if double.rounded() == double, abs(double) < 1e15 { return String(Int64(double)) }
            return "\(double)"
        default:
            return nil
        }
    }

    /// A number, read from a number or a numeric string ("105000", "44,493.92").
    public var double: Double? {
        switch tree {
        case .number?, .bool?: return number
        case .string(let text)?:
            return Double(text.replacingOccurrences(of: ",", with: "").trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    /// A truth value from `true`/`false`, 0/1 or their string forms ("0", "1", "true").
    public var bool: Bool? {
        switch tree {
        case .bool(let value)?: return value
        case .number?: return number.map { $0.rounded(.towardZero) != 0 }
        case .string(let text)?:
            switch text.lowercased() {
            case "1", "true", "yes", "y": return true
            case "0", "false", "no", "n": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// A JSON number or truth value as a double (true: 1).
    private var number: Double? {
        switch tree {
        case .number(let text)?: return Double(text)
        case .bool(let value)?: return value ? 1 : 0
        default: return nil
        }
    }

    /// Every string below the node: a string, or each string of an array (nulls skipped).
    public var strings: [String] { array.compactMap(\.string) }
}
