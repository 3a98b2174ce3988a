import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 11 and 12 (mainstream resumes: a truck driver's plain
/// text, an HR generalist's and a restaurant manager's DOCX, a pharmacist's LibreOffice PDF, a
/// designer's two-column Chromium PDF, a civil engineer's pdflatex CV; an emergency nurse, a
/// teacher turned analyst), each named after what broke. Every input is written here, small,
/// in the shape that broke.
@Suite struct Batch12RegressionTests {
    // MARK: - Work entries

    /// "Company | Title - Qualifier | dates": the dash split the title, and its qualifier became
    /// the role's location.
    @Test func titleQualifierBetweenBars() throws {
        let resume = try RegressionInputs.parseBody("""
            WORK EXPERIENCE
            Ozark Mountain Freight Lines | Regional Driver - Dedicated Account | 07/2021 - Present
            - Run a dedicated grocery account out of Springfield to 40+ stores
            """)
        #expect(RegressionInputs.roles(resume) == ["Regional Driver - Dedicated Account @ Ozark Mountain Freight Lines | 2021-07–now"])
        #expect(resume.work.first?.location == nil)
    }

    /// "Charge Nurse – Telemetry" over the employer's own line: the dash split the title and the
    /// unit ("Emergency Department", an employer's word in it) took the employer's place.
    @Test func titleQualifierOverTheEmployersLine() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Registered Nurse – Emergency Department (Per Diem)\t03/2023 – Present
            Riverbend Medical Center, Louisville, KY
            • Work 3–4 twelve-hour shifts a month in a Level II trauma center.
            Travel Registered Nurse – Emergency Department\t09/2019 – 02/2023
            Meridian Travel Nursing, Nashville, TN
            • Two 13-week contracts a year.
            Software Engineer – Globex\t2015 – 2019
            Springfield
            • Built billing services.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Registered Nurse – Emergency Department (Per Diem) @ Riverbend Medical Center | 2023-03–now",
            "Travel Registered Nurse – Emergency Department @ Meridian Travel Nursing | 2019-09–2023-02",
            // A line that is neither an employer nor beside a place leaves the dash a separator.
            "Software Engineer @ Globex | 2015–2019",
        ])
    }

    /// "Generalist", "Teller": titles the vocabulary did not know, so the role had no position
    /// and the headline under the name no label.
    @Test func titleWordsOfMoreOccupations() throws {
        let resume = try RegressionInputs.parse("""
            Alicia Fontenot
            Human Resources Generalist
            alicia@example.com

            EXPERIENCE
            Gulf Coast Regional Bank\tBaton Rouge, LA
            Human Resources Generalist\tApril 2020 – Present
            • Partner with managers of 22 branches on employee relations.
            """)
        #expect(resume.basics.label == "Human Resources Generalist")
        #expect(RegressionInputs.roles(resume) == ["Human Resources Generalist @ Gulf Coast Regional Bank | 2020-04–now"])
    }

    /// A sentence of eleven words wrapped before its full stop ("… approvals rose from" over
    /// "40% to 65%."): read as heading lines, it became the next role's employer.
    @Test func wrappedSentenceIsNotAHeading() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Senior Graphic Designer\tMar 2021 – Present
            Fernwood Creative · Portland, OR
            Art direct photo shoots and guide two junior designers from concept sketches to press
            checks.
            Built the agency’s Figma brand-system templates; first-round client approvals rose from
            40% to 65%.
            Graphic Designer\tAug 2018 – Feb 2021
            Fernwood Creative · Portland, OR
            Designed logos, brand guidelines, trade-show graphics and social media campaigns.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Senior Graphic Designer @ Fernwood Creative | 2021-03–now", "Graphic Designer @ Fernwood Creative | 2018-08–2021-02",
        ])
        #expect(resume.work.first?.summary?.hasSuffix("rose from 40% to 65%.") == true)
    }

    /// "Mathematics Teacher, Grades 7–8": a range of grades stays with the title as one grade does.
    @Test func gradeRangeStaysWithTheTitle() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Mathematics Teacher, Grades 7–8\tAug 2014 – Jun 2022
            Westbrook Hills Middle School — Leander, TX
            • Taught pre-algebra to 150 students a year.
            """)
        #expect(RegressionInputs.roles(resume) == ["Mathematics Teacher, Grades 7–8 @ Westbrook Hills Middle School | 2014-08–2022-06"])
    }

    // MARK: - Education

    /// A narrow sidebar cut "Bachelor of Fine Arts (BFA)," and "Cascadia College of Art &" short:
    /// the field became the school and the school lost its last word.
    @Test func educationLinesCutInANarrowColumn() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            Bachelor of Fine Arts (BFA),
            Graphic Design
            Cascadia College of Art &
            Design
            2012 – 2016
            """)
        #expect(resume.education.count == 1)
        #expect(resume.education.first?.studyType == "Bachelor of Fine Arts (BFA)")
        #expect(resume.education.first?.area == "Graphic Design")
        #expect(resume.education.first?.institution == "Cascadia College of Art & Design")
    }

    /// "Master of Science in Nursing (MSN), Nursing Education": the abbreviation names the field
    /// too, so the degree is the whole name and the next piece its field; an abbreviation of
    /// the degree alone ("(BS)") leaves the field as it was.
    @Test func abbreviationThatNamesTheFieldToo() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            Master of Science in Nursing (MSN), Nursing Education — in progress\tExpected May 2026
            Bellarmine University, Louisville, KY
            Bachelor of Science in Biology (BS)\tMay 2016
            University of Louisville, Louisville, KY
            """)
        #expect(resume.education.map(\.studyType) == ["Master of Science in Nursing (MSN)", "Bachelor of Science"])
        #expect(resume.education.map(\.area) == ["Nursing Education", "Biology"])
        #expect(resume.education.map(\.institution) == ["Bellarmine University", "University of Louisville"])
    }

    /// A DOCX table cell with the degree and the college in two paragraphs: read as one line,
    /// the field ran into the college's name.
    @Test func tableCellParagraphsStayApart() throws {
        let cell = DOCXFixture.paragraph("Associate of Applied Science (AAS) – Culinary Arts")
            + DOCXFixture.paragraph("Olentangy Valley Community College, Columbus, OH")
        let body = DOCXFixture.paragraph("Pat Quinn") + DOCXFixture.paragraph("pat@example.com")
            + DOCXFixture.paragraph("EDUCATION", bold: true)
            + "<w:tbl><w:tr><w:tc>\(DOCXFixture.paragraph("2012"))</w:tc><w:tc>\(cell)</w:tc></w:tr></w:tbl>"
        let data = try DOCXFixture.archive(["word/document.xml": DOCXFixture.document(body)])
        let resume = try ResumeParser().parse(data, sourceFile: "r.docx", id: "resume:r")
        #expect(resume.education.first?.area == "Culinary Arts")
        #expect(resume.education.first?.institution == "Olentangy Valley Community College")
    }

    // MARK: - Certificates, languages, skills

    @Test func certificatesNamedByAcronymsLevelsAndSiblings() throws {
        let resume = try RegressionInputs.parseBody("""
            CERTIFICATIONS
            BLS and ACLS — American Heart Association, current
            ACI Concrete Field Testing Technician – Grade I, 2018
            ServSafe Food Protection Manager Certification – exp. 2027
            ServSafe Alcohol – 2023
            """)
        #expect(resume.certificates.map(\.name) == [
            "BLS", "ACLS", "ACI Concrete Field Testing Technician – Grade I", "ServSafe Food Protection Manager Certification",
            "ServSafe Alcohol",
        ])
        #expect(resume.certificates.prefix(2).allSatisfy { $0.issuer?.hasPrefix("American Heart Association") == true })
        #expect(resume.certificates.last?.date == "2023")
        // A short dated line under an undated certificate is still its issuer and date.
        let issuerBelow = try RegressionInputs.parseBody("CERTIFICATIONS\nMental Health First Aid\nLivingWorks, 2021\n")
        #expect(issuerBelow.certificates.map(\.name) == ["Mental Health First Aid"])
        #expect(issuerBelow.certificates.first?.issuer == "LivingWorks")
        #expect(CertificateExtractor.acronymNames(in: "CPR and First Aid") == ["CPR and First Aid"])
        #expect(CertificateExtractor.acronymNames(in: "BLS, ACLS, PALS") == ["BLS", "ACLS", "PALS"])
        // "CPR/AED" is one course (batch 16's truth).
        #expect(CertificateExtractor.acronymNames(in: "CPR/AED") == ["CPR/AED"])
    }

    /// "Languages: English (native), French (conversational)" as a bullet under "Affiliations &
    /// Languages" (read as memberships): the languages were lost; a programming "Languages:" line
    /// in a skills section stays a skill.
    @Test func labelledLanguagesUnderAnotherHeading() throws {
        let resume = try RegressionInputs.parseBody("""
            TECHNICAL SKILLS
            Languages: Python, SQL
            AFFILIATIONS & LANGUAGES
            • Member, Society for Human Resource Management (SHRM), since 2016
            • Languages: English (native), French (conversational)
            """)
        #expect(resume.languages.map(\.language) == ["English", "French"])
        #expect(resume.languages.map(\.fluency) == ["native", "conversational"])
        #expect(resume.skills.contains { $0.name == "Languages" && $0.keywords == ["Python", "SQL"] })
    }

    /// "…, traffic control" over "plans": a short lower-case line is the list's tail, not the
    /// label of the list below it.
    @Test func skillListWrappedBeforeItsLastWord() throws {
        let resume = try RegressionInputs.parseBody("""
            SKILLS
            Design: roadway geometry, grading and drainage, stormwater management, utility design, traffic control
            plans
            Field & Survey: construction inspection, GPS survey
            """)
        let design = resume.skills.first { $0.name == "Design" }
        #expect(design?.keywords.last == "traffic control plans")
        #expect(resume.skills.contains { $0.name == "Field & Survey" })
    }
}
