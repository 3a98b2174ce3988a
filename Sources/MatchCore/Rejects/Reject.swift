/// A record or file a stage could not use, and why (`<output>.rejects.jsonl`).
public struct Reject: Codable, Sendable, Equatable {
    /// The input file, as given to the stage.
    public var input: String
    /// 1-based line, for line-oriented inputs.
    public var line: Int?
    /// Byte offset in the input, where known.
    public var offset: Int?
    /// Position inside a structured input, e.g. `jobs[3]`.
    public var pointer: String?
    /// The record's id, where it could be read.
    public var recordId: String?
    /// What is wrong and, where possible, what to do about it.
    public var reason: String

    public init(input: String, line: Int? = nil, offset: Int? = nil, pointer: String? = nil,
                recordId: String? = nil, reason: String) {
        self.input = input
        self.line = line
        self.offset = offset
        self.pointer = pointer
        self.recordId = recordId
        self.reason = reason
    }

    enum CodingKeys: String, CodingKey {
        case input, line, offset, pointer, recordId = "record_id", reason
    }

    /// A one-line form for logs: `jobs.jsonl:7: salary.min: expected a number, found a string`.
    public var summary: String {
        var place = input
        if let line { place += ":\(line)" } else if let offset { place += "@\(offset)" }
        if let pointer { place += " \(pointer)" }
        return "\(place): \(reason)"
    }
}
