import Foundation
import MatchCore

/// Generates jobs and profiles in the record schema from a seed, for benchmarks and tests.
///
/// Skills follow a skewed popularity curve over a vocabulary (so rarity means something) and
/// cluster by occupation (so occupation and skill overlap agree); occupations are real-looking
/// SOC codes spread over the major groups. Record `i` depends only on the seed and `i`.
public struct SyntheticRecords: Sendable {
    public let seed: UInt64
    public let vocabularySize: Int
    /// The detailed occupations jobs and profiles are drawn from.
    public let occupations: [SOCCode]
    /// The time postings are dated back from.
    public let base = Date(timeIntervalSince1970: 1_795_000_000)

    private static let majors = [11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53]
    private static let cities = ["Berlin", "London", "Paris", "New York", "Austin", "Toronto", "Madrid", "Lisbon",
                                 "Amsterdam", "Dublin", "Chicago", "Seattle", "Boston", "Denver", "Munich", "Vienna"]
    private static let words = ["rust", "kafka", "kubernetes", "terraform", "react", "python", "golang", "spark",
                                "postgres", "graphql", "aws", "azure", "figma", "tableau", "excel", "sap", "salesforce",
                                "welding", "nursing", "logistics", "payroll", "audit", "marketing", "design", "sales"]

    public init(seed: UInt64, vocabularySize: Int = 30_000, occupationCount: Int = 200) {
        self.seed = seed
        self.vocabularySize = vocabularySize
        var random = SeededRandom.stream(seed: seed, key: ["occupations"])
        var codes = Set<String>()
        var found: [SOCCode] = []
        while found.count < occupationCount {
            let major = Self.majors[Int(random.next() % UInt64(Self.majors.count))]
            let minor = 10 + Int(random.next() % 4) * 10
            let detail = minor * 100 + Int(random.next() % 5 + 1) * 10 + Int(random.next() % 4 + 1)
            let text = String(format: "%02d-%04d.00", major, detail)
            if codes.insert(text).inserted, let code = SOCCode(text) { found.append(code) }
        }
        occupations = found.sorted()
    }

    /// Job number `index`.
    public func job(_ index: Int) -> EnrichedJob {
        var random = SeededRandom.stream(seed: seed, key: ["job", String(index)])
        let occupation = pick(occupations, &random)
        let company = "Company \(random.next() % 5_000)"
        let title = "\(occupation) role \(index % 97)"
        let remote: RemoteMode = [.remote, .hybrid, .onsite, .unknown][Int(random.next() % 4)]
        let pay = Double(40_000 + Int(random.next() % 160) * 1_000)
        let salary = random.nextUnit() < 0.7 ? Salary(min: pay * 0.8, max: pay, currency: "USD", period: .year) : nil
        let keywords = (0..<3).map { _ in pick(Self.words, &random) }
        var raw = RawJobData(
            source: .greenhouse, sourceId: String(format: "j%07d", index), title: title, company: company,
            locations: [pick(Self.cities, &random)], remote: remote, salary: salary,
            descriptionText: "\(title) at \(company). Work with \(keywords.joined(separator: ", ")).",
            postedAt: base.addingTimeInterval(-Double(random.next() % (60 * 86_400))))
        raw.fingerprint = "\(company)|\(title)".lowercased()
        let enrichment = Enrichment(
            onet: OnetAssignment(socCode: occupation.description, title: "Occupation \(occupation)", confidence: 0.9),
            skills: skills(for: occupation, &random), educationLevel: Int(random.next() % 8) + 3,
            experienceYears: Double(random.next() % 11))
        return EnrichedJob(job: raw, enrichment: enrichment)
    }

    /// Profile number `index`.
    public func profile(_ index: Int) -> CandidateProfile {
        var random = SeededRandom.stream(seed: seed, key: ["profile", String(index)])
        let occupation = pick(occupations, &random)
        let id = String(format: "cand-%06d", index)
        let city = pick(Self.cities, &random)
        let resume = ParsedResume(
            id: id, sourceFile: "synthetic/\(id).txt", sha256: String(repeating: "0", count: 64), format: .txt,
            text: "", basics: ResumeBasics(name: "Candidate \(index)", location: ResumeLocation(city: city)))
        let enrichment = Enrichment(
            onet: OnetAssignment(socCode: occupation.description, title: "Occupation \(occupation)", confidence: 0.8),
            skills: skills(for: occupation, &random), educationLevel: Int(random.next() % 8) + 3,
            experienceYears: Double(random.next() % 16))
        let keywords = Array(Set((0..<4).map { _ in pick(Self.words, &random) })).sorted()
        let targets = random.nextUnit() < 0.5
            ? [OccupationTarget(socCode: pick(occupations, &random).description, weight: 1)] : []
        var preferences: JobPreferences?
        if random.nextUnit() < 0.2 {
            preferences = JobPreferences(remoteOnly: random.nextUnit() < 0.3,
                                         minSalary: Salary(min: 60_000, currency: "USD", period: .year),
                                         postedWithinDays: 45)
        }
        return CandidateProfile(resume: resume, enrichment: enrichment, keywords: keywords, targets: targets,
                                preferences: preferences)
    }

    /// 20–40 skills: half from the occupation's cluster, half from the whole vocabulary, with
    /// popular skills (low ids) far more common than rare ones.
    private func skills(for occupation: SOCCode, _ random: inout SeededRandom) -> [SkillMention] {
        let count = 20 + Int(random.next() % 21)
        let clusterStart = (occupation.major * 10_007 + occupation.detail * 31) % vocabularySize
        var ids = Set<Int>()
        while ids.count < count {
            let u = random.nextUnit()
            if ids.count % 2 == 0 {
                ids.insert((clusterStart + Int(u * u * 120)) % vocabularySize)
            } else {
                ids.insert(Int(u * u * u * Double(vocabularySize)))
            }
        }
        return ids.sorted().map { SkillMention(id: "tech:s\($0)", name: "Skill \($0)", kind: .technology) }
    }

    private func pick<T>(_ items: [T], _ random: inout SeededRandom) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }
}
