import OnetMapping
import Testing

@Suite struct EducationLevelParserTests {
    @Test(arguments: [
        ("Bachelor's degree in Computer Science required; Master's preferred", 6),
        ("MS or PhD in statistics", 8),
        ("High school diploma or GED", 2),
        ("Associate degree in Nursing or BSN", 5),
        ("Ph.D. in physics", 11),
        ("J.D. from an accredited law school", 10),
    ])
    func requiredLevelIsTheLowestDegreeNamed(text: String, level: Int) {
        #expect(EducationLevelParser.requiredLevel(in: text) == level)
    }

    @Test func msExcelIsNotAMastersDegree() {
        #expect(EducationLevelParser.requiredLevel(in: "Advanced MS Excel skills") == nil)
    }

    @Test func candidatesGetTheirHighestDegree() {
        #expect(EducationLevelParser.highestLevel(in: ["Bachelor of Science Biology", "Master of Business Administration", "MBA"]) == 8)
        #expect(EducationLevelParser.highestLevel(in: ["Doctor of Philosophy"]) == 11)
    }
}
