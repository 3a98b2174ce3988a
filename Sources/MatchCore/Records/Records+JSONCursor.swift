// The fast path of the records' small parts, which a jobs file holds by the million, and of
// their string enumerations. Each reads the same keys as its `Decodable` conformance (see
// `JSONCursorDecodable`).

extension SkillMention: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws {
        var id: String?, name: String?, kind: SkillKind?, evidence: EmptyIfMissing<EvidenceSpan>?
        try cursor.readObject { key, cursor in
            if key.equals("id") { return try cursor.read(into: &id) }
            if key.equals("name") { return try cursor.read(into: &name) }
            if key.equals("kind") { return try cursor.read(into: &kind) }
            if key.equals("evidence") { return try cursor.read(into: &evidence) }
            return false
        }
        self.init(id: try requiredMember(id), name: try requiredMember(name), kind: try requiredMember(kind),
                  evidence: evidence?.wrappedValue ?? [])
    }
}

extension SkillKind: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws { self = try cursor.rawValue(SkillKind.self) }
}

extension RemoteMode: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws { self = try cursor.rawValue(RemoteMode.self) }
}

extension JobSourceKind: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws { self = try cursor.rawValue(JobSourceKind.self) }
}

extension SalaryPeriod: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws { self = try cursor.rawValue(SalaryPeriod.self) }
}

extension EvidenceSpan: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws {
        var field: String?, start: Int?, end: Int?, text: String?
        try cursor.readObject { key, cursor in
            if key.equals("field") { return try cursor.read(into: &field) }
            if key.equals("start") { return try cursor.read(into: &start) }
            if key.equals("end") { return try cursor.read(into: &end) }
            if key.equals("text") { return try cursor.read(into: &text) }
            return false
        }
        self.init(field: try requiredMember(field), start: try requiredMember(start), end: try requiredMember(end), text: try requiredMember(text))
    }
}

extension OnetAlternative: JSONCursorDecodable {
    init(cursor: inout JSONCursor) throws {
        var socCode: String?, title: String?, score: Double?
        try cursor.readObject { key, cursor in
            if key.equals("soc_code") { return try cursor.read(into: &socCode) }
            if key.equals("title") { return try cursor.read(into: &title) }
            if key.equals("score") { return try cursor.read(into: &score) }
            return false
        }
        self.init(socCode: try requiredMember(socCode), title: try requiredMember(title), score: try requiredMember(score))
    }
}
