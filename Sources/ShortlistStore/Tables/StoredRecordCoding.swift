import Foundation
import GRDB
import MatchCore

/// How every table of the shortlist database codes its columns: times as the records' ISO 8601
/// text (`2026-11-22T03:04:05Z`), lists and objects as canonical JSON with sorted keys.
///
/// One place for these choices keeps a row's columns byte-for-byte like the JSONL it came from.
public protocol StoredRecordCoding: FetchableRecord, PersistableRecord, Codable {}

extension StoredRecordCoding {
    public static func databaseJSONEncoder(for column: String) -> JSONEncoder {
        RecordCoding.makeEncoder()
    }

    public static func databaseJSONDecoder(for column: String) -> JSONDecoder {
        RecordCoding.makeDecoder()
    }

    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .custom { ISO8601Timestamp.format($0) }
    }

    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .custom { value in String.fromDatabaseValue(value).flatMap(ISO8601Timestamp.parse) }
    }
}
