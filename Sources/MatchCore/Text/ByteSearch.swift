import Foundation

extension UnsafeBufferPointer<UInt8> {
    /// The index of the first `byte` in `start..<end` (to the end when `end` is nil), or nil;
    /// through glibc's vectorized `memchr`.
    public func firstIndex(ofByte byte: UInt8, from start: Int, to end: Int? = nil) -> Int? {
        let end = end ?? count
        guard start < end, let base = baseAddress else { return nil }
        guard let hit = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }
}
