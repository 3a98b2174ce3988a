import Foundation

/// A whole-file JSON document (a manifest, a state file), read and written in one form:
/// indented, sorted keys, UTC times, written atomically.
public enum JSONDocumentFile {
    /// Writes `value` atomically to `path` as indented JSON with sorted keys.
    public static func write<Value: Encodable>(_ value: Value, to path: String) throws {
        try AtomicOutputFile.write(encode(value), to: path)
    }

    /// The document's bytes: indented JSON with sorted keys and one trailing newline.
    public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = RecordCoding.makeEncoder()
        encoder.outputFormatting.insert(.prettyPrinted)
        var data = try encoder.encode(value)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads a `Value` from `path`; nil when there is no file there.
    ///
    /// A file that is not a `Value` fails with a message naming `kind` and `remedy`,
    /// e.g. kind "run manifest", remedy "delete it to rerun the stage".
    public static func read<Value: Decodable>(_: Value.Type, from path: String, kind: String, remedy: String) throws -> Value? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileAccessError.cannotRead(path: path, reason: "permission denied")
        }
        do {
            return try RecordCoding.makeDecoder().decode(Value.self, from: data)
        } catch {
            throw FileAccessError.cannotRead(
                path: path, reason: "not \(kind) (\(DecodingErrorDescription.describe(error))); \(remedy)")
        }
    }
}
