/// A list field that decodes as empty when its key is missing or null.
///
/// Hand-made records often leave out empty lists; the schema treats that as `[]`.
@propertyWrapper
public struct EmptyIfMissing<Element: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
    public var wrappedValue: [Element]

    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? [] : try container.decode([Element].self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a missing key as an empty list rather than failing.
    public func decode<Element>(
        _ type: EmptyIfMissing<Element>.Type, forKey key: Key
    ) throws -> EmptyIfMissing<Element> {
        try decodeIfPresent(type, forKey: key) ?? EmptyIfMissing(wrappedValue: [])
    }
}
