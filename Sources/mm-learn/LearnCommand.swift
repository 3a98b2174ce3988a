import ArgumentParser
import Foundation
import MatchCore
import StageCLI
import ThompsonScoring

@main
struct LearnCommand: StageCommand {
    static let configuration = CommandConfiguration(
        commandName: "mm-learn",
        abstract: "Turn feedback events into the Beta evidence of each Thompson arm (arms.json).",
        discussion: """
        Reads feedback events (JSONL: event_id, profile_id, job_id, action apply | save | like | \
        skip | dislike, time) and the previous arms.json, and writes the new one atomically. Each \
        event adds its action's weight (learning.actions in the weights file) to the evidence of \
        its (profile, occupation) arm, decayed with learning.half_life_days. An event id already \
        learned is skipped, so feeding the same file twice changes nothing. Events for jobs not in \
        --jobs, profiles not in --profiles (when given), or with times in the future are rejected.

        Examples:
          mm-learn feedback.jsonl --jobs jobs.enriched.jsonl --weights pipelines/weights.yaml -o arms.json
          mm-learn new-feedback.jsonl --jobs jobs.enriched.jsonl --profiles profiles.jsonl \\
                   --arms arms.json -o arms.json
        """)

    @OptionGroup var stage: StageOptions

    @Option(help: "The enriched jobs the feedback is about: they give each job's occupation.")
    var jobs: String

    @Option(help: "Profiles to check the events' profile ids against.")
    var profiles: String?

    @Option(help: "The previous arms file to add to; leave out on the first run.")
    var arms: String?

    @Option(help: "The weights file (action weights, half-life).")
    var weights = "pipelines/weights.yaml"

    @Option(help: ArgumentHelp("The clock for rejecting events from the future (ISO 8601; default: now).", valueName: "time"))
    var now: String?

    func validate() throws {
        if stage.shard != nil {
            throw ValidationError("mm-learn does not shard: arms.json is one file; run it once on all feedback")
        }
        if let now, ISO8601Timestamp.parse(now) == nil {
            throw ValidationError("--now \"\(now)\" is not an ISO 8601 time (e.g. 2026-11-22T00:00:00Z)")
        }
    }

    func run() throws {
        let settings = try SettingsFile.load(path: weights)
        let previous = try arms.map(ArmsFile.read(path:)) ?? ArmsFile(halfLifeDays: settings.learning.halfLifeDays)
        let clock = now.flatMap(ISO8601Timestamp.parse) ?? Date()
        var parameters = ["jobs": jobs, "weights": weights, "half_life_days": "\(settings.learning.halfLifeDays)"]
        parameters["profiles"] = profiles
        parameters["arms"] = arms
        let run = try StageRun(tool: "mm-learn", options: stage, parameters: parameters, unit: "events")
        let threads = stage.threadCount
        let references = try FeedbackReferences(jobs: jobs, profiles: profiles, threads: threads)
        var learner = FeedbackLearner(file: previous, settings: settings.learning)
        let latestAllowed = clock.addingTimeInterval(settings.learning.futureToleranceMinutes * 60)
        var observations: [FeedbackLearner.Observation] = []
        var inputs = references.fingerprints
        var repeated = 0
        for path in stage.inputPaths {
            // Rejects of a file go out in line order, whether decoding or checking found them.
            var rejects: [Reject] = []
            let file = try RecordFile.read(FeedbackEvent.self, path: path, threads: threads) { rejects.append($0) }
            inputs.append(file.fingerprint)
            run.counts.read += rejects.count + file.records.count
            for (event, position) in zip(file.records, file.positions) {
                if let problem = references.problem(with: event, latestAllowed: latestAllowed, jobsPath: jobs) {
                    rejects.append(Reject(input: path, line: position.line, offset: position.offset, recordId: event.eventId,
                                          reason: problem))
                } else if learner.hasSeen(eventId: event.eventId) {
                    repeated += 1
                } else {
                    observations.append(.init(event: event, socCode: references.occupation(of: event.jobId)!))
                }
            }
            for reject in rejects.sorted(by: { ($0.line ?? 0) < ($1.line ?? 0) }) { try run.reject(reject) }
        }
        let learned = learner.learn(observations)
        if repeated > 0 { run.logger.info("skipped \(repeated) events already learned") }
        run.logger.info("learned \(learned) new events into \(learner.file.arms.count) arms")
        let sink = try openOutput(stage.output)
        try sink.write(try learner.file.encoded())
        try sink.commit()
        run.counts.written = learned
        inputs.append(try RecordFile.fingerprint(of: weights))
        if let arms { inputs.append(try RecordFile.fingerprint(of: arms)) }
        try run.finish(inputs: inputs, outputs: [sink.fingerprint.with(records: learner.file.arms.count)])
    }
}
