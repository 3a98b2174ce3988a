import MatchCore

/// Every job's skills as dense ids, sorted and distinct, with a display name per id.
///
/// Ids are given in first-seen order over the jobs, as one pass would give them, but the
/// hashing is done on several threads: each worker interns a run of jobs on its own, and the
/// runs' tables are then joined in order (a skill new to run k takes the next id after those
/// of runs before it, which is where a single pass would have met it first). The sums that
/// depend on id order therefore do not depend on the thread count.
struct JobSkillRows {
    var skills = Interner()
    /// The name of each skill id, from its first mention.
    var names: [String] = []
    /// Each job's skill ids, ascending.
    var rows = SparseRows()

    init(jobs: [EnrichedJob], threads: Int) {
        let runCount = threads > 1 ? min(jobs.count, threads * 4) : 1
        let runs = (0..<runCount).map { run in
            (jobs.count * run / runCount)..<(jobs.count * (run + 1) / runCount)
        }
        let local = orderedParallelMap(runs, threads: threads) { run in RunTable(jobs: jobs, range: run) }
        var skills = Interner(), names: [String] = []
        let globalIds = local.map { table in
            table.skills.names.indices.map { localId -> Int32 in
                let id = skills.intern(table.skills.names[localId])
                if Int(id) == names.count { names.append(table.names[localId]) }
                return id
            }
        }
        let runRows = orderedParallelMap(Array(zip(local, globalIds)), threads: threads) { table, globalIds in
            table.rows(mappedTo: globalIds)
        }
        for run in runRows { rows.append(rows: run) }
        self.skills = skills
        self.names = names
    }

    /// One run of jobs interned on its own: local ids in the run's first-seen order.
    private struct RunTable: Sendable {
        var skills = Interner()
        var names: [String] = []
        /// Each job's local ids, in mention order.
        var mentions = SparseRows()

        init(jobs: [EnrichedJob], range: Range<Int>) {
            for index in range {
                mentions.append(row: jobs[index].enrichment.skills.map { mention in
                    let id = skills.intern(mention.id)
                    if Int(id) == names.count { names.append(mention.name) }
                    return id
                })
            }
        }

        /// The run's rows with local ids replaced by `globalIds[local]`, sorted and distinct.
        func rows(mappedTo globalIds: [Int32]) -> SparseRows {
            var rows = SparseRows()
            var row: [Int32] = []
            for job in 0..<mentions.rowCount {
                row.removeAll(keepingCapacity: true)
                for local in mentions.row(job) { row.append(globalIds[Int(local)]) }
                rows.appendDistinct(row: &row)
            }
            return rows
        }
    }
}
