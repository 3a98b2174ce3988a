// The fast path of the enrichment's small records, which a jobs file holds by the million.
// Each reads the same keys as its `Decodable` conformance (see `JSONTreeDecodable`).

extension SkillMention: JSONTreeDecodable {
    init(jsonTree: JSONTree) throws {
        let object = try JSONTreeObject(jsonTree)
        self.init(id: try String(jsonTree: object.required("id")),
                  name: try String(jsonTree: object.required("name")),
                  kind: try object.required("kind", as: SkillKind.self),
                  evidence: try object.optional("evidence").map([EvidenceSpan].init(jsonTree:)) ?? [])
    }
}

extension EvidenceSpan: JSONTreeDecodable {
    init(jsonTree: JSONTree) throws {
        let object = try JSONTreeObject(jsonTree)
        self.init(field: try String(jsonTree: object.required("field")),
                  start: try Int(jsonTree: object.required("start")),
                  end: try Int(jsonTree: object.required("end")),
                  text: try String(jsonTree: object.required("text")))
    }
}

extension OnetAlternative: JSONTreeDecodable {
    init(jsonTree: JSONTree) throws {
        let object = try JSONTreeObject(jsonTree)
        self.init(socCode: try String(jsonTree: object.required("soc_code")),
                  title: try String(jsonTree: object.required("title")),
                  score: try Double(jsonTree: object.required("score")))
    }
}
