import Foundation

/// Appends little-endian numbers and length-prefixed UTF-8 strings to a byte buffer.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: Double) { write(value.bitPattern) }

    mutating func write(_ value: Bool) { write(UInt8(value ? 1 : 0)) }

    mutating func write(_ value: String) {
        let utf8 = Array(value.utf8)
        write(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    mutating func write(_ values: [Double]) { writeArray(values) { $0.write($1) } }

    mutating func write(_ values: [Int32]) { writeArray(values) { $0.write($1) } }

    mutating func write(_ values: [String]) { writeArray(values) { $0.write($1) } }

    /// Writes the count, then each value with `item`.
    mutating func writeArray<T>(_ values: [T], _ item: (inout BinaryWriter, T) -> Void) {
        write(UInt32(values.count))
        for value in values { item(&self, value) }
    }

    mutating func writeOptional(_ value: Int?) { write(Int32(value ?? -1)) }

    /// Writes the count, then the values' bytes as they are in memory (little-endian hosts only),
    /// so that reading them back is one copy.
    mutating func writePlain<T: BitwiseCopyable>(_ values: [T]) {
        write(UInt32(values.count))
        values.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }
}

#if _endian(big)
#error("the index file stores arrays in little-endian memory order; big-endian hosts need a byte-swapping reader")
#endif

/// Reads what `BinaryWriter` wrote, failing cleanly on a truncated or damaged file.
struct BinaryReader {
    /// Thrown when the bytes end early or hold an impossible count.
    struct Damaged: Error {}

    private let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0

    /// Number of bytes in all.
    var count: Int { bytes.count }

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    mutating func read<T: FixedWidthInteger>(_: T.Type = T.self) throws -> T {
        let size = MemoryLayout<T>.size
        guard offset + size <= bytes.count else { throw Damaged() }
        let value = bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
        offset += size
        return T(littleEndian: value)
    }

    mutating func readDouble() throws -> Double { Double(bitPattern: try read(UInt64.self)) }

    mutating func readBool() throws -> Bool { try read(UInt8.self) != 0 }

    mutating func readString() throws -> String {
        let count = Int(try read(UInt32.self))
        guard offset + count <= bytes.count else { throw Damaged() }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)]), as: UTF8.self)
        offset += count
        return text
    }

    mutating func readCount() throws -> Int {
        let count = Int(try read(UInt32.self))
        guard count <= bytes.count - offset else { throw Damaged() }
        return count
    }

    mutating func readDoubles() throws -> [Double] { try readArray { try $0.readDouble() } }

    mutating func readInt32s() throws -> [Int32] { try readArray { try $0.read(Int32.self) } }

    mutating func readStrings() throws -> [String] { try readArray { try $0.readString() } }

    mutating func readOptional() throws -> Int? {
        let value = try read(Int32.self)
        return value < 0 ? nil : Int(value)
    }

    /// Reads what `writePlain` wrote.
    mutating func readPlain<T: BitwiseCopyable>(_: T.Type = T.self) throws -> [T] {
        let count = Int(try read(UInt32.self))
        let size = count * MemoryLayout<T>.stride
        guard size <= bytes.count - offset else { throw Damaged() }
        let values = [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + size)]))
            initialized = count
        }
        offset += size
        return values
    }

    /// Reads `count`-prefixed items with `item`.
    mutating func readArray<T>(_ item: (inout BinaryReader) throws -> T) throws -> [T] {
        let count = try readCount()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try item(&self)) }
        return values
    }
}
