import Foundation
import MatchCore

/// The jobs in the compact form the bulk scorer reads: one flat array per field, skills as
/// sorted Int32 ids, and inverted indexes from skills and places to jobs.
///
/// Jobs are kept in id order, so a job's index is also its tie-break rank.
public struct JobCorpus: Sendable {
    /// The jobs, sorted by id.
    public let jobs: [EnrichedJob]
    /// The time ages and recency are measured from.
    public let asOf: Date

    let skills: Interner
    /// A display name per skill id.
    let skillNames: [String]
    /// Each job's skill ids, sorted.
    let jobSkills: SparseRows
    /// Each skill's jobs, ascending.
    let skillPostings: SparseRows
    /// Rarity of each skill in the corpus: ln((N + 1) / (df + 1)) + 1.
    let idf: [Double]
    /// Each skill's place when skills are listed for a reader: rarest first, ties by name.
    let explanationRank: [Int32]

    let occupations: OccupationIndex
    /// The jobs of each occupation slot, ascending: slot i holds occupation i's jobs, the
    /// last slot (`occupations.codes.count`) the jobs with no occupation.
    let occupationJobs: SparseRows
    /// The arm group of each occupation slot (0 for an empty last slot).
    let slotGroups: [Int32]
    /// Whether a slot holds a job with no skills, whose skill overlap is the unknown value.
    let slotHasSkillless: [Bool]

    let places: Interner
    /// Each place's jobs, ascending.
    let placePostings: SparseRows
    /// Lower-cased company names.
    let companies: Interner
    let currencies: Interner

    public var count: Int { jobs.count }
    /// Per-job numbers (education, pay, age, occupation, arm group…) as plain pointers, for
    /// the scoring kernel and the explanations.
    let columns: JobColumns
    /// Keeps the buffers behind `columns` alive.
    private let columnOwners: [any Sendable]

