import Foundation

/// A record that writes its own canonical JSON: the bytes `CanonicalJSONEncoder` would give,
/// without the `Encodable` machinery (containers, a node per value, sorting keys each time).
/// For the records a stage writes by the hundred thousand (matches, postings).
///
/// What it cannot write as JSONEncoder would throws `CanonicalJSON.Unsupported`, as the
/// encoder does, and the caller falls back to JSONEncoder.
protocol CanonicalJSONWritable: Encodable {
    /// The record's members, each with how its value is written.
    static var canonicalMembers: CanonicalMembers<Self> { get }
}

extension CanonicalJSONWritable {
    func writeCanonicalJSON(into out: inout [UInt8]) throws {
        try Self.canonicalMembers.write(self, into: &out)
    }
}

/// The members of a record's JSON object, written in key order whatever order they are
/// declared in: the order is worked out once, when the list is made.
struct CanonicalMembers<Record>: Sendable {
    /// One member: its key, whether it is written (an optional that is nil is left out, as
    /// JSONEncoder leaves it out), and how its value is written.
    struct Member: Sendable {
        var key: String
        var isPresent: @Sendable (Record) -> Bool = { _ in true }
        var write: @Sendable (Record, inout [UInt8]) throws -> Void

        /// An optional member, left out when nil as JSONEncoder leaves it out.
        static func optional<Value>(_ key: String, _ value: KeyPath<Record, Value?> & Sendable,
                                    _ write: @escaping @Sendable (Value, inout [UInt8]) throws -> Void) -> Member {
            Member(key: key, isPresent: { $0[keyPath: value] != nil }) { record, out in
                if let present = record[keyPath: value] { try write(present, &out) }
            }
        }
    }

    private let members: [Member]


    /// `members` in any order; keys must be distinct ASCII, as every record's are.
    init(_ members: [Member]) {
        precondition(members.allSatisfy { $0.key.utf8.allSatisfy { $0 < 0x80 } }, "canonical member keys are ASCII")
        precondition(Set(members.map(\.key)).count == members.count, "canonical member keys are distinct")
        self.members = members.sorted { $0.key < $1.key }
    }

    func write(_ record: Record, into out: inout [UInt8]) throws {
        out.append(UInt8(ascii: "{"))
        var first = true
        for member in members where member.isPresent(record) {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            CanonicalJSON.writeString(member.key, into: &out)
            out.append(UInt8(ascii: ":"))
            try member.write(record, &out)
        }
        out.append(UInt8(ascii: "}"))
    }
}

extension CanonicalJSON {
    /// A finite double as JSONEncoder writes it; others are left to JSONEncoder.
    static func writeNumber(_ value: Double, into out: inout [UInt8]) throws {
        guard value.isFinite else { throw Unsupported() }
        out.append(contentsOf: number(value).utf8)
    }

    static func writeInteger(_ value: Int, into out: inout [UInt8]) {
        out.append(contentsOf: String(value).utf8)
    }

    static func writeBool(_ value: Bool, into out: inout [UInt8]) {
        out.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// A date as `RecordCoding`'s encoder writes it: an `ISO8601Timestamp` string.
    static func writeDate(_ value: Date, into out: inout [UInt8]) {
        writeString(ISO8601Timestamp.format(value), into: &out)
    }

    static func writeArray<Element>(_ values: [Element], into out: inout [UInt8],
                                    element write: (Element, inout [UInt8]) throws -> Void) rethrows {
        out.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            try write(value, &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    static func writeStrings(_ values: [String], into out: inout [UInt8]) {
        writeArray(values, into: &out, element: writeString)
    }

    /// A dictionary with string keys, as an object in key order; a non-ASCII key is left to
    /// JSONEncoder (its order is Foundation's string comparison).
    static func writeObject<Value>(_ values: [String: Value], into out: inout [UInt8],
                                   value write: (Value, inout [UInt8]) throws -> Void) throws {
        for key in values.keys where !key.utf8.allSatisfy({ $0 < 0x80 }) { throw Unsupported() }
        out.append(UInt8(ascii: "{"))
        for (index, member) in values.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            writeString(member.key, into: &out)
            out.append(UInt8(ascii: ":"))
            try write(member.value, &out)
        }
        out.append(UInt8(ascii: "}"))
    }
}
