import Crypto
import Foundation

/// One line of an input, without its line ending.
public struct InputLine: Sendable {
    /// 1-based line number.
    public var number: Int
    /// Byte offset of the line's first byte in the input.
    public var offset: Int
    public var bytes: [UInt8]

    public init(number: Int, offset: Int, bytes: [UInt8]) {
        self.number = number
        self.offset = offset
        self.bytes = bytes
    }
}

/// Reads an input line by line, holding no more than its longest line, and hashes every byte.
///
/// Lines end in LF or CRLF; a UTF-8 byte-order mark at the start is skipped. The SHA-256
/// of the whole input (as read, BOM included) is ready once the reader reaches the end.
public final class ByteLineReader {
    /// The path as given, `-` for standard input.
    public let path: String
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEndOfInput = false
    private var lineNumber = 0
    private var consumed = 0
    private var hasher = SHA256()
    private var byteCount = 0
    private let chunkSize: Int

    /// Opens `path` (`-` for standard input) for reading.
    public init(path: String, chunkSize: Int = 1 << 20) throws {
        self.path = path
        self.chunkSize = chunkSize
        if path == "-" {
            descriptor = STDIN_FILENO
            ownsDescriptor = false
        } else {
            var status = stat()
            if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
                throw FileAccessError.cannotOpen(path: path, reason: "it is a folder (give a file, or - for standard input)")
            }
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                throw FileAccessError.cannotOpen(path: path, reason: FileAccessError.describeErrno())
            }
            descriptor = fd
            ownsDescriptor = true
        }
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Bytes read so far.
    public var bytesRead: Int { byteCount }

    /// The SHA-256 of everything read so far, lower-case hex; the whole input's once `nextLine()` returned nil.
    public var sha256Hex: String { HexDigest.string(hasher.finalize()) }

    /// The next line, or nil at the end of the input.
    public func nextLine() throws -> InputLine? {
        while true {
            if let newline = firstNewline() {
                var end = newline
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                return emitLine(upTo: end, next: newline + 1)
            }
            if atEndOfInput {
                guard start < buffer.count else { return nil }
                var end = buffer.count
                if buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                return emitLine(upTo: end, next: buffer.count)
            }
            try fill()
        }
    }

    private func emitLine(upTo end: Int, next: Int) -> InputLine {
        lineNumber += 1
        var lineStart = start
        if lineNumber == 1, end - lineStart >= 3,
           buffer[lineStart] == 0xEF, buffer[lineStart + 1] == 0xBB, buffer[lineStart + 2] == 0xBF {
            lineStart += 3
        }
        let line = InputLine(number: lineNumber, offset: consumed + (lineStart - start),
                             bytes: Array(buffer[lineStart..<end]))
        consumed += next - start
        start = next
        return line
    }

    private func firstNewline() -> Int? {
        guard start < buffer.count else { return nil }
        return buffer.withUnsafeBufferPointer { $0.firstIndex(ofByte: UInt8(ascii: "\n"), from: start) }
    }

    private func fill() throws {
        // Drop consumed bytes so the buffer holds at most one partial line plus a chunk.
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let oldCount = buffer.count
        buffer.reserveCapacity(oldCount + chunkSize)
        var readCount = 0
        buffer.append(contentsOf: repeatElement(0, count: chunkSize))
        repeat {
            readCount = buffer.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress! + oldCount, chunkSize)
            }
        } while readCount < 0 && errno == EINTR
        guard readCount >= 0 else {
            buffer.removeSubrange(oldCount...)
            throw FileAccessError.cannotRead(path: path, reason: FileAccessError.describeErrno())
        }
        buffer.removeSubrange((oldCount + readCount)...)
        if readCount == 0 {
            atEndOfInput = true
        } else {
            byteCount += readCount
            buffer.withUnsafeBytes { raw in
                hasher.update(bufferPointer: UnsafeRawBufferPointer(rebasing: raw[oldCount..<(oldCount + readCount)]))
            }
        }
    }
}
