import Foundation
import Testing

/// Runs the built `mm-eval import-obp`, then `mm-eval ope` on what it wrote.
@Suite struct EvalImportOpenBanditStageTests {
    @Test func sampleCSVImportsAndEvaluates() throws {
        let dir = Workdir()
        let imported = try dir.run("mm-eval", ["import-obp", EvalSamples.path("obp-random.csv"), "--target-policy",
                                               EvalSamples.path("obp-target.json"), "-o", "obp.jsonl", "--quiet"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let lines = try #require(dir.read("obp.jsonl")).split(separator: "\n")
        #expect(lines.count == 30)
        let evaluated = try dir.run("mm-eval", ["ope", "obp.jsonl", "--log-type", "interactions", "-o", "ope.json", "--quiet"])
        #expect(evaluated.status == 0, "\(evaluated.stderr)")
        let report = try EvalSamples.report(dir.read("ope.json"))
        #expect(report["events"] as? Int == 30)
        #expect((report["estimates"] as? [String: Any])?.keys.count == 4)
    }

    /// Evaluating the logging policy itself (uniform over the three items, as the sample was
    /// logged) must give back the logged mean: every weight is (1/3) / (1/3) = 1.
    @Test func theLoggingPolicyEvaluatedOnItsOwnLogGivesTheLoggedMean() throws {
        let dir = Workdir()
        dir.write("uniform.json", #"{"0": 0.3333333333333333, "1": 0.3333333333333333, "2": 0.3333333333333333}"#)
        _ = try dir.run("mm-eval", ["import-obp", EvalSamples.path("obp-random.csv"), "--target-policy", "uniform.json",
                                    "-o", "obp.jsonl", "--quiet"])
        let result = try dir.run("mm-eval", ["ope", "obp.jsonl", "--log-type", "interactions", "--estimator", "ips",
                                             "--estimator", "snips", "-o", "ope.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try EvalSamples.report(dir.read("ope.json"))
        let logged = try #require((report["logged"] as? [String: Double])?["value"])
        let estimates = try #require(report["estimates"] as? [String: [String: Double]])
        #expect(abs(try #require(estimates["ips"]?["value"]) - logged) < 1e-9)
        #expect(abs(try #require(estimates["snips"]?["value"]) - logged) < 1e-9)
        #expect(report["effective_sample_size"] as? Double == 30)
    }

    @Test func badRowsAreRejectedWithTheirLine() throws {
        let dir = Workdir()
        dir.write("policy.json", #"{"0": 0.5, "1": 0.5}"#)
        dir.write("log.csv", """
            ,timestamp,item_id,position,click,action_prob,user_feature_0,user-item_affinity_0
            0,2019-11-24,0,1,1,0.5,aa,0.1
            1,2019-11-24,1,1,0,0,bb,0.2
            2,2019-11-24,1,2,0,0.5,aa,0.3
            """)
        let result = try dir.run("mm-eval", ["import-obp", "log.csv", "--target-policy", "policy.json", "-o", "out.jsonl", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try #require(dir.read("out.jsonl")).split(separator: "\n").count == 2)
        let rejects = try #require(dir.read("out.rejects.jsonl"))
        #expect(rejects.contains(#""line":3"#) && rejects.contains("action_prob"))
    }

    @Test func aFileWithoutTheOpenBanditColumnsOrAPolicyExitsTwo() throws {
        let dir = Workdir()
        dir.write("policy.json", #"{"0": 0.9, "1": 0.9}"#)
        dir.write("good.json", #"{"0": 1}"#)
        dir.write("other.csv", "user,item,rating\nu1,i1,5\n")
        let noColumns = try dir.run("mm-eval", ["import-obp", "other.csv", "--target-policy", "good.json", "-o", "o.jsonl"])
        #expect(noColumns.status == 2 && noColumns.stderr.contains("no item_id column"))
        let badPolicy = try dir.run("mm-eval", ["import-obp", "other.csv", "--target-policy", "policy.json", "-o", "o.jsonl"])
        #expect(badPolicy.status == 2 && badPolicy.stderr.contains("sum to 1.8"))
        #expect(!dir.exists("o.jsonl"))
    }
}
