import Foundation
import MatchCore

/// Gathers resume files from inputs: folders (recursively), files, or `-` for a list of
/// paths on standard input. Hidden files and editors' lock files (`~$…`) are skipped.
public enum ResumeFileCollector {
    /// The files, sorted by path, each once.
    public static func collect(_ inputs: [String], standardInput: () -> String? = { readStandardInput() }) throws -> [ResumeFile] {
        var files: [ResumeFile] = []
        for input in inputs {
            if input == "-" {
                let listed = (standardInput() ?? "").split(whereSeparator: \.isNewline)
                    .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                for path in listed { files += try collect(path: path) }
            } else {
                files += try collect(path: input)
            }
        }
        var seen = Set<String>()
        return files.sorted { $0.path < $1.path }.filter { seen.insert($0.path).inserted }
    }

    private static func collect(path: String) throws -> [ResumeFile] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw FileAccessError.cannotOpen(path: path, reason: "no such file or folder (give a folder of .pdf, .docx, .txt or .html resumes)")
        }
        guard isFolder.boolValue else {
            return [ResumeFile(path: path, relativePath: (path as NSString).lastPathComponent)]
        }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw FileAccessError.cannotOpen(path: path, reason: "the folder cannot be listed")
        }
        var files: [ResumeFile] = []
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name.hasPrefix("~$") {
                if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory { enumerator.skipDescendants() }
                continue
            }
            guard enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular else { continue }
            files.append(ResumeFile(path: base + "/" + relative, relativePath: relative))
        }
        return files
    }

    /// All of standard input as text.
    public static func readStandardInput() -> String? {
        String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8)
    }
}
