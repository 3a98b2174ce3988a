/// A list of lists in two flat arrays (compressed sparse rows): list `i` is
/// `items[starts[i]..<starts[i + 1]]`. Stored and read as two arrays, with no per-list allocation.
struct FlatLists<Element: BitwiseCopyable & Sendable & Equatable>: Sendable, Equatable, IndexStorable {
    private(set) var starts: [Int32]
    private(set) var items: [Element]

    init(_ lists: [[Element]]) {
        var starts: [Int32] = [0]
        starts.reserveCapacity(lists.count + 1)
        var items: [Element] = []
        items.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        for list in lists {
            items.append(contentsOf: list)
            starts.append(Int32(items.count))
        }
        self.starts = starts
        self.items = items
    }

    /// Number of lists.
    var count: Int { starts.count - 1 }

    /// The bounds of list `index` in `items`.
    @inline(__always) func range(_ index: Int) -> Range<Int> { Int(starts[index])..<Int(starts[index + 1]) }

    /// List `index`.
    subscript(index: Int) -> ArraySlice<Element> { items[range(index)] }

    func write(to output: inout BinaryWriter) {
        output.writePlain(starts)
        output.writePlain(items)
    }

    init(reading input: inout BinaryReader) throws {
        starts = try input.readPlain()
        items = try input.readPlain()
        try input.require(starts.first == 0 && Int(starts.last ?? -1) == items.count
            && zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
