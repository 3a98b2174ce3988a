import CFileCalls
import Foundation
import MatchCore

/// An unlinked temporary file that holds encoded records until they are written in order,
/// so that memory holds only their keys, not their bytes.
///
/// Appending happens on one thread at a time; once it has ended, reads (`pread`, which keeps
/// no file position) may run on several threads at once.
final class SpillFile: @unchecked Sendable {
    private let descriptor: Int32
    private(set) var size = 0

    /// Creates the file in `folder` and unlinks it at once: it vanishes when closed, even after a crash.
    init(folder: String) throws {
        var template = Array("\(folder)/.mm-normalize-spill.XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw FileAccessError.cannotWrite(path: folder, reason: "cannot make a temporary file: \(FileAccessError.describeErrno())")
        }
        descriptor = fd
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }

    deinit { close(descriptor) }

    /// The unit in which space is given back.
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// False once the file system has refused to give space back (it keeps it until the file closes).
    private var releases = true

    /// Gives back the space of `ranges` (whole pages that nothing will read again); reads of
    /// them would give zeros. Does nothing where the file system cannot. Calls may come from
    /// any thread, one at a time.
    func release(_ ranges: [Range<Int>]) {
        for range in ranges where releases {
            if mm_punch_hole(descriptor, range.lowerBound, range.count) != 0 { releases = false }
        }
    }

    /// The bytes of disk the file holds now (less than its size once space was given back).
    var allocatedBytes: Int {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? Int(status.st_blocks) * 512 : size
    }

    /// Appends `bytes`; returns where they start. One thread at a time.
    func append(_ bytes: UnsafeRawBufferPointer) throws -> Int {
        let start = size
        var offset = 0
        while offset < bytes.count {
            let written = pwrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset, off_t(start + offset))
            if written < 0 {
                if errno == EINTR { continue }
                throw FileAccessError.cannotWrite(path: "temporary spill file", reason: FileAccessError.describeErrno())
            }
            offset += written
        }
        size += bytes.count
        return start
    }

    /// The `count` bytes at `offset`.
    func read(offset: Int, count: Int) throws -> Data {
        var data = Data(count: count)
        try data.withUnsafeMutableBytes { try read(into: $0, offset: offset) }
        return data
    }

    /// Fills `buffer` with the bytes at `offset`.
    func read(into buffer: UnsafeMutableRawBufferPointer, offset: Int) throws {
        var done = 0
        while done < buffer.count {
            let got = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                throw FileAccessError.cannotRead(path: "temporary spill file", reason: FileAccessError.describeErrno())
            }
            done += got
        }
    }
}
