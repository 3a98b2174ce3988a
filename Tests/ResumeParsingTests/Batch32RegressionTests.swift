import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 32 (af1–af6: office, public-sector and healthcare
/// jobs) and 33 (ag1–ag6: technical and creative people), each named after what broke. Every
/// input is written here, small.
@Suite struct Batch32RegressionTests {
    /// "Certificate in Project Management" was taken for a degree's project (the test that
    /// keeps "Master’s thesis" from being a degree), so the certificate was lost.
    @Test func aCertificateInProjectManagementIsADegree() throws {
        let entry = try #require(RegressionInputs.education(["2021 Certificate in Project Management (noncredit, 4 courses)",
                                                             "University of Wisconsin-Madison (evening program)"]).first)
        #expect(entry.studyType == "Certificate" && entry.area == "Project Management")
        #expect(entry.institution == "University of Wisconsin-Madison")
        #expect(EntryVocabulary.degree(in: "Master’s thesis: fatigue of lugs") == nil)
    }

    /// A programme named with its abbreviation is the study when it opens an entry, and the
    /// school when it comes under a degree that has none; a minor after a comma is no field;
    /// Spanish degrees with their English gloss; the Indian Intermediate's stream.
    @Test func programmesGlossesAndStreams() throws {
        let entries = RegressionInputs.education([
            "CPA Professional Education Program (CPA PEP)\t2016 – 2019",
            "CPA Western School of Business",
            "Bachelor of Commerce (Honours) – Major in Accounting, Minor in Economics\t2012 – 2016",
            "University of Manitoba, Winnipeg, MB",
            "Certificate of Completion, Elevator Mechanic Apprenticeship\t2011 – 2015",
            "National Elevator Industry Educational Program (NEIEP)",
            "2019–2021 Maestría en Ingeniería (Master of Engineering), Mechanical Design, Universidad Autónoma de Querétaro",
            "Intermediate (MPC)\tSri Sai Vignan Junior College\t2017",
        ])
        try #require(entries.count == 5)
        #expect(entries.map(\.studyType) == ["CPA Professional Education Program (CPA PEP)", "Bachelor of Commerce (Honours)",
                                             "Certificate of Completion", "Maestría en Ingeniería (Master of Engineering)", "Intermediate"])
        #expect(entries.map(\.institution) == ["CPA Western School of Business", "University of Manitoba",
                                               "National Elevator Industry Educational Program (NEIEP)",
                                               "Universidad Autónoma de Querétaro", "Sri Sai Vignan Junior College"])
        #expect(entries[1].area == "Accounting" && entries[3].area == "Mechanical Design" && entries[4].area == "MPC")
    }

    /// An employer before a country or a state code was read as a city ("Temasek Diagnostics
    /// Pte. Ltd., Singapore", "Upstate Family Medicine Partners, PA"); a Mexican legal form after
    /// a comma cut the employer; a unit holding an organisation's word under the employer's line
    /// was read as the employer; "Preparer" was no title word.
    @Test func employersBeforePlacesAndTheirLegalForms() throws {
        #expect(PlaceParser.find(in: "Temasek Diagnostics Pte. Ltd., Singapore")?.location.city == nil)
        #expect(PlaceParser.find(in: "Upstate Family Medicine Partners, PA | Spartanburg, SC")?.location.city == "Spartanburg")
        #expect(PlaceParser.find(in: "Adelaide SA, Australia")?.location.city == "Adelaide")
        let resume = try RegressionInputs.parseBody("""
            PROFESSIONAL EXPERIENCE
            Calapooya County Health & Human Services — Springfield, OR
            Social Worker III, Child Protective Services (June 2020 – present)
            • Carry a caseload of 10–14 CPS assessments a month.
            Northgate Tax Services\tWinnipeg, MB
            Tax Preparer (seasonal)\tFeb – Apr 2015
            • Prepared personal returns.
            2018–2021\tMechanical Design Engineer, Aerovance Components de México, S.A. de C.V., Querétaro, Qro.
            • Designed brackets.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Social Worker III, Child Protective Services @ Calapooya County Health & Human Services | 2020-06–now",
            "Tax Preparer (seasonal) @ Northgate Tax Services | 2015-02–2015-04",
            "Mechanical Design Engineer @ Aerovance Components de México, S.A. de C.V. | 2018–2021",
        ])
    }

    /// Batch 34 (ah1–ah6): a remark in brackets before a tab closed the gap the dates left
    /// ("Business Management (in progress)⇥Columbus State …" ran into one field), and a course
    /// named in capitals ("Sales Associate Pre-Licensing Course") opens its entry, where the
    /// degree below it used to take its school.
    @Test func aRemarkBeforeDatesAndANamedCourse() throws {
        let inProgress = try #require(RegressionInputs.education([
            "Associate of Applied Business, Business Management (in progress) 2023 - Present Columbus State Community College, Columbus, OH",
        ]).first)
        #expect(inProgress.area == "Business Management" && inProgress.institution == "Columbus State Community College")
        let entries = RegressionInputs.education([
            "Sales Associate Pre-Licensing Course (63 hours)",
            "Suncoast Real Estate Academy · Tampa, FL · Oct – Dec 2024",
            "Associate in Arts (A.A.)",
            "Hillsborough Community College · Tampa, FL · 2015 – 2017",
        ])
        #expect(entries.map(\.institution) == ["Suncoast Real Estate Academy", "Hillsborough Community College"])
        #expect(EntryVocabulary.degree(in: "ran the weekly laboratory course") == nil)
    }

    /// A film editor's "SELECTED CREDITS" are productions, not jobs; a capstone line is a remark
    /// on the degree, not a school.
    @Test func creditsAndCapstones() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Senior Video Editor\tApr 2022 – Present
            Tallgrass Media Inc.
            • Cut weekly documentary shorts.
            SELECTED CREDITS
            Editor — “Kin of the Saltwater” (2023)
            EDUCATION
            B.S. in Computer Science
            University of Washington
            Seattle, WA · 2015 – 2019
            Capstone: offline-first transit app (Allen School showcase)
            """)
        #expect(resume.work.map(\.position) == ["Senior Video Editor"])
        #expect(resume.education.map(\.institution) == ["University of Washington"])
    }
}
