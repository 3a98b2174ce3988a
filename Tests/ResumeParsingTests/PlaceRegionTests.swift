import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Places written as a city and a region outside North America ("Leeds, West Yorkshire"), which
/// held-out batch 30 (ad1, ad4, ad6) and batch 12 (m4) carried and which were read as no place.
@Suite struct PlaceRegionTests {
    @Test func cityAndRegionOutsideNorthAmerica() throws {
        let leeds = try #require(PlaceParser.find(in: "Leeds, West Yorkshire | 07700 900416"))
        #expect(leeds.location.city == "Leeds")
        #expect(leeds.location.region == "West Yorkshire")
        #expect(leeds.location.countryCode == "GB")
        #expect(PlaceParser.find(in: "Boksburg, Gauteng")?.location.countryCode == "ZA")
        #expect(PlaceParser.find(in: "Parañaque City, Metro Manila")?.location.city == "Parañaque City")
        let glanmire = try #require(PlaceParser.find(in: "Guidance Counsellor, Glanmire, Co. Cork"))
        #expect(glanmire.location.city == "Glanmire")
        #expect(glanmire.location.countryCode == "IE")
    }

    @Test func aJobForARegionIsNoPlace() {
        #expect(PlaceParser.find(in: "State Sales Manager, Victoria") == nil)
        // An Irish county's bare name is a town, not a region.
        #expect(PlaceParser.find(in: "Midleton, Cork") == nil)
        // An American town named after an English county, with its state.
        #expect(PlaceParser.find(in: "United States Navy, Norfolk, VA")?.location.city == "Norfolk")
    }

    @Test func theContactLineGivesTheCandidatesCity() throws {
        let resume = try RegressionInputs.parse("""
            Chidinma Reid
            Leeds, West Yorkshire | chidinma@example.com | 07700 900416

            EXPERIENCE
            Pharmacist\tJan 2020 – Present
            Leeds Teaching Hospitals NHS Trust
            """)
        #expect(resume.basics.location?.city == "Leeds")
        #expect(resume.basics.location?.region == "West Yorkshire")
    }
}
