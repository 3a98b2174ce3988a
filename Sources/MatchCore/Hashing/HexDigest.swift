import Crypto
import Foundation

/// Lower-case hexadecimal forms of digests, and SHA-256 of files and bytes.
public enum HexDigest {
    /// The digest's bytes as lower-case hex.
    public static func string<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// SHA-256 of `bytes`, lower-case hex.
    public static func sha256<B: DataProtocol>(of bytes: B) -> String {
        string(SHA256.hash(data: bytes))
    }

    /// SHA-256 of the file at `path`, read in chunks, with its size in bytes.
    public static func sha256(ofFileAt path: String) throws -> (hex: String, bytes: Int) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: FileAccessError.describeErrno())
        }
        defer { try? handle.close() }
        var hasher = SHA256()
        var total = 0
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                hasher.update(data: chunk)
                total += chunk.count
            }
        } catch {
            throw FileAccessError.cannotRead(path: path, reason: error.localizedDescription)
        }
        return (string(hasher.finalize()), total)
    }
}
