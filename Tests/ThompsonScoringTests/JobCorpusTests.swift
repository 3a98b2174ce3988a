import Foundation
import MatchCore
import Testing
@testable import ThompsonScoring

@Suite struct JobCorpusTests {
    static let records = SyntheticRecords(seed: 9, vocabularySize: 300, occupationCount: 20)

    /// Jobs whose skills repeat across jobs, some mentioned under a second name later on.
    static let jobs: [EnrichedJob] = (0..<500).map { index in
        var job = records.job(index)
        if index % 7 == 3 {
            job.enrichment.skills = job.enrichment.skills.map { mention in
                var renamed = mention
                renamed.name = mention.name + " (again)"
                return renamed
            }
        }
        return job
    }

    /// What one plain pass over the jobs in id order gives: ids in first-seen order, the name
    /// of each skill's first mention, and each job's ids sorted and distinct.
    static func onePass(_ jobs: [EnrichedJob]) -> (names: [String], mentionIds: [String], rows: [[Int32]]) {
        var ids: [String: Int32] = [:], mentionIds: [String] = [], names: [String] = []
        let rows = jobs.sorted { $0.job.id < $1.job.id }.map { job in
            Array(Set(job.enrichment.skills.map { mention -> Int32 in
                if let id = ids[mention.id] { return id }
                ids[mention.id] = Int32(mentionIds.count)
                mentionIds.append(mention.id)
                names.append(mention.name)
                return Int32(mentionIds.count - 1)
            })).sorted()
        }
        return (names, mentionIds, rows)
    }

    @Test(arguments: [1, 2, 3, 8])
    func skillIdsAreThoseOfOnePassForAnyThreadCount(threads: Int) {
        let expected = Self.onePass(Self.jobs)
        let corpus = JobCorpus(jobs: Self.jobs, settings: ScoringSettings(), asOf: Date(), threads: threads)
        #expect(corpus.skills.names == expected.mentionIds)
        #expect(corpus.skillNames == expected.names)
        #expect((0..<corpus.count).map { Array(corpus.jobSkills.row($0)) } == expected.rows)
        #expect(expected.names.contains { $0.hasSuffix("(again)") })
    }

    @Test func jobsInAnyOrderGiveTheSameCorpus() {
        let sorted = JobCorpus(jobs: Self.jobs, settings: ScoringSettings(), asOf: Date(timeIntervalSince1970: 0), threads: 2)
        let shuffled = JobCorpus(jobs: Self.jobs.reversed(), settings: ScoringSettings(),
                                 asOf: Date(timeIntervalSince1970: 0), threads: 2)
        #expect(shuffled.jobs.map(\.job.id) == Self.jobs.map(\.job.id).sorted())
        #expect(shuffled.jobs == sorted.jobs)
        #expect(shuffled.skills.names == sorted.skills.names)
        #expect(shuffled.idf == sorted.idf)
    }

    @Test func sparseRowsAppendKeepsEachRow() {
        var first = SparseRows(), second = SparseRows()
        first.append(row: [1, 2])
        first.append(row: [])
        second.append(row: [7])
        second.append(row: [3, 4, 5])
        first.append(rows: second)
        #expect((0..<first.rowCount).map { Array(first.row($0)) } == [[1, 2], [], [7], [3, 4, 5]])
    }
}
