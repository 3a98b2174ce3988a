/// The occupations of the job corpus, their skill sets, and the arm groups they fall in.
struct OccupationIndex: Sendable {
    /// Distinct detailed occupations of the jobs, sorted.
    let codes: [SOCCode]
    /// Each occupation's most frequent skills, as sorted skill ids.
    let skillSets: [[Int32]]
    /// Arm group keys at the configured level, sorted; `unassignedGroup` last when present.
    let groupKeys: [String]
    /// A code inside each group (nil for the unassigned group), for the profile's fit to it.
    let groupCodes: [SOCCode?]
    /// The group of each occupation.
    let groupOfOccupation: [Int32]
    /// The group of jobs with no occupation code, if any job lacks one.
    let unassignedGroup: Int32?

    /// The arm key of jobs that have no occupation code.
    static let unassignedKey = "unassigned"

    init(jobCodes: [SOCCode?], jobSkills: SparseRows, level: SOCLevel, skillCount: Int) {
        let sortedCodes = Array(Set(jobCodes.compactMap { $0 })).sorted()
        codes = sortedCodes
        let position = Dictionary(uniqueKeysWithValues: sortedCodes.enumerated().map { ($0.element, $0.offset) })
        var members = [[Int]](repeating: [], count: sortedCodes.count)
        for (job, code) in jobCodes.enumerated() {
            guard let code, let index = position[code] else { continue }
            members[index].append(job)
        }
        // Skill counts of one occupation at a time in a dense array, reset through the skills touched.
        var tally = [Int](repeating: 0, count: Int(jobSkills.values.max() ?? -1) + 1)
        var touched: [Int32] = []
        skillSets = members.map { jobs in
            touched.removeAll(keepingCapacity: true)
            for job in jobs {
                for skill in jobSkills.row(job) {
                    if tally[Int(skill)] == 0 { touched.append(skill) }
                    tally[Int(skill)] += 1
                }
            }
            // Most frequent first, then lowest id: one integer key per skill (count inverted in the
            // high half, id in the low), sorted plainly.
            let keys = touched.map { skill in UInt64(UInt32.max - UInt32(tally[Int(skill)])) << 32 | UInt64(UInt32(skill)) }.sorted()
            for skill in touched { tally[Int(skill)] = 0 }
            return keys.prefix(skillCount).map { Int32(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }.sorted()
        }
        let keys = Array(Set(sortedCodes.map { $0.groupKey(at: level) })).sorted()
        var groupCodes: [SOCCode?] = keys.map { key in sortedCodes.first { $0.groupKey(at: level) == key } }
        let groupPosition = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($0.element, Int32($0.offset)) })
        groupOfOccupation = sortedCodes.map { groupPosition[$0.groupKey(at: level)]! }
        var allKeys = keys
        if jobCodes.contains(where: { $0 == nil }) {
            unassignedGroup = Int32(allKeys.count)
            allKeys.append(Self.unassignedKey)
            groupCodes.append(nil)
        } else {
            unassignedGroup = nil
        }
        groupKeys = allKeys
        self.groupCodes = groupCodes
    }

    /// The index of `code` among the corpus occupations.
    func index(of code: SOCCode) -> Int? {
        var low = 0, high = codes.count
        while low < high {
            let mid = (low + high) / 2
            if codes[mid] < code { low = mid + 1 } else { high = mid }
        }
        return low < codes.count && codes[low] == code ? low : nil
    }
}

/// |a ∩ b| / |a ∪ b| of two sorted id arrays; 0 when both are empty.
func jaccard(_ a: [Int32], _ b: [Int32]) -> Double {
    if a.isEmpty && b.isEmpty { return 0 }
    var i = 0, j = 0, shared = 0
    while i < a.count && j < b.count {
        if a[i] == b[j] { shared += 1; i += 1; j += 1 } else if a[i] < b[j] { i += 1 } else { j += 1 }
    }
    return Double(shared) / Double(a.count + b.count - shared)
}
