import Foundation

/// A fresh temporary folder for one test, removed when the test's value goes away.
final class TemporaryFolder {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "matchcore-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` to `name` inside the folder and returns the full path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let file = path + "/" + name
        FileManager.default.createFile(atPath: file, contents: Data(bytes))
        return file
    }

    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        write(name, Array(text.utf8))
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }
}
