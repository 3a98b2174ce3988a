import Foundation
import JobIngest
import Testing

@Suite struct PostingDatesTests {
    @Test(arguments: [
        ("2026-07-10T16:15:41-04:00", "2026-07-10T20:15:41Z"),
        ("2026-07-06T00:00:00.0000", "2026-07-06T00:00:00Z"),
        ("2024-12-07 15:33:17", "2024-12-07T15:33:17Z"),
        ("Thu, 16 Jul 2026 14:57:15 +0000", "2026-07-16T14:57:15Z"),
        ("Thu, 04 Jun 2026 17:37:43 GMT", "2026-06-04T17:37:43Z"),
        ("Mon, 06 Jul 2026 09:30:00 +0200", "2026-07-06T07:30:00Z"),
        ("Tue, 7 Jul 26 14:00 EST", "2026-07-07T19:00:00Z"),
        ("1782821535482", "2026-06-30T12:12:15Z"),
        ("10/3/24, 2:15 PM", "2024-10-03T14:15:00Z"),
        ("06/15/2016", "2016-06-15T00:00:00Z"),
        ("2026-07-06 10:00:00 UTC", "2026-07-06T10:00:00Z"),
    ])
    func readsEachForm(text: String, expected: String) {
        #expect(PostingDates.parse(text).map(ISO8601TimestampText.format) == expected)
    }

    @Test(arguments: ["", "1 week ago", "soon", "32/13/2026", "Thu, 99 Foo 2026"])
    func refusesWhatIsNoDate(text: String) {
        #expect(PostingDates.parse(text) == nil)
    }

    @Test func epochSecondsAndMilliseconds() {
        #expect(PostingDates.fromEpoch(1_380_917_667_108) == Date(timeIntervalSince1970: 1_380_917_667))
        #expect(PostingDates.fromEpoch(1_380_917_667) == Date(timeIntervalSince1970: 1_380_917_667))
    }
}

/// Formats dates for comparison.
enum ISO8601TimestampText {
    static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
