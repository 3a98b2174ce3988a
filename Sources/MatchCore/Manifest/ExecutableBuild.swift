import Foundation

/// What identifies one build of an executable, so that a rebuilt tool is told apart from the
/// one that wrote an output even when the toolchain's version string is the same.
///
/// An ELF executable's GNU build ID is used when it has one: the linker writes it as a hash
/// of the linked content, and reading it costs a few kilobytes. Any other file (a script, an
/// executable linked without one) is identified by the SHA-256 of its bytes.
public enum ExecutableBuild {
    /// The running executable's identity; nil only if it cannot be read.
    public static let current: String? = try? identity(ofExecutableAt: "/proc/self/exe")

    /// `gnu-build-id:<hex>` or `sha256:<hex>` for the executable at `path`.
    public static func identity(ofExecutableAt path: String) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: FileAccessError.describeErrno())
        }
        defer { try? handle.close() }
        if let buildID = try? gnuBuildID(in: handle) { return "gnu-build-id:" + HexDigest.string(buildID) }
        return "sha256:" + (try HexDigest.sha256(ofFileAt: path).hex)
    }

    /// The descriptor of the `NT_GNU_BUILD_ID` note of a 64-bit little-endian ELF file, found
    /// through its program headers' `PT_NOTE` segments; nil for any other file.
    static func gnuBuildID(in handle: FileHandle) throws -> [UInt8]? {
        try handle.seek(toOffset: 0)
        guard let header = try handle.read(upToCount: 64).map(Array.init), header.count == 64,
              header.starts(with: [0x7F, 0x45, 0x4C, 0x46]), header[4] == 2, header[5] == 1 else { return nil }
        let tableOffset = littleEndian(header, at: 0x20, bytes: 8)
        let entrySize = littleEndian(header, at: 0x36, bytes: 2), entryCount = littleEndian(header, at: 0x38, bytes: 2)
        guard entrySize >= 56, entryCount <= 256 else { return nil }
        try handle.seek(toOffset: tableOffset)
        guard let table = try handle.read(upToCount: Int(entrySize * entryCount)).map(Array.init),
              table.count == Int(entrySize * entryCount) else { return nil }
        for entry in 0..<Int(entryCount) {
            let start = entry * Int(entrySize)
            let noteType: UInt64 = 4
            guard littleEndian(table, at: start, bytes: 4) == noteType else { continue }
            let offset = littleEndian(table, at: start + 8, bytes: 8), size = littleEndian(table, at: start + 32, bytes: 8)
            guard size <= 1 << 16 else { continue }
            try handle.seek(toOffset: offset)
            guard let notes = try handle.read(upToCount: Int(size)).map(Array.init) else { continue }
            if let buildID = buildIDNote(in: notes) { return buildID }
        }
        return nil
    }

    /// Walks a note segment: each note is a name size, a descriptor size and a type (4 bytes
    /// each), then the name and the descriptor, each padded to 4 bytes.
    private static func buildIDNote(in notes: [UInt8]) -> [UInt8]? {
        let buildIDType: UInt64 = 3
        var position = 0
        while position + 12 <= notes.count {
            let nameSize = Int(littleEndian(notes, at: position, bytes: 4))
            let descriptorSize = Int(littleEndian(notes, at: position + 4, bytes: 4))
            let type = littleEndian(notes, at: position + 8, bytes: 4)
            let name = position + 12, descriptor = name + (nameSize + 3) / 4 * 4
            guard descriptor + descriptorSize <= notes.count else { return nil }
            if type == buildIDType, notes[name..<name + nameSize] == [0x47, 0x4E, 0x55, 0x00][...], descriptorSize > 0 {
                return Array(notes[descriptor..<descriptor + descriptorSize])
            }
            position = descriptor + (descriptorSize + 3) / 4 * 4
        }
        return nil
    }

    private static func littleEndian(_ bytes: [UInt8], at offset: Int, bytes count: Int) -> UInt64 {
        (0..<count).reduce(UInt64(0)) { value, index in value | UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
    }
}
