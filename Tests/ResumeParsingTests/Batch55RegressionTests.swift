import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 55 (bc1–bc6: a staffing firm's everyday inbox: a Word
/// table template, a photo-box PDF, a resume typed into an email, a portal's review page),
/// each named after what broke. Every input is written here, small.
@Suite struct Batch55RegressionTests {
    /// A summer job listed last without dates was dropped: a job needed dates. An undated
    /// heading that names a title and an employer is a job when dated jobs stand beside it.
    @Test func anUndatedJobBesideDatedOnesIsAJob() throws {
        func roles(after undated: String) throws -> [String] {
            RegressionInputs.roles(try RegressionInputs.parseBody("""
                EXPERIENCE
                Sales Assistant\tOct 2019 – Apr 2022
                Claddagh Home & Gift, Galway
                • Served customers and ran the till.
                \(undated)
                EDUCATION
                Leaving Certificate\t2017
                Ardnamara Community School, Galway
                """))
        }
        #expect(try roles(after: "Shop Assistant (summer job)\nOileáin Crafts, Inis Oírr").last == "Shop Assistant (summer job) @ Oileáin Crafts | -–-")
        #expect(try roles(after: "Kitchen Porter (weekend & summer job while at school)\nThe Old Ship Inn, Portishead").last
            == "Kitchen Porter (weekend & summer job while at school) @ The Old Ship Inn | -–-")
        let crew = try RegressionInputs.parseBody("""
            EXPERIENCE
            Caretaker - Northern Plains School Division, Martensville, SK
            09/2015 - 08/2017
              * Evening caretaker at a K-8 school

            Grounds Crew (summer job) - Riverbend Golf & Country Club, Saskatoon, SK (3 summers during high school)

            EDUCATION
            Grade 12 Diploma - Dundonald Collegiate, Saskatoon (2013)
            """)
        #expect(RegressionInputs.roles(crew) == [
            "Caretaker @ Northern Plains School Division | 2015-09–2017-08",
            "Grounds Crew (summer job) @ Riverbend Golf & Country Club | -–-",
        ])
        #expect(crew.work.last?.location == "Saskatoon, SK")
    }

    /// Undated headings alone are no list of jobs: a section of them gives none.
    @Test func undatedHeadingsAloneAreNoJobs() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Shop Assistant
            Oileáin Crafts, Inis Oírr
            """)
        #expect(resume.work.isEmpty)
    }

    /// A note in lower case after the place ("(3 summers during high school)") was taken for the
    /// employer, for the word "school" in it; a name's joining words ("University of the West of
    /// England") and a legal form ("Sp. z o.o.") do not make a note.
    @Test func aNoteInLowerCaseNamesNoEmployer() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Grounds Crew - Riverbend Golf & Country Club, Saskatoon, SK (3 summers during high school)\t2010 – 2012
            • Mowing and bunkers.
            Visiting Design Tutor (part-time), University of the West of England, Bristol\t2017 – 2022
            • Taught a design studio.
            GIS Specialist – GeoVista Sp. z o.o., Kraków\t07.2016 – 12.2018
            • Digitised utility networks.
            """)
        #expect(resume.work.map(\.name) == ["Riverbend Golf & Country Club", "University of the West of England", "GeoVista Sp. z o.o."])
    }

    /// "Self-Employed Handyman" read as no title at all, so its heading was taken for an employer's.
    @Test func aHandymanIsATitle() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Maintenance Technician - Prairie Gate Property Management, Saskatoon, SK
            Feb 2021 to present
              * Work orders in Yardi Voyager

            Self-Employed Handyman - JT Home Repairs, Saskatoon, SK
            2019 to 2021
              * Small repairs, decks and fences
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Maintenance Technician @ Prairie Gate Property Management | 2021-02–now",
            "Self-Employed Handyman @ JT Home Repairs | 2019–2021",
        ])
    }

    /// A national training package's code ("HLT45021") went into the qualification; a Canadian
    /// collegiate is a school, and its "Grade 12 Diploma" a qualification; "Ontario Secondary
    /// School" over "Diploma (OSSD)" is one diploma's name wrapped.
    @Test func courseCodesCollegiatesAndWrappedDiplomaNames() {
        #expect(RegressionInputs.studies(lines: [
            "HLT45021 Certificate IV in Dental Assisting\t2022 – 2023",
            "TAFE Queensland, Townsville",
            "Grade 12 Diploma - Dundonald Collegiate, Saskatoon (2013)",
        ]) == ["Certificate IV | Dental Assisting | TAFE Queensland", "Grade 12 Diploma | - | Dundonald Collegiate"])
        #expect(RegressionInputs.studies(lines: ["Ontario Secondary School", "Diploma (OSSD)", "Morningside Heights Collegiate", "2012"])
            == ["Ontario Secondary School Diploma (OSSD) | - | Morningside Heights Collegiate"])
    }

    /// A template's photo box ("PHOTO") stood between the name and the headline, and an
    /// "Address:" field after a tab was neither a contact field nor searched for a place.
    @Test func aPhotoBoxAndAnAddressFieldBesideTheHeadline() throws {
        let resume = try RegressionInputs.parse("""
            Bree Kowalczyk\tMobile: 0491 570 157
            PHOTO\tEmail: bree.kowalczyk@example.com
            Dental Assistant | Cert IV & Radiography Qualified\tAddress: Kirwan, Townsville QLD 4817
            CAREER OBJECTIVE
            Qualified dental assistant.
            """)
        #expect(resume.basics.label == "Dental Assistant | Cert IV & Radiography Qualified")
        #expect(resume.basics.location?.city == "Townsville")
    }

    /// A truth range with no start, no end and no "present" is an entry printed without dates,
    /// which a parse without dates matches (and one with dates does not).
    @Test func anUndatedTruthEntryMatchesAnUndatedParse() {
        let undated = ResumeDateRange(isCurrent: false)
        #expect(FairMatching.dates(undated, nil))
        #expect(!FairMatching.dates(ResumeDateRange(startDate: "2019", endDate: "2021"), nil))
        #expect(!FairMatching.dates(undated, ResumeDateRange(startDate: "2019", isCurrent: true)))
    }
}
