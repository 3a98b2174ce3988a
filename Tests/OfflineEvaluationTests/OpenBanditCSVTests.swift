import MatchCore
import Testing
@testable import OfflineEvaluation

@Suite struct OpenBanditCSVTests {
    static let header = ",timestamp,item_id,position,click,action_prob,user_feature_0,user-item_affinity_0,user-item_affinity_1"

    static func reader(buckets: Int = 4) throws -> OpenBanditCSV {
        try OpenBanditCSV(header: header, hashBuckets: buckets, targetPolicy: ["0": 0.5, "1": 0.5])
    }

    @Test func rowsBecomeInteractionsWithNumericAndHashedFeatures() throws {
        var reader = try Self.reader()
        #expect(reader.contextColumnNames == ["user_feature_0", "user-item_affinity_0", "user-item_affinity_1"])
        let row = try reader.interaction(line: "0,2019-11-24 00:00:00,1,2,1,0.25,81ce12,0.5,0.01", number: 2, file: "r.csv").get()
        #expect(row.id == "r.csv:2" && row.action == "1" && row.position == 2 && row.reward == 1 && row.propensity == 0.25)
        // Two numeric affinities, then the categorical user feature hashed into four 0/1 columns.
        #expect(row.features.count == 2 + 4)
        #expect(Array(row.features.prefix(2)) == [0.5, 0.01])
        #expect(row.features.suffix(4).reduce(0, +) == 1)
        #expect(row.targetProbability == 0.5)
        // The same category always lands in the same bucket.
        let again = try reader.interaction(line: "1,2019-11-24 00:01:00,0,1,0,0.25,81ce12,0.1,0.2", number: 3, file: "r.csv").get()
        #expect(again.features.suffix(4) == row.features.suffix(4))
    }

    @Test func badRowsSayWhatIsWrong() throws {
        var reader = try Self.reader()
        _ = try reader.interaction(line: "0,t,1,2,1,0.25,u,0.5,0.01", number: 2, file: "r.csv").get()
        func problem(_ line: Substring) -> String? {
            if case .failure(let problem) = reader.interaction(line: line, number: 9, file: "r.csv") { return problem.reason }
            return nil
        }
        #expect(problem("0,t,1,2,1,0,u,0.5,0.01")?.hasPrefix("action_prob \"0\" is not a probability") == true)
        #expect(problem("0,t,1,0,1,0.5,u,0.5,0.01")?.hasPrefix("position \"0\"") == true)
        #expect(problem("0,t,1,2,1,0.5,u,0.5")?.hasPrefix("8 fields where the header has 9") == true)
        #expect(problem("0,t,1,2,1,0.5,u,high,0.01")?.contains("user-item_affinity_0 \"high\" is not a number") == true)
        #expect(problem("0,t,1,2,1,0.5,\"u,0.5,0.01")?.contains("not closed") == true)
    }

    @Test func aHeaderWithoutTheRequiredColumnsIsRefused() {
        #expect(throws: OpenBanditFormatError.self) {
            try OpenBanditCSV(header: "timestamp,item_id,click", hashBuckets: 4, targetPolicy: [:])
        }
    }

    @Test func quotedFieldsMayHoldCommasAndQuotes() {
        #expect(CSVFields.split("a,\"b,c\",\"d\"\"e\"") == ["a", "b,c", "d\"e"])
        #expect(CSVFields.split("a,,") == ["a", "", ""])
    }
}
