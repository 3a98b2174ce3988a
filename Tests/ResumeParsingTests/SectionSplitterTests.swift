import Testing
@testable import ResumeParsing

@Suite struct SectionSplitterTests {
    @Test(arguments: [
        ("Work History", SectionKind.experience), ("PROFESSIONAL EXPERIENCE", .experience), ("Employment", .experience),
        ("Skills & Interests", .skills), ("Technical Skills", .skills), ("Licenses & Certifications", .certificates),
        ("Awards / Honors", .awards), ("Objective", .summary), ("Education and Training", .education),
        ("Volunteer Experience", .volunteer), ("WORKHISTORY", .experience), ("Selected Projects", .projects),
    ])
    func lexiconKnowsSynonymsAndCompounds(heading: String, kind: SectionKind) {
        #expect(SectionLexicon.kind(ofHeading: heading) == kind)
    }

    @Test func wordsThatOnlyEndLikeHeadingsAreNotHeadings() {
        #expect(SectionLexicon.kind(ofHeading: "User Research") == nil)
        #expect(SectionLexicon.kind(ofHeading: "Built the payments platform") == nil)
    }

    @Test func splitsAtHeadingsAndKeepsInlineHeadingContent() {
        let lines = ["Jane Doe", "EXPERIENCE", "Engineer, Acme\t2019 – Present", "SKILLS", "Languages: Go, SQL", "Education: BSc Physics, MIT"]
            .map { DocumentLine(text: $0) }
        let sections = SectionSplitter.split(lines)
        #expect(sections.map(\.kind) == [.header, .experience, .skills, .education])
        #expect(sections[2].lines.map(\.text) == ["Languages: Go, SQL"], "a group inside skills is not a languages heading")
        #expect(sections[3].lines.map(\.text) == ["BSc Physics, MIT"])
    }

    @Test func aSkillNamedLikeAHeadingDoesNotOpenASectionWhenHeadingsAreStyled() {
        let lines = [DocumentLine(text: "Skills", size: 14), DocumentLine(text: "Research", size: 10), DocumentLine(text: "Figma", size: 10),
                     DocumentLine(text: "Education", size: 14), DocumentLine(text: "BA, Oxford University, 2010", size: 10)]
        let sections = SectionSplitter.split(lines)
        #expect(sections.map(\.kind) == [.header, .skills, .education])
        #expect(sections[1].lines.map(\.text) == ["Research", "Figma"])
    }

    @Test func anUnknownHeadingIsClassifiedByContent() {
        let lines = ["Jane Doe", "EXPERIENCE", "Engineer, Acme\t2019 – Present", "TOOLBOX AND STACK", "Go, SQL, Docker, Kafka"]
            .map { DocumentLine(text: $0, startsBlock: true) }
        #expect(SectionSplitter.split(lines).map(\.kind) == [.header, .experience, .skills])
    }
}