    /// Builds the compact form of `jobs` (any order; they are sorted by id here, which the
    /// files the stages write already are), hashing skills on `threads` threads.
    public init(jobs unsorted: [EnrichedJob], settings: ScoringSettings, asOf: Date, threads: Int = 1) {
        let isSorted = unsorted.indices.dropFirst().allSatisfy { !(unsorted[$0].job.id < unsorted[$0 - 1].job.id) }
        let jobs = isSorted ? unsorted : unsorted.sorted { $0.job.id < $1.job.id }
        self.jobs = jobs
        self.asOf = asOf
        let skillRows = JobSkillRows(jobs: jobs, threads: threads)
        let skills = skillRows.skills, skillNames = skillRows.names, jobSkills = skillRows.rows
        var places = Interner()
        var placeRows = SparseRows()
        var companies = Interner()
        var currencies = Interner()
        var company: [Int32] = [], currency: [Int32] = [], yearlyPay: [Double] = []
        var education: [Int8] = [], experience: [Double] = [], remote: [UInt8] = []
        var ageDays: [Double] = [], recency: [Double] = [], hasPlace: [Bool] = []
        var codes: [SOCCode?] = []
        // Places and companies repeat across jobs: each distinct spelling is normalized once.
        var placeKeys: [String: String?] = [:]
        var companyIds: [String: Int32] = [:]
        for record in jobs {
            let keys = Set(record.job.locations.compactMap { text in
                if let known = placeKeys[text] { return known }
                let key = LocationKey.normalize(text)
                placeKeys[text] = key
                return key
            }).sorted()
            placeRows.append(row: keys.map { places.intern($0) })
            hasPlace.append(!keys.isEmpty)
            let raw = record.job.company ?? ""
            if let known = companyIds[raw] {
                company.append(known)
            } else {
                let name = raw.trimmingWhitespace.lowercased()
                let id = name.isEmpty ? -1 : companies.intern(name)
                companyIds[raw] = id
                company.append(id)
            }
            let pay = PayFigure(record.job.salary)
            yearlyPay.append(pay?.yearly ?? .nan)
            currency.append(pay?.currency.map { currencies.intern($0) } ?? -1)
            education.append(Int8(record.enrichment.educationLevel ?? 0))
            experience.append(record.enrichment.experienceYears ?? .nan)
            remote.append(Self.remoteCode(record.job.remote))
            let age = record.job.postedAt.map { asOf.timeIntervalSince($0) / 86_400 } ?? .nan
            ageDays.append(age)
            recency.append(age.isNaN ? settings.features.unknownValue
                           : exp2(-max(0, age) / settings.features.recencyHalfLifeDays))
            codes.append(record.enrichment.onet.flatMap { SOCCode($0.socCode) })
        }
        let postings = jobSkills.inverted(columnCount: skills.count)
        let total = Double(jobs.count)
        idf = (0..<skills.count).map { skill in
            let df = Double(postings.row(skill).count)
            return log((total + 1) / (df + 1)) + 1
        }
        var explanationRank = [Int32](repeating: 0, count: skills.count)
        let listed = (0..<skills.count).sorted { [idf] a, b in
            idf[a] != idf[b] ? idf[a] > idf[b] : skillNames[a] < skillNames[b]
        }
        for (rank, skill) in listed.enumerated() { explanationRank[skill] = Int32(rank) }
        self.explanationRank = explanationRank
        let inverseIdfTotal = (0..<jobs.count).map { [idf] job in
            let sum = jobSkills.row(job).reduce(0.0) { $0 + idf[Int($1)] }
            return sum > 0 ? 1 / sum : 0
        }
        occupations = OccupationIndex(jobCodes: codes, jobSkills: jobSkills, level: settings.arms.level,
                                      skillCount: settings.occupation.occupationSkillCount)
        let jobOccupation = codes.map { [occupations] code in code.flatMap { occupations.index(of: $0) }.map(Int32.init) ?? -1 }
        let jobGroup = jobOccupation.map { [occupations] index in
            index >= 0 ? occupations.groupOfOccupation[Int(index)] : occupations.unassignedGroup!
        }
        let slotCount = occupations.codes.count + 1
        var jobSlots = SparseRows()
        for occupation in jobOccupation { jobSlots.append(row: [occupation < 0 ? Int32(slotCount - 1) : occupation]) }
        occupationJobs = jobSlots.inverted(columnCount: slotCount)
        slotGroups = occupations.groupOfOccupation + [occupations.unassignedGroup ?? 0]
        slotHasSkillless = (0..<slotCount).map { [occupationJobs] slot in
            occupationJobs.row(slot).contains { inverseIdfTotal[Int($0)] == 0 }
        }
        self.skills = skills
        self.skillNames = skillNames
        self.jobSkills = jobSkills
        skillPostings = postings
        self.places = places
        placePostings = placeRows.inverted(columnCount: places.count)
        self.companies = companies
        self.currencies = currencies
        let experienceInverse = experience.map { $0.isNaN ? Double.nan : $0 <= 0 ? 0 : 1 / $0 }
        let locationCode = zip(remote, hasPlace).map { $0 << 1 | ($1 ? 1 : 0) }
        let owners = (ColumnBuffer(inverseIdfTotal), ColumnBuffer(jobOccupation), ColumnBuffer(jobGroup),
                      ColumnBuffer(education), ColumnBuffer(experience), ColumnBuffer(experienceInverse),
                      ColumnBuffer(remote), ColumnBuffer(locationCode), ColumnBuffer(company), ColumnBuffer(yearlyPay),
                      ColumnBuffer(currency), ColumnBuffer(ageDays), ColumnBuffer(recency))
        columns = JobColumns(
            inverseIdfTotal: owners.0.pointer, occupation: owners.1.pointer, group: owners.2.pointer,
            education: owners.3.pointer, experience: owners.4.pointer, experienceInverse: owners.5.pointer,
            remote: owners.6.pointer, locationCode: owners.7.pointer, company: owners.8.pointer,
            yearlyPay: owners.9.pointer, currency: owners.10.pointer, ageDays: owners.11.pointer,
            recency: owners.12.pointer)
        columnOwners = [owners.0, owners.1, owners.2, owners.3, owners.4, owners.5, owners.6, owners.7, owners.8,
                        owners.9, owners.10, owners.11, owners.12]
    }

    /// The default `asOf`: the latest posting time among the jobs, so that a rerun on the
    /// same files measures ages the same way; the Unix epoch when no job has one.
    public static func latestPostingTime(of jobs: [EnrichedJob]) -> Date {
        jobs.compactMap(\.job.postedAt).max() ?? Date(timeIntervalSince1970: 0)
    }

    static func remoteCode(_ mode: RemoteMode) -> UInt8 {
        switch mode {
        case .remote: 0
        case .hybrid: 1
        case .onsite: 2
        case .unknown: 3
        }
    }
}

/// A pay figure per year with its currency.
struct PayFigure: Sendable {
    var yearly: Double
    var currency: String?

    /// The top of a job's range (or its only figure) per year; nil without a figure.
    init?(_ salary: Salary?) {
        guard let salary, let figure = salary.max ?? salary.min else { return nil }
        yearly = figure * (salary.period ?? .year).perYear
        currency = salary.currency?.uppercased()
    }

    /// A candidate's minimum (or its only figure) per year; nil without a figure.
    init?(minimum salary: Salary?) {
        guard let salary, let figure = salary.min ?? salary.max else { return nil }
        yearly = figure * (salary.period ?? .year).perYear
        currency = salary.currency?.uppercased()
    }
}
