import Foundation
import Testing

/// Runs the built `mm-resumes` on the committed samples and on broken files: records, rejects,
/// manifests, JSON Resume output, evaluation, determinism. PDF parsing is tested here, through
/// the executable, rather than by linking poppler into the test bundle.
@Suite struct ResumesStageTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../samples/resumes").standardized.path

    static func records(_ jsonl: String?) -> [[String: Any]] {
        (jsonl ?? "").split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    }

    @Test func parsesEverySampleSortedByPathWithStableIds() throws {
        let dir = Workdir()
        let result = try dir.run("mm-resumes", [Self.samples + "/files", "-o", "resumes.jsonl", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let records = Self.records(dir.read("resumes.jsonl"))
        #expect(records.count == 16)
        let paths = records.map { $0["source_file"] as! String }
        #expect(paths == paths.sorted())
        #expect(records.map { $0["id"] as! String }.first == "resume:01-maria-alvarez")
        let formats = Set(records.map { $0["format"] as! String })
        #expect(formats == ["pdf", "docx", "txt", "markdown", "html"])
        #expect(records.allSatisfy { ($0["sha256"] as! String).count == 64 })
    }

    @Test func twoColumnPDFKeepsSidebarSkillsOutOfExperience() throws {
        let dir = Workdir()
        _ = try dir.run("mm-resumes", [Self.samples + "/files/02-kwame-mensah.pdf", "-o", "out.jsonl", "--quiet"])
        let record = try #require(Self.records(dir.read("out.jsonl")).first)
        let work = record["work"] as! [[String: Any]]
        #expect(work.map { $0["name"] as? String } == ["Bluebird Bank", "Osprey Studio Ltd", "Osprey Studio Ltd"])
        let highlights = work.flatMap { $0["highlights"] as! [String] }
        #expect(!highlights.contains { $0.contains("Figma") || $0.contains("Sketch") })
        let skills = (record["skills"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(skills.contains("Figma") && skills.contains("Design Systems"))
        #expect(record["pages"] as? Int == 1)
    }

    @Test func evaluationPrintsPerFieldScores() throws {
        let dir = Workdir()
        let result = try dir.run("mm-resumes", [Self.samples + "/files", "-o", "out.jsonl", "--quiet",
                                                "--evaluate", Self.samples + "/truth"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = Dictionary(uniqueKeysWithValues: result.stdout.split(separator: "\n").dropFirst().compactMap { line -> (String, Double)? in
            let cells = line.split(separator: " ")
            guard cells.count == 7, let f1 = Double(cells[6]) else { return nil }
            return (String(cells[0]), f1)
        })
        for field in ["name", "email", "phone"] { #expect(rows[field] ?? 0 >= 0.98, "\(field): \(result.stdout)") }
        #expect(rows["work"] ?? 0 >= 0.9)
        #expect(rows["education"] ?? 0 >= 0.9)
        #expect(result.stdout.contains("resumes scored: 16"))
    }

    @Test func brokenFilesBecomeRejectsWithReasonsAndTheBatchGoesOn() throws {
        let dir = Workdir()
        try FileManager.default.createDirectory(atPath: dir.file("in"), withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.samples + "/bad") {
            try FileManager.default.copyItem(atPath: Self.samples + "/bad/" + name, toPath: dir.file("in/" + name))
        }
        try FileManager.default.copyItem(atPath: Self.samples + "/files/05-james-okafor.txt", toPath: dir.file("in/good.txt"))
        let result = try dir.run("mm-resumes", ["in", "-o", "out.jsonl", "--quiet", "--max-reject-rate", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.records(dir.read("out.jsonl")).count == 1)
        let rejects = Self.records(dir.read("out.rejects.jsonl"))
        let reasons = Dictionary(uniqueKeysWithValues: rejects.map { (($0["input"] as! String), ($0["reason"] as! String)) })
        #expect(reasons["in/encrypted.pdf"]?.contains("encrypted") == true)
        #expect(reasons["in/scanned-no-text.pdf"]?.contains("OCR is not supported; export the resume as a text PDF") == true)
        #expect(reasons["in/empty.pdf"]?.contains("empty") == true)
        #expect(reasons["in/legacy.doc"]?.contains("save it as .docx") == true)
        #expect(reasons["in/truncated.pdf"]?.contains("not a readable PDF") == true)
        #expect(reasons["in/not-a-docx.docx"]?.contains("DOCX") == true)
        let manifest = try JSONSerialization.jsonObject(with: Data(dir.read("out.manifest.json")!.utf8)) as! [String: Any]
        #expect(manifest["counts"] as? [String: Int] == ["read": 7, "written": 1, "rejected": 6])
    }

    @Test func limitsOnFileSizeAndUnpackedSizeAreConfigurable() throws {
        let dir = Workdir()
        let result = try dir.run("mm-resumes", [Self.samples + "/files/01-maria-alvarez.pdf", Self.samples + "/files/04-sofia-rossi.docx",
                                                "-o", "out.jsonl", "--quiet", "--max-file-size", "10000",
                                                "--max-unpacked-size", "20000", "--max-reject-rate", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let rejects = Self.records(dir.read("out.rejects.jsonl"))
        #expect(rejects.count == 1)
        #expect(rejects.first?["input"] as? String == Self.samples + "/files/04-sofia-rossi.docx")
        let reason = rejects.first?["reason"] as? String ?? ""
        #expect(reason.contains("10000-byte limit") && reason.contains("--max-file-size"), "\(reason)")
        #expect(Self.records(dir.read("out.jsonl")).count == 1, "the small PDF is still parsed")
        let unpacked = try dir.run("mm-resumes", [Self.samples + "/files/04-sofia-rossi.docx", "-o", "docx.jsonl", "--quiet",
                                                  "--max-unpacked-size", "20000", "--max-reject-rate", "1"])
        #expect(unpacked.status == 0)
        #expect(dir.read("docx.rejects.jsonl")?.contains("--max-unpacked-size") == true)
    }

    @Test func pathsOnStandardInputAndJSONResumeFiles() throws {
        let dir = Workdir()
        let list = [Self.samples + "/files/07-daniel-cohen.md", Self.samples + "/files/06-anna-kowalska.html"].joined(separator: "\n")
        let result = try dir.run("mm-resumes", ["-", "-o", "out.jsonl", "--quiet", "--json-resume-dir", "jr"], stdin: list)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.records(dir.read("out.jsonl")).count == 2)
        let data = try #require(dir.read("jr/07-daniel-cohen.json"))
        let resume = try JSONSerialization.jsonObject(with: Data(data.utf8)) as! [String: Any]
        let work = resume["work"] as! [[String: Any]]
        #expect(work.first?["startDate"] as? String == "2019-08")
        #expect(work.first?["dates"] == nil)
        #expect((resume["basics"] as! [String: Any])["name"] as? String == "Daniel Cohen")
    }

    /// Two processes, so also two hash seeds: anything written in a set's or a dictionary's
    /// order shows up here (the held-out resumes once did, through their entries' skill lists).
    @Test func sameBytesForAnyThreadCountAndIdsFollowTheRelativePath() throws {
        let dir = Workdir()
        let folders = [Self.samples + "/files", Self.samples + "/holdout/files"]
        _ = try dir.run("mm-resumes", folders + ["-o", "one.jsonl", "--threads", "1", "--quiet"])
        _ = try dir.run("mm-resumes", folders + ["-o", "four.jsonl", "--threads", "4", "--quiet"])
        let files = try folders.map { try FileManager.default.contentsOfDirectory(atPath: $0).count }.reduce(0, +)
        #expect(Self.records(dir.read("one.jsonl")).count == files)
        #expect(dir.read("one.jsonl") == dir.read("four.jsonl"))
        try FileManager.default.createDirectory(atPath: dir.file("inbox/sales"), withIntermediateDirectories: true)
        dir.write("inbox/sales/tom.txt", "Tom Jones\ntom@example.com\n")
        _ = try dir.run("mm-resumes", ["inbox", "-o", "a.jsonl", "--quiet"])
        dir.write("inbox/sales/tom.txt", "Tom Jones\ntom.jones@example.com\nSales Manager\n")
        _ = try dir.run("mm-resumes", ["inbox", "-o", "b.jsonl", "--quiet"])
        let before = try #require(Self.records(dir.read("a.jsonl")).first), after = try #require(Self.records(dir.read("b.jsonl")).first)
        #expect(before["id"] as? String == "resume:sales/tom")
        #expect(before["id"] as? String == after["id"] as? String)
        #expect(before["sha256"] as? String != after["sha256"] as? String)
    }

    @Test func shardsPartitionTheResumes() throws {
        let dir = Workdir()
        _ = try dir.run("mm-resumes", [Self.samples + "/files", "-o", "all.jsonl", "--quiet"])
        var kept: [Substring] = []
        for shard in 1...3 {
            _ = try dir.run("mm-resumes", [Self.samples + "/files", "-o", "s\(shard).jsonl", "--quiet", "--shard", "\(shard)/3"])
            kept += dir.read("s\(shard).jsonl")!.split(separator: "\n")
        }
        let all = dir.read("all.jsonl")!.split(separator: "\n")
        #expect(kept.count == all.count)
        #expect(Set(kept) == Set(all))
    }

    @Test func missingInputFolderExitsThree() throws {
        let result = try Workdir().run("mm-resumes", ["no-such-folder", "-o", "out.jsonl"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("no-such-folder"))
    }

    @Test func evaluateNeedsAnOutputFile() throws {
        let result = try Workdir().run("mm-resumes", [Self.samples + "/files", "--evaluate", Self.samples + "/truth"])
        #expect(result.status == 2)
    }
}
