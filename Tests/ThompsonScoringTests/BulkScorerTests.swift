import Foundation
import MatchCore
import Testing
@testable import ThompsonScoring

@Suite struct BulkScorerTests {
    static let records = SyntheticRecords(seed: 4, vocabularySize: 400, occupationCount: 30)
    static let jobs = (0..<700).map(records.job)
    static let profiles = (0..<40).map(records.profile)

    static func settings(company: Int = 0, occupation: Int = 0, heapFactor: Int = 2) -> ScoringSettings {
        var settings = ScoringSettings()
        settings.diversity.maxPerCompany = company
        settings.diversity.maxPerOccupation = occupation
        settings.diversity.heapFactor = heapFactor
        return settings
    }

    /// The jobs with 40 companies, so company caps bind inside occupations, and every ninth
    /// job without an occupation.
    static let crowdedJobs = jobs.enumerated().map { index, job in
        var job = job
        job.job.company = "Company \(index % 40)"
        if index % 9 == 0 { job.enrichment.onet = nil }
        return job
    }

    static func scorer(_ settings: ScoringSettings, jobs: [EnrichedJob] = jobs, profiles: [CandidateProfile] = profiles,
                       arms: ArmsFile? = nil, seed: UInt64 = 1) -> BulkScorer {
        let corpus = JobCorpus(jobs: jobs, settings: settings, asOf: JobCorpus.latestPostingTime(of: jobs))
        return BulkScorer(corpus: corpus, profiles: profiles, settings: settings, arms: arms, seed: seed, threads: 2)
    }

    /// Every job that passes the filters, ranked best first.
    static func allRanked(_ scorer: BulkScorer) -> [[ScoredJob]] {
        scorer.map(profiles, threads: 2) { candidate in
            (0..<scorer.corpus.count).filter { candidate.exclusion($0) == nil }
                .map { ScoredJob(job: Int32($0), score: candidate.score($0, values: candidate.values($0))) }
                .sorted(by: ScoredJob.ranksAbove)
        }
    }

    @Test(arguments: [1, 7, 50])
    func theShortlistIsTheTopKOfAllScores(topK: Int) {
        let scorer = Self.scorer(Self.settings())
        let shortlists = scorer.shortlists(for: Self.profiles, topK: topK, threads: 2)
        for (shortlist, all) in zip(shortlists, Self.allRanked(scorer)) {
            #expect(shortlist == Array(all.prefix(topK)))
        }
    }

    /// Caps of (company, occupation, heap factor): the shortlist cuts each occupation to
    /// occupation × heap factor jobs and must look deeper whenever the greedy pick needs it.
    @Test(arguments: [(1, 2, 1), (0, 3, 1), (2, 0, 2), (1, 1, 1), (3, 10, 2)])
    func diversityCapsPickGreedilyOverAllScores(caps: (company: Int, occupation: Int, heapFactor: Int)) {
        let settings = Self.settings(company: caps.company, occupation: caps.occupation, heapFactor: caps.heapFactor)
        let scorer = Self.scorer(settings, jobs: Self.crowdedJobs)
        let shortlists = scorer.shortlists(for: Self.profiles, topK: 20, threads: 2)
        let cap = DiversityCap(maxPerCompany: caps.company, maxPerOccupation: caps.occupation)
        for (shortlist, all) in zip(shortlists, Self.allRanked(scorer)) {
            #expect(shortlist == cap.select(all, count: 20, corpus: scorer.corpus))
            if caps.occupation > 0 {
                let occupations = Dictionary(grouping: shortlist) { scorer.corpus.columns.occupation[Int($0.job)] }
                #expect(occupations.filter { $0.key >= 0 }.values.allSatisfy { $0.count <= caps.occupation })
            }
        }
        #expect(shortlists.contains { $0.count == 20 }, "caps still fill shortlists from 700 jobs")
    }

    @Test func anyThreadCountGivesTheSameMatches() throws {
        let scorer = Self.scorer(ScoringSettings())
        func encoded(threads: Int) throws -> [Data] {
            let encoder = RecordCoding.makeEncoder()
            return try scorer.map(Self.profiles, threads: threads) { candidate in
                candidate.shortlist(topK: 10).enumerated().map { candidate.match($1, rank: $0 + 1) }
            }.flatMap { $0 }.map { try encoder.encode($0) }
        }
        let one = try encoded(threads: 1)
        #expect(one.count == Self.profiles.count * 10)
        #expect(try encoded(threads: 3) == one)
        #expect(try encoded(threads: 8) == one)
    }

