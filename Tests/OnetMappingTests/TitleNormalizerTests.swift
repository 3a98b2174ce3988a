import OnetMapping
import Testing

@Suite struct TitleNormalizerTests {
    @Test(arguments: [
        ("Sr. Software Engineer II (m/w/d) - Remote", "software engineer"),
        ("SWE III", "software engineer"),
        ("Lead RN - ICU Night Shift", "registered nurse"),
        ("CNA (Full-Time) | Sunrise Care, Portland OR", "certified nursing assistant"),
        ("Principal Data Scientist, L6", "data scientist"),
        ("Staff Accountant – Finance Department", "accountant"),
        ("Mgr, Operations", "manager"),
        ("Registered Nurses", "registered nurse"),
        ("Principal", "principal"),
    ])
    func stripsPostingNoise(title: String, expected: String) {
        #expect(TitleNormalizer.normalize(title).key == expected)
    }

    @Test func suffixesStayAsLaterSegments() {
        let normalized = TitleNormalizer.normalize("Accountant - Finance Department - Chicago, IL")
        #expect(normalized.primary == ["accountant"])
        #expect(normalized.allWords.contains("finance"))
        #expect(normalized.allWords.contains("chicago"))
    }
}
