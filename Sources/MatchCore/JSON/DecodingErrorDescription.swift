import Foundation

/// Turns a `DecodingError` into a sentence that names the field and what is wrong with it.
public enum DecodingErrorDescription {
    /// A one-line description such as `salary.min: expected a number, found a string`.
    public static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): required field is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(typeName(type)), \(found(context.debugDescription))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(typeName(type)), found null"
        case .dataCorrupted(let context):
            let location = context.codingPath.isEmpty ? "" : "\(path(context.codingPath)): "
            return location + context.debugDescription
        @unknown default:
            return String(describing: error)
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        guard !keys.isEmpty else { return "record" }
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is Float.Type: "a number"
        case is Int.Type, is Int64.Type, is UInt64.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default:
            String(describing: type).hasPrefix("Array") ? "a list" :
                String(describing: type).hasPrefix("Dictionary") ? "an object" : "\(type)"
        }
    }

    private static func found(_ debugDescription: String) -> String {
        // Foundation words it "Expected to decode X but found Y instead."
        if let range = debugDescription.range(of: "but found ") {
            let rest = debugDescription[range.upperBound...]
            return "found " + rest.replacingOccurrences(of: " instead.", with: "")
        }
        return debugDescription
    }
}
