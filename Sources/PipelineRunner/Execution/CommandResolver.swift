import Foundation
import MatchCore

/// Finds the executable of a stage's command and the version that identifies it.
///
/// `mm-*` tools are looked for first beside the running `mm-run` (so a build's tools run
/// together), then on `PATH`; other commands on `PATH`, or relative to the root when they
/// contain a slash.
public struct CommandResolver: Sendable {
    /// The folder of the running executable.
    public var toolFolder: String
    public var searchPath: [String]
    public var root: String

    public init(toolFolder: String = CommandResolver.runningExecutableFolder(),
                searchPath: [String] = CommandResolver.environmentPath(), root: String) {
        self.toolFolder = toolFolder
        self.searchPath = searchPath
        self.root = root
    }

    /// The resolved executable of `command`, or nil with the folders searched.
    public func resolve(_ command: String) -> (path: String?, searched: [String]) {
        if command.contains("/") {
            let path = command.hasPrefix("/") ? command : root + "/" + command
            return (Self.isExecutable(path) ? path : nil, [path])
        }
        let folders = (Self.isSuiteTool(command) ? [toolFolder] : []) + searchPath
        for folder in folders where Self.isExecutable(folder + "/" + command) {
            return (folder + "/" + command, folders)
        }
        return (nil, folders)
    }

    /// The version recorded for the up-to-date check: the executable's build (its GNU build
    /// ID, or its SHA-256), after the suite's version for `mm-*` tools. A rebuilt tool is a
    /// new version, so a pipeline rerun after an upgrade runs its stages again rather than
    /// keeping what the old build wrote.
    public func toolVersion(command: String, executable: String) throws -> String {
        let build = try ExecutableBuild.identity(ofExecutableAt: executable)
        return Self.isSuiteTool(command) ? "mm \(ToolVersion.current), \(build)" : build
    }

    /// Whether `command` is one of ManifestMatch's own stage tools.
    public static func isSuiteTool(_ command: String) -> Bool {
        command.hasPrefix("mm-") && !command.contains("/")
    }

    /// The folder holding the running executable (`/proc/self/exe` on Linux).
    public static func runningExecutableFolder() -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        return URL(fileURLWithPath: executable).deletingLastPathComponent().path
    }

    /// The folders of `PATH`.
    public static func environmentPath() -> [String] {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
            .split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }

    private static func isExecutable(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
