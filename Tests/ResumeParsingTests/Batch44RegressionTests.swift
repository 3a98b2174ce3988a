import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batches 44 and 45 (ar1–ar6: mid-career people in the public
/// sector, education, science and the creative industries; as1–as6: hourly and frontline
/// workers with many short jobs), each named after what broke. Every input is written here, small.
@Suite struct Batch44RegressionTests {
    /// Employers over dated titles with no bullets: an undated line after a complete heading,
    /// before a dated line, is the next employer; every role had taken the next one's employer.
    @Test func employersOverDatedTitlesWithoutBullets() throws {
        let resume = try RegressionInputs.parseBody("""
            EMPLOYMENT HISTORY
            Midland Parcel Network Ltd, Minworth
            Parcel Sorter Nov 2020 - Jan 2021 (seasonal)
            Apex Security Staffing Ltd, West Midlands
            Security Officer (agency) '18 - '20
            • Static, mobile patrol and event shifts at construction sites, hospital car parks and concerts.
            The Vyse Street Kitchen, Birmingham
            Kitchen Porter 2014 - 2016
            Kingsway Recruitment Ltd, Tamworth
            Warehouse Operative (agency) Jan-Jun 2014
            """)
        #expect(resume.work.map(\.name) == ["Midland Parcel Network Ltd", "Apex Security Staffing Ltd", "The Vyse Street Kitchen",
                                            "Kingsway Recruitment Ltd"])
        #expect(resume.work.map(\.position) == ["Parcel Sorter", "Security Officer (agency)", "Kitchen Porter", "Warehouse Operative (agency)"])
        let titleFirst = try RegressionInputs.parseBody("""
            EXPERIENCE
            UX Design Intern\tJan–Jun 2015
            Hafenblick Digital, Hamburg
            Web Designer\t2016 – 2018
            Nordlicht Studio, Hamburg
            """)
        #expect(RegressionInputs.roles(titleFirst) == ["UX Design Intern @ Hafenblick Digital | 2015-01–2015-06", "Web Designer @ Nordlicht Studio | 2016–2018"])
    }

    /// A compound heading none of whose parts the lexicon knows whole is named by a part's last
    /// word ("SIA Licences & Training"); a known part still wins ("Trade Qualifications, Licences
    /// & Training" stays certificates).
    @Test func compoundHeadingsByTheirLastWord() {
        #expect(SectionLexicon.kind(ofHeading: "SIA LICENCES & TRAINING") == .certificates)
        #expect(SectionLexicon.kind(ofHeading: "TRADE QUALIFICATIONS, LICENCES & TRAINING") == .certificates)
    }

    /// A US federal resume's supervisor line after the unit, wrapped onto a line of its own,
    /// gave "Supervisor" as the title.
    @Test func federalSupervisorLines() throws {
        let resume = try RegressionInputs.parseBody("""
            WORK EXPERIENCE
            Contract Specialist, GS-1102-13
            U.S. Department of Homeland Security | Washington, DC
            10/2019 - Present (40 hrs/week)
            Office of Procurement Operations, IT Acquisition Division · Supervisor: Angela Whitfield, (202)
            555-0133; may contact
            • Manage a portfolio of 30–35 contract actions.
            """)
        #expect(resume.work.first?.position?.hasPrefix("Contract Specialist") == true)
        #expect(resume.work.first?.name == "U.S. Department of Homeland Security")
    }

    /// An English "Baccalaureate" is a degree, and a school's word only in the bracket that
    /// translates it names no school; a driving licence is no French licence degree.
    @Test func baccalaureatesAndDrivingLicences() {
        #expect(RegressionInputs.studies(lines: ["Technical Baccalaureate in Tourism (Bachillerato Tecnológico en Turismo)",
                                                 "Instituto Peninsular de Turismo, Mérida, Yucatán\t2009 – 2012"])
            == ["Technical Baccalaureate | Tourism | Instituto Peninsular de Turismo"])
        #expect(EntryVocabulary.degree(in: "Full UK driving licence") == nil)
        #expect(EntryVocabulary.degree(in: "Licence in Life Sciences") != nil)
    }

    /// Irish addresses: a suburb, its city and an Eircode ("Knocknacarra, Galway H91 E2T6") in the
    /// header; an Eircode is no British postcode.
    @Test func irishAddresses() throws {
        let resume = try RegressionInputs.parse("""
            SIOBHAN NI FHLATHARTA
            Senior Speech and Language Therapist | Paediatric Disability
            Knocknacarra, Galway H91 E2T6
            Mobile: 086 555 0127 | Email: siobhan@example.com

            EXPERIENCE
            Whittington Health NHS Trust, London, UK
            Speech and Language Therapist\t2013 - 2015
            """)
        #expect(resume.basics.location?.city == "Galway")
        #expect(resume.basics.location?.countryCode == "IE")
        #expect(PlaceParser.postalPlace(in: "Ballincollig, Cork P31 K2X8")?.countryCode == "IE")
        #expect(PlaceParser.postalPlace(in: "London SW1A 1AA")?.countryCode == "GB")
    }
}
