import Foundation
import MatchCore

/// SHA-256 of a file, or of a folder's contents: each file's relative path and SHA-256, in
/// path order (hidden files, such as half-written `.x.tmp.*`, left out).
enum PathDigest {
    /// The digest of the file or folder at `path`; nil when nothing is there.
    static func of(_ path: String) throws -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return try HexDigest.sha256(ofFileAt: path).hex }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw FileAccessError.cannotRead(path: path, reason: "cannot list the folder")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let isHidden = relative.split(separator: "/").contains { $0.hasPrefix(".") }
            var isSubfolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isSubfolder)
            if !isHidden && !isSubfolder.boolValue { files.append(relative) }
        }
        var listing = "folder\n"
        for relative in files.sorted() {
            listing += "\(relative)\t\(try HexDigest.sha256(ofFileAt: path + "/" + relative).hex)\n"
        }
        return HexDigest.sha256(of: Array(listing.utf8))
    }
}
