import MatchCore
import Testing
@testable import ResumeParsing

/// Education the held-out resumes printed in ways the extractor misread (fourteenth session):
/// tables under a row of column names (Indian and Nigerian CVs), grades on a new entry's line,
/// grades as British, German, Portuguese and BTEC CVs print them, thesis and module lines, and
/// California's transfer degrees. Every input is written here, small.
@Suite struct EducationTablesAndGradesTests {
    /// The row of column names is no course of study, and each row is read by its columns: a
    /// qualification the degree list does not know keeps its stream, the board is no school, the
    /// town after the school is dropped, and the percentage is the grade.
    @Test func aTableIsReadByItsColumnNames() {
        let entries = RegressionInputs.education([
            "Qualification\tInstitution\tBoard / University\tYear\tPercentage / CGPA",
            "B.Pharmacy\tKrishna Valley College of Pharmacy, Vijayawada\tJNTU Kakinada\t2018\t71.6%",
            "Intermediate (BiPC)\tVikas Junior College, Vijayawada\tBoard of Intermediate Education, A.P.\t2014\t88.2%",
            "SSC\tSunrise Model High School, Vijayawada\tBoard of Secondary Education, A.P.\t2012\t9.3 CGPA",
        ])
        #expect(entries.map(\.institution) == ["Krishna Valley College of Pharmacy", "Vikas Junior College", "Sunrise Model High School"])
        #expect(entries.map(\.studyType) == ["B.Pharmacy", "Intermediate", "SSC"])
        #expect(entries.map(\.area) == [nil, "BiPC", nil])
        #expect(entries.map(\.score) == ["71.6%", "88.2%", "9.3 CGPA"])
        #expect(entries.map { $0.dates?.endDate } == ["2018", "2014", "2012"])
    }

    /// Columns in another order; a qualification "in view" (Nigerian English for in progress) is
    /// current, a dash is no grade, and a certificate whose bracket spells its initials is whole.
    @Test func aTableInAnotherOrderWithAQualificationInProgress() throws {
        let entries = RegressionInputs.education([
            "Year\tInstitution\tQualification\tClass / Grade",
            "2025 – 2026\tUniversity of Leicester, Leicester, UK\tMSc Data Analytics (in view)\t—",
            "2015 – 2020\tUniversity of Ibadan, Ibadan, Oyo State\tB.Sc. (Hons) Statistics\tSecond Class Upper Division",
            "2008 – 2014\tOluyole Model College, Ibadan\tWest African Senior School Certificate (WASSCE)\t—",
            "MSc modules: Statistical Learning, Big Data Analytics, Data Visualisation",
        ])
        try #require(entries.count == 3)
        #expect(entries[0].studyType == "MSc" && entries[0].area == "Data Analytics")
        #expect(entries[0].dates?.isCurrent == true && entries[0].score == nil)
        #expect(entries[1].institution == "University of Ibadan" && entries[1].score == "Second Class Upper Division")
        #expect(entries[2].studyType == "West African Senior School Certificate (WASSCE)" && entries[2].area == nil)
        #expect(entries[2].courses.contains("Big Data Analytics"), "a modules line lists courses, not a degree")
        #expect(EducationTable(header: "Degree\tInstitute\tBoard/University\tYear\tPercentage/CGPA") != nil)
        #expect(EducationTable(header: "Bachelor of Science\tUniversity of Leeds\t2015") == nil)
    }

    /// A grade on the line that starts a new entry belonged to the entry before it.
    @Test func aGradeBelongsToTheEntryWhoseLineItIsOn() {
        let entries = RegressionInputs.education([
            "M.S. in Geology, Oregon State University, 2012",
            "B.S. in Environmental Science, University of Montana, May 2010, summa cum laude",
        ])
        #expect(entries.map(\.score) == [nil, "summa cum laude"])
    }

    @Test(arguments: [
        ("University College Cork – Result: 2.1", "2.1"),
        ("Cardiff Metropolitan University, 2:1", "2:1"),
        ("Grade: 16/20", "16/20"),
        ("Grades: D*DM", "D*DM"),
        ("Derby College – Distinction", "Distinction"),
        ("Abschlussnote: 1,7", "1,7"),
        ("GPA 3.8 / 4.0", "3.8/4.0"),
    ])
    func gradesAsCVsPrintThem(line: String, grade: String) throws {
        let entry = try #require(RegressionInputs.education(["Bachelor of Science in Economics\t2012 – 2015", line]).first)
        #expect(entry.score == grade)
    }

    /// The first grade of an entry is its own: the GPA, not the honour on a later line.
    @Test func theFirstGradeOfAnEntryStays() throws {
        let entry = try #require(RegressionInputs.education([
            "2007–2011\tBachelor of Science in Geomatics, Oregon Institute of Technology, GPA 3.62/4.0",
            "Minor in Geographic Information Systems. Graduated cum laude.",
        ]).first)
        #expect(entry.score == "3.62/4.0")
    }

    /// "Master thesis" under a master's degree was read as a second master's degree.
    @Test func aThesisLineIsNoDegree() {
        let entries = RegressionInputs.education([
            "2014–2016\tM.Sc. in Finance and Accounting, Warsaw School of Economics (SGH), Warsaw",
            "Master thesis\tHedging fuel-price risk in Polish road haulage firms",
            "2011–2014\tB.A. in Economics, University of Warsaw, Warsaw",
        ])
        #expect(entries.map(\.studyType) == ["M.Sc.", "B.A."])
    }

    /// "for Transfer (AS-T)" is part of the degree's name, and the field follows it.
    @Test func aTransferDegreeKeepsItsName() throws {
        let entry = try #require(RegressionInputs.education([
            "Bakersfield College, Bakersfield, CA",
            "Associate in Science for Transfer (AS-T), Business Administration",
        ]).first)
        #expect(entry.studyType == "Associate in Science for Transfer (AS-T)")
        #expect(entry.area == "Business Administration")
    }
}
