import MatchCore
import Testing
@testable import OfflineEvaluation

@Suite struct SweepMetricTests {
    @Test func namesParseAndPrintBack() throws {
        for name in ["ndcg@10", "precision@5", "recall@20", "map@3", "mrr@1", "coverage@10", "replay", "ips", "snips"] {
            #expect(try SweepMetric(parsing: name).description == name)
        }
        #expect(try SweepMetric(parsing: "NDCG@10") == .ranking(.ndcg, k: 10))
        #expect(try SweepMetric(parsing: "snips").cutoff == nil)
    }

    @Test func unknownMetricsSayWhichExist() {
        for name in ["ndcg", "ndcg@0", "dr", "auc@5", "precision@x"] {
            let error = #expect(throws: ConfigurationError.self, "\(name)") { try SweepMetric(parsing: name) }
            #expect(error?.errorDescription?.contains("snips") == true)
        }
    }
}
