import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 25 (l1–l6: a progressive care nurse, a warehouse
/// supervisor, an Irish customer service lead, an accounts payable clerk, a maths teacher, an
/// Australian store manager), each named after what broke. Every input is written here, small.
@Suite struct Batch25RegressionTests {
    /// A heading line of thirteen capitalised words after a role's last sentence was read as
    /// more of that role's prose, and the second role at the same hospital was lost.
    @Test func aLongHeadingOfNamesIsNoSentence() {
        let lines = [
            "Inland Northwest Regional Medical Center, Spokane, WA — Charge Nurse, Progressive Care Unit",
            "Jan 2022 – Present",
            "Led the unit's CAUTI reduction project with infection prevention; catheter days fell 28% in 2023.",
            "Inland Northwest Regional Medical Center, Spokane, WA — Registered Nurse, Progressive Care Unit",
            "Jul 2018 – Dec 2021",
            "Floated to the COVID-19 step-down unit in 2020–2021; Epic super-user for the 2019 go-live.",
        ].map { DocumentLine(text: $0) }
        let work = WorkExtractor.extract(lines)
        #expect(work.map(\.position) == ["Charge Nurse, Progressive Care Unit", "Registered Nurse, Progressive Care Unit"])
        #expect(work.map(\.name) == ["Inland Northwest Regional Medical Center", "Inland Northwest Regional Medical Center"])
        #expect(work.map { $0.dates?.startDate } == ["2022-01", "2018-07"])
        // German prose capitalises its nouns, but not all its words.
        #expect(EntryGrouper.isProse("Vorlesung und Übung zu Integrierten Geschäftsprozessen mit SAP S/4HANA im Bachelorstudiengang Wirtschaftsinformatik"))
    }

    /// A community college's "Certificate of Achievement" and Ireland's "Leaving Certificate"
    /// were no degrees, so their lines went to the next entry.
    @Test func certificatesOfAchievementAndTheLeavingCertificateAreQualifications() throws {
        let resume = try RegressionInputs.parseBody("""
            EDUCATION
            Certificate of Achievement, Logistics Management — 2018
            Truckee Meadows Community College, Reno, NV
            High School Diploma — 2012
            Sparks Valley High School, Sparks, NV
            """)
        #expect(resume.education.map(\.studyType) == ["Certificate of Achievement", "High School Diploma"])
        #expect(resume.education.map(\.institution) == ["Truckee Meadows Community College", "Sparks Valley High School"])
        #expect(EntryVocabulary.degree(in: "Leaving Certificate, St. Brendan's Community School") != nil)
    }

    /// "Adelaide SA, Australia" gave the city "Adelaide SA".
    @Test func anAustralianStateAfterTheCityIsTheRegion() {
        let place = PlaceParser.find(in: "Adelaide SA, Australia")?.location
        #expect(place == ResumeLocation(city: "Adelaide", countryCode: "AU", region: "SA"))
        #expect(PlaceParser.find(in: "Port Macquarie NSW, Australia")?.location.city == "Port Macquarie")
        #expect(PlaceParser.find(in: "Geneva, Switzerland")?.location == ResumeLocation(city: "Geneva", countryCode: "CH"))
    }
}