    @Test func shardsScoredApartMergeToOneRun() throws {
        let settings = ScoringSettings()
        let whole = Self.scorer(settings).shortlists(for: Self.profiles, topK: 10, threads: 2)
        var merged: [String: [ScoredJob]] = [:]
        for index in 1...3 {
            let shard = try ShardSpec(index: index, count: 3)
            let part = Self.profiles.filter { shard.contains(id: $0.id) }
            for (profile, shortlist) in zip(part, Self.scorer(settings, profiles: part).shortlists(for: part, topK: 10, threads: 2)) {
                merged[profile.id] = shortlist
            }
        }
        #expect(merged.count == Self.profiles.count)
        for (profile, shortlist) in zip(Self.profiles, whole) {
            #expect(merged[profile.id] == shortlist)
        }
    }

    @Test func componentsAddUpToTheScoreAndReasonsAreShort() {
        let scorer = Self.scorer(ScoringSettings())
        let matches = scorer.map(Self.profiles, threads: 2) { candidate in
            candidate.shortlist(topK: 5).enumerated().map { candidate.match($1, rank: $0 + 1) }
        }.flatMap { $0 }
        for match in matches {
            let thompson = match.components.thompson!
            let sum = FeatureValues.names.reduce(0.0) { total, name in
                let component = match.components.features[name]!
                return total + component.value * component.weight
            } + thompson.sample * thompson.weight
            #expect(abs(sum - match.score) < 1e-12)
            #expect(match.components.features.values.allSatisfy { (0...1).contains($0.value) })
            #expect((2...3).contains(match.reasons.count), "\(match.reasons)")
            #expect(match.problems().isEmpty)
        }
        #expect(matches.contains { $0.reasons.contains { $0.contains("required skills, including") } })
    }

    @Test func thetaIsDrawnOncePerArmAndFollowsTheSeed() {
        func samples(seed: UInt64) -> [String: Set<Double>] {
            let scorer = Self.scorer(ScoringSettings(), seed: seed)
            let matches = scorer.map(Self.profiles, threads: 2) { candidate in
                candidate.shortlist(topK: 20).enumerated().map { candidate.match($1, rank: $0 + 1) }
            }.flatMap { $0 }
            return Dictionary(grouping: matches, by: { $0.components.thompson!.arm })
                .mapValues { Set($0.map { $0.components.thompson!.sample }) }
        }
        let first = samples(seed: 1)
        #expect(first.values.allSatisfy { $0.count == 1 })
        #expect(first.values.contains { _ in true })
        let other = samples(seed: 2)
        let shared = Set(first.keys).intersection(other.keys)
        #expect(shared.contains { first[$0] != other[$0] })
    }

    @Test func hardFiltersRemoveJobs() throws {
        var profile = Self.profiles[0]
        let company = try #require(Self.jobs[0].job.company)
        profile.preferences = JobPreferences(remoteOnly: true, minSalary: Salary(min: 150_000, currency: "USD", period: .year),
                                             excludedCompanies: [company.uppercased()], postedWithinDays: 20)
        let scorer = Self.scorer(ScoringSettings(), profiles: [profile])
        let shortlist = scorer.shortlists(for: [profile], topK: 50, threads: 1)[0]
        #expect(!shortlist.isEmpty)
        for scored in shortlist {
            let job = scorer.corpus.jobs[Int(scored.job)].job
            #expect(job.remote == .remote)
            #expect(job.company != company)
            #expect(scorer.corpus.columns.ageDays[Int(scored.job)] <= 20)
            if let pay = job.salary?.max { #expect(pay >= 150_000) }
        }
    }

    @Test func feedbackRaisesTheArmsPosterior() throws {
        let profile = Self.profiles[0]
        let code = try #require(Self.jobs.compactMap { $0.enrichment.onet.flatMap { SOCCode($0.socCode) } }.first)
        let settings = ScoringSettings()
        var learner = FeedbackLearner(file: ArmsFile(halfLifeDays: 30), settings: settings.learning)
        learner.learn((0..<20).map { index in
            .init(event: FeedbackEvent(eventId: "e\(index)", profileId: profile.id, jobId: "j", action: .apply,
                                       time: Date(timeIntervalSince1970: 1_790_000_000)), socCode: code)
        })
        let group = code.groupKey(at: settings.arms.level)
        func arm(_ arms: ArmsFile?) -> ArmDraw {
            Self.scorer(settings, profiles: [profile], arms: arms).map([profile], threads: 1) { candidate in
                candidate.context.arms.first { $0.group == group }!
            }[0]
        }
        let before = arm(nil), after = arm(learner.file)
        #expect(before.posteriorMean == before.priorMean)
        #expect(after.posteriorMean > 0.9)
        #expect(after.alpha == before.alpha + 60)
    }
}
