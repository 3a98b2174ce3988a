import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 18 (a plumber's plain text, a payroll specialist's DOCX,
/// a hydrogeologist's two-page pdflatex CV, a museum registrar's sidebar PDF, a planner's
/// Word-style HTML page, a farm manager's table-layout PDF), each named after what broke.
/// Every input is written here, small.
@Suite struct Batch18RegressionTests {
    /// A table with the headings in a left column puts each heading on its section's first
    /// line ("EXPERIENCE⇥Farm Operations Manager⇥Feb 2016 – Present"), and a heading wrapped
    /// in its cell ("CERTIFICATIONS &" over "LICENSES") names its section by its first line:
    /// the whole experience section was lost, and the first certificate with it.
    @Test func headingsInALeftColumnBesideTheirContent() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE\tFarm Operations Manager\tFeb 2016 – Present
            Platte River Grain & Cattle Co., Grand Island, NE
            • Run day-to-day operations on 4,200 irrigated acres.
            Farm Hand\t2002 – 2008
            Hutchings Family Farm, Wood River, NE
            • Field work, irrigation and equipment upkeep.
            EDUCATION\tB.S. in Agronomy\tDecember 2010
            University of Nebraska–Lincoln, Lincoln, NE
            CERTIFICATIONS &\tCertified Crop Adviser (CCA) – American Society of Agronomy, 2012
            LICENSES\tCommercial Pesticide Applicator License – Nebraska Department of Agriculture, 2019
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Farm Operations Manager @ Platte River Grain & Cattle Co. | 2016-02–now",
            "Farm Hand @ Hutchings Family Farm | 2002–2008",
        ])
        #expect(resume.certificates.map(\.name) == ["Certified Crop Adviser (CCA)", "Commercial Pesticide Applicator License"])
    }

    /// "SELECTED EXHIBITIONS & LOANS" and "PROFESSIONAL ACTIVITIES" were unknown headings over
    /// dated lines, so their lines became five more jobs.
    @Test func exhibitionsAndActivitiesAreNoJobs() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Associate Registrar\t2016–2020
            Chesapeake Maritime Museum · Norfolk, VA
            Ran a three-year wall-to-wall inventory.
            SELECTED EXHIBITIONS & LOANS
            Tidewater Modern: Virginia Artists 1945–1975, James River Museum of Art, 2024
            Ships of the Bay traveling exhibition, Chesapeake Maritime Museum, 2018–2019
            PROFESSIONAL ACTIVITIES
            Registrars Committee of the American Alliance of Museums, member since 2015
            """)
        #expect(RegressionInputs.roles(resume) == ["Associate Registrar @ Chesapeake Maritime Museum | 2016–2020"])
    }

    /// "Plumber's Helper" had no title word, so the role lost its title.
    @Test func helperIsATitle() throws {
        let resume = try RegressionInputs.parseBody("""
            WORK EXPERIENCE
            Hoosier Mechanical Contractors, Inc.  |  New Haven, IN

              Plumber's Helper  |  2011 - 2013
                - Helped plumbers on school and hospital renovations
            """)
        #expect(RegressionInputs.roles(resume) == ["Plumber's Helper @ Hoosier Mechanical Contractors, Inc. | 2011–2013"])
    }

    /// "Technical Certificate, Plumbing Technology" was no credential, and "Master of Urban and
    /// Regional Planning" was cut at "and" into a degree "Master of Urban and".
    @Test func technicalCertificatesAndDegreesNamedWithAnd() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            Ivy Tech Community College, Fort Wayne, IN
            Technical Certificate, Plumbing Technology - 2016

            University of Colorado Denver
            Master of Urban and Regional Planning, May 2018
            """)
        #expect(resume.education.map(\.studyType) == ["Technical Certificate", "Master of Urban and Regional Planning"])
        #expect(resume.education.first?.area == "Plumbing Technology")
    }

    /// "Name - ASSE International, 2019" named no issuer, and a certificate whose issuer wraps
    /// after "of" ("… Department of" over "Ecology, 2020") became two certificates.
    @Test func certificateIssuersThatWrapOrAreInternational() throws {
        let resume = try RegressionInputs.parseBody("""
            CERTIFICATIONS
            ASSE 5110 Backflow Prevention Assembly Tester - ASSE International, 2019
            Certified Erosion and Sediment Control Lead (CESCL) – Washington State Department of
            Ecology, 2020
            """)
        #expect(resume.certificates.map(\.name) == ["ASSE 5110 Backflow Prevention Assembly Tester",
                                                     "Certified Erosion and Sediment Control Lead (CESCL)"])
        #expect(resume.certificates.first?.issuer == "ASSE International")
    }

    /// A skill group's list wrapped in a narrow sidebar after a comma, after "and", or in the
    /// middle of an item ("Integrated pest" over "management (IPM)") became half-items.
    @Test func skillGroupsWrappedInANarrowColumn() throws {
        let resume = try RegressionInputs.parseBody("""
            SKILLS
            Registration: Loans and contracts,
            Condition reporting, Accessioning and
            deaccessioning, Insurance and indemnity
            Collections care: Integrated pest
            management (IPM), Environmental
            monitoring, Art handling
            """)
        #expect(resume.skills.map(\.name) == ["Registration", "Collections care"])
        #expect(resume.skills.first?.keywords == ["Loans and contracts", "Condition reporting", "Accessioning and deaccessioning",
                                                 "Insurance and indemnity"])
        #expect(resume.skills.last?.keywords == ["Integrated pest management (IPM)", "Environmental monitoring", "Art handling"])
    }

    /// A bullet that is one skill may be a longer phrase ("Drain cleaning and sewer camera
    /// inspection"); a bullet of a sentence still is no skill.
    @Test func longerSkillPhrasesOnTheirOwnBullet() throws {
        let resume = try RegressionInputs.parseBody("""
            SKILLS
            - Drain cleaning and sewer camera inspection
            - Reading blueprints and the Indiana Plumbing Code
            - I keep my van stocked and my tools in order every day.
            - Backflow testing and repair
            """)
        #expect(resume.skills.map(\.name) == ["Drain cleaning and sewer camera inspection",
                                              "Reading blueprints and the Indiana Plumbing Code", "Backflow testing and repair"])
    }
}
