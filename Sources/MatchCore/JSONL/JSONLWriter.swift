import Foundation

/// Writes records as JSON Lines: one canonical JSON object (sorted keys) per line.
///
/// Output is buffered; call `finish()` to flush and commit the sink.
public final class JSONLWriter<Record: Encodable> {
    /// Where the lines go.
    public let sink: any ByteSink
    private let encoder = RecordCoding.makeEncoder()
    private var buffer = Data()
    private let flushThreshold: Int
    /// Records written so far.
    public private(set) var count = 0

    public init(sink: any ByteSink, flushThreshold: Int = 1 << 18) {
        self.sink = sink
        self.flushThreshold = flushThreshold
        buffer.reserveCapacity(flushThreshold + 4096)
    }

    /// Encodes one record as a line.
    public func write(_ record: Record) throws {
        try append(line: Self.encodeLine(record, with: encoder))
    }

    /// Appends a line already encoded by `encodeLine` (for encoding on several threads).
    public func append(line: Data) throws {
        buffer.append(line)
        count += 1
        if buffer.count >= flushThreshold { try flush() }
    }

    /// Encodes `record` as one line, newline included: by `CanonicalJSON`, or by `encoder`
    /// (which gives the same bytes) for what `CanonicalJSON` does not write.
    public static func encodeLine(_ record: Record, with encoder: JSONEncoder) throws -> Data {
        var line: [UInt8] = []
        line.reserveCapacity(1024)
        try appendLine(record, with: encoder, to: &line)
        return Data(line)
    }

    /// Appends the line of `encodeLine` to `out`, for writers that gather many lines in one
    /// buffer; on error `out` is as it was.
    public static func appendLine(_ record: Record, with encoder: JSONEncoder, to out: inout [UInt8]) throws {
        let start = out.count
        do {
            try CanonicalJSON.append(record, to: &out)
        } catch {
            out.removeSubrange(start...)
            out.append(contentsOf: try encoder.encode(record))
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// Writes out the buffer.
    public func flush() throws {
        guard !buffer.isEmpty else { return }
        try sink.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and commits the sink: an atomic file appears at its path.
    public func finish() throws {
        try flush()
        try sink.commit()
    }
}
