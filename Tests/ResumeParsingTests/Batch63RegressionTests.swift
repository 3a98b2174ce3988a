import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 63 (bk1–bk6: long careers of 31–35 years: an airline
/// captain's roles nested under employers, a detective's ranks, a retail manager's promotions
/// inside entries, a harbourmaster's oldest-first history, a mine manager's career table, a
/// library director's functional resume), each named after what broke. Every input is written
/// here, small.
@Suite struct Batch63RegressionTests {
    /// Under an employer's line with its years, a title's aircraft after a comma was read as
    /// the employer, and the roles after it lost theirs.
    @Test func aTitlesDetailWithinTheEmployersYears() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Boreal Float Services Ltd. — Red Lake, ON\t1996 – 1999
            Float Pilot, DHC-2 Beaver and Cessna 185 (seasonal)\t1997 – 1999
            • Fly-in fishing camps, forestry crews and freight on floats.
            Dock Hand and Fuel Attendant\tMay – Oct 1996
            • Loaded aircraft, fuelled and pumped floats.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Float Pilot, DHC-2 Beaver and Cessna 185 (seasonal) @ Boreal Float Services Ltd. | 1997–1999",
            "Dock Hand and Fuel Attendant @ Boreal Float Services Ltd. | 1996-05–1996-10",
        ])
        #expect(resume.work.map(\.location) == ["Red Lake, ON", "Red Lake, ON"])
    }

    /// An "Earlier career" list of bullets, each a title, its employer and their place with
    /// the years after a dash or in brackets, went unread.
    @Test func earlierCareerBulletsWithTheirYears() throws {
        let resume = try RegressionInputs.parseBody("""
            EXPERIENCE
            Police Constable\tAugust 1994 – February 2000
            Derbyshire Constabulary, Buxton
            • Response and neighbourhood policing in the High Peak.
            EARLIER CAREER
            • Special Constable (volunteer), Derbyshire Constabulary, Derby (1992–1994)
            • Flight Instructor (Class 4), Foothills Aero Club Ltd., Springbank, AB — 1995 – 1996
            • Led the rollout of rosters to the whole region, store by store (2019–2020)
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Police Constable @ Derbyshire Constabulary | 1994-08–2000-02",
            "Special Constable (volunteer) @ Derbyshire Constabulary | 1992–1994",
            "Flight Instructor (Class 4) @ Foothills Aero Club Ltd. | 1995–1996",
        ])
        #expect(EntryGrouper.bulletedRole("• Led the rollout of rosters to the whole region, store by store (2019–2020)") == nil)
    }

    /// Sentences inside an entry that hold a year ("Promoted to … (2013).", a line stopping on
    /// "the", an award "…, 2016.") each opened a role of their own.
    @Test func datedSentencesInsideAnEntry() throws {
        let resume = try RegressionInputs.parseBody("""
            PROFESSIONAL EXPERIENCE
            Store Manager\t2005 – 2019
            Harvest Fresh Foodstores | Adelaide SA
            Promoted to Senior Store Manager, Marion flagship (2013).
            Ran three stores in turn: Elizabeth (2005 – 2008), Modbury (2008 – 2013) and Marion, the
            chain's largest store in SA (2013 – 2019): up to 240 staff.
            Harvest Fresh Store Manager of the Year, 2016.
            Assistant Store Manager\t2000 – 2005
            Harvest Fresh Foodstores | Salisbury SA
            Ran the store for six months between managers in 2003.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Store Manager @ Harvest Fresh Foodstores | 2005–2019",
            "Assistant Store Manager @ Harvest Fresh Foodstores | 2000–2005",
        ])
        // "SA" after a town is South Australia, not a company's legal form.
        #expect(resume.work.map(\.location) == ["Adelaide SA", "Salisbury SA"])
    }

    /// "Yellowknife, NT": Canada's territories are regions as its provinces are.
    @Test func canadianTerritories() {
        #expect(PlaceParser.find(in: "Northern Aurora Air Ltd. — Yellowknife, NT")?.location.countryCode == "CA")
        #expect(PlaceParser.find(in: "Top End Health, Darwin, NT")?.location.countryCode == "AU")
        #expect(PlaceParser.find(in: "Klondike Placers, Dawson City, YT")?.location.region == "YT")
    }
}
