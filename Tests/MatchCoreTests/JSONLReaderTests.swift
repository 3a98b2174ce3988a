import Foundation
import Testing
@testable import MatchCore

@Suite struct JSONLReaderTests {
    private func readAll(_ path: String) throws -> [(line: Int, result: Result<FeedbackEvent, LineProblem>)] {
        let reader = try JSONLReader<FeedbackEvent>(path: path)
        var items: [(Int, Result<FeedbackEvent, LineProblem>)] = []
        while let (line, result) = try reader.next() { items.append((line.number, result)) }
        return items
    }

    private let good = #"{"event_id":"e1","profile_id":"p1","job_id":"j1","action":"like","time":"2026-01-02T03:04:05Z"}"#

    @Test func readsCRLFLinesWithBOMAndSkipsBlankLines() throws {
        let folder = TemporaryFolder()
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("\(good)\r\n\r\n   \n\(good.replacingOccurrences(of: "e1", with: "e2"))\r\n".utf8)
        let items = try readAll(folder.write("events.jsonl", bytes))
        #expect(items.map(\.line) == [1, 4])
        #expect(try items.map { try $0.result.get().eventId } == ["e1", "e2"])
    }

    @Test func lastLineWithoutNewlineIsRead() throws {
        let folder = TemporaryFolder()
        let items = try readAll(folder.write("events.jsonl", good))
        #expect(items.count == 1)
        #expect(try items[0].result.get().action == .like)
    }

    @Test func invalidUTF8IsAProblemNamingTheLine() throws {
        let folder = TemporaryFolder()
        let bytes = Array("\(good)\n".utf8) + [0x7B, 0xFF, 0xFE, 0x7D, 0x0A]
        let items = try readAll(folder.write("events.jsonl", bytes))
        #expect(items.count == 2)
        #expect(items[1].line == 2)
        guard case .failure(let problem) = items[1].result else { Issue.record("expected a problem"); return }
        #expect(problem.reason.contains("UTF-8"))
    }

    @Test func invalidJSONIsAProblem() throws {
        let folder = TemporaryFolder()
        let items = try readAll(folder.write("events.jsonl", "{\"event_id\": \n"))
        guard case .failure(let problem) = items[0].result else { Issue.record("expected a problem"); return }
        #expect(problem.reason.contains("not valid JSON"))
    }

    @Test func wrongShapeNamesTheField() throws {
        let folder = TemporaryFolder()
        let missing = good.replacingOccurrences(of: #""job_id":"j1","#, with: "")
        let wrongType = good.replacingOccurrences(of: #""event_id":"e1""#, with: #""event_id":"e1","position":"first""#)
        let badAction = good.replacingOccurrences(of: "like", with: "love")
        let items = try readAll(folder.write("events.jsonl", [missing, wrongType, badAction, "[1,2]"].joined(separator: "\n")))
        let reasons = items.map { item -> String in
            if case .failure(let problem) = item.result { return problem.reason }
            return "decoded"
        }
        #expect(reasons[0] == "job_id: required field is missing")
        #expect(reasons[1].hasPrefix("position: expected a whole number"))
        #expect(reasons[2].contains("action"))
        #expect(reasons[3].contains("not a JSON object"))
    }

    @Test func lineLongerThanTheReadChunkIsWhole() throws {
        let folder = TemporaryFolder()
        let long = String(repeating: "x", count: 10_000)
        let path = folder.write("long.txt", "a\n\(long)\nb")
        let reader = try ByteLineReader(path: path, chunkSize: 64)
        var lines: [InputLine] = []
        while let line = try reader.nextLine() { lines.append(line) }
        #expect(lines.map(\.bytes.count) == [1, 10_000, 1])
        #expect(lines.map(\.offset) == [0, 2, 10_003])
        #expect(reader.sha256Hex == HexDigest.sha256(of: Array("a\n\(long)\nb".utf8)))
    }

    @Test func missingFileSaysWhichAndWhy() {
        #expect(throws: FileAccessError.cannotOpen(path: "/nonexistent/x.jsonl", reason: "no such file or directory")) {
            _ = try ByteLineReader(path: "/nonexistent/x.jsonl")
        }
    }
}
