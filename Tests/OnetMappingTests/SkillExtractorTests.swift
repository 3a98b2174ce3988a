import MatchCore
import OnetMapping
import Testing

@Suite struct SkillExtractorTests {
    let skills = Fixtures.sample.skills

    func names(_ text: String) -> [String] {
        skills.extract(from: text, field: "text").map(\.name)
    }

    @Test func aliasesMapToTheirTechnology() {
        #expect(names("Strong js and k8s; MS Excel daily") == ["JavaScript", "Kubernetes", "Microsoft Excel"])
    }

    @Test func matchesOnlyWholeWords() {
        #expect(!names("We use Djangoesque patterns and pythonic code").contains("Python"))
        #expect(names("python, Python3 and PYTHON").filter { $0 == "Python" }.count == 1)
    }

    @Test func shortNamesMustMatchInCase() {
        #expect(names("Experience with R and SAS statistical software").contains("R"))
        #expect(!names("r u ready").contains("R"))
    }

    @Test func theLongestOverlappingNameWins() {
        let found = skills.extract(from: "Microsoft Excel power user", field: "text")
        #expect(found.map(\.name) == ["Microsoft Excel"])
        #expect(found[0].evidence == [EvidenceSpan(field: "text", start: 0, end: 15, text: "Microsoft Excel")])
    }

    @Test func spansCountUnicodeScalarsLikePython() {
        // "Café ☕️ — " is 10 scalars: C a f é space ☕ U+FE0F space — space.
        let text = "Café ☕️ — Python"
        let found = skills.extract(from: text, field: "description_text")
        let span = try! #require(found.first?.evidence.first)
        #expect(span.start == 10 && span.end == 16 && span.text == "Python")
        #expect(String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(span.start).prefix(span.end - span.start))) == "Python")
    }

    @Test func findsSkillAndKnowledgeNames() {
        let found = skills.extract(from: "Critical Thinking and Mathematics; knows Customer and Personal Service", field: "text")
        #expect(found.contains { $0.kind == .skill && $0.id == "2.A.2.a" })
        #expect(found.contains { $0.kind == .knowledge && $0.name == "Customer and Personal Service" })
    }

    @Test func derivedProductNamesDropTheVendorAndSoftware() {
        #expect(names("Drawings in AutoCAD and analysis in MATLAB").sorted() == ["Autodesk AutoCAD", "The MathWorks MATLAB"])
    }
}
