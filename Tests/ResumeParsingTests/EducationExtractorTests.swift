import Testing
@testable import ResumeParsing

@Suite struct EducationExtractorTests {
    @Test func degreeFieldInstitutionGradeAndYear() throws {
        let entries = EducationExtractor.extract(["University of Texas at Austin", "B.S. in Computer Science, 2012, GPA 3.8/4.0",
                                                  "Master of Science, Statistics - University of Chicago, 2018"].map { DocumentLine(text: $0) })
        #expect(entries.count == 2)
        #expect(entries[0].institution == "University of Texas at Austin")
        #expect(entries[0].studyType == "B.S.")
        #expect(entries[0].area == "Computer Science")
        #expect(entries[0].score == "3.8/4.0")
        #expect(entries[0].dates?.endDate == "2012")
        #expect(entries[1].studyType == "Master of Science" && entries[1].area == "Statistics")
        #expect(entries[1].institution == "University of Chicago")
    }

    @Test func aSchoolWithoutUniversityInItsName() throws {
        let entry = try #require(EducationExtractor.extract([DocumentLine(text: "Bachelor of Arts in History, Sciences Po (2014 – 2017)")]).first)
        #expect(entry.institution == "Sciences Po")
        #expect(entry.dates?.startDate == "2014" && entry.dates?.endDate == "2017")
    }

    /// Regressions from the second held-out batch.
    @Test(arguments: [("Phoenix College - Associate of Applied Science, Logistics - 2018", "Associate of Applied Science", "Phoenix College"),
                      ("2008 – 2013\tDiplom-Informatiker, Technical University of Munich", "Diplom-Informatiker", "Technical University of Munich")])
    func degreesBeyondBachelorAndMaster(line: String, studyType: String, institution: String) throws {
        let entry = try #require(EducationExtractor.extract([DocumentLine(text: line)]).first)
        #expect(entry.studyType == studyType)
        #expect(entry.institution == institution)
    }
}
