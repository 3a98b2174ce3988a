import Testing
@testable import ResumeParsing

@Suite struct TextCleanerTests {
    @Test func nfkcTurnsLigaturesIntoLetters() {
        #expect(TextCleaner.cleanLine("Ofﬁce manager, ﬂuent in Excel") == "Office manager, fluent in Excel")
    }

    @Test(arguments: [("E XPERIENCE", "EXPERIENCE"), ("W ORK E XPERIENCE", "WORK EXPERIENCE"), ("S K I L L S", "SKILLS"),
                      ("Jane A Doe", "Jane A Doe"), ("AWS", "AWS")])
    func closesLetterSpacedHeadings(raw: String, cleaned: String) {
        #expect(TextCleaner.cleanLine(raw) == cleaned)
    }

    @Test(arguments: ["● Led a team", "▪ Led a team", "- Led a team", "* Led a team", "➢ Led a team", "•Led a team"])
    func bulletsBecomeOneMark(raw: String) {
        #expect(TextCleaner.cleanLine(raw) == "• Led a team")
    }

    @Test func dashesThatAreNotBulletsStay() {
        #expect(TextCleaner.cleanLine("-5% churn") == "-5% churn")
    }

    @Test func joinsWordsHyphenatedAtLineEnds() {
        let lines = TextCleaner.clean([DocumentLine(text: "• Moved billing to an event-driven archi-"), DocumentLine(text: "tecture in six weeks")])
        #expect(lines.map(\.text) == ["• Moved billing to an event-driven architecture in six weeks"])
        let kept = TextCleaner.clean([DocumentLine(text: "Senior Engineer -"), DocumentLine(text: "Acme")])
        #expect(kept.count == 2)
    }

    @Test func collapsesSpacesButKeepsTabs() {
        #expect(TextCleaner.cleanLine("  Acme   Corp \t\t 2019 ") == "Acme Corp\t2019")
    }
}
