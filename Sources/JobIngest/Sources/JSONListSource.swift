import Foundation
import MatchCore

/// The shape most job APIs share: a JSON document holding a list of postings.
///
/// An adapter says where the list is and how to read one posting; parsing, per-posting
/// rejects with their position (`jobs[3]`) and the shared normalization are done here once.
public protocol JSONListSource: JobSource {
    /// The postings of a payload, each with its position for `raw_ref` and rejects.
    func postings(in root: JSONNode, payload: Payload) throws -> [(pointer: String, node: JSONNode)]
    /// The fields of one posting.
    func fields(of posting: JSONNode, payload: Payload) throws -> PostingFields
}

extension JSONListSource {
    public func checkBody(_ body: Data) -> String? {
        do {
            _ = try JSONNode.parse(body)
            return nil
        } catch {
            return (error as? LocalizedError)?.errorDescription ?? "\(error)"
        }
    }

    public func normalize(_ payload: Payload) throws -> [PostingOutcome] {
        let root = try JSONNode.parse(payload.bytes)
        return try postings(in: root, payload: payload).map { pointer, node in
            do {
                return .posting(try fields(of: node, payload: payload).build(kind: kind, payload: payload, pointer: pointer))
            } catch {
                return .rejected(pointer: pointer, line: nil, reason: (error as? LocalizedError)?.errorDescription ?? "\(error)")
            }
        }
    }

    /// The elements of the array at `key` of `root` with pointers `key[i]`; throws when it is not there.
    func list(_ key: String, in root: JSONNode, path: String? = nil) throws -> [(pointer: String, node: JSONNode)] {
        let node = root[key]
        guard node.isArray else {
            throw PayloadError.malformed("no \(path ?? key) array (is this a \(kind.rawValue) response?)")
        }
        return node.array.enumerated().map { ("\(path ?? key)[\($0.offset)]", $0.element) }
    }
}
