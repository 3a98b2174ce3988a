import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 30 (ad1–ad6: mixed fields and countries) and 31
/// (ae1–ae6: hourly and skilled jobs), each named after what broke. Every input is written
/// here, small.
@Suite struct Batch30RegressionTests {
    /// Qualifications named after the kind of school that awards them were taken for the
    /// school ("Ontario College Diploma"), the field after the dash lost its commas, and a
    /// national certificate's kind was read as its field.
    @Test func qualificationsNamedAfterTheirSchoolsAndKinds() throws {
        let entries = RegressionInputs.education([
            "Ontario College Diploma — Heating, Refrigeration and Air Conditioning Technician",
            "Durham College — Oshawa, ON",
            "Sept 2021 – Apr 2023 · GPA 3.6/4.0 · Dean’s Honour List",
            "Ontario Secondary School Diploma (OSSD)",
            "Glen Stewart Secondary School — Oshawa, ON · June 2020",
            "2012\tNational Senior Certificate (Matric)",
            "Phomolong Secondary School, Tembisa",
            "Diploma pass – Mathematics, Physical Sciences, Electrical Technology",
        ])
        #expect(entries.map(\.studyType) == ["Ontario College Diploma", "Ontario Secondary School Diploma (OSSD)",
                                             "National Senior Certificate (Matric)"])
        #expect(entries.map(\.institution) == ["Durham College", "Glen Stewart Secondary School", "Phomolong Secondary School"])
        try #require(entries.count == 3)
        #expect(entries[0].area == "Heating, Refrigeration and Air Conditioning Technician")
        #expect(entries[2].area == nil)
    }

    /// An apprenticeship, a certificate named after its subject, A Levels with their subjects,
    /// coursework towards no degree, and a sentence that names an apprenticeship.
    @Test func apprenticeshipsCertificatesAndCoursework() throws {
        let entries = RegressionInputs.education([
            "Level 3 Apprenticeship in Retail Team Leadership",
            "Yorkshire Retail Skills Academy\t|\t2022 – 2023",
            "A Levels",
            "Wharncliffe Sixth Form College, Rotherham\t|\t2015 – 2017",
            "Osceola Health Careers Institute - Kissimmee, FL",
            "Nursing Assistant Certificate (120 clock hours) - Completed 04/2022",
            "General Studies coursework (15 credit hours)\t2014 – 2015",
            "Cisco College, Abilene, TX",
            "High School Diploma\t2014",
            "Lytle Lake High School, Abilene, TX",
            "Certificate III in Commercial Cookery (SIT30816)\t2020 – 2022",
            "The Gordon, Geelong VIC",
            "Completed as part of my apprenticeship",
        ])
        #expect(entries.map(\.studyType) == ["Level 3 Apprenticeship", "A Levels", "Certificate", nil, "High School Diploma",
                                             "Certificate III"])
        #expect(entries.map(\.area) == ["Retail Team Leadership", nil, "Nursing Assistant", "General Studies", nil,
                                        "Commercial Cookery"])
        try #require(entries.count == 6)
        #expect(entries[3].institution == "Cisco College")
    }

    /// A school with no school word, before its dates, over the next degree opens the next
    /// entry; its subjects after a colon are no field.
    @Test func aSchoolBeforeItsDatesOverTheNextDegree() throws {
        let entries = RegressionInputs.education([
            "Cardiff Metropolitan University\t2012 – 2015",
            "BSc (Hons) Accounting and Finance, 2:1",
            "Ysgol Gyfun Glantaf, Cardiff\t2010 – 2012",
            "A Levels: Mathematics (A), Economics (A), Welsh (B)",
        ])
        #expect(entries.map(\.institution) == ["Cardiff Metropolitan University", "Ysgol Gyfun Glantaf"])
        #expect(entries.map(\.studyType) == ["BSc (Hons)", "A Levels"])
        try #require(entries.count == 2)
        #expect(entries[1].area == nil)
    }

    /// Compound headings whose first word the lexicon does not know, and a comma inside a
    /// title's bracket.
    @Test func compoundHeadingsAndCommasInBrackets() throws {
        let resume = try RegressionInputs.parseBody("""
            LICENSE / CERTIFICATIONS
            • BLS Provider (CPR/AED) - American Heart Association - Exp. 08/2026
            WORK EXPERIENCE
            Home Health Aide (part-time, weekends) 03/2023 - Present
            Gentle Harbor Home Care - Kissimmee, FL
            • Bathing, dressing and meal preparation for three clients
            TRADE QUALIFICATIONS, LICENCES & TRAINING
            • Working at Heights – 2024
            """)
        #expect(resume.certificates.map(\.name) == ["BLS Provider (CPR/AED)", "Working at Heights"])
        #expect(resume.work.map(\.position) == ["Home Health Aide (part-time, weekends)"])
        #expect(SectionLexicon.kind(ofCompound: "Registration & certificates") == .certificates)
    }
}
