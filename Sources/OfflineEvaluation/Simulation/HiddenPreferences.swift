import MatchCore
import ThompsonScoring

/// What a simulated candidate really wants, hidden from every policy: two liked major occupation
/// groups (which need not be their own), the skills they enjoy using (their own), and a minimum
/// yearly pay. A shown job earns a positive reaction with probability
///
///     0.05 + 0.55 × occupation + 0.25 × skill share + 0.15 × pay
///
/// where occupation is 1 in a liked major group, 0.3 in their own, 0 elsewhere; skill share is
/// the share of the job's skills they have; pay is 1 at or above their minimum, 0.5 when the job
/// gives none, 0 below.
public struct HiddenPreferences: Sendable {
    public let likedMajors: Set<Int>
    public let ownMajor: Int?
    public let skills: Set<String>
    public let minimumPay: Double

    /// Draws the preferences of `profile` from the stream `["preferences", profile id]` under
    /// `seed`, liking two of `majors`.
    public init(profile: CandidateProfile, majors: [Int], seed: UInt64) {
        var random = SeededRandom.stream(seed: seed, key: ["preferences", profile.id])
        var liked = Set<Int>()
        let pool = Array(Set(majors)).sorted()
        while liked.count < min(2, pool.count) {
            liked.insert(pool[Int(random.next().multipliedFullWidth(by: UInt64(pool.count)).high)])
        }
        likedMajors = liked
        ownMajor = profile.enrichment.onet.flatMap { SOCCode($0.socCode) }?.major
        skills = Set(profile.enrichment.skills.map(\.id))
        minimumPay = 50_000 + 100_000 * random.nextUnit()
    }

    /// The probability of a positive reaction to `job`.
    public func probability(of job: EnrichedJob) -> Double {
        let major = job.enrichment.onet.flatMap { SOCCode($0.socCode) }?.major
        let occupation = major.map { likedMajors.contains($0) ? 1 : $0 == ownMajor ? 0.3 : 0 } ?? 0
        let jobSkills = job.enrichment.skills
        let shared = jobSkills.isEmpty ? 0 : Double(jobSkills.filter { skills.contains($0.id) }.count) / Double(jobSkills.count)
        let pay = job.job.salary.flatMap { $0.max ?? $0.min }.map { $0 >= minimumPay ? 1.0 : 0 } ?? 0.5
        return 0.05 + 0.55 * occupation + 0.25 * shared + 0.15 * pay
    }
}
