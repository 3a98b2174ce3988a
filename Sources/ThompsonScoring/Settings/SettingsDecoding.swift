/// A coding key for any name, used to find keys a settings section does not know.
struct AnySettingsKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A key in the weights file that no setting has: most often a typo, which would otherwise
/// silently leave the default in force.
struct UnknownSettingError: Error, CustomStringConvertible {
    var path: String
    var known: [String]

    var description: String {
        "unknown setting \"\(path)\" (known here: \(known.joined(separator: ", ")))"
    }
}

extension Decoder {
    /// Throws `UnknownSettingError` when the mapping being decoded holds a key outside `known`.
    func rejectUnknownKeys<Key: CodingKey & CaseIterable>(_: Key.Type) throws {
        let known = Key.allCases.map(\.stringValue)
        let container = try container(keyedBy: AnySettingsKey.self)
        for key in container.allKeys where !known.contains(key.stringValue) {
            let prefix = codingPath.map(\.stringValue).joined(separator: ".")
            throw UnknownSettingError(path: prefix.isEmpty ? key.stringValue : "\(prefix).\(key.stringValue)",
                                      known: known)
        }
    }
}

extension KeyedDecodingContainer {
    /// The value at `key`, or `fallback` when the key is absent.
    func value<Value: Decodable>(_ key: Key, or fallback: Value) throws -> Value {
        try decodeIfPresent(Value.self, forKey: key) ?? fallback
    }
}
