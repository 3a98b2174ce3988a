import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 16 (a welder's plain text, a police officer's DOCX with
/// a job table, a functional customer-service resume, a flight attendant's header-band PDF, a
/// biomedical engineer's pdflatex CV, a freelance trainer's Markdown), each named after what
/// broke. Every input is written here, small, in the shape that broke.
@Suite struct Batch16RegressionTests {
    /// "Company (Title), 2017–2021" with "2015–17": the title in brackets after the employer, and
    /// a range ending in two digits, were not read.
    @Test func titleInBracketsAndTwoDigitYearEnds() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE:
            Gulf Coast Fabrication & Erection, LLC (Lead Structural Welder), 2021–Present
            Beaumont, TX
            • Lead a crew of 4 welders and 2 fitters on pipe racks.
            Sabine Steel Works (Welder/Fitter), 2015–17
            Orange, TX
            • Fabricated beams, base plates and hoppers.
            Mercy Valley Medical Center, Charge Nurse (Medical-Surgical), 2012–14
            • Led a 32-bed unit.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Lead Structural Welder @ Gulf Coast Fabrication & Erection, LLC | 2021–now",
            "Welder/Fitter @ Sabine Steel Works | 2015–2017",
            "Charge Nurse (Medical-Surgical) @ Mercy Valley Medical Center | 2012–2014",
        ])
    }

    /// "Kessler Orthopedics (acquired by Meridian MedTech, 2021)": the aside's year opened a role
    /// of its own, and "Q2 2019 – Q4 2021" was no date (a quarter runs from its first month to
    /// its last: batch 51).
    @Test func companyHistoryAsideAndQuarters() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Kessler Orthopedics (acquired by Meridian MedTech, 2021)\tWarsaw, IN
            R&D Engineer II\tQ2 2019 – Q4 2021
            • Redesigned a hip stem broach and handle set.
            R&D Engineer I\tJul 2016 – Mar 2019
            • Wrote test methods for ASTM fatigue testing.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "R&D Engineer II @ Kessler Orthopedics | 2019-04–2021-12", "R&D Engineer I @ Kessler Orthopedics | 2016-07–2019-03",
        ])
    }

    /// A line that is only "Self-employed" names who the roles under it were for (LinkedIn prints
    /// it so); alone it was dropped as an employment type.
    @Test func selfEmployedOverItsRole() throws {
        let resume = try RegressionInputs.parseBody("""
            Experience
            Self-employed
            Independent Personal Trainer · Atlanta, GA · Mar 2020 – present
            • Run 1:1 and small-group training for 25-30 active clients.
            """)
        #expect(RegressionInputs.roles(resume) == ["Independent Personal Trainer @ Self-employed | 2020-03–now"])
    }

    /// "B.S., Criminal Justice (in progress)": the field with its aside became the school.
    @Test func fieldWithAnAsideIsNoSchool() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            B.S., Criminal Justice (in progress)\tExpected May 2026
            Arizona State University, Tempe, AZ (online)
            """)
        #expect(resume.education.first?.area == "Criminal Justice")
        #expect(resume.education.first?.institution == "Arizona State University")
    }

    /// The headline as printed, asides included (seven truths across batches 12–16 keep them),
    /// cut only before a contact detail or a place.
    @Test func headlineKeepsItsAsides() throws {
        func label(_ headline: String) throws -> String? {
            try RegressionInputs.parse("Pat Quinn\n\(headline)\npat@example.com\n\nEXPERIENCE\nClerk, Acme Corp, 2015 - 2019\n").basics.label
        }
        #expect(try label("Police Officer II | Field Training Officer") == "Police Officer II | Field Training Officer")
        #expect(try label("Senior Event Planner, CMP") == "Senior Event Planner, CMP")
        #expect(try label("Property Claims Adjuster — Licensed in LA and TX") == "Property Claims Adjuster — Licensed in LA and TX")
        #expect(try label("Data Analyst\tjane@example.com") == "Data Analyst")
        #expect(try label("Software Engineer | San Francisco, CA | 415-555-0100") == "Software Engineer")
        #expect(try label("UX Designer · pat.example.com") == "UX Designer")
    }

    /// "Senior R&D Engineer, Knee Reconstruction" right under its employer's line: the comma
    /// split the title (batch 11's "Senior Project Manager, Enterprise PMO" too).
    @Test func commaQualifierRightUnderTheEmployer() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Meridian MedTech\tWarsaw, IN
            Senior R&D Engineer, Knee Reconstruction\tJan 2022 – Present
            • Lead design engineer for a cementless tibial baseplate.
            """)
        #expect(RegressionInputs.roles(resume) == ["Senior R&D Engineer, Knee Reconstruction @ Meridian MedTech | 2022-01–now"])
    }

    /// "Training: strength and conditioning, HIIT" under Skills opened an education section
    /// ("Training" heads one elsewhere), taking the skills after it along.
    @Test func trainingGroupUnderSkills() throws {
        let resume = try RegressionInputs.parseBody("""
            Skills
            Training: strength and conditioning, HIIT, indoor cycling
            Coaching: habit-based nutrition coaching, goal setting
            """)
        #expect(resume.skills.map(\.name) == ["Training", "Coaching"])
        #expect(resume.skills.first?.keywords == ["strength and conditioning", "HIIT", "indoor cycling"])
        #expect(resume.education.isEmpty)
    }
}
