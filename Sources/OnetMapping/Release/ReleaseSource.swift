import Foundation
import MatchCore
import ZIPFoundation

/// Where the files of an O*NET release are read from: a folder or a zip archive.
public protocol ReleaseSource {
    /// The folder or archive path, for messages.
    var location: String { get }
    /// The names of the release's files (last path component, e.g. "Occupation Data.txt").
    func fileNames() throws -> [String]
    /// The bytes of the file called `name`, or nil when the release has no such file.
    func contents(of name: String) throws -> Data?
}

/// Opens a release from a folder or a `.zip` file.
public func openRelease(at path: String) throws -> any ReleaseSource {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw FileAccessError.cannotOpen(path: path, reason: "no such file or folder (give an O*NET release folder or its .zip)")
    }
    return isFolder.boolValue ? FolderRelease(path: path) : try ZipRelease(path: path)
}

/// A release unpacked into a folder of tab-separated `.txt` files.
public struct FolderRelease: ReleaseSource {
    public let location: String

    public init(path: String) {
        location = path
    }

    public func fileNames() throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: location).sorted()
        } catch {
            throw FileAccessError.cannotRead(path: location, reason: "cannot list the folder")
        }
    }

    public func contents(of name: String) throws -> Data? {
        let path = (location as NSString).appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileAccessError.cannotRead(path: path, reason: "permission denied")
        }
        return data
    }
}

/// A release as published: a zip whose `.txt` files may sit in a top-level folder.
public struct ZipRelease: ReleaseSource {
    public let location: String
    private let archive: Archive
    private let entriesByName: [String: Entry]

    public init(path: String) throws {
        location = path
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw FileAccessError.cannotOpen(path: path, reason: "not a zip archive (give an O*NET release folder or its .zip)")
        }
        var entries: [String: Entry] = [:]
        for entry in archive where entry.type == .file {
            let name = (entry.path as NSString).lastPathComponent
            if !name.hasPrefix(".") && entries[name] == nil { entries[name] = entry }
        }
        entriesByName = entries
    }

    public func fileNames() throws -> [String] {
        entriesByName.keys.sorted()
    }

    public func contents(of name: String) throws -> Data? {
        guard let entry = entriesByName[name] else { return nil }
        var data = Data()
        do {
            _ = try archive.extract(entry, skipCRC32: false) { data.append($0) }
        } catch {
            throw FileAccessError.cannotRead(path: "\(location)/\(entry.path)", reason: "the zip entry is damaged (\(error))")
        }
        return data
    }
}
