import Foundation
import MatchCore

/// Turns feedback events into decayed evidence per (profile, occupation).
///
/// Learning is idempotent (an event id seen before is skipped) and independent of the order
/// events arrive in: every event's weight is decayed from its own time to the file's `as_of`,
/// the latest event time, so that learning in one batch or in several gives the same evidence.
public struct FeedbackLearner {
    public private(set) var file: ArmsFile
    private let settings: LearningSettings
    private var seen: Set<String>

    /// Starts from `file` (an empty `ArmsFile` on the first run).
    public init(file: ArmsFile, settings: LearningSettings) {
        self.file = file
        self.settings = settings
        seen = Set(file.seenEventIds)
    }

    /// An event ready to learn from: the event and the detailed occupation of its job.
    public struct Observation: Sendable {
        public var event: FeedbackEvent
        public var socCode: SOCCode

        public init(event: FeedbackEvent, socCode: SOCCode) {
            self.event = event
            self.socCode = socCode
        }
    }

    /// Whether an event with this id has been learned already.
    public func hasSeen(eventId: String) -> Bool { seen.contains(eventId) }

    /// Learns from `observations`, skipping ids already seen; returns how many were new.
    @discardableResult
    public mutating func learn(_ observations: [Observation]) -> Int {
        var fresh: [Observation] = []
        for observation in observations where !seen.contains(observation.event.eventId) {
            seen.insert(observation.event.eventId)
            fresh.append(observation)
        }
        guard !fresh.isEmpty else { return 0 }
        // A fixed order makes the floating-point sums independent of the input's order.
        fresh.sort { ($0.event.time, $0.event.eventId) < ($1.event.time, $1.event.eventId) }
        let latest = fresh.map(\.event.time).max()!
        let asOf = max(file.asOf ?? latest, latest)
        if let previous = file.asOf {
            let factor = decay(from: previous, to: asOf)
            for index in file.arms.indices {
                file.arms[index].successes *= factor
                file.arms[index].failures *= factor
            }
        }
        var positions = Dictionary(uniqueKeysWithValues: file.arms.enumerated().map { (Key($0.element), $0.offset) })
        for observation in fresh {
            let event = observation.event
            let key = Key(profileId: event.profileId, socCode: observation.socCode.description)
            let index: Int
            if let known = positions[key] {
                index = known
            } else {
                index = file.arms.count
                file.arms.append(ArmEvidence(profileId: key.profileId, socCode: key.socCode))
                positions[key] = index
            }
            let weight = settings.weight(of: FeedbackActionName(event.action)) * decay(from: event.time, to: asOf)
            if weight >= 0 {
                file.arms[index].successes += weight
            } else {
                file.arms[index].failures -= weight
            }
            file.arms[index].events += 1
            file.arms[index].lastEventAt = max(file.arms[index].lastEventAt ?? event.time, event.time)
        }
        file.arms.sort { ($0.profileId, $0.socCode) < ($1.profileId, $1.socCode) }
        file.asOf = asOf
        file.halfLifeDays = settings.halfLifeDays
        file.seenEventIds = seen.sorted()
        return fresh.count
    }

    /// 2^(−Δt / half-life): what one unit of evidence from `start` is worth at `end`.
    private func decay(from start: Date, to end: Date) -> Double {
        let days = max(0, end.timeIntervalSince(start)) / 86_400
        return exp2(-days / settings.halfLifeDays)
    }

    private struct Key: Hashable {
        var profileId: String
        var socCode: String

        init(profileId: String, socCode: String) {
            self.profileId = profileId
            self.socCode = socCode
        }

        init(_ evidence: ArmEvidence) {
            self.init(profileId: evidence.profileId, socCode: evidence.socCode)
        }
    }
}

extension FeedbackActionName {
    /// The settings name of a record's action.
    public init(_ action: FeedbackAction) {
        self = FeedbackActionName(rawValue: action.rawValue)!
    }
}
