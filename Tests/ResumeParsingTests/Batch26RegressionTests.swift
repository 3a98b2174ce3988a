import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 26 (o1–o6: a hospice social worker, a water plant
/// operator, a mortgage loan officer, a land surveyor, a respiratory therapist, a hospital
/// pharmacy technician) and 27 (aa1–aa6: a new graduate, a community-college student, a Nigerian
/// master's student, an Army veteran, a teacher turned instructional designer, a returning
/// parent), each named after what broke. Every input is written here, small.
@Suite struct Batch26RegressionTests {
    /// "Worker" and "Professional" were no title words, so a headline naming a social worker or
    /// an "Accounting Professional" was not the label.
    @Test func workersAndProfessionalsHaveTitles() throws {
        let worker = try RegressionInputs.parse("""
            Graciela Montoya, LCSW
            Licensed Clinical Social Worker | Hospice & Palliative Care
            graciela@example.com
            """)
        #expect(worker.basics.label == "Licensed Clinical Social Worker | Hospice & Palliative Care")
        let professional = try RegressionInputs.parse("""
            Heather Gallardo
            Accounting Professional | Returning After a Career Break
            heather@example.com
            """)
        #expect(professional.basics.label == "Accounting Professional | Returning After a Career Break")
    }

    /// A title's specialty after a comma was cut off under an employer line when it ran to three
    /// words and an ampersand, beside the employer in a table cell, and when it held an
    /// organisation's word while the employer's line ended in its legal form.
    @Test func aTitlesSpecialtyAfterACommaStaysWithTheTitle() {
        let underEmployer = WorkExtractor.extract([
            "Red River Regional Medical Center, Shreveport, LA",
            "Lead Respiratory Therapist, Neonatal & Pediatric ICU 03/2019 to date",
            "• Lead RT for a 42-bed Level III NICU",
        ].map { DocumentLine(text: $0) })
        #expect(underEmployer.map(\.position) == ["Lead Respiratory Therapist, Neonatal & Pediatric ICU"])
        let besideEmployer = WorkExtractor.extract([
            "Etobicoke Lakeshore Hospital, Toronto, ON —\tLead Pharmacy Technician, Sterile Compounding",
            "FEB 2022 – PRESENT",
            "• Lead a team of nine technicians in the IV rooms",
        ].map { DocumentLine(text: $0) })
        #expect(besideEmployer.map(\.position) == ["Lead Pharmacy Technician, Sterile Compounding"])
        #expect(besideEmployer.map(\.name) == ["Etobicoke Lakeshore Hospital"])
        let legalForm = WorkExtractor.extract([
            "Graduate Trainee, Data & Analytics\tNov 2021 – Dec 2022",
            "Paylane Technologies Ltd — Lekki, Lagos",
            "• Rotated through data engineering, BI and credit risk.",
        ].map { DocumentLine(text: $0) })
        #expect(legalForm.map(\.position) == ["Graduate Trainee, Data & Analytics"])
        #expect(legalForm.map(\.name) == ["Paylane Technologies Ltd"])
    }

    /// "…, Minor in Spanish" on the degree's line was taken for the school, and the school on the
    /// next line became an entry of its own; a campus in brackets stayed in the school's name.
    @Test func aMinorIsNoSchoolAndACampusIsNoPartOfTheName() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            Bachelor of Arts in Psychology, Minor in Spanish\t2006 – 2010
            The University of Texas at El Paso | El Paso, TX
            Associate of Applied Science, Logistics Management\t2022
            Central Texas College (Fort Campbell campus)
            """)
        #expect(resume.education.map(\.institution) == ["The University of Texas at El Paso", "Central Texas College"])
        #expect(resume.education.map(\.area) == ["Psychology", "Logistics Management"])
    }

    /// Google Docs exports every link through a redirect, so the profile was the redirect's address.
    @Test func aGoogleDocsRedirectLeadsToTheProfile() throws {
        let html = """
            <html><body><p>Heather Gallardo</p><p>heather@example.com | <a href="https://www.google.com/url?q=https://www.linkedin.com/in/heather-gallardo&amp;sa=D&amp;source=editors">LinkedIn</a></p></body></html>
            """
        let resume = try ResumeParser().parse(Data(html.utf8), sourceFile: "r.html", id: "r")
        #expect(resume.basics.profiles.map(\.url) == ["https://www.linkedin.com/in/heather-gallardo"])
    }
}
