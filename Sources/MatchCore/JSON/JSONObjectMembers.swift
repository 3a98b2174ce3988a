/// The members of one JSON object in a line's bytes: where each key is and where its value
/// starts, found in one pass that also checks every value. Keys are looked up as synthesized
/// `Decodable` code does.
struct JSONObjectMembers {
    struct Member {
        /// The key's bytes (keys with escapes are left to the slow path).
        let key: UnsafeBufferPointer<UInt8>
        /// Index of the value's first byte.
        let value: Int
    }

    let members: [Member]
    /// Index of the opening brace.
    let start: Int
    /// Index just past the object's closing brace.
    let end: Int
    /// Whether the keys ascend byte by byte (as every stage writes them, sorted), so a key is
    /// found by binary search.
    private let ascending: Bool

    /// Reads the object at `start`; throws for invalid JSON, a value that is not an object, or
    /// a repeated key (left to JSONDecoder's rules).
    init(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws {
        var cursor = JSONCursor(bytes, at: start)
        var members: [Member] = []
        if try cursor.openObject() {
            repeat {
                let key = try cursor.rawKey()
                cursor.skipSpace()
                members.append(Member(key: key, value: cursor.index))
                try cursor.skipValue(depth: 1)
            } while try cursor.nextMember()
        }
        self.members = members
        self.start = start
        end = cursor.index
        ascending = zip(members, members.dropFirst()).allSatisfy { Self.order($0.key, $1.key) < 0 }
        if !ascending {
            var seen = Set<[UInt8]>()
            for member in members where !seen.insert(Array(member.key)).inserted { throw JSONCursor.Invalid() }
        }
    }

    /// Where the value of `key` starts, or nil when the object has no such key.
    func value(for key: String) -> Int? {
        var key = key
        return key.withUTF8 { wanted in
            if !ascending { return members.first { Self.order($0.key, wanted) == 0 }?.value }
            var low = 0, high = members.count
            while low < high {
                let middle = (low + high) / 2
                let comparison = Self.order(members[middle].key, wanted)
                if comparison == 0 { return members[middle].value }
                if comparison < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// Byte-wise order of two keys: negative, zero or positive.
    private static func order(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        for (x, y) in zip(a, b) where x != y { return Int(x) - Int(y) }
        return a.count - b.count
    }
}
