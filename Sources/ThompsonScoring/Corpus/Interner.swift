/// Gives each distinct string a dense Int32 id, in first-seen order.
struct Interner: Sendable {
    private(set) var ids: [String: Int32] = [:]
    private(set) var names: [String] = []

    /// The id of `name`, assigning the next one when it is new.
    mutating func intern(_ name: String) -> Int32 {
        if let id = ids[name] { return id }
        let id = Int32(names.count)
        ids[name] = id
        names.append(name)
        return id
    }

    /// The id of `name` if it has one.
    func id(of name: String) -> Int32? { ids[name] }

    var count: Int { names.count }
}

/// A compressed sparse row table: for each row, a run of Int32 values in one flat array.
struct SparseRows: Sendable {
    /// `offsets[row] ..< offsets[row + 1]` indexes `values`.
    private(set) var offsets: [Int32] = [0]
    private(set) var values: [Int32] = []

    var rowCount: Int { offsets.count - 1 }

    /// Appends a row.
    mutating func append<S: Sequence>(row: S) where S.Element == Int32 {
        values.append(contentsOf: row)
        offsets.append(Int32(values.count))
    }

    /// Appends every row of `other`, in order.
    mutating func append(rows other: SparseRows) {
        let base = Int32(values.count)
        values.append(contentsOf: other.values)
        offsets.append(contentsOf: other.offsets.dropFirst().lazy.map { $0 + base })
    }

    /// Appends the distinct values of `row`, ascending (`row` is sorted in place).
    mutating func appendDistinct(row: inout [Int32]) {
        row.sort()
        var previous: Int32?
        for value in row where value != previous {
            values.append(value)
            previous = value
        }
        offsets.append(Int32(values.count))
    }

    /// The values of `row`.
    func row(_ row: Int) -> ArraySlice<Int32> {
        values[Int(offsets[row])..<Int(offsets[row + 1])]
    }

    /// The transpose: for each value in 0..<columnCount, the rows holding it, ascending.
    func inverted(columnCount: Int) -> SparseRows {
        var counts = [Int32](repeating: 0, count: columnCount + 1)
        for value in values { counts[Int(value) + 1] += 1 }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        var fill = counts
        var out = [Int32](repeating: 0, count: values.count)
        for row in 0..<rowCount {
            for value in self.row(row) {
                out[Int(fill[Int(value)])] = Int32(row)
                fill[Int(value)] += 1
            }
        }
        var result = SparseRows()
        result.offsets = counts
        result.values = out
        return result
    }
}

/// The normalized key of a place: its first comma-separated part, trimmed and lower-cased
/// ("Berlin, Germany" → "berlin"); nil for empty text and for "remote"/"anywhere".
enum LocationKey {
    static func normalize(_ text: String) -> String? {
        let first = text.split(separator: ",", maxSplits: 1).first.map(String.init) ?? ""
        let key = first.trimmingWhitespace.lowercased()
        if key.isEmpty || key == "remote" || key == "anywhere" { return nil }
        return key
    }
}
