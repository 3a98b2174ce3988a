import Foundation
import Testing
import TestSupport

/// Runs the built `mm-onet` and `mm-enrich` on the demo sample, as a user would.
@Suite struct OnetStageTests {
    static let sample = SharedData.sample("onet")

    /// A work folder with the sample index built in it.
    func indexedWorkdir() throws -> Workdir {
        let dir = Workdir()
        let result = try dir.run("mm-onet", ["import", Self.sample, "-o", "onet.idx", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        return dir
    }

    @Test func importWritesAnIndexAndAManifestWithTheAttribution() throws {
        let dir = try indexedWorkdir()
        let manifest = try JSONSerialization.jsonObject(with: Data(try #require(dir.read("onet.manifest.json")).utf8)) as! [String: Any]
        #expect((manifest["notices"] as? [String])?.first?.contains("CC BY 4.0") == true)
        #expect((manifest["counts"] as? [String: Int])?["written"] == 42)
        let info = try dir.run("mm-onet", ["info", "onet.idx"])
        #expect(info.status == 0)
        #expect(info.stdout.contains("occupations:   42"))
        let search = try dir.run("mm-onet", ["search", "onet.idx", "Sr. Data Scientist (m/w/d) - Remote"])
        #expect(search.stdout.contains("1. 15-2051.00  Data Scientists"))
    }

    @Test func aMalformedReleaseFileExitsThreeNamingFileLineAndColumn() throws {
        let dir = Workdir()
        try FileManager.default.copyItem(atPath: Self.sample, toPath: dir.file("release"))
        dir.write("release/Interests.txt", "O*NET-SOC Code\tElement ID\tElement Name\tScale ID\tData Value\tDate\tDomain Source\n11-1021.00\t1.B.1.a\tRealistic\tOI\tlots\t11/2026\tSample\n")
        let result = try dir.run("mm-onet", ["import", "release", "-o", "onet.idx"])
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("mm-onet: error: Interests.txt:2:5: Data Value \"lots\" is not a number"))
        #expect(!dir.exists("onet.idx"))
    }

    @Test func enrichJobsWritesEnrichedJobsRejectsAndNotices() throws {
        let dir = try indexedWorkdir()
        let result = try dir.run("mm-enrich", [Self.sample + "/demo/jobs.jsonl", "--index", "onet.idx", "-o", "jobs.enriched.jsonl", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try #require(dir.read("jobs.enriched.jsonl")).split(separator: "\n")
        #expect(lines.count == 5)
        let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any]
        let onet = first["onet"] as! [String: Any]
        #expect(onet["soc_code"] as? String == "15-2051.00")
        #expect((onet["alternatives"] as? [Any])?.count == 4)
        #expect(first["education_level"] as? Int == 8)
        #expect(first["experience_years"] as? Double == 5)
        #expect((first["riasec"] as? [Double])?.count == 6)
        let skills = first["skills"] as! [[String: Any]]
        #expect(skills.contains { $0["id"] as? String == "tech:Python" && !(($0["evidence"] as? [Any]) ?? []).isEmpty })
        #expect(dir.read("jobs.enriched.rejects.jsonl")!.contains("title is empty"))
        let manifestText = try #require(dir.read("jobs.enriched.manifest.json"))
        #expect(manifestText.contains("CC BY 4.0"))
        let manifest = try JSONSerialization.jsonObject(with: Data(manifestText.utf8)) as! [String: Any]
        let inputs = manifest["inputs"] as! [[String: Any]]
        #expect(inputs.map { $0["path"] as? String } == [Self.sample + "/demo/jobs.jsonl", "onet.idx"],
                "the index is an input, so a rebuilt index makes the stage stale")
        #expect((inputs[1]["bytes"] as? Int) == (try FileManager.default.attributesOfItem(atPath: dir.file("onet.idx"))[.size] as? Int))
    }

    @Test func enrichProfilesAppliesTheCandidateInput() throws {
        let dir = try indexedWorkdir()
        let questions = SharedData.packageRoot.appendingPathComponent("pipelines/career-questions.yaml").path
        let result = try dir.run("mm-enrich", [
            "--profiles", Self.sample + "/demo/resumes.jsonl", "--index", "onet.idx", "-o", "profiles.jsonl",
            "--candidate-input", Self.sample + "/demo/candidates.jsonl", "--questions", questions, "--as-of", "2026-11-01", "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try #require(dir.read("profiles.jsonl")).split(separator: "\n")
        #expect(lines.count == 2)
        let ana = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any]
        #expect(ana["keywords"] as? [String] == ["remote", "python", "payments"])
        #expect((ana["onet"] as? [String: Any])?["soc_code"] as? String == "15-1252.00")
        #expect(ana["education_level"] as? Int == 8)
        #expect(ana["experience_years"] as? Double == 9.3, "2017-09 to 2026-11 is 111 months")
        let answers = ana["answers"] as! [[String: Any]]
        #expect(answers.contains { $0["question_id"] as? String == "leading" && ($0["effects"] as? [String])?.first?.hasPrefix("riasec enterprising") == true })
        let rejects = try #require(dir.read("profiles.rejects.jsonl"))
        #expect(rejects.contains(#""line":2"#) && rejects.contains("the limit is 50"))
        #expect(rejects.contains("spaceflight"))
    }

    @Test func outputIsTheSameBytesForAnyThreadCount() throws {
        let dir = try indexedWorkdir()
        let jobs = Self.sample + "/demo/jobs.jsonl"
        _ = try dir.run("mm-enrich", [jobs, "--index", "onet.idx", "-o", "one.jsonl", "--threads", "1", "--quiet"])
        _ = try dir.run("mm-enrich", [jobs, "--index", "onet.idx", "-o", "four.jsonl", "--threads", "4", "--quiet"])
        #expect(dir.read("one.jsonl") != nil)
        #expect(dir.read("one.jsonl") == dir.read("four.jsonl"))
    }

    @Test func aMissingIndexExitsThreeWithARemedy() throws {
        let dir = Workdir()
        dir.write("jobs.jsonl", "")
        let result = try dir.run("mm-enrich", ["jobs.jsonl", "--index", "none.idx", "-o", "out.jsonl"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("mm-onet import"))
    }
}
