@testable import JobIngest
import MatchCore
import Testing

/// The plan works from compact keys: fingerprints as numbers, ids, sources.
@Suite struct DuplicatePlanTests {
    func key(_ source: JobSourceKind, _ id: String, fingerprint: String) -> RecordKey {
        RecordKey(RawJobData(source: source, sourceId: id, title: "Engineer", fingerprint: fingerprint))
    }

    @Test func sameFingerprintAcrossSourcesKeepsTheMostStructuredSource() {
        let keys = [
            key(.rss, "r1", fingerprint: "00000000000000ff"),
            key(.greenhouse, "g1", fingerprint: "00000000000000ff"),
            key(.lever, "l1", fingerprint: "00000000000000ff"),
            key(.lever, "l2", fingerprint: "0123456789abcdef"),
        ]
        let plan = DuplicatePlan(keys: keys, collapse: true)
        #expect(plan.kept.map { keys[$0].id } == ["greenhouse:g1", "lever:l2"])
        // The others, by id, stand behind the kept greenhouse record.
        #expect(plan.sightings[1] == [2, 0])
    }

    @Test func fingerprintsThatAreNotHexDigitsStillGroup() {
        let keys = [key(.rss, "a", fingerprint: "acme|engineer|berlin"), key(.lever, "b", fingerprint: "acme|engineer|berlin"),
                    key(.rss, "c", fingerprint: "other")]
        #expect(keys[0].fingerprint == keys[1].fingerprint && keys[0].fingerprint != keys[2].fingerprint)
        let plan = DuplicatePlan(keys: keys, collapse: true)
        #expect(plan.kept.map { keys[$0].id } == ["lever:b", "rss:c"])
        #expect(plan.sightings == [1: [0]])
    }

    @Test func theLaterOfTwoRecordsWithOneIdWinsAndNothingCollapsesWhenAskedNotTo() {
        let keys = [key(.lever, "x", fingerprint: "00000000000000aa"), key(.greenhouse, "y", fingerprint: "00000000000000aa"),
                    key(.lever, "x", fingerprint: "00000000000000bb")]
        let plan = DuplicatePlan(keys: keys, collapse: false)
        #expect(plan.kept == [1, 2])
        #expect(plan.sightings.isEmpty)
    }
}
