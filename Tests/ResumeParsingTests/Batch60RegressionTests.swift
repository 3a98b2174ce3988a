import Foundation
import MatchCore
import Testing
@testable import ResumeParsing

/// Regressions found by held-out batch 60 (bh1–bh6: nurses, allied health, fire, social work and
/// corrections staff: a fire lieutenant's HTML resume, an NHS application form, an ICU nurse's
/// Word styles, an occupational therapist's LibreOffice PDF, a social worker's CV-builder print,
/// a corrections officer's Writer PDF), each named after what broke. Every input is written
/// here, small.
@Suite struct Batch60RegressionTests {
    /// Ranks held at one employer, bulleted as their duties are ("• Fire Lieutenant — Jan 2023 –
    /// Present"), under the employer's line and its tenure, were duties of one role named after
    /// the tenure's note; a title the vocabulary does not know ("EMT-Basic") lost its place.
    @Test func bulletedRanksUnderTheirEmployer() throws {
        let resume = try RegressionInputs.parseBody("""
            Experience
            Olentangy Plains Fire District — Westerville, OH
            August 2014 – Present · career department, 4 stations, 24/48 shift schedule
            • Fire Lieutenant — Jan 2023 – Present
            • Company officer on B-Shift at Station 112, a crew of 4–6; about 2,900 runs a year.
            • Driver/Engineer — Apr 2018 – Dec 2022
            • Drove and pumped Engine 114 and Ladder 111; hydrant, drafting and relay pumping.
            Buckeye Star Ambulance — Columbus, OH
            • EMT-Basic — May 2011 – Jul 2014
            • Non-emergency and 911 back-up transports.
            """)
        #expect(RegressionInputs.roles(resume) == [
            "Fire Lieutenant @ Olentangy Plains Fire District | 2023-01–now",
            "Driver/Engineer @ Olentangy Plains Fire District | 2018-04–2022-12",
            "EMT-Basic @ Buckeye Star Ambulance | 2011-05–2014-07",
        ])
        #expect(resume.work.first?.location == "Westerville, OH")
        #expect(resume.work.first?.highlights.count == 1)
    }

    /// A duty that only mentions its dates is no role.
    @Test func aDutyWithDatesInASentenceStaysADuty() {
        #expect(EntryGrouper.bulletedRole("• Led the rebuild of the pump test program, which ran — Jan 2023 – Present") == nil)
        #expect(EntryGrouper.bulletedRole("• Acting Lieutenant (out-of-class) — Jun 2021 – Dec 2022") == "Acting Lieutenant (out-of-class) — Jun 2021 – Dec 2022")
    }

    /// A certificate table's row that ends in a dash for an empty cell ran into the next row.
    @Test func aTableRowEndingInAnEmptyCellEndsItsCertificate() throws {
        let resume = try RegressionInputs.parseBody("""
            Certifications & Licenses
            Certification\tIssued by\tCert. no.\tExpires
            Hazardous Materials Technician\tOhio Division of EMS\t—\t—
            Rope Rescue Technician (NFPA 1006)\tPro Board\t—\t—
            Blue Card Incident Command\tBlue Card\t—\t10/2027
            """)
        #expect(resume.certificates.map(\.name) == ["Hazardous Materials Technician", "Rope Rescue Technician (NFPA 1006)", "Blue Card Incident Command"])
    }

    /// "Kelvin Grove, Palmerston North 4414": a suburb of a New Zealand city outside the six largest.
    @Test func aSuburbOfASmallerNewZealandCity() throws {
        let resume = try RegressionInputs.parse("""
            Carl Matenga-Rowe
            Kelvin Grove, Palmerston North 4414 · 021 555 0143 · carl.matengarowe@example.com
            EMPLOYMENT HISTORY
            Feb 2012 – Jun 2015\tCorrections Officer
            Department of Corrections, Palmerston North
            """)
        #expect(resume.basics.location?.city == "Palmerston North")
        #expect(resume.basics.location?.countryCode == "NZ")
    }

    /// "Bachelor of Arts, majoring in Psychology": the major is the field.
    @Test func majoringInNamesTheField() {
        #expect(RegressionInputs.studies(lines: [
            "2022 – present\tBachelor of Arts, majoring in Psychology (part-time, distance)",
            "Massey University, Palmerston North",
        ]) == ["Bachelor of Arts | Psychology | Massey University"])
    }
}
