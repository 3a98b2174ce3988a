import Foundation

/// The JSON encoder and decoder every stage uses, so that all output has one form.
public enum RecordCoding {
    /// An encoder with sorted keys, unescaped slashes and `ISO8601Timestamp` dates:
    /// identical records give identical bytes.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISO8601Timestamp.format(date))
        }
        encoder.nonConformingFloatEncodingStrategy = .throw
        return encoder
    }

    /// A decoder that reads the timestamp forms `ISO8601Timestamp.parse` accepts.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ISO8601Timestamp.parse(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "\"\(text)\" is not an ISO 8601 time (write e.g. 2026-11-22T03:04:05Z)")
            }
            return date
        }
        return decoder
    }
}
