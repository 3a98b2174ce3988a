import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 21 (resumes from other sources: an online builder's
/// timeline layout, a long two-page chronological resume, a functional resume, a European CV in
/// English, a teaching-lab manager's CV, a plain-text resume pasted from an email), each named
/// after what broke. Every input is written here, small.
@Suite struct Batch21RegressionTests {
    /// A timeline column whose range wraps ("Mar 2021 —⇥Title at Employer" over "Present⇥first
    /// line of the role") gave each role only its start.
    @Test func aTimelineColumnWrappedAfterTheDash() throws {
        let resume = try RegressionInputs.parseBody("""
            EMPLOYMENT HISTORY
            Mar 2021 —\tSenior Property Manager at Capitol Residential Group\tSacramento, CA
            Present\tManage four communities and a site team of 22.
            Raised average occupancy to 96.8%.
            Aug 2018 —\tProperty Manager at Capitol Residential Group\tSacramento, CA
            Feb 2021\tRan a 410-unit community.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Senior Property Manager @ Capitol Residential Group | 2021-03–now",
            "Property Manager @ Capitol Residential Group | 2018-08–2021-02",
        ])
    }

    /// "2019 – 2020: Career break (family care)" became a job, taking the employer line under it.
    /// The input is also a short plain text whose lines come near its longest: it was taken for
    /// text hard-wrapped at that width, so "…, Harrisburg, PA" ran on into the title under it
    /// ("PA Director of …"); a line with a tab sets columns apart and is no wrapped continuation.
    @Test func aCareerBreakIsNoJob() throws {
        let resume = try RegressionInputs.parseBody("""
            PROFESSIONAL EXPERIENCE
            Keystone Regional Medical Center, Harrisburg, PA
            Director of Facilities Management\tJul. 2020 – Present
            • Lead a team of 38.
            2019 – 2020: Career break (family care)
            Conodoguinet Valley School District, Mechanicsburg, PA
            Facilities Manager\tJul. 2013 – Aug. 2019
            • Responsible for 11 schools.
            United States Navy, Norfolk, VA
            Machinist’s Mate Second Class (MM2)\t1990 – 1994
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Director of Facilities Management @ Keystone Regional Medical Center | 2020-07–now",
            "Facilities Manager @ Conodoguinet Valley School District | 2013-07–2019-08",
            "Machinist’s Mate Second Class (MM2) @ United States Navy | 1990–1994",
        ])
    }

    /// An academic CV's "PROFESSIONAL APPOINTMENTS" were no heading and its "SERVICE"
    /// committees and "EXTRA-CURRICULAR ACTIVITIES" became jobs.
    @Test func appointmentsServiceAndActivities() throws {
        let resume = try RegressionInputs.parseBody("""
            PROFESSIONAL APPOINTMENTS
            University of Wyoming\tLaramie, WY
            2017–present\tTeaching Laboratory Manager
            • Run the undergraduate teaching laboratories.
            SERVICE
            2018–present\tChair, Department of Chemistry Safety Committee
            EXTRA-CURRICULAR ACTIVITIES
            Apr 2016 — Present\tVolunteer Build Crew Leader at Habitat for Humanity\tSacramento, CA
            """)
        #expect(RegressionInputs.roles(resume) == ["Teaching Laboratory Manager @ University of Wyoming | 2017–now"])
    }

    /// A builder's "Name at Issuer" kept the issuer in the certificate's name; "Diploma thesis:"
    /// under a diploma was a second diploma.
    @Test func certificatesAtTheirIssuerAndADiplomaThesis() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            2008 – 2014\tDiploma in Architectural Engineering
            National Technical University of Athens (NTUA), Athens, Greece
            Diploma thesis: a timber housing cooperative for Piraeus
            CERTIFICATIONS
            Oct 2022\tCertified Property Manager (CPM) at Institute of Real Estate Management
            Mar 2017\tCertified Apartment Manager (CAM) at National Apartment Association
            """)
        #expect(resume.education.count == 1)
        #expect(resume.certificates.map(\.name) == ["Certified Property Manager (CPM)", "Certified Apartment Manager (CAM)"])
        #expect(resume.certificates.map(\.issuer) == ["Institute of Real Estate Management", "National Apartment Association"])
    }
}
