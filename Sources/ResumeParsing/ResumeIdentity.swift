import Foundation

/// Stable resume ids: derived from where the file sits under the folder it was found in,
/// not from its content, so an updated resume keeps its candidate's id.
public enum ResumeIdentity {
    public static let prefix = "resume:"

    /// `resume:` + the path relative to its input folder, without its extension.
    public static func id(relativePath: String) -> String {
        let trimmed = relativePath.hasPrefix("./") ? String(relativePath.dropFirst(2)) : relativePath
        let ext = (trimmed as NSString).pathExtension
        return prefix + (ext.isEmpty ? trimmed : String(trimmed.dropLast(ext.count + 1)))
    }
}

/// One resume file to parse: where it is and the path its id is made from.
public struct ResumeFile: Sendable, Equatable {
    /// The path to open.
    public var path: String
    /// The path relative to the input folder it was found under.
    public var relativePath: String

    public init(path: String, relativePath: String) {
        self.path = path
        self.relativePath = relativePath
    }

    public var id: String { ResumeIdentity.id(relativePath: relativePath) }
}
