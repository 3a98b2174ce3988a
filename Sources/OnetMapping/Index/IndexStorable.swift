/// A search structure stored in the index file as built, so that opening the index reads it
/// instead of rebuilding it.
protocol IndexStorable {
    /// Appends the structure to `output`.
    func write(to output: inout BinaryWriter)
    /// Reads what `write(to:)` wrote; throws `BinaryReader.Damaged` on bytes that do not make one.
    init(reading input: inout BinaryReader) throws
}

extension BinaryReader {
    /// Fails as a damaged file unless `condition` holds (stored structures check their own consistency).
    func require(_ condition: Bool) throws {
        if !condition { throw Damaged() }
    }
}
