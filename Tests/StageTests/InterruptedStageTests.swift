import Foundation
import Testing

/// What a cron job meets: a stage killed halfway, and a reader that stops early.
@Suite struct InterruptedStageTests {
    private func startCheck(in dir: Workdir, arguments: [String]) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Workdir.productsFolder + "/mm-check")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, input, output)
    }

    private func lines(_ range: Range<Int>) -> String {
        range.map { CheckStageTests.job($0 % 9 + 1).replacingOccurrences(of: "\"lever:", with: "\"lever:\($0)-")
            .replacingOccurrences(of: #""source_id":""#, with: #""source_id":"\#($0)-"#) }
            .joined(separator: "\n") + "\n"
    }

    @Test func sigkillHalfwayLeavesThePreviousOutputWhole() throws {
        let dir = Workdir()
        let previous = lines(0..<3)
        dir.write("out.jsonl", previous)
        let (process, input, _) = try startCheck(in: dir, arguments: ["-", "--type", "raw-job", "-o", "out.jsonl", "--threads", "1"])
        // Feed enough for the writer to flush part of the new output, then keep the pipe open.
        input.fileHandleForWriting.write(Data(lines(0..<4_000).utf8))
        let deadline = Date().addingTimeInterval(30)
        var partial: String?
        while Date() < deadline, partial == nil {
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            if let temporary = names.first(where: { $0.hasPrefix(".out.jsonl.tmp.") }),
               let size = try FileManager.default.attributesOfItem(atPath: dir.file(temporary))[.size] as? Int, size > 0 {
                partial = temporary
            } else {
                usleep(20_000)
            }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(partial != nil, "the writer never started its temporary file")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(dir.read("out.jsonl") == previous)
        #expect(!dir.exists("out.manifest.json"), "no manifest for a run that did not finish")

        // The next run finishes and clears the temporary file the killed one left.
        dir.write("in.jsonl", lines(0..<10))
        #expect(try dir.run("mm-check", ["in.jsonl", "--type", "raw-job", "-o", "out.jsonl"]).status == 0)
        #expect(dir.read("out.jsonl")?.split(separator: "\n").count == 10)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp.") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func brokenPipeExitsZero() throws {
        let dir = Workdir()
        dir.write("jobs.jsonl", lines(0..<20_000))
        let (process, input, output) = try startCheck(in: dir, arguments: ["jobs.jsonl", "--type", "raw-job", "-o", "-"])
        try input.fileHandleForWriting.close()
        // Like `| head -1`: read a little, then go away.
        _ = output.fileHandleForReading.readData(ofLength: 100)
        try output.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }
}
