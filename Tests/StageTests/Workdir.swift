import Foundation

/// A temporary folder to run the built stage executables in, after xsv's `Workdir`.
final class Workdir {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "stagetest-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The folder holding the built executables (beside the test bundle).
    static let productsFolder: String = {
        var url = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("mm-check").path) {
            let parent = url.deletingLastPathComponent()
            precondition(parent.path != url.path, "built executables not found next to \(Bundle.main.bundleURL.path)")
            url = parent
        }
        return url.path
    }()

    func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        write(name, Data(text.utf8))
    }

    @discardableResult
    func write(_ name: String, _ data: Data) -> String {
        FileManager.default.createFile(atPath: file(name), contents: data)
        return file(name)
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }

    /// The result of running a stage.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs a built executable in this folder with `arguments` and `stdin`, and waits for it.
    func run(_ tool: String, _ arguments: [String], stdin: String = "") throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.productsFolder + "/" + tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: path)
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let writer = Thread {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        // Read both streams concurrently so a full pipe never blocks the child.
        nonisolated(unsafe) var stderrData = Data()
        let errorReader = Thread { stderrData = error.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let stdoutData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while errorReader.isExecuting || !errorReader.isFinished { usleep(1_000) }
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrData, as: UTF8.self))
    }
}
